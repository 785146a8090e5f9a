import Foundation
import Testing
@testable import LayoutCore

/// Modifiers that never change a picture (Modifiers/NoOp/NoOpModifiers.swift, docs/BEHAVIOUR.md §3).
@Suite struct NoOpModifierTests {
    /// `Text("Hi")` is 20 wide with the fake measurer; padding 4 adds 8 to each axis and places the text at (4, 4),
    /// with or without autocorrection.
    @Test func autocorrectionDisabledChangesNoFrame() {
        for r in [layout(Text("Hi").padding(4).autocorrectionDisabled()),
                  layout(Text("Hi").padding(4).autocorrectionDisabled(false))] {
            expectFrame(r.root.frame, rect(0, 0, 28, line + 8))
            expectFrame(r.root[0].frame, rect(4, 4, 20, line))
            #expect(r.root.decorations.isEmpty)
        }
    }
}
