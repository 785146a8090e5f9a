import Foundation

// SwiftUI's appearance modifiers: the style text and shapes are drawn with, set in the environment.
extension View {
    /// The style of text and shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = AnyShapeStyle(style) })
    }

    /// The colour of text and shapes in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = color.map(AnyShapeStyle.init) })
    }
}
