import Foundation
import Testing
@testable import LayoutCore

// Control sizes against the numbers of docs/BEHAVIOUR.md §22, typed from their public sources
// (Flutter, WebKit, UIKit measurements), not from the program's output. Text is the fake measurer's: 10 pt per character, `line` tall.

/// The first node of `type` in the tree, depth first.
func first(_ type: String, in root: FrameNode) -> FrameNode? { root.allNodes().first { $0.type == type } }

/// The colour of a shape node's fill (its first fill layer, drawn in one colour).
func fill(of node: FrameNode?) -> RGBA? {
    guard case .shape(let shape)? = node?.drawing else { return nil }
    for layer in shape.layers {
        if case .fill = layer.style, case .color(let c) = layer.paint { return c }
    }
    return nil
}

/// The colour a text node is drawn in.
func textColor(of node: FrameNode?) -> RGBA? {
    if case .text(let text)? = node?.drawing, case .color(let c) = text.paint { return c }
    return nil
}

func opacity(of node: FrameNode?) -> Double? {
    for decoration in node?.decorations ?? [] { if case .opacity(let a) = decoration { return a } }
    return nil
}

@Suite struct ToggleTests {
    @Test func switchIs51By31AtTheTrailingEdgeOfTheOfferedWidth() throws {
        // UISwitch 51 × 31 [C Flutter, UIKit]; the thumb 28 [D Flutter]. A Toggle in a VStack is as wide as offered.
        let r = layout(VStack { Toggle("Wi-Fi", isOn: .constant(true)) }, width: 320)
        let toggle = try #require(first("Toggle", in: r.root))
        #expect(toggle.frame.width == 320)
        let track = try #require(first("Switch", in: r.root))
        expectFrame(track.frame, rect(320 - 51, toggle.frame.minY + (toggle.frame.height - 31) / 2, 51, 31))
        // Taller of the label (one line) and the switch.
        #expect(toggle.frame.height == max(31, line))
        let thumb = try #require(first("Circle", in: r.root))
        // On: the thumb at the trailing end, (31 − 28) / 2 in.
        expectFrame(thumb.frame, rect(320 - 1.5 - 28, track.frame.minY + 1.5, 28, 28))
        let label = try #require(first("Text", in: r.root))
        #expect(label.frame.minX == 0)
        #expect(fill(of: first("Capsule", in: r.root)) == Color.green.resolve(in: .light))
    }

    @Test func offSwitchHasItsThumbAtTheLeadingEndOnAGreyTrack() throws {
        let r = layout(Toggle("A", isOn: .constant(false)), width: 200)
        let track = try #require(first("Switch", in: r.root))
        let thumb = try #require(first("Circle", in: r.root))
        #expect(thumb.frame.minX == track.frame.minX + 1.5)
        // secondarySystemFill: 120,120,128 at 16 % (Flutter, UIKit dumps).
        #expect(fill(of: first("Capsule", in: r.root)) == RGBA(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16))
    }

    @Test func hiddenLabelLeavesTheSwitchAlone() throws {
        let r = layout(VStack { Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden() }, width: 320)
        let toggle = try #require(first("Toggle", in: r.root))
        expectSize(toggle.frame.size, 51, 31)
        #expect(first("Text", in: r.root) == nil)
    }

    @Test func idealWidthIsLabelSpacingAndSwitch() throws {
        // Proposed nil: 5 characters (50), the 8 pt row spacing, the 51 pt switch.
        let r = layout(Toggle("Wi-Fi", isOn: .constant(true)).fixedSize())
        let toggle = try #require(first("Toggle", in: r.root))
        expectSize(toggle.frame.size, 50 + 8 + 51, max(31, line))
    }

    @Test func tintColoursTheTrack() {
        let r = layout(Toggle("A", isOn: .constant(true)).tint(.orange), width: 200)
        #expect(fill(of: first("Capsule", in: r.root)) == Color.orange.resolve(in: .light))
    }

    @Test func macOSCheckboxIs14PointsBeforeItsLabel() throws {
        // The regular checkbox 14 × 14 [C WebKit]; small 12; 6 pt to the label [I].
        let r = layout(VStack { Toggle("Sync", isOn: .constant(true)) }, width: 320, platform: .macOS)
        let box = try #require(first("Checkbox", in: r.root))
        expectSize(box.frame.size, 14, 14)
        let label = try #require(first("Text", in: r.root))
        #expect(abs(label.frame.minX - (box.frame.maxX + 6)) < 1e-9)
        // It hugs its content rather than taking the row.
        #expect(try #require(first("Toggle", in: r.root)).frame.width == 14 + 6 + 40)
        let small = layout(Toggle("Sync", isOn: .constant(true)).controlSize(.small), platform: .macOS)
        expectSize(try #require(first("Checkbox", in: small.root)).frame.size, 12, 12)
    }

    @Test func disabledTogglesAreDimmed() throws {
        let r = layout(Toggle("A", isOn: .constant(true)).disabled(true), width: 200)
        #expect(opacity(of: first("Toggle", in: r.root)) == 0.3)
        // disabled(false) inside a disabled view stays disabled.
        let nested = layout(VStack { Toggle("A", isOn: .constant(true)).disabled(false) }.disabled(true), width: 200)
        #expect(opacity(of: first("Toggle", in: nested.root)) == 0.3)
        #expect(opacity(of: first("Toggle", in: layout(Toggle("A", isOn: .constant(true)), width: 200).root)) == nil)
    }

    @Test func stateBindingGivesTheValueShown() throws {
        @State var on = true
        let r = layout(Toggle("A", isOn: $on), width: 200)
        let track = try #require(first("Switch", in: r.root))
        #expect(try #require(first("Circle", in: r.root)).frame.maxX == track.frame.maxX - 1.5)
    }
}

@Suite struct ButtonRoleAndStyleTests {
    @Test func destructiveIsRedAndCancelIsSemibold() throws {
        let red = layout(Button("Delete", role: .destructive) {})
        #expect(textColor(of: first("Text", in: red.root)) == Color.red.resolve(in: .light))
        let cancel = layout(Button("Cancel", role: .cancel) {})
        if case .text(let text)? = first("Text", in: cancel.root)?.drawing {
            #expect(text.text.font.weight == 600)
        } else {
            Issue.record("no text")
        }
        // A macOS push button keeps the regular weight (AppKit marks no cancel button).
        if case .text(let text)? = first("Text", in: layout(Button("Cancel", role: .cancel) {}, platform: .macOS).root)?.drawing {
            #expect(text.text.font.weight == 400)
        } else {
            Issue.record("no text")
        }
        // The default style tints with the accent colour, or with `.tint`.
        #expect(textColor(of: first("Text", in: layout(Button("Go") {}).root)) == Color.blue.resolve(in: .light))
        #expect(textColor(of: first("Text", in: layout(Button("Go") {}.tint(.pink)).root)) == Color.pink.resolve(in: .light))
    }

    @Test func borderedPaddingFollowsTheControlSize() throws {
        // Regular: 12 × 7 around the label [D OpenSwiftUI]; large 20 × 14 [I].
        let regular = layout(Button("Go") {}.buttonStyle(.bordered))
        expectSize(regular.root.frame.size, 20 + 24, line + 14)
        let large = layout(Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.large))
        expectSize(large.root.frame.size, 20 + 40, line + 28)
        // Prominent: a white label on the tint; destructive prominent: on red.
        #expect(textColor(of: first("Text", in: large.root)) == RGBA.white)
        let delete = layout(Button("Go", role: .destructive) {}.buttonStyle(.borderedProminent))
        #expect(fill(of: first("BorderedButtonShape", in: delete.root)) == Color.red.resolve(in: .light))
    }

    @Test func macOSPushButtonsTakeTheCellHeight() throws {
        // NSButton cell heights 21 / 18 / 15 / 24 [C WebKit]; the label 8 in at each side [I].
        for (size, height) in [(ControlSize.regular, 21.0), (.small, 18), (.mini, 15), (.large, 24)] {
            let r = layout(Button("OK") {}.font(.system(size: 10)).controlSize(size), platform: .macOS)
            expectSize(r.root.frame.size, 10 + 16, height)
        }
    }

    @Test func theDefaultActionIsTheMacOSDefaultButton() throws {
        // Apple HIG, macOS push buttons: the default button is drawn in the accent colour; Return is its key.
        let accent = Color.accentColor.resolve(in: .light)
        func face(_ r: LayoutResult) -> RGBA? { fill(of: first("RoundedRectangle", in: r.root)) }
        let save = layout(Button("Save") {}.keyboardShortcut(.defaultAction), platform: .macOS)
        #expect(face(save) == accent)
        #expect(textColor(of: first("Text", in: save.root)) == RGBA.white)
        // The cancel shortcut, another key, or none: the white face with the primary label.
        for view in [AnyView(Button("Cancel") {}.keyboardShortcut(.cancelAction)),
                     AnyView(Button("Find") {}.keyboardShortcut("f")), AnyView(Button("OK") {})] {
            let r = layout(view, platform: .macOS)
            #expect(face(r) == RGBA.white)
            #expect(textColor(of: first("Text", in: r.root)) == Color.primary.resolve(in: .light))
        }
        // iOS draws no default button: the label in the tint, nothing behind it.
        let ios = layout(Button("Save") {}.keyboardShortcut(.defaultAction))
        #expect(textColor(of: first("Text", in: ios.root)) == accent)
        #expect(first("RoundedRectangle", in: ios.root) == nil)
    }

    @Test func anExplicitForegroundWinsInEveryStyleAndRole() throws {
        // The style's label colour is a default (docs/BEHAVIOUR.md, Button): white set around the button wins
        // over the destructive red, a macOS push button's label colour and the prominent white; the
        // background keeps its colour.
        let white = RGBA.white, green = Color.green.resolve(in: .light)
        let destructive = layout(Button("Delete", role: .destructive) {}.foregroundColor(.white))
        #expect(textColor(of: first("Text", in: destructive.root)) == white)
        let push = layout(Button("OK") {}.foregroundStyle(.green), platform: .macOS)
        #expect(textColor(of: first("Text", in: push.root)) == green)
        let prominent = layout(Button("Go", role: .destructive) {}.buttonStyle(.borderedProminent).foregroundStyle(.green))
        #expect(textColor(of: first("Text", in: prominent.root)) == green)
        #expect(fill(of: first("BorderedButtonShape", in: prominent.root)) == Color.red.resolve(in: .light))
        // `.tint` as a style tints the bordered background at 18 %.
        let bordered = layout(Button("Go") {}.buttonStyle(.bordered).tint(.orange))
        #expect(fill(of: first("BorderedButtonShape", in: bordered.root)) == Color.orange.resolve(in: .light).multiplyingAlpha(0.18))
    }

    @Test func disabledButtonsAreGreyOnIOSAndDimmedElsewhere() throws {
        // iOS: the label in placeholderText (60,60,67 at 30 %), a bordered background in quaternarySystemFill
        // (116,116,128 at 8 %) [D Flutter CupertinoButton], not dimmed.
        let placeholder = RGBA(60, 60, 67, 0.3), quaternary = RGBA(116, 116, 128, 0.08)
        let plainText = layout(Button("Go") {}.disabled(true))
        #expect(opacity(of: first("Button", in: plainText.root)) == nil)
        #expect(textColor(of: first("Text", in: plainText.root)) == placeholder)
        let prominent = layout(Button("Go") {}.buttonStyle(.borderedProminent).disabled(true))
        #expect(textColor(of: first("Text", in: prominent.root)) == placeholder)
        #expect(fill(of: first("BorderedButtonShape", in: prominent.root)) == quaternary)
        // The same size as enabled: 12 × 7 around the label.
        expectSize(prominent.root.frame.size, 20 + 24, line + 14)
        // `.plain` and macOS push buttons are dimmed to 0.3.
        #expect(opacity(of: first("Button", in: layout(Button("Go") {}.buttonStyle(.plain).disabled(true)).root)) == 0.3)
        #expect(opacity(of: first("Button", in: layout(Button("Go") {}.disabled(true), platform: .macOS).root)) == 0.3)
    }

    @Test func labelStylesPickAPart() throws {
        let icon = layout(Label("Title", systemImage: "star").labelStyle(.iconOnly))
        #expect(first("Text", in: icon.root) == nil)
        #expect(first("Image", in: icon.root) != nil)
        let title = layout(Label("Title", systemImage: "star").labelStyle(.titleOnly))
        #expect(first("Image", in: title.root) == nil)
    }
}

@Suite struct ValueControlTests {
    @Test func sliderTakesTheOfferedWidthWithItsThumbAtTheValue() throws {
        // Frame 34 tall [D UIKit measurement], thumb 28 [D Flutter], track 4 [D iOS 26].
        let r = layout(VStack { Slider(value: .constant(0.25)) }, width: 300)
        let slider = try #require(first("Slider", in: r.root))
        expectSize(slider.frame.size, 300, 34)
        let thumb = try #require(first("Circle", in: r.root))
        // The thumb's centre runs from 14 to 300 − 14: a quarter of the way is 14 + 0.25 × 272.
        #expect(abs(thumb.frame.midX - (14 + 0.25 * 272)) < 1e-9)
        expectSize(thumb.frame.size, 28, 28)
        let tracks = r.root.allNodes().filter { $0.type == "Capsule" }
        #expect(tracks.map(\.frame.height) == [4, 4])
        #expect(tracks[0].frame.width == 300)
        #expect(abs(tracks[1].frame.width - thumb.frame.midX) < 1e-9)
        #expect(fill(of: tracks[1]) == Color.blue.resolve(in: .light))
        // Offered nil: as wide as the thumb.
        expectSize(layout(Slider(value: .constant(0.5))).root.frame.size, 28, 34)
    }

    @Test func sliderValueLabelsSitAtTheEndsAndItsLabelOnlyOnMacOS() throws {
        let v = 5.0
        let r = layout(Slider(value: .constant(v), in: 0...10) { Text("Volume") } minimumValueLabel: { Text("0") }
            maximumValueLabel: { Text("10") }, width: 300)
        #expect(r.root.allNodes().compactMap(\.text) == ["0", "10"])
        let mac = layout(Slider(value: .constant(v), in: 0...10) { Text("Volume") }, width: 300, platform: .macOS)
        #expect(mac.root.allNodes().compactMap(\.text) == ["Volume"])
        // macOS: 20 tall [I], after the label and 8 pt.
        let track = try #require(first("Track", in: mac.root))
        #expect(track.frame.height == 20)
        #expect(abs(track.frame.minX - (60 + 8)) < 1e-9)
    }

    @Test func aValueOutsideTheRangeIsClampedAndANaNOneReported() throws {
        let high = layout(Slider(value: .constant(7.0), in: 0...1), width: 100)
        #expect(try #require(first("Circle", in: high.root)).frame.maxX == 100)
        let nan = layout(Slider(value: .constant(Double.nan)), width: 100)
        #expect(try #require(first("Circle", in: nan.root)).frame.minX == 0)
        #expect(nan.diagnostics.contains { "\($0)".contains("Invalid control value (non-finite)") })
    }

    @Test func stepperIs94By32AndDimsTheStepItCannotTake() throws {
        // UIStepper 94 × 32 [C two UIKit measurements].
        let r = layout(VStack { Stepper("Count", value: .constant(0), in: 0...10) }, width: 320)
        let buttons = try #require(first("StepperButtons", in: r.root))
        expectSize(buttons.frame.size, 94, 32)
        #expect(buttons.frame.maxX == 320)
        #expect(try #require(first("Stepper", in: r.root)).frame.width == 320)
        let minus = try #require(first("minus", in: r.root)), plus = try #require(first("plus", in: r.root))
        #expect(fill(of: minus) == RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
        #expect(fill(of: plus) == RGBA.black)
        let top = layout(Stepper("Count", value: .constant(10), in: 0...10), width: 320)
        #expect(fill(of: first("plus", in: top.root)) == RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
        let open = layout(Stepper("Count", onIncrement: {}, onDecrement: nil), width: 320)
        #expect(fill(of: first("minus", in: open.root)) != RGBA.black)
        #expect(fill(of: first("plus", in: open.root)) == RGBA.black)
    }

    @Test func spinnerSizesFollowTheControlSize() throws {
        // UIActivityIndicatorView medium 20 [C], large 37 [D].
        expectSize(try #require(first("Spinner", in: layout(ProgressView()).root)).frame.size, 20, 20)
        expectSize(try #require(first("Spinner", in: layout(ProgressView().controlSize(.large)).root)).frame.size, 37, 37)
        let labelled = layout(ProgressView("Loading"))
        let spinner = try #require(first("Spinner", in: labelled.root)), label = try #require(first("Text", in: labelled.root))
        #expect(label.frame.minY == spinner.frame.maxY + 8)
        #expect(textColor(of: label) == Color.secondary.resolve(in: .light))
    }

    @Test func linearProgressIsA4PointBarAsWideAsOffered() throws {
        // Bar 4, label 4 above [D iOS 26].
        let r = layout(VStack { ProgressView("Downloading", value: 3, total: 4) }, width: 200)
        let bar = try #require(first("ProgressBar", in: r.root))
        expectSize(bar.frame.size, 200, 4)
        let label = try #require(first("Text", in: r.root))
        #expect(bar.frame.minY == label.frame.maxY + 4)
        let capsules = r.root.allNodes().filter { $0.type == "Capsule" }
        #expect(capsules[1].frame.width == 150)
        // Indeterminate with the linear style: an empty bar.
        let empty = layout(ProgressView(value: Double?.none).progressViewStyle(.linear), width: 200)
        #expect(empty.root.allNodes().filter { $0.type == "Capsule" }[1].frame.width == 0)
    }

    @Test func gaugesFillToTheirValue() throws {
        let r = layout(Gauge(value: 0.5) { Text("Level") }, width: 200)
        let bar = try #require(first("GaugeBar", in: r.root))
        expectSize(bar.frame.size, 200, 8)
        #expect(r.root.allNodes().filter { $0.type == "Capsule" }[1].frame.width == 100)
        let ring = layout(Gauge(value: 0.5) { Text("L") }.gaugeStyle(.accessoryCircularCapacity))
        expectSize(try #require(first("GaugeRing", in: ring.root)).frame.size, 56, 56)
    }
}

@Suite struct TextFieldTests {
    static let placeholder = RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)

    @Test func plainFieldsShowTheirTextOrThePlaceholderOnOneLine() throws {
        // Empty: the title in placeholderText (60,60,67 at 30 % [C]); as wide as offered, one line tall.
        let empty = layout(VStack { TextField("Name", text: .constant("")) }, width: 250)
        let field = try #require(first("TextField", in: empty.root))
        expectSize(field.frame.size, 250, line)
        let text = try #require(first("Text", in: empty.root))
        #expect(text.text == "Name")
        #expect(textColor(of: text) == Self.placeholder)
        let filled = layout(TextField("Name", text: .constant("Ada")), width: 250)
        #expect(first("Text", in: filled.root)?.text == "Ada")
        #expect(textColor(of: first("Text", in: filled.root)) == RGBA.black)
        // A prompt replaces the title as the placeholder; a long text is cut at the field's edge.
        let prompted = layout(TextField("Name", text: .constant(""), prompt: Text("Required")), width: 250)
        #expect(first("Text", in: prompted.root)?.text == "Required")
        let long = layout(TextField("Name", text: .constant(String(repeating: "x", count: 40))), width: 100)
        #expect(try #require(first("TextField", in: long.root)).decorations.contains { if case .clip = $0 { true } else { false } })
    }

    @Test func roundedBorderIs34TallWithTheText7In() throws {
        // 34 [D iOS 26 measurement; I for 17/18], inset 7 [I].
        let r = layout(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder), width: 250)
        let field = try #require(first("TextField", in: r.root))
        expectSize(field.frame.size, 250, 34)
        #expect(try #require(first("Text", in: r.root)).frame.minX == 7)
        let mac = layout(TextField("Name", text: .constant("Ada")).font(.system(size: 10)), width: 250, platform: .macOS)
        expectSize(try #require(first("TextField", in: mac.root)).frame.size, 250, 21)
    }

    @Test func secureFieldsShowABulletPerCharacterAndEditorsTakeTheOffer() throws {
        let secure = layout(SecureField("Password", text: .constant("abc")), width: 200)
        #expect(first("Text", in: secure.root)?.text == "•••")
        let editor = layout(TextEditor(text: .constant("Notes")), width: 200, height: 100)
        expectSize(try #require(first("TextEditor", in: editor.root)).frame.size, 200, 100)
        let text = try #require(first("Text", in: editor.root))
        #expect(text.frame.origin == CGPoint(x: 5, y: 8))
    }

    @Test func verticalFieldsWrap() throws {
        let r = layout(TextField("Notes", text: .constant("aaaa bbbb"), axis: .vertical), width: 60)
        expectSize(try #require(first("TextField", in: r.root)).frame.size, 60, 2 * line)
    }
}

enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, mint
    var id: Self { self }
}

@Suite struct PickerTests {
    func picker(_ selection: Flavor) -> some View {
        Picker("Flavor", selection: .constant(selection)) {
            ForEach(Flavor.allCases) { Text($0.rawValue) }
        }
    }

    @Test func menuShowsTheSelectedOptionInTheTintWithChevrons() throws {
        let r = layout(picker(.mint))
        #expect(r.root.allNodes().compactMap(\.text) == ["mint"])
        #expect(textColor(of: first("Text", in: r.root)) == Color.blue.resolve(in: .light))
        let chevrons = try #require(first("chevron.up.chevron.down", in: r.root))
        // 9 wide, 4 pt after the title [D iOS 26].
        #expect(chevrons.frame.width == 9)
        #expect(abs(chevrons.frame.minX - (40 + 4)) < 1e-9)
        #expect(r.diagnostics.isEmpty)
    }

    @Test func aMenuInAFormRowShowsItsLabelAndEndsTheRow() throws {
        // SwiftUI shows a menu picker's label only in a Form or List row (docs/BEHAVIOUR.md §22): the label at
        // the row's content edge (16 pt cell inset + 16 pt margin on a 402-pt screen, ListTests), the option and
        // its chevrons at the trailing one (402 − 32 = 370), in the secondary colour.
        let r = layout(Form { picker(.mint) }, width: 402, height: 300)
        #expect(r.root.allNodes().compactMap(\.text) == ["Flavor", "mint"])
        let label = try #require(r.root.allNodes().first { $0.text == "Flavor" })
        let option = try #require(r.root.allNodes().first { $0.text == "mint" })
        #expect(abs(label.frame.minX - 32) < 1e-9)
        #expect(textColor(of: option) == Color.secondary.resolve(in: .light))
        let chevrons = try #require(first("chevron.up.chevron.down", in: r.root))
        #expect(abs(chevrons.frame.maxX - 370) < 1e-9)
        #expect(abs(chevrons.frame.minX - (option.frame.maxX + 4)) < 1e-9)
        // Outside a list the label stays hidden (menuShowsTheSelectedOptionInTheTintWithChevrons).
        #expect(layout(picker(.mint)).root.allNodes().compactMap(\.text) == ["mint"])
    }

    @Test func segmentedIs32TallAndSharesTheWidth() throws {
        // 32 [C Flutter + Pulse]; insets 3 × 2, thumb 1 wider each side [D Flutter].
        let r = layout(VStack { picker(.chocolate).pickerStyle(.segmented) }, width: 306)
        let control = try #require(first("Picker", in: r.root))
        expectSize(control.frame.size, 306, 32)
        let rounded = r.root.allNodes().filter { $0.type == "RoundedRectangle" }
        expectFrame(rounded[1].frame, rect(3 + 100 - 1, 2, 102, 28))
        let texts = r.root.allNodes().filter { $0.text != nil }
        #expect(texts.map { $0.frame.midX } == [53, 153, 253])
        let weights = texts.compactMap { node -> Int? in
            if case .text(let t) = node.drawing { return t.text.font.weight } else { return nil }
        }
        #expect(weights == [500, 600, 500])
        // Offered nil: every segment the widest title (9 characters at 13 pt, 6.5 each) and 10 each side, plus
        // the insets.
        expectSize(layout(picker(.mint).pickerStyle(.segmented)).root.frame.size, 3 * (9 * 6.5 + 20) + 6, 32)
        // macOS: the label, then the control; the selected title is white on the tinted thumb, the others
        // primary (docs/BEHAVIOUR.md §22).
        let mac = layout(picker(.chocolate).pickerStyle(.segmented), platform: .macOS)
        #expect(mac.root.allNodes().compactMap(\.text) == ["Flavor", "vanilla", "chocolate", "mint"])
        let segments = try #require(first("SegmentedControl", in: mac.root))
        let colours = segments.allNodes().filter { $0.text != nil }.map { textColor(of: $0) }
        #expect(colours == [Color.primary.resolve(in: .light), RGBA.white, Color.primary.resolve(in: .light)])
        let title = try #require(first("Text", in: mac.root))
        #expect(segments.frame.minX == title.frame.maxX + 8)
    }

    @Test func inlineRowsAre44TallWithACheckMarkAtTheSelection() throws {
        let r = layout(picker(.vanilla).pickerStyle(.inline), width: 300)
        let rows = r.root.allNodes().filter { $0.type == "frame" && $0.children.first?.type == "HStack" }
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.frame.height == 44 })
        #expect(r.root.allNodes().filter { $0.type == "checkmark" }.count == 1)
        #expect(try #require(first("checkmark", in: r.root)).frame.maxX == 300)
    }

    @Test func wheelIs216TallWithTheSelectionInTheMiddle() throws {
        let r = layout(picker(.chocolate).pickerStyle(.wheel), width: 300)
        #expect(r.root.frame.height == 216)
        let chosen = try #require(r.root.allNodes().first { $0.text == "chocolate" })
        #expect(abs(chosen.frame.midY - 108) < 1e-9)
    }

    @Test func tagsAndOptionalSelectionsMatch() throws {
        let tagged = layout(Picker("N", selection: .constant(2)) { Text("one").tag(1); Text("two").tag(2) })
        #expect(tagged.root.allNodes().compactMap(\.text) == ["two"])
        let optional = layout(Picker("N", selection: .constant(Int?.some(1))) { Text("one").tag(1); Text("two").tag(2) })
        #expect(optional.root.allNodes().compactMap(\.text) == ["one"])
        let missing = layout(Picker("N", selection: .constant(7)) { Text("one").tag(1) })
        #expect(missing.diagnostics.contains { "\($0)".contains("is invalid and does not have an associated tag") })
    }
}
