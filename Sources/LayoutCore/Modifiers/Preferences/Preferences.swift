import Foundation

// Preferences: values views pass up to their ancestors (docs/BEHAVIOUR.md §19). Layoutshot collects them while
// placing, node by node (children in order, then the node's own writes, transforms and readers), because a
// value may come from a GeometryReader, whose content exists only once it is placed. What reads a value
// (`onPreferenceChange`, `overlayPreferenceValue`, `backgroundPreferenceValue`) sees it in the next pass, as
// SwiftUI's next frame would; `LayoutEngine` runs passes until nothing changes (`PreferencePasses`).

/// SwiftUI's `PreferenceKey`: a named value views produce, combined up the tree.
public protocol PreferenceKey {
    associatedtype Value
    /// What a reader sees when nothing in its subtree sets the key.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next sibling's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preference values of a subtree: per key, the combination of the values set in it.
struct PreferenceValues {
    struct Entry {
        var value: Any
        let reduce: (inout Any, Any) -> Void
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    var isEmpty: Bool { entries.isEmpty }

    /// Combines `next` (a later sibling's values) into these: keys both have are reduced, in order.
    mutating func combine(_ next: PreferenceValues) {
        for (key, entry) in next.entries {
            if var mine = entries[key] {
                mine.reduce(&mine.value, entry.value)
                entries[key] = mine
            } else {
                entries[key] = entry
            }
        }
    }

    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        entries[ObjectIdentifier(key)]?.value as? K.Value
    }

    mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        entries[ObjectIdentifier(key)] = Entry(value: value) { accumulated, next in
            var typed = accumulated as! K.Value
            K.reduce(value: &typed) { next as! K.Value }
            accumulated = typed
        }
    }
}

/// What a modifier does to the values passing up through its view, with the view's final frame (root
/// coordinates) for anchors.
struct PreferenceEffect {
    let apply: (inout PreferenceValues, CGRect, LayoutPass) -> Void
}

/// One reader's value in a pass: `onPreferenceChange` (with its action) or a preference-value overlay.
struct PreferenceObservation {
    let value: Any
    /// The action of an `onPreferenceChange`, run when the value differs from the one it last ran with.
    var action: ((Any) -> Void)? = nil
    /// The value a preference-value overlay was built with in this pass.
    var used: Any? = nil
}

/// Attaches a preference effect to the first view of its content (SwiftUI applies these once to the whole
/// content, not to each view).
struct PreferenceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let make: (ResolveContext) -> PreferenceEffect

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        nodes.first?.preferenceEffects.append(make(context))
        return nodes
    }
}

/// Views already resolved by a modifier, as a view (so that SwiftUI modifiers can be applied to them).
struct _ResolvedContent: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let make: (ResolveContext) -> [ViewNode]
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { make(context) }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: the secondary content is built from the value the
/// primary produced in the previous pass (its default in the first).
struct PreferenceValueLayer<K: PreferenceKey, Secondary: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let inFront: Bool
    let alignment: Alignment
    let transform: (K.Value) -> Secondary

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let reader = context.budget.nextPreferenceReader()
        let value = context.budget.preferenceInputs[reader] as? K.Value ?? K.defaultValue
        let secondary = transform(value)
        // The content is resolved here and now, inside the overlay's own resolution.
        return withoutActuallyEscaping(content) { content in
            let primary = _ResolvedContent(make: content).modifier(PreferenceModifier { _ in
                PreferenceEffect { values, _, pass in
                    pass.observe(reader, PreferenceObservation(value: values.value(K.self) ?? K.defaultValue, used: value))
                }
            })
            if inFront { return primary.overlay(alignment: alignment) { secondary }.makeNodes(context) }
            return primary.background(alignment: alignment) { secondary }.makeNodes(context)
        }
    }
}

/// A position in a view's frame that a preference carries up, resolved to a value in any coordinate space
/// by `GeometryProxy[anchor]`. Layoutshot keeps it in root coordinates.
public struct Anchor<Value> {
    let global: Value
    let translate: (Value, CGPoint) -> Value

    /// What an anchor is made from: a rectangle or a point of the view's bounds.
    public struct Source {
        let make: (CGRect) -> Value
        let translate: (Value, CGPoint) -> Value
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.global == b.global }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(CGRect(x: 0, y: 0, width: 0, height: 0), isBounds: true) }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(r, isBounds: false) }

    private static func rect(_ r: CGRect, isBounds: Bool) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(make: { frame in
            isBounds ? frame : r.offsetBy(dx: frame.minX, dy: frame.minY)
        }, translate: { rect, origin in rect.offsetBy(dx: -origin.x, dy: -origin.y) })
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(make: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }, translate: Self.translatePoint)
    }
    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(make: { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) },
                               translate: Self.translatePoint)
    }
    public static var topLeading: Self { unitPoint(.topLeading) }
    public static var top: Self { unitPoint(.top) }
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    public static var leading: Self { unitPoint(.leading) }
    public static var center: Self { unitPoint(.center) }
    public static var trailing: Self { unitPoint(.trailing) }
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    public static var bottom: Self { unitPoint(.bottom) }
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }

    private static func translatePoint(_ p: CGPoint, _ origin: CGPoint) -> CGPoint { CGPoint(x: p.x - origin.x, y: p.y - origin.y) }
}

/// Whether two preference values are the same (for readers: a value that stays the same ends the passes).
/// Values that are not `Equatable` are compared by their description.
func preferenceValuesEqual(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? any Equatable { return a.isEqual(to: b) }
    return String(reflecting: a) == String(reflecting: b)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

extension View {
    /// Sets `key`'s value for this view's subtree (what the subtree set for it before is replaced).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceModifier { _ in PreferenceEffect { values, _, _ in values.set(K.self, value) } })
    }

    /// Changes `key`'s value as it passes up (the default when nothing below sets it).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceModifier { _ in
            PreferenceEffect { values, _, _ in
                var value = values.value(K.self) ?? K.defaultValue
                callback(&value)
                values.set(K.self, value)
            }
        })
    }

    /// Sets `key` from an anchor of this view's bounds.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(PreferenceModifier { _ in
            PreferenceEffect { values, frame, _ in
                values.set(K.self, transform(Anchor(global: value.make(frame), translate: value.translate)))
            }
        })
    }

    /// Changes `key`'s value with an anchor of this view's bounds.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(PreferenceModifier { _ in
            PreferenceEffect { values, frame, _ in
                var current = values.value(K.self) ?? K.defaultValue
                transform(&current, Anchor(global: value.make(frame), translate: value.translate))
                values.set(K.self, current)
            }
        })
    }

    /// Runs `action` with `key`'s value when it changes — in a still, after the pass that produced it, and the
    /// view is laid out again (`LayoutEngine`, at most `PreferencePasses.maximum` passes). Not run when nothing in
    /// the subtree sets the key.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(PreferenceModifier { context in
            let reader = context.budget.nextPreferenceReader()
            return PreferenceEffect { values, _, pass in
                guard let value = values.value(K.self) else { return }
                pass.observe(reader, PreferenceObservation(value: value, action: { action($0 as! K.Value) }))
            }
        })
    }

    /// Draws `transform(value)` over this view, `value` being `key`'s value in this view's subtree.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceValueLayer<K, V>(inFront: true, alignment: alignment, transform: transform))
    }

    /// Draws `transform(value)` behind this view, `value` being `key`'s value in this view's subtree.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceValueLayer<K, V>(inFront: false, alignment: alignment, transform: transform))
    }
}

/// How many layout passes a still runs for preference readers: the first, then one more each time a reader's
/// value changed, at most `maximum` in all (a reader whose action keeps changing the value, which SwiftUI logs
/// as "Bound preference … tried to update multiple times per frame").
public enum PreferencePasses {
    public static let maximum = 4
}
