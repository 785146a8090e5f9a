import Testing
import Foundation
@testable import LayoutCore

@Test func nameValueRow() {
    let view = HStack {
        Text("Name")
        Spacer()
        Text("Value")
    }.font(.system(size: 20))
    let result = LayoutEngine.layout(view, proposal: ProposedViewSize(width: 320, height: 44),
                                     measurer: FixedAdvanceTextMeasurer())
    print(result.root.textDump())
    print(result.diagnostics)
}
