import Foundation
import Layoutshot
import LayoutshotTesting
import Testing
import XCTest

/// A small card used by the snapshot tests.
struct Card: View {
    var title = "Tiêu đề"
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline)
            Text("Phụ đề").foregroundStyle(.secondary)
        }
        .padding()
        .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 8))
    }
}

/// Swift Testing: references live in __Snapshots__/AssertLayoutSnapshotTests/ beside this file (committed).
@Suite struct AssertLayoutSnapshotTests {
    @Test func framesPNGAndSVGMatchTheirReferences() {
        assertLayoutSnapshot(of: Card(), named: "card", proposal: ProposedViewSize(width: 240, height: nil))
        assertLayoutSnapshot(of: Card(), as: .png, named: "card", proposal: ProposedViewSize(width: 240, height: nil))
        assertLayoutSnapshot(of: Card(), as: .svg, named: "card", proposal: ProposedViewSize(width: 240, height: nil))
    }

    @Test func unnamedSnapshotsAreNumbered() {
        assertLayoutSnapshot(of: Text("one"))
        assertLayoutSnapshot(of: Text("two"))
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/AssertLayoutSnapshotTests")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("unnamedSnapshotsAreNumbered.1.txt").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("unnamedSnapshotsAreNumbered.2.txt").path))
    }

    @Test func aChangedViewFailsWithWhatMovedAndWritesItsFiles() {
        // The reference "changed" was recorded from Card() with its default title; a longer title widens
        // the text, so the assertion must fail (a known issue here) and say so view by view.
        withKnownIssue {
            assertLayoutSnapshot(of: Card(title: "Một tiêu đề dài hơn"), named: "changed", record: .never,
                                 proposal: ProposedViewSize(width: 240, height: nil))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Text \"Một tiêu đề dài hơn\"") || $0.rawValue.contains("added: Text") }
        }
        let failures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/AssertLayoutSnapshotTests/__Failures__")
        #expect(FileManager.default.fileExists(atPath: failures.appendingPathComponent("aChangedViewFailsWithWhatMovedAndWritesItsFiles.changed.actual.txt").path))
        try? FileManager.default.removeItem(at: failures)
    }

    @Test func aMissingReferenceFailsInNeverMode() {
        withKnownIssue {
            assertLayoutSnapshot(of: Text("nothing recorded"), named: "absent", record: .never)
        }
    }
}

/// XCTest: the same function reports to XCTest here.
final class AssertLayoutSnapshotXCTests: XCTestCase {
    func testCardFrames() {
        assertLayoutSnapshot(of: Card(), named: "card", proposal: ProposedViewSize(width: 240, height: nil))
    }
}
