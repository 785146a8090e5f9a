import Foundation
import Layoutshot
@testable import LayoutshotTesting
import Testing

/// What a failing assertion attaches to the Swift Testing run, seen through `SnapshotAttachments.observer`
/// (the values handed to `Attachment.record`), not through the runner's output. References are recorded by
/// the test itself (from one view) and compared with another, then removed.
@Suite struct AttachmentTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__snapshots__/AttachmentTests")

    /// The attachments recorded while `body` runs.
    static func attachments(_ body: () -> Void) -> [Attachment<[UInt8]>] {
        let seen = Seen()
        SnapshotAttachments.$observer.withValue({ seen.append($0) }, operation: body)
        return seen.all
    }

    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [Attachment<[UInt8]>] = []
        func append(_ new: [Attachment<[UInt8]>]) { lock.withLock { items += new } }
        var all: [Attachment<[UInt8]>] { lock.withLock { items } }
    }

    /// Removes `snapshot`'s references and failure files from `folder`.
    static func cleanUp(_ snapshot: String, in folder: URL = folder) {
        let manager = FileManager.default
        for folder in [folder, folder.appendingPathComponent("__Failures__")] {
            for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(snapshot + ".") {
                try? manager.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }

    @Test func aFailingFrameSnapshotAttachesTheReferenceTheActualDumpAndTheirLineDiff() throws {
        let snapshot = "aFailingFrameSnapshotAttachesTheReferenceTheActualDumpAndTheirLineDiff.frames"
        defer { Self.cleanUp(snapshot) }
        assertLayoutSnapshot(of: Text("old words"), named: "frames", record: .all)
        let reference = try Data(contentsOf: Self.folder.appendingPathComponent(snapshot + ".txt"))
        var seen: [Attachment<[UInt8]>] = []
        withKnownIssue {
            seen = Self.attachments { assertLayoutSnapshot(of: Text("new words"), named: "frames", record: .never) }
        }
        #expect(seen.map(\.preferredName) == [snapshot + ".reference.txt", snapshot + ".actual.txt", snapshot + ".diff.txt"])
        guard seen.count == 3 else { return }
        #expect(seen[0].attachableValue == [UInt8](reference))
        #expect(String(decoding: seen[1].attachableValue, as: UTF8.self).hasPrefix(#"Text "new words""#))
        let diff = String(decoding: seen[2].attachableValue, as: UTF8.self).split(separator: "\n")
        #expect(diff.first == "--- reference \(snapshot).txt")
        #expect(diff.contains { $0.hasPrefix(#"-Text "old words""#) })
        #expect(diff.contains { $0.hasPrefix(#"+Text "new words""#) })
    }

    @Test func aFailingPictureAttachesTheReferenceTheActualPictureAndTheDiffImage() throws {
        let snapshot = "aFailingPictureAttachesTheReferenceTheActualPictureAndTheDiffImage.picture"
        defer { Self.cleanUp(snapshot) }
        assertLayoutSnapshot(of: Color.red.frame(width: 10, height: 10), as: .png, named: "picture", record: .all)
        let reference = try Data(contentsOf: Self.folder.appendingPathComponent(snapshot + ".png"))
        var seen: [Attachment<[UInt8]>] = []
        withKnownIssue {
            seen = Self.attachments {
                assertLayoutSnapshot(of: Color.blue.frame(width: 10, height: 10), as: .png, named: "picture", record: .never)
            }
        }
        #expect(seen.map(\.preferredName) == [snapshot + ".reference.png", snapshot + ".actual.png", snapshot + ".diff.png"])
        guard seen.count == 3 else { return }
        let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])   // PNG's file signature
        #expect(seen[0].attachableValue == [UInt8](reference))
        #expect(seen[1].attachableValue.prefix(8).elementsEqual(signature) && seen[1].attachableValue != [UInt8](reference))
        #expect(seen[2].attachableValue.prefix(8).elementsEqual(signature))
    }

    @Test func aMissingReferenceNotRecordedAttachesOnlyTheActualDump() {
        let snapshot = "aMissingReferenceNotRecordedAttachesOnlyTheActualDump.absent"
        defer { Self.cleanUp(snapshot) }
        var seen: [Attachment<[UInt8]>] = []
        withKnownIssue {
            seen = Self.attachments { assertLayoutSnapshot(of: Text("never recorded"), named: "absent", record: .never) }
        }
        #expect(seen.map(\.preferredName) == [snapshot + ".actual.txt"])
    }

    @Test func aPassAttachesNothing() {
        let seen = Self.attachments {
            assertLayoutSnapshot(of: Card(), named: "card", proposal: ProposedViewSize(width: 240, height: nil))
        }
        #expect(seen.isEmpty)
    }
}

/// The line diff of the `diff.txt` attachment, against diffs worked out by hand.
@Suite struct LineDiffTests {
    @Test func aChangedLineIsRemovedThenAdded() {
        #expect(LineDiff.unified(reference: "a\nb\nc\n", actual: "a\nB\nc\n", name: "r.txt")
                == "--- reference r.txt\n+++ actual\n a\n-b\n+B\n c\n")
    }

    @Test func anInsertedLineLeavesTheOthersKept() {
        #expect(LineDiff.unified(reference: "a\nc", actual: "a\nb\nc", name: "r")
                == "--- reference r\n+++ actual\n a\n+b\n c\n")
    }
}
