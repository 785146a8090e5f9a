import Foundation
import Testing
@testable import LayoutCore

/// A custom layout that misbehaves in one chosen way.
struct Misbehaving: Layout {
    enum Fault { case wellBehaved, placeTwice, placeNone, placeWhileSizing, nanSize, infiniteSize, disagree }
    let fault: Fault

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        switch fault {
        case .placeWhileSizing: subviews.first?.place(at: .zero, proposal: .unspecified)
        case .nanSize: return CGSize(width: CGFloat.nan, height: 10)
        case .infiniteSize: return CGSize(width: CGFloat.infinity, height: 10)
        default: break
        }
        _ = subviews.first?.sizeThatFits(.unspecified)
        return CGSize(width: 50, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        switch fault {
        case .placeNone: return
        case .placeTwice:
            child.place(at: bounds.origin, proposal: .unspecified)
            child.place(at: bounds.origin, proposal: .unspecified)
        case .disagree:
            // Sized from the ideal (10×10 for a colour) but placed with a different proposal.
            child.place(at: bounds.origin, proposal: ProposedViewSize(width: 40, height: 40))
        default:
            child.place(at: bounds.origin, proposal: .unspecified)
        }
    }
}

@Suite struct MisuseTests {
    func diagnostics(_ fault: Misbehaving.Fault) -> [LayoutDiagnostic] {
        layout(Misbehaving(fault: fault) { Color.red }, width: 100, height: 100).diagnostics
    }

    @Test func placedTwiceIsReportedAndTheLastWins() {
        #expect(diagnostics(.placeTwice) == [.placedTwice("Color")])
    }

    @Test func notPlacedIsCentredWithTheContainersProposal() {
        let r = layout(Misbehaving(fault: .placeNone) { Color.red }, width: 100, height: 100)
        #expect(r.diagnostics == [.notPlaced("Color", container: "Misbehaving")])
        // SwiftUI: an unplaced subview sits at the centre of its container with the container's proposal.
        expectFrame(r.root[0].frame, rect(0, 0, 100, 100))
    }

    @Test func placingOutsidePlaceSubviewsIsIgnored() {
        #expect(diagnostics(.placeWhileSizing).contains(.placedOutsidePlaceSubviews("Color")))
    }

    @Test func invalidSizesAreReplaced() {
        let nan = layout(Misbehaving(fault: .nanSize) { Color.red }, width: 100, height: 100)
        #expect(nan.root.frame.width == 0)
        guard case .invalidSize("Misbehaving", let answered, _, let used)? = nan.diagnostics.first else {
            Issue.record("no invalidSize diagnostic: \(nan.diagnostics)")
            return
        }
        #expect(answered.width.isNaN && used.width == 0)
        let inf = layout(Misbehaving(fault: .infiniteSize) { Color.red }, width: 100, height: 100)
        #expect(inf.root.frame.width == 100)
        // Proposed nil (ideal size), an infinite answer is replaced by 0; the message names both.
        let ideal = layout(Misbehaving(fault: .infiniteSize) { Color.red })
        #expect(ideal.root.frame.width == 0)
        let message = ideal.diagnostics.map(\.description).first ?? ""
        #expect(message.hasPrefix("Misbehaving answered inf×"))
        #expect(message.contains("for the proposal nil×nil"))
    }

    @Test func sizingAndPlacingThatDisagreeAreReported() {
        #expect(diagnostics(.disagree) == [.placementDisagreesWithSizing(
            "Color", container: "Misbehaving", sized: CGSize(width: 10, height: 10), placed: CGSize(width: 40, height: 40))])
        // A well-behaved layout (the seeds' pattern: measure ideal, place with that size) is not reported.
        #expect(diagnostics(.wellBehaved).isEmpty)
    }
}
