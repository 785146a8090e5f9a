import Foundation
import Testing
@testable import LayoutCore

/// Sheets, covers, popovers, alerts, dialogs and inspectors (Modifiers/NoOp/Presentations.swift,
/// docs/BEHAVIOUR.md §17b): a picture shows the presenting view, and a presentation whose binding starts true
/// is reported, not drawn.
@Suite struct PresentationTests {
    struct Draft: Identifiable { let id = 1 }

    /// `Text("Hi").padding(4)`: 28 × (line + 8) with the fake measurer, the text at (4, 4).
    func expectPresenterOnly(_ r: LayoutResult, sourceLocation: SourceLocation = #_sourceLocation) {
        expectFrame(r.root.frame, rect(0, 0, 28, line + 8), sourceLocation: sourceLocation)
        expectFrame(r.root[0].frame, rect(4, 4, 20, line), sourceLocation: sourceLocation)
        #expect(r.root.children.count == 1, sourceLocation: sourceLocation)
    }

    @Test func aPresentationThatIsNotShownLeavesThePresenterAsItIs() {
        let hidden = Binding.constant(false)
        let none = Binding<Draft?>.constant(nil)
        let results = [
            layout(Text("Hi").padding(4).sheet(isPresented: hidden) { Text("Sheet").frame(width: 500) }),
            layout(Text("Hi").padding(4).sheet(item: none) { _ in Text("Sheet") }),
            layout(Text("Hi").padding(4).fullScreenCover(isPresented: hidden) { Color.red }),
            layout(Text("Hi").padding(4).popover(isPresented: hidden, arrowEdge: .bottom) { Text("Tip") }),
            layout(Text("Hi").padding(4).alert("Delete?", isPresented: hidden) { Button("Delete") {} } message: { Text("Gone") }),
            layout(Text("Hi").padding(4).confirmationDialog("Share", isPresented: hidden, titleVisibility: .visible) {
                Button("Copy") {}
            }),
            layout(Text("Hi").padding(4).inspector(isPresented: hidden) { Text("Details") }),
        ]
        for r in results {
            expectPresenterOnly(r)
            #expect(r.diagnostics.isEmpty)
        }
    }

    @Test func aPresentationShownAtFirstIsReportedAndNotDrawn() {
        let shown = Binding.constant(true)
        let cases: [(LayoutResult, String)] = [
            (layout(Text("Hi").padding(4).sheet(isPresented: shown) { Text("Sheet") }), "sheet(isPresented:)"),
            (layout(Text("Hi").padding(4).sheet(item: .constant(Draft())) { _ in Text("Sheet") }), "sheet(item:)"),
            (layout(Text("Hi").padding(4).alert(Text("Offline"), isPresented: shown, presenting: 3) { n in
                Button("Retry \(n)") {}
            }), "alert"),
        ]
        for (r, name) in cases {
            expectPresenterOnly(r)
            #expect(r.diagnostics == [.presentationNotDrawn(name)])
        }
        // `presenting:` nil: nothing is shown even though the binding is true.
        let noData: Int? = nil
        let r = layout(Text("Hi").padding(4).confirmationDialog("Share", isPresented: shown, presenting: noData) { _ in
            Button("Copy") {}
        })
        #expect(r.diagnostics.isEmpty)
    }
}
