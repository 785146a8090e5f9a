import Foundation

// Buttons whose label the system gives (docs/BEHAVIOUR.md §22): drawn as a `Button` with that label, in the
// environment's button style. Their actions never run in a picture.

/// A button that pastes from the clipboard (`UIPasteControl` on iOS): "Paste" with `doc.on.clipboard`. iOS:
/// a white label on the tint in a capsule — `.borderedProminent` with `.capsule` unless a border shape is set;
/// macOS: a push button. `.labelStyle(.iconOnly)` leaves the icon.
public struct PasteButton: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never

    /// A paste button for items of `payloadType` (SwiftUI requires them to be `Transferable`).
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var inner = context
        var style = context.environment.buttonStyle
        let iOS = context.environment.platform == .iOS
        if iOS {
            style = .borderedProminent
            if context.environment.buttonBorderShape == .automatic { inner.environment.buttonBorderShape = .capsule }
        }
        return buttonNodes(AnyView(Label("Paste", systemImage: "doc.on.clipboard")), role: nil, style: style,
                           name: "PasteButton", declaredStyles: !iOS, context: inner)
    }
}

/// A button that starts renaming: "Rename" with `pencil`.
public struct RenameButton<Label: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        buttonNodes(AnyView(LayoutCore.Label("Rename", systemImage: "pencil")), role: nil,
                    style: context.environment.buttonStyle, name: "RenameButton", context: context)
    }
}

extension RenameButton where Label == LayoutCore.Label<Text, Image> {
    public init() {}
}
