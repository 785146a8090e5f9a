import Foundation

/// How a `TextField` shows: SwiftUI's `TextFieldStyle` (the built-in styles).
public protocol TextFieldStyle {
    var _kind: TextFieldStyleKind { get }
}

public enum TextFieldStyleKind: Hashable, Sendable {
    /// Plain on iOS, the square bezel on macOS.
    case automatic, plain, roundedBorder, squareBorder
}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .automatic }
}
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .plain }
}
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .roundedBorder }
}
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _kind: TextFieldStyleKind { .squareBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }
extension TextFieldStyle where Self == SquareBorderTextFieldStyle { public static var squareBorder: SquareBorderTextFieldStyle { .init() } }

extension View {
    /// The style of text fields in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { modifier(EnvironmentModifier { $0.setStyle(style._kind) }) }
}

/// A field's text, or its placeholder in placeholderText grey, and its box in the style of the environment
/// (docs/BEHAVIOUR.md §22). iOS plain: one line of body text as wide as offered; `.roundedBorder`: 34 pt tall,
/// the text 7 pt in, a 0.5 pt border of radius 5. macOS: 21 pt tall on the field's face with a 0.5 pt border.
func textFieldNodes(_ name: String, text: String?, placeholder: Text, wraps: Bool, context: ResolveContext) -> [ViewNode] {
    let env = context.environment
    let shown = text.map { AnyView(Text(verbatim: $0).foregroundStyle(Color.primary)) }
        ?? AnyView(placeholder.foregroundColor(ControlColors.placeholderText))
    var style = env.style(TextFieldStyleKind.automatic)
    if style == .automatic { style = env.platform == .macOS ? .squareBorder : .plain }
    let mac = env.platform == .macOS
    switch style {
    case .automatic, .plain:
        return field(name, layout: FieldLayout(wraps: wraps), backgrounds: [], text: shown, context: context)
    case .roundedBorder, .squareBorder:
        let inset = mac ? ControlMetrics.macFieldInset : ControlMetrics.roundedFieldInset
        let radius: CGFloat = style == .squareBorder ? 0 : mac ? 4 : ControlMetrics.roundedFieldRadius
        let layout = FieldLayout(insets: EdgeInsets(top: 2, leading: inset, bottom: 2, trailing: inset),
                                 minimumHeight: mac ? ControlMetrics.macFieldHeight : ControlMetrics.roundedFieldHeight, wraps: wraps)
        let box = part("RoundedRectangle", RoundedRectangle(cornerRadius: radius),
                       fill: mac ? ControlColors.macFieldFace : ControlColors.systemBackground,
                       stroke: (mac ? ControlColors.macControlBorder : ControlColors.fieldBorder, ControlMetrics.roundedFieldBorder))
        return field(name, layout: layout, backgrounds: [box], text: shown, context: context)
    }
}

/// A text input showing its binding's text, or its placeholder (the prompt, else the title) when that is empty.
public struct TextField<Label: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let text: Binding<String>
    let placeholder: Text
    let axis: Axis

    init(text: Binding<String>, placeholder: Text, axis: Axis) {
        self.text = text
        self.placeholder = placeholder
        self.axis = axis
    }

    /// A field labelled by a view, with a prompt as its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.init(text: text, placeholder: prompt ?? Text(verbatim: ""), axis: axis)
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let value = text.wrappedValue
        return textFieldNodes("TextField", text: value.isEmpty ? nil : value, placeholder: placeholder,
                              wraps: axis == .vertical, context: context)
    }
}

extension TextField where Label == Text {
    /// A field whose title (a string literal) is its placeholder; `axis: .vertical` grows it over several lines.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis = .horizontal) {
        self.init(text: text, placeholder: Text(titleKey), axis: axis)
    }

    /// A field whose title (a string value) is its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis = .horizontal) {
        self.init(text: text, placeholder: Text(title), axis: axis)
    }

    /// A field titled with a string literal whose prompt is its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal) {
        self.init(text: text, placeholder: prompt ?? Text(titleKey), axis: axis)
    }

    /// A field titled with a string value whose prompt is its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal) {
        self.init(text: text, placeholder: prompt ?? Text(title), axis: axis)
    }

    /// SwiftUI's deprecated form with editing callbacks, which never run.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(text: text, placeholder: Text(titleKey), axis: .horizontal)
    }
}

/// A field whose text shows as bullets (one per character), or its placeholder when empty.
public struct SecureField<Label: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let text: Binding<String>
    let placeholder: Text

    /// A secure field labelled by a view, with a prompt as its placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        placeholder = prompt ?? Text(verbatim: "")
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let value = text.wrappedValue
        return textFieldNodes("SecureField", text: value.isEmpty ? nil : String(repeating: "•", count: value.count),
                              placeholder: placeholder, wraps: false, context: context)
    }
}

extension SecureField where Label == Text {
    /// A secure field whose title (a string literal) is its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.text = text
        placeholder = Text(titleKey)
    }

    /// A secure field whose title (a string value) is its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text
        placeholder = Text(title)
    }

    /// A secure field titled with a string literal whose prompt is its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.text = text
        placeholder = prompt ?? Text(titleKey)
    }
}

/// Multi-line text (docs/BEHAVIOUR.md §22): it takes the offered size on both axes (nil: the text's), the text
/// wrapped at the width less 5 pt each side, 8 pt from the top. No placeholder, as in SwiftUI.
public struct TextEditor: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let text: Binding<String>

    public init(text: Binding<String>) { self.text = text }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        field("TextEditor", layout: FieldLayout(insets: ControlMetrics.editorInsets, wraps: true, fillsHeight: true),
              backgrounds: [], text: AnyView(Text(verbatim: text.wrappedValue).foregroundStyle(Color.primary)), context: context)
    }
}
