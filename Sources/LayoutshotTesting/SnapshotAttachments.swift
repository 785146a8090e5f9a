import Foundation
import Layoutshot
import Testing

/// A failing snapshot's files attached to the Swift Testing run (`Attachment.record`): the reference, the
/// actual file and the diff image as `SnapshotEngine` made them (`SnapshotVerification.attachments`), and for a
/// text snapshot (frames, SVG) whose reference was read, `diff.txt`, the two texts' line diff (`LineDiff`). Each
/// is named `<snapshot>.<file>`: `card.reference.png`, `card.actual.png`, `card.diff.png`, `card.diff.txt`.
/// `swift test --attachments-path DIR` saves them (Xcode shows them with the test). The bytes are `[UInt8]`,
/// which the Testing module itself makes attachable (`Data`'s conformance is in the Foundation cross-import
/// overlay, which this target's build does not find).
///
/// Corelibs XCTest (Linux) has no `XCTAttachment`: under XCTest the same files are only the `__Failures__`
/// folder's.
enum SnapshotAttachments {
    /// The attachments of a failure of `snapshot` (`test.name`), in the order recorded.
    static func attachments(of verification: SnapshotVerification, snapshot: String) -> [Attachment<[UInt8]>] {
        var files = verification.attachments
        for file in verification.files where file.state == .mismatches {
            guard ["txt", "svg"].contains(file.url.pathExtension), let existing = file.existing else { continue }
            let diff = LineDiff.unified(reference: String(decoding: existing, as: UTF8.self),
                                        actual: String(decoding: file.bytes, as: UTF8.self),
                                        name: file.readURL.lastPathComponent)
            files.append(DiffAttachment(name: "diff.txt", data: Data(diff.utf8), label: "text diff"))
        }
        return files.map { Attachment([UInt8]($0.data), named: "\(snapshot).\($0.name)") }
    }

    /// Sees the attachments before they are recorded, for tests (`$observer.withValue { … }`).
    @TaskLocal static var observer: (@Sendable ([Attachment<[UInt8]>]) -> Void)?

    /// Records the failure's attachments in the running Swift Testing test, at `location`.
    static func record(_ verification: SnapshotVerification, snapshot: String, at location: SourceLocation) {
        let attachments = attachments(of: verification, snapshot: snapshot)
        observer?(attachments)
        for attachment in attachments { Attachment.record(attachment, sourceLocation: location) }
    }
}
