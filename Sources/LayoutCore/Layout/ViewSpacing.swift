import Foundation

/// A view's spacing preferences on each edge; the gap between two neighbours in a stack is computed from
/// both sides' preferences.
///
/// SwiftUI (decompiled model, docs/BEHAVIOUR.md §4.3): each preference is keyed by an optional category
/// and an edge. Two views that share a category on their facing edges get the largest sum for those
/// categories; otherwise a category-less preference on either facing edge wins (the largest); otherwise
/// the default 8 pt.
public struct ViewSpacing: Sendable, Equatable {
    struct Key: Hashable, Sendable {
        var category: SpacingCategory?
        var edge: Edge
    }

    var preferences: [Key: CGFloat]

    /// The preferences of an ordinary (non-text) view: the default distance to other views, and what a
    /// text neighbour asks for next to text.
    public init() { self = ViewSpacing.generic }

    init(preferences: [Key: CGFloat]) { self.preferences = preferences }

    /// Zero on every edge, whatever the neighbour.
    public static let zero: ViewSpacing = {
        var s = ViewSpacing(preferences: [:])
        for edge in Edge.allCases { s.preferences[Key(category: nil, edge: edge)] = 0 }
        return s
    }()

    /// The distance SwiftUI uses when neither side has a preference (iOS and macOS).
    public static let defaultDistance: CGFloat = 8

    /// The gap from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (trailing, leading): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        var best: CGFloat?
        for (key, value) in preferences where key.edge == trailing {
            guard let category = key.category,
                  let other = next.preferences[Key(category: category, edge: leading)] else { continue }
            best = max(best ?? -.infinity, value + other)
        }
        if let best { return best }
        let mine = preferences[Key(category: nil, edge: trailing)]
        let theirs = next.preferences[Key(category: nil, edge: leading)]
        switch (mine, theirs) {
        case let (a?, b?): return max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return ViewSpacing.defaultDistance
        }
    }

    /// Merges `other`'s preferences on `edges`, keeping the larger value per key.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (key, value) in other.preferences where edges.contains(Edge.Set(key.edge)) {
            preferences[key] = max(preferences[key] ?? -.infinity, value)
        }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// Drops every preference on `edges` (what a frame or padding does to the edges it constrains).
    mutating func reset(_ edges: Edge.Set) {
        preferences = preferences.filter { !edges.contains(Edge.Set($0.key.edge)) }
    }

    /// Sets a category-less preference on `edges`.
    mutating func set(_ value: CGFloat, on edges: Edge.Set, category: SpacingCategory? = nil) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            preferences[Key(category: category, edge: edge)] = value
        }
    }
}

/// A kind of neighbour a spacing preference applies to (text next to text, an edge above text, …).
struct SpacingCategory: Hashable, Sendable {
    let name: String
}
