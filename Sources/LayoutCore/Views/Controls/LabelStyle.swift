import Foundation

/// How a `Label` shows: SwiftUI's `LabelStyle` (the built-in styles; Layoutshot draws them itself).
public protocol LabelStyle {
    var _kind: LabelStyleKind { get }
}

public enum LabelStyleKind: Hashable, Sendable {
    /// Icon and title (the default outside toolbars).
    case automatic, titleAndIcon, titleOnly, iconOnly
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .automatic }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .titleAndIcon }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .titleOnly }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .iconOnly }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }

extension View {
    /// The style of labels in this view: title and icon, the title alone or the icon alone.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { modifier(EnvironmentModifier { $0.setStyle(style._kind) }) }
}
