import Foundation

/// A form's look: SwiftUI's `FormStyle`.
public protocol FormStyle {
    var _kind: FormStyleKind { get }
}

/// The built-in form styles.
public enum FormStyleKind: Hashable, Sendable {
    case automatic, grouped, columns

    /// `automatic` is grouped on iOS and columns on macOS. [C] Apple `FormStyle.automatic`.
    func resolved(for platform: Platform) -> FormStyleKind {
        guard self == .automatic else { return self }
        return platform == .iOS ? .grouped : .columns
    }
}

public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public var _kind: FormStyleKind { .automatic }
}
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public var _kind: FormStyleKind { .grouped }
}
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public var _kind: FormStyleKind { .columns }
}

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

private enum FormStyleKey: EnvironmentKey { static let defaultValue = FormStyleKind.automatic }

extension EnvironmentValues {
    var formStyle: FormStyleKind {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of forms in this view.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { environment(\.formStyle, style._kind) }
}

/// A container of grouped controls: on iOS an inset-grouped list (sections of rows in rounded cells on the
/// grouped background), on macOS two columns — labels trailing-aligned on the left, their controls on the
/// right (docs/BEHAVIOUR.md §20).
public struct Form<Content: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        switch env.formStyle.resolved(for: env.platform) {
        case .columns:
            return [FormColumns.make(context: context) { content.makeNodes($0) }]
        case .grouped, .automatic:
            return [ListBuilder.makeList(name: "Form", style: .insetGrouped, isForm: true, context: context) { content.makeNodes($0) }]
        }
    }
}
