import Foundation

extension Image {
    /// How large a symbol is drawn relative to the text beside it (SwiftUI `Image.Scale`: "a scale to apply
    /// to vector images relative to text"); the point size stays the font's.
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large

        /// The symbol's size over a medium one's: S 0.783, M 1, L 1.29, the scale factors of Apple's custom
        /// symbol template (Apple: small is "approximately 20% smaller than the medium scale", large
        /// "approximately 30% larger"); docs/BEHAVIOUR.md §12.
        public var factor: CGFloat {
            switch self {
            case .small: return 0.783
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }
}

/// A variant of a symbol: filled, in a circle, square or rectangle, slashed, or a combination
/// (`.circle.fill`). Applied to a name by adding its parts in SF Symbols' order: `bell` with `.slash.fill`
/// is `bell.slash.fill` (docs/BEHAVIOUR.md §12).
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable {
        case circle, square, rectangle
    }

    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    public static let none = SymbolVariants()
    public static let fill = SymbolVariants(isFilled: true)
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, also filled.
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    /// This variant in a circle.
    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    /// This variant in a square.
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    /// This variant, also slashed.
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    /// Whether every part of `other` is part of this variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// Both variants' parts; `other`'s shape wins.
    func union(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    /// The names to try for the symbol `name` shown with this variant, best first: the name with the
    /// variant's parts added to those it already ends in, then the name as written (a symbol without that
    /// variant is shown as it is, Apple `SymbolVariants.fill`: "for those symbols that have a filled
    /// variant"). The parts a name ends in are read from its end in the order slash, shape, fill, and the
    /// first component always stays the base (`circle` is a base, not a shape).
    func names(for name: String) -> [String] {
        guard self != .none else { return [name] }
        var components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var own = SymbolVariants()
        if components.count > 1, components.last == "fill" { own.isFilled = true; components.removeLast() }
        if components.count > 1, let shape = components.last.flatMap(Shape.init(rawValue:)) { own.shape = shape; components.removeLast() }
        if components.count > 1, components.last == "slash" { own.isSlashed = true; components.removeLast() }
        let all = own.union(self)
        if all.isSlashed { components.append("slash") }
        if let shape = all.shape { components.append(shape.rawValue) }
        if all.isFilled { components.append("fill") }
        let combined = components.joined(separator: ".")
        return combined == name ? [name] : [combined, name]
    }
}

/// How a symbol's layers are coloured. Layoutshot's symbol glyphs have one layer, drawn in the foreground
/// style in every mode (docs/BEHAVIOUR.md §12).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Mode: Hashable, Sendable {
        case monochrome, hierarchical, palette, multicolor
    }

    let mode: Mode

    public static let monochrome = SymbolRenderingMode(mode: .monochrome)
    public static let hierarchical = SymbolRenderingMode(mode: .hierarchical)
    public static let palette = SymbolRenderingMode(mode: .palette)
    public static let multicolor = SymbolRenderingMode(mode: .multicolor)
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The scale of symbols in this subtree (`.imageScale`); medium by default.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The variant symbols in this subtree show (`.symbolVariant`); `.none` by default. Setting it with
    /// `environment(\.symbolVariants, .none)` drops the variants set above, as in SwiftUI.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// How symbols in this subtree colour their layers; nil: the symbol's own default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Draws symbols in this view at `scale` relative to the text beside them.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }

    /// Shows symbols in this view in `variant` where the symbol has it. Nested variants combine
    /// (`.symbolVariant(.fill)` inside `.symbolVariant(.circle)` is `.circle.fill`); Apple resets them with
    /// `environment(\.symbolVariants, .none)`, not with this modifier.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(EnvironmentModifier { $0.symbolVariants = $0.symbolVariants.union(variant) })
    }

    /// How symbols in this view colour their layers (every mode draws Layoutshot's one-layer glyphs in the
    /// foreground style).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environment(\.symbolRenderingMode, mode) }
}
