import Foundation
import Layoutshot
@testable import LayoutshotTesting
import Testing

private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__snapshots__/RecordTraitTests")

/// A suite under `.layoutSnapshots(record: .missing)`: a missing reference is recorded, whatever
/// `LAYOUTSHOT_RECORD` or the CI detection would say.
@Suite(.layoutSnapshots(record: .missing)) struct RecordTraitMissingTests {
    @Test func aMissingReferenceIsRecordedUnderTheTrait() throws {
        let reference = folder.appendingPathComponent("aMissingReferenceIsRecordedUnderTheTrait.fresh.txt")
        try? FileManager.default.removeItem(at: reference)
        defer { try? FileManager.default.removeItem(at: reference) }
        assertLayoutSnapshot(of: Text("recorded by the trait"), named: "fresh")
        #expect(try String(contentsOf: reference, encoding: .utf8).hasPrefix(#"Text "recorded by the trait""#))
    }

    @Test(.layoutSnapshots(record: .never)) func aTestsTraitWinsOverItsSuites() {
        #expect(LayoutSnapshotTrait.current == .never)
    }
}

/// A suite under `.layoutSnapshots(record: .never)`: the same missing reference fails and nothing is written,
/// unless the assertion's own `record:` says otherwise.
@Suite(.layoutSnapshots(record: .never)) struct RecordTraitNeverTests {
    @Test func aMissingReferenceIsNotRecordedUnderNever() {
        let reference = folder.appendingPathComponent("aMissingReferenceIsNotRecordedUnderNever.fresh.txt")
        defer { AttachmentTests.cleanUp("aMissingReferenceIsNotRecordedUnderNever.fresh", in: folder) }
        withKnownIssue {
            assertLayoutSnapshot(of: Text("recorded by the trait"), named: "fresh")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("has no reference (record mode never)") }
        }
        #expect(!FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func theAssertionsArgumentWinsOverTheTrait() throws {
        let reference = folder.appendingPathComponent("theAssertionsArgumentWinsOverTheTrait.fresh.txt")
        try? FileManager.default.removeItem(at: reference)
        defer { try? FileManager.default.removeItem(at: reference) }
        assertLayoutSnapshot(of: Text("recorded by the argument"), named: "fresh", record: .missing)
        #expect(FileManager.default.fileExists(atPath: reference.path))
    }
}

/// The order of `resolvedRecordMode`: argument, trait, `LAYOUTSHOT_RECORD`, the CI detection.
@Suite struct RecordModePrecedenceTests {
    @Test func eachSourceWinsOverTheOnesAfterIt() throws {
        let environment = ["LAYOUTSHOT_RECORD": "failed", "CI": "true"]
        #expect(try resolvedRecordMode(argument: .all, trait: .never, environment: environment) == .all)
        #expect(try resolvedRecordMode(argument: nil, trait: .never, environment: environment) == .never)
        #expect(try resolvedRecordMode(argument: nil, trait: nil, environment: environment) == .failed)
        #expect(try resolvedRecordMode(argument: nil, trait: nil, environment: ["CI": "true"]) == .never)
        #expect(try resolvedRecordMode(argument: nil, trait: nil, environment: [:]) == .missing)
    }

    @Test func aTraitLeavesABadVariableUnread() throws {
        #expect(try resolvedRecordMode(argument: nil, trait: .missing, environment: ["LAYOUTSHOT_RECORD": "true"]) == .missing)
        #expect(throws: RecordModeError(value: "true")) {
            try resolvedRecordMode(argument: nil, trait: nil, environment: ["LAYOUTSHOT_RECORD": "true"])
        }
    }

    @Test func noTraitOutsideOne() {
        #expect(LayoutSnapshotTrait.current == nil)
    }
}
