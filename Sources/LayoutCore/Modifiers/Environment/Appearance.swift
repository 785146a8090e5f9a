import Foundation

// SwiftUI's appearance modifiers: the styles text and shapes are drawn with, set in the environment.
extension View {
    /// The style of text and shapes in this view. A style that refers to the foreground (`.secondary`,
    /// `.foreground`) means the one around this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = StyleLevels([AnyShapeStyle(style)], parent: $0.foregroundStyle) })
    }

    /// The primary and secondary levels of the foreground style (`.secondary` draws with `secondary`; deeper
    /// levels are `secondary`'s own levels, [I]).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(EnvironmentModifier {
            $0.foregroundStyle = StyleLevels([AnyShapeStyle(primary), AnyShapeStyle(secondary)], parent: $0.foregroundStyle)
        })
    }

    /// The primary, secondary and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                                _ tertiary: S3) -> some View {
        modifier(EnvironmentModifier {
            $0.foregroundStyle = StyleLevels([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)],
                                             parent: $0.foregroundStyle)
        })
    }

    /// The colour of text and shapes in this view (nil: back to the default, primary).
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = color.map { StyleLevels([AnyShapeStyle($0)], parent: nil) } })
    }

    /// The style `.background` stands for in this view (SwiftUI's `backgroundStyle(_:)`).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier {
            $0.backgroundStyleLevels = StyleLevels([AnyShapeStyle(style)], parent: $0.backgroundStyleLevels)
        })
    }

    /// The tint of this view (`.tint`, and the accent of its buttons); nil: the accent colour.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(EnvironmentModifier { env in env.tintStyle = tint.map { StyleLevels([AnyShapeStyle($0)], parent: env.tintStyle) } })
    }

    /// The tint of this view as a colour; nil: the accent colour.
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentModifier { $0.tintStyle = tint.map { StyleLevels([AnyShapeStyle($0)], parent: nil) } })
    }
}
