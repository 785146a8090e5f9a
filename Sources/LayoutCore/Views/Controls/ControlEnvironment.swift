import Foundation

// What every control reads from the environment: whether it is enabled, its size, and whether its
// label shows (docs/BEHAVIOUR.md §22).

/// The size class of controls: SwiftUI's `ControlSize`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls in this subtree take input; false draws them dimmed (`View.disabled(_:)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The size of controls in this subtree.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// Set by `labelsHidden()`: controls show only their control part.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// The colour a control part is tinted with (a switch's track, a slider's fill): `.tint` resolved here
    /// (what `tint(_:)` set, else the accent colour), a gradient's first colour — UIKit's controls take one
    /// colour ([I]). Buttons draw the tint as a style (`styledButtonLabel`).
    var controlTint: Color { Color(resolved: TintShapeStyle().resolveColor(in: self)) }
}

extension Color {
    /// A colour already resolved for the environment it is used in.
    init(resolved rgba: RGBA) { self.init(provider: .rgba(rgba)) }
}

extension View {
    /// Disables the controls in this view: they are drawn dimmed (docs/BEHAVIOUR.md §22). A disabled ancestor
    /// wins over `disabled(false)` here, as in SwiftUI ("the higher views in a view hierarchy can override the
    /// value you set on this view").
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// The accent colour of this view's controls; SwiftUI deprecated it for `tint(_:)`, which it sets.
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// The size of the controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }

    /// Hides the labels of the controls in this view (a toggle shows only its switch).
    public func labelsHidden() -> some View { modifier(EnvironmentModifier { $0.labelsHidden = true }) }
}

/// One key per control style kind (`ToggleStyleKind`, `PickerStyleKind`, …): the style set by its modifier.
private struct ControlStyleKey<Kind>: EnvironmentKey { static var defaultValue: Kind? { nil } }

extension EnvironmentValues {
    /// The style of `Kind` set by its modifier (`toggleStyle(_:)`, …), or `automatic`.
    func style<Kind>(_ automatic: Kind) -> Kind { self[ControlStyleKey<Kind>.self] ?? automatic }

    mutating func setStyle<Kind>(_ kind: Kind) { self[ControlStyleKey<Kind>.self] = kind }
}

/// Dims the nodes of a disabled control: each is drawn at `ControlMetrics.disabledOpacity`.
func dimmedIfDisabled(_ nodes: [ViewNode], _ environment: EnvironmentValues) -> [ViewNode] {
    guard !environment.isEnabled else { return nodes }
    for node in nodes { node.decorations.append(.ready(.opacity(ControlMetrics.disabledOpacity))) }
    return nodes
}
