import Foundation
import Testing
@testable import LayoutCore

// Styles made by `makeBody(configuration:)` (docs/BEHAVIOUR.md §22, "Styles"). Labels are colours of known sizes,
// so every expected size is the label's plus what the style's body adds, by hand.

/// The label padded 10 pt on each side, on a capsule: label + 20 each way.
private struct PaddedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(10).background(Color.blue, in: Capsule())
    }
}

/// Padding that shows whether the button is pressed: 1 pt when not, 30 pt when pressed.
private struct PressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(configuration.isPressed ? 30 : 1)
    }
}

/// Wraps the next style out in 5 pt of padding.
private struct AroundNextStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(5)
    }
}

/// Records the role it was given (a Text saying it, 10 pt a character at 20 pt).
private struct RoleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text(configuration.role == .destructive ? "destructive" : "none")
    }
}

private func box(_ width: CGFloat, _ height: CGFloat) -> some View { Color.red.frame(width: width, height: height) }

@Suite struct ButtonStyleProtocolTests {
    @Test func aButtonStyleIsItsBodyAroundTheLabel() {
        let result = layout(Button {} label: { box(50, 20) }.buttonStyle(PaddedStyle()))
        expectSize(result.root.frame.size, 70, 40)
        #expect(result.root.type == "Button")
    }

    @Test func aStillIsNeverPressed() {
        expectSize(layout(Button {} label: { box(50, 20) }.buttonStyle(PressStyle())).root.frame.size, 52, 22)
    }

    @Test func aStyleOnAContainerReachesTheButtonsInsideAndTheInnermostWins() {
        // Outer custom, inner none: label + 20. Outer bordered, inner custom: the custom one, label + 20.
        let outer = layout(VStack(spacing: 0) { Button {} label: { box(50, 20) } }.buttonStyle(PaddedStyle()))
        expectSize(outer.root.frame.size, 70, 40)
        let inner = layout(VStack(spacing: 0) { Button {} label: { box(50, 20) }.buttonStyle(PaddedStyle()) }.buttonStyle(.bordered))
        expectSize(inner.root.frame.size, 70, 40)
        // Outer custom, inner plain: the plain button is its label.
        let plain = layout(VStack(spacing: 0) { Button {} label: { box(50, 20) }.buttonStyle(.plain) }.buttonStyle(PaddedStyle()))
        expectSize(plain.root.frame.size, 50, 20)
    }

    @Test func theButtonOfAConfigurationDrawsTheNextStyleOut() {
        // Around the padded style: 50 + 20 + 10 wide, 20 + 20 + 10 tall.
        let nested = layout(Button {} label: { box(50, 20) }.buttonStyle(AroundNextStyle()).buttonStyle(PaddedStyle()))
        expectSize(nested.root.frame.size, 80, 50)
        // With no style around, the default: on iOS the label alone (a tinted label has no padding), + 10.
        let alone = layout(Button {} label: { box(50, 20) }.buttonStyle(AroundNextStyle()))
        expectSize(alone.root.frame.size, 60, 30)
    }

    @Test func theStyleGetsTheRoleAndTheLabelIsNotTintedOrDimmed() {
        // "destructive" is 11 characters: 110 pt; "none" would be 40.
        let role = layout(Button("Delete", role: .destructive) {}.buttonStyle(RoleStyle()))
        #expect(abs(role.root.frame.width - 110) < 1e-3)
        // The label of a declared style is in the primary colour: the tint and the role's red are the built-in styles'.
        let labelled = layout(Button("Delete", role: .destructive) {}.buttonStyle(PaddedStyle()).disabled(true))
        let colours = labelled.root.allNodes().compactMap { node -> RGBA? in
            if case .text(let drawing) = node.drawing, case .color(let color) = drawing.paint { return color }
            return nil
        }
        #expect(colours == [Color.primary.resolve(in: .light)])
        // Disabled, a declared style draws what its body draws: no opacity added.
        let dimmed = labelled.root.allNodes().contains { node in
            node.decorations.contains { if case .opacity = $0 { return true } else { return false } }
        }
        #expect(!dimmed)
    }

    @Test func theLinkStyleIsTheLabelAloneOnMacOSToo() {
        // A macOS push button would be at least 21 pt tall and 8 pt wider on each side; a link is its label.
        expectSize(layout(Button {} label: { box(50, 10) }.buttonStyle(.link), platform: .macOS).root.frame.size, 50, 10)
        expectSize(layout(Button {} label: { box(50, 10) }, platform: .macOS).root.frame.size, 66, 21)
    }

    @Test func aBuiltInStylesBodyIsWhatItsButtonDraws() {
        struct Reuse: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View { PlainButtonStyle().makeBody(configuration: configuration) }
        }
        expectSize(layout(Button {} label: { box(50, 20) }.buttonStyle(Reuse())).root.frame.size, 50, 20)
    }
}

/// The icon over the title, 4 pt apart.
private struct StackedStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) { configuration.icon; configuration.title }
    }
}

/// The label in the next style out, padded 3 pt.
private struct PaddedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(3) }
}

@Suite struct LabelStyleProtocolTests {
    @Test func aLabelStyleLaysOutTheTitleAndIcon() {
        // Icon 10 × 10 over title 30 × 5, 4 apart: 30 × 19.
        let result = layout(Label { box(30, 5) } icon: { box(10, 10) }.labelStyle(StackedStyle()))
        expectSize(result.root.frame.size, 30, 19)
        #expect(result.root.type == "Label")
    }

    @Test func theInnermostLabelStyleWinsAndALabelOfTheConfigurationDrawsTheNext() {
        // Inside titleOnly: the title 30 × 5, + 6.
        let next = layout(HStack { Label { box(30, 5) } icon: { box(10, 10) }.labelStyle(PaddedLabelStyle()) }.labelStyle(.titleOnly))
        expectSize(next.root.frame.size, 36, 11)
        // The built-in iconOnly inside the stacked style: the icon alone.
        let inner = layout(HStack { Label { box(30, 5) } icon: { box(10, 10) }.labelStyle(.iconOnly) }.labelStyle(StackedStyle()))
        expectSize(inner.root.frame.size, 10, 10)
    }
}

/// A 20 pt square when on, 10 when off, before the label; a 5 pt bar under it when mixed.
private struct SquareToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                box(configuration.isOn ? 20 : 10, configuration.isOn ? 20 : 10)
                configuration.label
            }
            if configuration.isMixed { box(1, 5) }
        }
    }
}

private struct Switchable { var on: Binding<Bool> }

@Suite struct ToggleStyleProtocolTests {
    @Test func aToggleStyleSeesTheValue() {
        expectSize(layout(Toggle(isOn: .constant(true)) { box(30, 4) }.toggleStyle(SquareToggleStyle())).root.frame.size, 50, 20)
        expectSize(layout(Toggle(isOn: .constant(false)) { box(30, 4) }.toggleStyle(SquareToggleStyle())).root.frame.size, 40, 10)
    }

    @Test func severalValuesThatDifferAreMixed() {
        let mixed = [Switchable(on: .constant(true)), Switchable(on: .constant(false))]
        let same = [Switchable(on: .constant(true)), Switchable(on: .constant(true))]
        // Mixed: off (10 pt square) with the 5 pt bar; all on: the 20 pt square, no bar.
        expectSize(layout(Toggle(sources: mixed, isOn: \.on) { box(30, 4) }.toggleStyle(SquareToggleStyle())).root.frame.size, 40, 15)
        expectSize(layout(Toggle(sources: same, isOn: \.on) { box(30, 4) }.toggleStyle(SquareToggleStyle())).root.frame.size, 50, 20)
    }

    @Test func theConfigurationsBindingIsTheTogglesBinding() {
        var stored = false
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let configuration = ToggleStyleConfiguration(label: AnyView(EmptyView()), isOn: binding, isMixed: false)
        configuration.isOn = true
        #expect(stored)
        configuration.$isOn.wrappedValue = false
        #expect(!stored)
    }

    @Test func aToggleOfTheConfigurationDrawsTheNextStyleOut() {
        struct Padded: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding(2) }
        }
        let result = layout(Toggle(isOn: .constant(true)) { box(30, 4) }.toggleStyle(Padded()).toggleStyle(SquareToggleStyle()))
        expectSize(result.root.frame.size, 54, 24)
    }
}

@Suite struct GaugeProgressAndGroupBoxStyleTests {
    /// A bar 100 pt × value wide.
    struct BarGauge: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View { box(100 * configuration.value, 4) }
    }

    /// A bar 100 pt × the fraction wide, or a 7 pt square when indeterminate.
    struct BarProgress: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            if let fraction = configuration.fractionCompleted { box(100 * fraction, 4) } else { box(7, 7) }
        }
    }

    /// The label over the content, no spacing, padded 8 pt.
    struct TightBox: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) { configuration.label; configuration.content }.padding(8)
        }
    }

    @Test func aGaugeStyleGetsTheValueAsAFractionOfTheRange() {
        // 30 in 20…60 is a quarter; past the upper bound it is 1.
        expectSize(layout(Gauge(value: 30.0, in: 20...60) { box(1, 1) }.gaugeStyle(BarGauge())).root.frame.size, 25, 4)
        expectSize(layout(Gauge(value: 90.0, in: 20...60) { box(1, 1) }.gaugeStyle(BarGauge())).root.frame.size, 100, 4)
    }

    @Test func aProgressViewStyleGetsTheFractionCompleted() {
        expectSize(layout(ProgressView(value: 3.0, total: 4).progressViewStyle(BarProgress())).root.frame.size, 75, 4)
        expectSize(layout(ProgressView().progressViewStyle(BarProgress())).root.frame.size, 7, 7)
    }

    @Test func aGroupBoxStyleLaysOutTheLabelAndContent() {
        // Label 40 × 10 over content 60 × 20, padded 8: 76 × 46.
        let result = layout(GroupBox { box(60, 20) } label: { box(40, 10) }.groupBoxStyle(TightBox()))
        expectSize(result.root.frame.size, 76, 46)
        #expect(result.root.type == "GroupBox")
    }
}
