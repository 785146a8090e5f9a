import Foundation
import Testing
@testable import LayoutCore

/// Xcode's preview forms as data (Previews.swift): canvases, traits, and a PreviewProvider's previews.
@Suite struct PreviewTests {
    @Test func theDeviceCanvasIsTheDefaultIPhoneScreenTurnedWithTheOrientation() {
        // iPhone 16 Pro: 1206 × 2622 pixels at @3x (Apple's technical specifications) = 402 × 874 pt.
        #expect(PreviewLayout.device.proposal(on: .iOS) == ProposedViewSize(width: 402, height: 874))
        #expect(PreviewLayout.device.proposal(on: .iOS, orientation: .portraitUpsideDown) == ProposedViewSize(width: 402, height: 874))
        #expect(PreviewLayout.device.proposal(on: .iOS, orientation: .landscapeLeft) == ProposedViewSize(width: 874, height: 402))
        #expect(PreviewLayout.device.proposal(on: .iOS, orientation: .landscapeRight) == ProposedViewSize(width: 874, height: 402))
        // A macOS preview's window fits its content.
        #expect(PreviewLayout.device.proposal(on: .macOS) == .unspecified)
        // Size that fits: "offered the size of the device" (Apple), the canvas the size the root chooses.
        #expect(PreviewLayout.sizeThatFits.proposal(on: .iOS, orientation: .landscapeLeft) == ProposedViewSize(width: 874, height: 402))
        #expect(PreviewLayout.sizeThatFits.proposal(on: .macOS) == .unspecified)
        #expect(PreviewLayout.sizeThatFits.canvas == .fitsRoot && PreviewLayout.device.canvas == .proposal)
        // A bare view expression (Layoutshot's shorthand) is its ideal size.
        #expect(PreviewLayout.idealSize.proposal(on: .iOS) == .unspecified)
        #expect(PreviewLayout.fixed(width: 320, height: 44).proposal(on: .macOS) == ProposedViewSize(width: 320, height: 44))
    }

    @Test func aLaterTraitOfTheSameKindWins() {
        let settings = PreviewSettings(traits: [.landscapeLeft, .fixedLayout(width: 100, height: 50), .sizeThatFitsLayout])
        #expect(settings.layout == .sizeThatFits)
        #expect(settings.orientation == .landscapeLeft)
        #expect(PreviewSettings(traits: [.defaultLayout]).layout == .device)
        #expect(PreviewSettings(traits: []).layout == nil)
    }

    @Test func aGroupsViewsAreSeparatePreviewsWithTheModifiersAroundTheGroup() {
        let previews = Group {
            Text("ab").previewDisplayName("First")
            Text("abcd").previewDisplayName("Second").previewDevice("iPhone SE (3rd generation)")
        }
        .padding(10)
        .previewLayout(.sizeThatFits)
        .font(font)
        let elements = PreviewElements.split { previews }
        #expect(elements.map(\.settings.displayName) == ["First", "Second"])
        #expect(elements.map(\.settings.layout) == [.sizeThatFits, .sizeThatFits])
        #expect(elements.map(\.settings.device) == [nil, PreviewDevice(rawValue: "iPhone SE (3rd generation)")])
        // Each preview is its own text in its own padding: 2 or 4 characters of 10 pt, plus 10 on each side.
        let first = layout(elements[0].view), second = layout(elements[1].view)
        expectSize(first.canvasSize, 20 + 20, line + 20)
        expectSize(second.canvasSize, 40 + 20, line + 20)
        #expect(first.root.type == "padding" && first.root.children.first?.text == "ab")
        #expect(second.root.children.first?.text == "abcd")
    }

    @Test func aForEachOverColourSchemesIsOnePreviewPerScheme() {
        let previews = ForEach(ColorScheme.allCases, id: \.self) { scheme in
            Color.primary.frame(width: 30, height: 20)
                .preferredColorScheme(scheme)
                .previewDisplayName("\(scheme)")
                .previewInterfaceOrientation(.landscapeRight)
        }
        let elements = PreviewElements.split { previews }
        #expect(elements.map(\.settings.displayName) == ["light", "dark"])
        #expect(elements.map(\.settings.colorScheme) == [.light, .dark])
        #expect(elements.map(\.settings.orientation) == [.landscapeRight, .landscapeRight])
        // The preferred scheme is the canvas's: primary is black in light, white in dark (docs/BEHAVIOUR.md §8).
        let light = layout(elements[0].view), dark = layout(elements[1].view)
        #expect(light.colorScheme == .light && dark.colorScheme == .dark)
        #expect(fill(of: light.root[0]) == RGBA(red: 0, green: 0, blue: 0))
        #expect(fill(of: dark.root[0]) == RGBA(red: 1, green: 1, blue: 1))
    }

    @Test func oneViewIsOnePreviewOfItself() {
        let elements = PreviewElements.split { Text("a").previewDisplayName("Only") }
        #expect(elements.count == 1)
        #expect(elements[0].settings.displayName == "Only")
        #expect(PreviewElements.split { EmptyView() }.count == 1)
    }

    @Test func aPreferredColorSchemeOnTheRootWinsOverTheEnvironment() {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let result = LayoutEngine.layout(Color.primary.frame(width: 10, height: 10).preferredColorScheme(.dark),
                                         measurer: FixedAdvanceTextMeasurer(), environment: environment)
        #expect(result.colorScheme == .dark)
        #expect(fill(of: result.root[0]) == RGBA(red: 1, green: 1, blue: 1))
        // nil keeps the environment's.
        let kept = LayoutEngine.layout(Color.primary.preferredColorScheme(nil), measurer: FixedAdvanceTextMeasurer(),
                                       environment: environment)
        #expect(kept.colorScheme == .light)
    }

    @Test func previewModifiersDoNotChangeLayout() {
        let plain = layout(Text("abc").padding(5))
        let modified = layout(Text("abc").padding(5).previewLayout(.fixed(width: 1, height: 1)).previewDisplayName("x")
            .previewDevice(nil).previewInterfaceOrientation(.landscapeLeft))
        #expect(modified.root.textDump() == plain.root.textDump())
    }

    func fill(of node: FrameNode) -> RGBA? {
        if case .shape(let shape) = node.drawing, case .color(let c)? = shape.layers.first?.paint { return c }
        return nil
    }
}

/// `.sizeThatFitsLayout`: the root is offered the device's screen, the canvas is the size it chooses, and the
/// root is then laid out in that canvas (proposed it), as in a hosting view of that size.
@Suite struct SizeThatFitsCanvasTests {
    func layout<V: View>(_ view: V, _ preview: PreviewLayout) -> LayoutResult {
        LayoutEngine.layout(view, proposal: preview.proposal(on: .iOS), measurer: FixedAdvanceTextMeasurer(), canvas: preview.canvas)
    }

    @Test func aFlexibleViewTakesTheDevicesWidth() {
        // A frame that grows to fill: 402 pt wide on the iPhone 16 Pro, its child's 20 pt high.
        let banner = Color.red.frame(height: 20).frame(maxWidth: .infinity)
        let fits = layout(banner, .sizeThatFits)
        #expect(fits.canvasSize == CGSize(width: 402, height: 20))
        #expect(fits.root.frame == CGRect(x: 0, y: 0, width: 402, height: 20))
        #expect(fits.root.proposal == ProposedViewSize(width: 402, height: 20))
        // The bare expression's ideal size: the frame's ideal width is its child's, Color's 10.
        #expect(layout(banner, .idealSize).canvasSize == CGSize(width: 10, height: 20))
    }

    @Test func aRigidViewKeepsItsSize() {
        let fits = layout(Color.blue.frame(width: 30, height: 20).padding(5), .sizeThatFits)
        #expect(fits.canvasSize == CGSize(width: 40, height: 30))
        #expect(fits.root.frame.origin == .zero)
    }
}
