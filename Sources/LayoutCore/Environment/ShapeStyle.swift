import Foundation

/// A colour or pattern to fill or stroke with, as SwiftUI's `ShapeStyle`: a `Color`, a gradient, a
/// material, an image, or a style that stands for one in the environment (`.foreground`, `.background`,
/// `.tint`, the hierarchical `.secondary` …). A custom style implements `resolve(in:)` and returns another
/// style, as in SwiftUI.
///
/// Layoutshot resolves a style in two steps: with the environment when the view it paints is resolved
/// (`_paint(in:level:)`: colours chosen, gradients still in unit space), and with the bounding rectangle
/// of what it fills when that view is placed (`Paint`, in the frame tree).
public protocol ShapeStyle {
    /// The style this one stands for in an environment (SwiftUI 15+); `Never` for the built-in ones.
    associatedtype Resolved: ShapeStyle = Never

    /// The style to draw with in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved

    /// Layoutshot's: the paint at hierarchical `level` (0 primary, 1 secondary, …) in `environment`. The
    /// default resolves the style first (`resolve(in:)`), so a custom style needs only `resolve(in:)`.
    func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint
}

extension ShapeStyle {
    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        resolve(in: environment)._paint(in: environment, level: level)
    }

    /// The colour this style draws with in `environment`: a gradient's first colour (for the few places that
    /// take only a colour: a symbol placeholder's tint, a shadow).
    public func resolveColor(in environment: EnvironmentValues) -> RGBA {
        _paint(in: environment, level: 0).paint(in: .zero).firstColor
    }
}

extension ShapeStyle where Resolved == Never {
    /// Built-in styles draw themselves; a custom style without `resolve(in:)` has nothing to draw.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) does not implement ShapeStyle.resolve(in:)")
    }
}

extension Never: ShapeStyle {
    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        switch self {}
    }
}

/// A style resolved in its environment, gradients still in unit space: what a view keeps until it is
/// placed, when `paint(in:)` maps it into the bounding rectangle it fills. Layoutshot's (SwiftUI keeps this
/// private).
public struct _StylePaint: Sendable {
    enum Kind: Sendable {
        case color(RGBA)
        case linear([GradientStop], start: UnitPoint, end: UnitPoint)
        case radial([GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        case elliptical([GradientStop], center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
        case angular([GradientStop], center: UnitPoint, start: Angle, end: Angle)
        /// The image's bitmap (nil: not a bitmap, drawn clear), its source rectangle, its scale.
        case image(ImageAsset?, sourceRect: CGRect, scale: CGFloat)
    }

    var kind: Kind
    /// What the view it paints reports: named colours that were not found (each drawn clear), a missing
    /// image.
    var diagnostics: [LayoutDiagnostic] = []

    init(_ kind: Kind, diagnostics: [LayoutDiagnostic] = []) {
        self.kind = kind
        self.diagnostics = diagnostics
    }

    static func color(_ c: RGBA) -> _StylePaint { _StylePaint(.color(c)) }

    /// The paint with every colour's opacity multiplied by `factor` (a hierarchical level, `.opacity`).
    func multiplyingOpacity(_ factor: Double) -> _StylePaint {
        guard factor != 1 else { return self }
        func fade(_ stops: [GradientStop]) -> [GradientStop] { stops.multiplyingAlpha(factor) }
        var copy = self
        switch kind {
        case .color(let c): copy.kind = .color(c.multiplyingAlpha(factor))
        case .linear(let s, let a, let b): copy.kind = .linear(fade(s), start: a, end: b)
        case .radial(let s, let c, let r0, let r1): copy.kind = .radial(fade(s), center: c, startRadius: r0, endRadius: r1)
        case .elliptical(let s, let c, let f0, let f1): copy.kind = .elliptical(fade(s), center: c, startFraction: f0, endFraction: f1)
        case .angular(let s, let c, let a0, let a1): copy.kind = .angular(fade(s), center: c, start: a0, end: a1)
        case .image: break // an image paint keeps its pixels; SwiftUI's opacity on it is not modelled
        }
        return copy
    }

    /// The paint laid over `bounds` (root coordinates): unit points map to its corners, (0, 0) top-leading
    /// (Apple: "maps the unit space points into the bounding rectangle of each shape filled").
    public func paint(in bounds: CGRect) -> Paint {
        func point(_ u: UnitPoint) -> CGPoint {
            CGPoint(x: bounds.minX + u.x * bounds.width, y: bounds.minY + u.y * bounds.height)
        }
        switch kind {
        case .color(let c):
            return .color(c)
        case .linear(let stops, let start, let end):
            return .linearGradient(stops: stops, start: point(start), end: point(end))
        case .radial(let stops, let center, let r0, let r1):
            return .radialGradient(stops: stops, center: point(center), startRadius: r0, endRadius: r1)
        case .elliptical(let stops, let center, let f0, let f1):
            return .ellipticalGradient(stops: stops, center: point(center), radii: bounds.size, startFraction: f0, endFraction: f1)
        case .angular(let stops, let center, let start, let end):
            var (a0, a1, ordered) = (start.radians, end.radians, stops)
            // SwiftUI: a sweep of more than a turn draws its last complete turn; equal angles, a whole turn
            // ([I]: `AngularGradient(gradient:center:)`'s zero defaults draw the full colour wheel); a
            // counter-clockwise sweep is the clockwise one with the stops reversed ([I]).
            if a1 < a0 {
                (a0, a1) = (a1, a0)
                ordered = stops.reversed().map { GradientStop(color: $0.color, location: 1 - $0.location) }
            }
            if a1 - a0 > 2 * .pi { a0 = a1 - 2 * .pi }
            if a1 == a0 { a1 = a0 + 2 * .pi }
            return .angularGradient(stops: ordered, center: point(center), startAngle: a0, endAngle: a1)
        case .image(let asset, let sourceRect, let scale):
            guard let asset else { return .color(.clear) }
            let size = CGSize(width: asset.size.width * sourceRect.width * scale,
                              height: asset.size.height * sourceRect.height * scale)
            guard size.width > 0, size.height > 0 else { return .color(.clear) }
            return .image(ImageTile(asset: asset, sourceRect: sourceRect, size: size, origin: bounds.origin))
        }
    }
}

/// The opacity a colour is drawn with at hierarchical level `level` (`.red.secondary`, `.secondary` under
/// `.foregroundStyle(.red)`): 1, 0.5, 0.25, then 0.18. [D] OpenSwiftUI `SystemColorDefinition.opacity(at:)`.
func hierarchicalOpacity(_ level: Int) -> Double {
    switch level {
    case ...0: return 1
    case 1: return 0.5
    case 2: return 0.25
    default: return 0.18
    }
}

/// A type-erased `ShapeStyle`.
public struct AnyShapeStyle: ShapeStyle {
    let style: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { self.style = (style as? AnyShapeStyle)?.style ?? style }
    init(erasing style: any ShapeStyle) { self.style = (style as? AnyShapeStyle)?.style ?? style }

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        style._paint(in: environment, level: level)
    }

    /// Whether two styles are the same value (styles of the same `Equatable` type that compare equal).
    func isSame(as other: AnyShapeStyle) -> Bool {
        guard let style = style as? any Equatable else { return false }
        return style.isEqual(to: other.style)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

/// The styles set for one level of the environment (`foregroundStyle(_:_:_:)`: one per hierarchical level)
/// and the ones they replaced, which a style referring to the environment's (`.secondary` inside
/// `.foregroundStyle(.secondary)`) resolves against.
final class StyleLevels: @unchecked Sendable {
    let styles: [AnyShapeStyle]
    let parent: StyleLevels?

    init(_ styles: [AnyShapeStyle], parent: StyleLevels?) {
        self.styles = styles
        self.parent = parent
    }

    /// The paint at `level`: the style set for it, or the last one set at the levels beyond ([I]).
    func paint(in environment: EnvironmentValues, level: Int, replacing keyPath: WritableKeyPath<EnvironmentValues, StyleLevels?>)
        -> _StylePaint {
        var outer = environment
        outer[keyPath: keyPath] = parent
        let index = min(max(level, 0), styles.count - 1)
        return styles[index]._paint(in: outer, level: max(level, 0) - index)
    }
}

/// The foreground style of the environment (`.foreground`): what `foregroundStyle(_:)` set, primary (the
/// label colour) when nothing did. Its levels are the label colours (`.secondary` …).
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        if let levels = environment.foregroundStyle {
            return levels.paint(in: environment, level: level, replacing: \.foregroundStyle)
        }
        let labels = [Color.primary, .secondary, .tertiaryLabel, .quaternaryLabel, .quinaryLabel]
        return labels[min(max(level, 0), labels.count - 1)]._paint(in: environment, level: 0)
    }
}

/// The background style of the environment (`.background`): what `backgroundStyle(_:)` set, else the
/// system background, whose levels step through the grouped backgrounds (iOS light: white, then
/// 242,242,247, alternating; dark: black, 28,28,30, 44,44,46, then 58,58,60; macOS: white / 30,30,30).
/// [D] OpenSwiftUI `Color.systemBackgroundColor`; [C] UIKit's `systemBackground` family.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        if let levels = environment.backgroundStyleLevels {
            return levels.paint(in: environment, level: level, replacing: \.backgroundStyleLevels)
        }
        let level = max(level, 0)
        let light = environment.colorScheme == .light
        let c: RGBA
        switch environment.platform {
        case .macOS:
            c = light ? .white : RGBA(30, 30, 30)
        case .iOS:
            if light {
                c = level % 2 == 0 ? .white : RGBA(242, 242, 247)
            } else {
                c = [RGBA.black, RGBA(28, 28, 30), RGBA(44, 44, 46), RGBA(58, 58, 60)][min(level, 3)]
            }
        }
        return .color(c)
    }
}

/// A level of the current foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`,
/// `.quinary`. With the default foreground these are the label colours; under `.foregroundStyle(.red)`,
/// red at the level's opacity (docs/BEHAVIOUR.md §8).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        ForegroundStyle()._paint(in: environment, level: self.level + max(level, 0))
    }
}

/// The fill colours for thin and small shapes (`.fill`): its levels are UIKit's `systemFill`,
/// `secondarySystemFill`, `tertiarySystemFill` and `quaternarySystemFill` ([C] UIKit's values, as the UIKit
/// module's `UIColor`s; macOS takes the same, [I]).
public struct FillShapeStyle: ShapeStyle, Hashable {
    public init() {}

    static let levels = [
        Color.system("systemFill", RGBA(120, 120, 128, 0.2), RGBA(120, 120, 128, 0.36)),
        Color.system("secondarySystemFill", RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32)),
        Color.system("tertiarySystemFill", RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24)),
        Color.system("quaternarySystemFill", RGBA(116, 116, 128, 0.08), RGBA(118, 118, 128, 0.18)),
    ]

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        Self.levels[min(max(level, 0), Self.levels.count - 1)]._paint(in: environment, level: 0)
    }
}

/// The tint of the environment (`.tint`): what `.tint(_:)` set, else the accent colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        if let levels = environment.tintStyle {
            return levels.paint(in: environment, level: level, replacing: \.tintStyle)
        }
        return Color.accentColor._paint(in: environment, level: level)
    }
}

/// The separator colour (`.separator`).
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    public init() {}

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        Color.separator._paint(in: environment, level: level)
    }
}

/// A style drawn `offset` hierarchical levels further (`.red.secondary`, `.background.tertiary`).
public struct _OffsetShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let offset: Int

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        base._paint(in: environment, level: max(level, 0) + offset)
    }
}

/// A style with its opacity multiplied (`ShapeStyle.opacity(_:)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    public func _paint(in environment: EnvironmentValues, level: Int) -> _StylePaint {
        base._paint(in: environment, level: level).multiplyingOpacity(opacity)
    }
}

extension ShapeStyle {
    /// This style one hierarchical level down: `.red.secondary` is red at half opacity (§8).
    public var secondary: _OffsetShapeStyle<Self> { _OffsetShapeStyle(base: self, offset: 1) }
    /// Two levels down.
    public var tertiary: _OffsetShapeStyle<Self> { _OffsetShapeStyle(base: self, offset: 2) }
    /// Three levels down.
    public var quaternary: _OffsetShapeStyle<Self> { _OffsetShapeStyle(base: self, offset: 3) }
    /// Four levels down.
    public var quinary: _OffsetShapeStyle<Self> { _OffsetShapeStyle(base: self, offset: 4) }

    /// The style with its opacity multiplied by `opacity` (clamped into 0...1; NaN and infinities are
    /// reported and 1 used).
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        var problems = ArgumentProblems()
        return _OpacityShapeStyle(base: self, opacity: problems.fraction(opacity, "opacity", fallback: 1))
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style (the secondary label colour by default).
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The fill colours for thin and small shapes (`.fill.tertiary`: `tertiarySystemFill`).
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint (the accent colour unless `.tint(_:)` set one).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator colour.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
