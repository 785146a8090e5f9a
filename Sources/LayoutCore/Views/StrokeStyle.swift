import Foundation

/// How the ends of a stroked line are drawn (Core Graphics' `CGLineCap`, which Foundation on Linux lacks).
public enum CGLineCap: Int32, Hashable, Sendable, CaseIterable {
    /// The line stops at its end.
    case butt
    /// A half circle of the line's width past the end.
    case round
    /// Half the line's width past the end, square.
    case square
}

/// How the corners of a stroked line are drawn (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable, CaseIterable {
    /// A sharp corner, cut to a bevel where it would reach further than `miterLimit` line widths.
    case miter
    case round
    case bevel
}

/// The line a `stroke` draws: SwiftUI's `StrokeStyle` (Apple: `init(lineWidth:lineCap:lineJoin:miterLimit:
/// dash:dashPhase:)`, defaults 1 pt, butt, miter, 10, no dashes, phase 0). Lengths in points.
///
/// Checked as they come in (docs/BEHAVIOUR.md §18): a negative or non-finite width is 1, a miter limit 10;
/// a dash pattern with a negative or non-finite length, or only zeros, draws a solid line; the pattern is
/// at most 1,000 lengths (the rest is ignored) and a non-finite phase is 0. All reported.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps in turn, in points, repeated along the line; empty: a solid line.
    public var dash: [CGFloat]
    /// How far into the pattern the line starts, in points.
    public var dashPhase: CGFloat

    /// The longest dash pattern kept.
    public static let maximumDashCount = 1_000

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        var problems = ArgumentProblems()
        self.init(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit, dash: dash,
                  dashPhase: dashPhase, problems: &problems)
    }

    init(lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, dash: [CGFloat],
         dashPhase: CGFloat, problems: inout ArgumentProblems) {
        self.lineWidth = problems.size(lineWidth, "lineWidth", kind: "line width", fallback: 1)
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = problems.size(miterLimit, "miterLimit", kind: "miter limit", fallback: 10)
        var pattern = Array(dash.prefix(Self.maximumDashCount))
        if dash.count > Self.maximumDashCount {
            problems.note("Dash pattern too long (more than \(Self.maximumDashCount) lengths)", "dash",
                          CGFloat(dash.count), "used the first \(Self.maximumDashCount)")
        }
        if let bad = pattern.first(where: { !$0.isFinite || $0 < 0 }) {
            problems.note("Invalid dash length (negative or non-finite)", "dash", bad, "drew a solid line")
            pattern = []
        } else if !pattern.isEmpty, pattern.allSatisfy({ $0 == 0 }) {
            problems.note("Invalid dash pattern (only zero lengths)", "dash", 0, "drew a solid line")
            pattern = []
        }
        self.dash = pattern.map { min($0, ArgumentCheck.maximumLength) }
        self.dashPhase = problems.length(dashPhase, "dashPhase", kind: "dash phase")
    }
}

/// How a path is filled: SwiftUI's `FillStyle` (Apple: `init(eoFill: false, antialiased: true)`).
public struct FillStyle: Hashable, Sendable {
    /// Even-odd rule: a point is inside when a ray from it crosses the path an odd number of times (holes
    /// where subpaths overlap); otherwise the non-zero winding rule.
    public var isEOFilled: Bool
    /// False draws hard pixel edges.
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
