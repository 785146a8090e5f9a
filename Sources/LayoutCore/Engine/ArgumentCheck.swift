import Foundation

/// A number given to a view, modifier or initialiser that it cannot use as given — NaN, an infinity where
/// a length must be finite, a negative size, a value beyond the range Layoutshot draws — and what was used
/// instead. SwiftUI logs some of these and ignores the value (`.frame(width: .nan)`: "Invalid frame
/// dimension (negative or non-finite)"); Layoutshot checks every numeric input of its public API the same
/// way, once, where the value comes in, so that no value can crash a layout or a drawing
/// (docs/BEHAVIOUR.md §18 lists the rules).
public struct InvalidArgument: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong: `Invalid frame dimension (negative or non-finite)`.
    public var problem: String
    /// The parameter, as the call spells it: `width`, `kerning`, `minimum`.
    public var parameter: String
    public var value: Double
    /// What was done instead: `ignored`, `used 0`, `used 1000000`.
    public var outcome: String

    public init(problem: String, parameter: String, value: Double, outcome: String) {
        self.problem = problem
        self.parameter = parameter
        self.value = value
        self.outcome = outcome
    }

    public var description: String { "\(problem): \(parameter) \(formatNumber(CGFloat(value))); \(outcome)" }
}

/// Where invalid arguments go, and the ranges numbers are checked against.
public enum ArgumentCheck {
    /// Receives each invalid argument as it is found.
    public final class Handler: @unchecked Sendable {
        let receive: (InvalidArgument) -> Void
        public init(_ receive: @escaping (InvalidArgument) -> Void) { self.receive = receive }
    }

    /// While bound (the fixture language binds it while it evaluates a fixture, to give each warning the
    /// location of the call), every invalid argument goes here. Unbound, the view that received the value
    /// carries it into its layout's `diagnostics` as `LayoutDiagnostic.invalidArgument`.
    @TaskLocal public static var handler: Handler?

    /// The largest length, offset, spacing or size a view takes, in points: far beyond any screen, and small
    /// enough that sums of 200,000 of them stay exact to a hundredth of a point. Beyond it a value is
    /// clamped (a maximum becomes "no maximum").
    public static let maximumLength: CGFloat = 1_000_000
    /// The largest font size, in points: FreeType draws no larger than about 2^16 pixels per em, and a
    /// larger glyph would not fit in the largest picture.
    public static let maximumFontSize: CGFloat = 10_000
    /// Tracking and kerning, in points either way: Pango counts in 1/1024 pt in 32 bits, so a text's
    /// tracking must stay well inside ±2,000,000 pt.
    public static let maximumTracking: CGFloat = 1_000
    /// The most lines a line limit asks for (more than a text of `LayoutLimits.maximumTextLength`
    /// characters can have).
    public static let maximumLines = 100_000
}

/// The invalid arguments of one call: each goes to the bound handler at once, or is kept for the nodes the
/// call makes (`unreported`). The checks return the value to use.
struct ArgumentProblems: Hashable, Sendable {
    private(set) var unreported: [InvalidArgument] = []

    var isEmpty: Bool { unreported.isEmpty }

    mutating func note(_ problem: InvalidArgument) {
        if let handler = ArgumentCheck.handler { handler.receive(problem) } else { unreported.append(problem) }
    }

    mutating func note(_ problem: String, _ parameter: String, _ value: CGFloat, _ outcome: String) {
        note(InvalidArgument(problem: problem, parameter: parameter, value: Double(value), outcome: outcome))
    }

    mutating func formUnion(_ other: ArgumentProblems) { unreported += other.unreported }

    var diagnostics: [LayoutDiagnostic] { unreported.map(LayoutDiagnostic.invalidArgument) }

    private static func used(_ value: CGFloat) -> String { "used \(formatNumber(value))" }

    /// A frame's fixed or minimum or ideal dimension: finite and not negative, else ignored (SwiftUI logs
    /// "Invalid frame dimension (negative or non-finite)" and ignores it); beyond the range, clamped.
    mutating func frameDimension(_ value: CGFloat?, _ parameter: String) -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite, value >= 0 else {
            note("Invalid frame dimension (negative or non-finite)", parameter, value, "ignored")
            return nil
        }
        return clampedLength(value, parameter, kind: "Frame dimension")
    }

    /// A flexible frame's minimum or ideal: finite, else ignored as SwiftUI does; a negative one is left to
    /// the frame's normalisation (min ≥ 0); clamped to the range.
    mutating func flexibleDimension(_ value: CGFloat?, _ parameter: String) -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite else {
            note("Invalid frame dimension (negative or non-finite)", parameter, value, "ignored")
            return nil
        }
        return clampedLength(value, parameter, kind: "Frame dimension")
    }

    /// A maximum (a flexible frame's `maxWidth`, a grid item's `maximum`): NaN and −∞ are ignored; ∞ and
    /// anything beyond the range mean no maximum; a finite negative one is left to the caller's
    /// normalisation.
    mutating func maximum(_ value: CGFloat?, _ parameter: String,
                          problem: String = "Invalid frame dimension (negative or non-finite)") -> CGFloat? {
        guard let value else { return nil }
        guard !value.isNaN, value != -.infinity else {
            note(problem, parameter, value, "ignored")
            return nil
        }
        return value > ArgumentCheck.maximumLength ? .infinity : value
    }

    /// A length that may be negative (padding, offset, position, spacing, line spacing, a shadow's offset):
    /// finite, else `fallback` (nil: the call's default); clamped to the range.
    mutating func length(_ value: CGFloat, _ parameter: String, kind: String = "length", fallback: CGFloat = 0,
                         outcome: String? = nil) -> CGFloat {
        guard value.isFinite else {
            note("Invalid \(kind) (non-finite)", parameter, value, outcome ?? Self.used(fallback))
            return fallback
        }
        return clampedLength(value, parameter, kind: kind.prefix(1).uppercased() + kind.dropFirst())
    }

    /// An optional spacing: nil stays nil (the default spacing); a non-finite one is ignored.
    mutating func spacing(_ value: CGFloat?, _ parameter: String = "spacing") -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite else {
            note("Invalid spacing (non-finite)", parameter, value, "ignored")
            return nil
        }
        return clampedLength(value, parameter, kind: "Spacing")
    }

    /// A size that cannot be negative (a corner radius, a line width, a blur radius, a grid item's size):
    /// finite and not negative, else `fallback`; clamped to the range.
    mutating func size(_ value: CGFloat, _ parameter: String, kind: String, fallback: CGFloat) -> CGFloat {
        guard value.isFinite, value >= 0 else {
            note("Invalid \(kind) (negative or non-finite)", parameter, value, Self.used(fallback))
            return fallback
        }
        return clampedLength(value, parameter, kind: kind.prefix(1).uppercased() + kind.dropFirst())
    }

    /// Within ±`limit`, else clamped and reported as "`Kind` out of range".
    private mutating func clampedLength(_ value: CGFloat, _ parameter: String, kind: String,
                                        limit: CGFloat = ArgumentCheck.maximumLength) -> CGFloat {
        guard abs(value) > limit else { return value }
        let clamped = value < 0 ? -limit : limit
        note("\(kind) out of range (beyond ±\(formatNumber(limit)) pt)", parameter, value, Self.used(clamped))
        return clamped
    }

    /// A factor (a scale effect): finite, else 1; within ±maximumLength (a scale beyond it draws nothing
    /// anyone can see).
    mutating func factor(_ value: CGFloat, _ parameter: String) -> CGFloat {
        guard value.isFinite else {
            note("Invalid scale (non-finite)", parameter, value, Self.used(1))
            return 1
        }
        return clampedLength(value, parameter, kind: "Scale")
    }

    /// A fraction SwiftUI clamps into `0...1` (opacity, a minimum scale factor): finite values are clamped
    /// without a word, as there; NaN and infinities are reported and replaced by `fallback`.
    mutating func fraction(_ value: Double, _ parameter: String, fallback: Double) -> Double {
        guard value.isFinite else {
            note("Invalid \(parameter) (non-finite)", parameter, CGFloat(value), Self.used(CGFloat(fallback)))
            return fallback
        }
        return min(max(value, 0), 1)
    }

    /// An order (layout priority, z-index): any number, ±∞ included; NaN, which orders nothing, is 0.
    mutating func order(_ value: Double, _ parameter: String) -> Double {
        guard value.isNaN else { return value }
        note("Invalid \(parameter) (NaN)", parameter, CGFloat(value), Self.used(0))
        return 0
    }

    /// An angle in radians: finite, else 0.
    mutating func angle(_ angle: Angle, _ parameter: String) -> Angle {
        guard angle.radians.isFinite else {
            note("Invalid angle (non-finite)", parameter, CGFloat(angle.radians), "used 0")
            return .zero
        }
        return angle
    }

    /// A unit point (an anchor): finite coordinates within the length range, else the centre.
    mutating func unitPoint(_ point: UnitPoint, _ parameter: String) -> UnitPoint {
        // Every placement checks its anchor: the usual valid one costs no array.
        let limit = ArgumentCheck.maximumLength
        if point.x.isFinite, abs(point.x) <= limit, point.y.isFinite, abs(point.y) <= limit { return point }
        for (value, axis) in [(point.x, "x"), (point.y, "y")] where !value.isFinite || abs(value) > ArgumentCheck.maximumLength {
            note("Invalid unit point (non-finite or beyond ±\(formatNumber(ArgumentCheck.maximumLength)))",
                 "\(parameter).\(axis)", value, "used the centre")
            return .center
        }
        return point
    }

    /// A font size: finite and not negative, else the font is the body style's; at most `maximumFontSize`.
    mutating func fontSize(_ value: CGFloat, _ parameter: String) -> CGFloat? {
        guard value.isFinite, value >= 0 else {
            note("Invalid font size (negative or non-finite)", parameter, value, "used the body style")
            return nil
        }
        return clampedLength(value, parameter, kind: "Font size", limit: ArgumentCheck.maximumFontSize)
    }

    /// Tracking or kerning: finite, else 0; within ±`maximumTracking`.
    mutating func tracking(_ value: CGFloat, _ parameter: String) -> CGFloat {
        guard value.isFinite else {
            note("Invalid \(parameter) (non-finite)", parameter, value, Self.used(0))
            return 0
        }
        return clampedLength(value, parameter, kind: parameter.prefix(1).uppercased() + parameter.dropFirst(),
                             limit: ArgumentCheck.maximumTracking)
    }

    /// A number of lines: at least 1 (0 or fewer would show nothing; Layoutshot shows one line), at most
    /// `maximumLines`.
    mutating func lines(_ value: Int, _ parameter: String) -> Int {
        if value < 1 {
            note("Invalid line limit (less than 1)", parameter, CGFloat(value), "used 1")
            return 1
        }
        return min(value, ArgumentCheck.maximumLines)
    }

    /// An aspect ratio (width ÷ height): finite and positive, else nil (the view's own ratio); within
    /// 1 : `maximumLength` either way.
    mutating func ratio(_ value: CGFloat?, _ parameter: String) -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite, value > 0 else {
            note("Invalid aspect ratio (not finite and positive)", parameter, value, "used the view's own ratio")
            return nil
        }
        let limit = ArgumentCheck.maximumLength
        guard value > limit || value < 1 / limit else { return value }
        let clamped = value > limit ? limit : 1 / limit
        note("Aspect ratio out of range (beyond 1:\(formatNumber(limit)))", parameter, value, Self.used(clamped))
        return clamped
    }

    /// A point's coordinates, as lengths.
    mutating func point(_ point: CGPoint, _ parameter: String) -> CGPoint {
        CGPoint(x: length(point.x, "\(parameter).x"), y: length(point.y, "\(parameter).y"))
    }

    /// Edge insets, each as a length.
    mutating func insets(_ insets: EdgeInsets, _ parameter: String) -> EdgeInsets {
        EdgeInsets(top: length(insets.top, "\(parameter).top"), leading: length(insets.leading, "\(parameter).leading"),
                   bottom: length(insets.bottom, "\(parameter).bottom"), trailing: length(insets.trailing, "\(parameter).trailing"))
    }
}

extension ArgumentProblems {
    /// Runs `check` with a fresh list and returns its value with the problems it kept.
    static func checking<T>(_ check: (inout ArgumentProblems) -> T) -> (T, ArgumentProblems) {
        var problems = ArgumentProblems()
        let value = check(&problems)
        return (value, problems)
    }
}

/// Attaches the invalid arguments a call kept (no handler was bound) to the nodes it made, as diagnostics
/// their layout reports.
struct ReportingModifier<Wrapped: ViewModifier & PrimitiveModifier>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let wrapped: Wrapped
    let problems: ArgumentProblems

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = wrapped.apply(to: content, in: context)
        if !problems.isEmpty { for node in nodes { node.resolveDiagnostics += problems.diagnostics } }
        return nodes
    }
}

extension View {
    /// Applies a built-in modifier whose arguments were checked, carrying what the check kept.
    func modifier<M: ViewModifier & PrimitiveModifier>(_ modifier: M, reporting problems: ArgumentProblems)
        -> ModifiedContent<Self, ReportingModifier<M>> {
        self.modifier(ReportingModifier(wrapped: modifier, problems: problems))
    }
}
