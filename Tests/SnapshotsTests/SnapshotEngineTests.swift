import Foundation
import Testing
@testable import Snapshots

/// `SnapshotEngine`: the one path `check` (`ReferenceStore`) and the test helpers (`Snapshotting.verify`) take.
@Suite struct SnapshotEngineTests {
    typealias Fixtures = ReferenceStores

    /// The test helpers' PNG format over pictures as given (no renderer needed), recording `Fixtures.here`.
    static let picture = Snapshotting<Data, Data>(pathExtension: "png", diffing: .png(environment: Fixtures.here)) { $0 }

    /// The same damaged reference, checked by `check`'s store and by a test helper's format: one message.
    @Test func checkAndTheHelpersSayTheSameAboutADamagedReference() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("card.png")
            try Data("version https://git-lfs.github.com/spec/v1\noid sha256:ab\nsize 9\n".utf8).write(to: url)
            let store = try Fixtures.store(folder, .never).check(Fixtures.snapshot(frames: nil))
            let helper = try Self.picture.verify(Fixtures.white, reference: url, mode: .never)
            #expect(helper.outcome == store.outcome)
            #expect(helper.outcome.reasons.first?.hasPrefix("reference picture card.png: not a PNG but a Git LFS pointer") == true)
            // What would be recorded, for a reviewer: the actual picture only (there is no reference to show).
            #expect(helper.attachments.map(\.name) == ["actual.png"])
        }
    }

    /// A reference shorter than a PNG's signature is a damaged reference, not a trap (`PNGMetadata` sliced
    /// the signature before checking it).
    @Test func aTinyReferenceIsDamagedNotACrash() throws {
        try withTemporaryFolder { folder throws in
            try Data("GIF8".utf8).write(to: folder.appendingPathComponent("card.png"))
            let result = try Fixtures.store(folder, .never).check(Fixtures.snapshot(frames: nil))
            #expect(result.outcome.isFailure)
            #expect(result.outcome.reasons.first?.hasPrefix("reference picture card.png: ") == true)
        }
    }

    /// Eight threads record one missing reference at once through a helper's format: the engine compares and
    /// writes under the folder's lock, so one records and the others then match it.
    @Test func helpersRecordUnderTheLockSoParallelRunsAgree() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("card.png")
            let outcomes = Outcomes()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let outcome = (try? Self.picture.verify(Fixtures.white, reference: url, mode: .missing).outcome) ?? .failed(reasons: ["threw"])
                outcomes.append(outcome)
            }
            #expect(outcomes.values.filter { $0 == .recorded }.count == 1)
            #expect(outcomes.values.filter { $0 == .matched }.count == 7)
            #expect(try RenderEnvironment.recorded(in: Data(contentsOf: url)) == Fixtures.here)
        }
    }

    /// When any file of a snapshot fails, the environment its picture was recorded in is said first, even if
    /// only the frame dump moved.
    @Test func theEnvironmentNoteComesFirstWhicheverFileFails() throws {
        try withTemporaryFolder { folder throws in
            _ = try ReferenceStore(directory: folder, mode: .missing, environment: Fixtures.elsewhere).check(Fixtures.snapshot())
            let result = try Fixtures.store(folder, .never).check(Fixtures.snapshot(frames: Fixtures.movedFrames))
            #expect(result.outcome == .failed(reasons: [
                "the reference was recorded with Pango 1.50.12, this machine has 1.52.0 — re-record on this machine",
                "resized VStack: (0, 0) 20×10 → (0, 0) 20×12", "moved Text \"Title\": (0, 0) 12×10 → (0, 2) 12×10",
            ]))
            // The pictures are equal: no pixel facts, no diff image.
            #expect(result.pixels == nil && result.diffPNG == nil)
        }
    }

    /// A failure's files: the actual file of each of the snapshot's files (the bytes a record would write) and
    /// the diff image, written as `<snapshot>.<file>` and named by what they are.
    @Test func failureFilesAreTheActualFilesAndTheDiff() throws {
        try withTemporaryFolder { folder throws in
            let store = Fixtures.store(folder.appendingPathComponent("refs"), .missing)
            _ = try store.check(Fixtures.snapshot())
            let failed = try store.check(Fixtures.snapshot(frames: Fixtures.movedFrames, png: Fixtures.marked))
            #expect(failed.failureFiles.map(\.name) == ["actual.txt", "actual.png", "diff.png"])
            #expect(failed.failureFiles[0].data == Data(Fixtures.movedFrames.utf8))
            #expect(try RGBAImage(png: failed.failureFiles[1].data) == RGBAImage(png: Fixtures.marked))
            #expect(try RenderEnvironment.recorded(in: failed.failureFiles[1].data) == Fixtures.here)
            let sink = Sink(folder: folder.appendingPathComponent("failures"))
            let lines = try FailureFiles.write(failed.failureFiles, of: "group/card", into: sink)
            let written = folder.appendingPathComponent("failures/group")
            #expect(lines == ["actual frames: \(written.path)/card.actual.txt", "actual picture: \(written.path)/card.actual.png",
                              "diff: \(written.path)/card.diff.png"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: written.path).sorted()
                    == ["card.actual.png", "card.actual.txt", "card.diff.png"])
            // A pass has none.
            #expect(try store.check(Fixtures.snapshot()).failureFiles.isEmpty)
        }
    }

    /// A picture within the allowance matches, and its differences are still drawn for the report.
    @Test func aPictureWithinTheAllowanceMatchesAndKeepsItsDiff() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("card.png")
            let allowing = Snapshotting<Data, Data>(pathExtension: "png",
                                                   diffing: .png(options: .init(maxDiffPixels: 8), environment: Fixtures.here)) { $0 }
            _ = try allowing.verify(Fixtures.white, reference: url, mode: .missing)
            let check = try allowing.verify(Fixtures.marked, reference: url, mode: .never)
            #expect(check.outcome == .matched)
            #expect(check.attachments.isEmpty && check.failureFiles.isEmpty)
            #expect(check.files.first?.comparison?.pixels?.differentPixels == 8)
            #expect(check.files.first?.comparison?.diffImage != nil)
        }
    }

    final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [SnapshotOutcome] = []
        func append(_ outcome: SnapshotOutcome) {
            lock.lock()
            values.append(outcome)
            lock.unlock()
        }
    }

    struct Sink: FailureFileSink {
        let folder: URL
        func write(_ files: [(name: String, data: Data)]) throws -> [URL] {
            try files.map { file in
                let url = folder.appendingPathComponent(file.name)
                try AtomicFile.write(file.data, to: url)
                return url
            }
        }
    }
}

/// One folder name for `check` and the test helpers, and the helpers' earlier name still read.
@Suite struct SnapshotFolders {
    static func testFile(in folder: URL) -> String { folder.appendingPathComponent("CardTests.swift").path }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func checkAndTheHelpersUseOneName() throws {
        try withTemporaryFolder { folder throws in
            #expect(SnapshotFolder.forFixture(at: folder.appendingPathComponent("card.swift").path).path
                    == folder.appendingPathComponent("__snapshots__").path)
            let helper = SnapshotFolder.TestFile(testFile: Self.testFile(in: folder))
            #expect(helper.folder.path == folder.appendingPathComponent("__snapshots__/CardTests").path)
            #expect(helper.earlier == nil)
            let reference = helper.reference("card.1.txt")
            #expect(reference.url.path == folder.appendingPathComponent("__snapshots__/CardTests/card.1.txt").path)
            #expect(reference.readURL == reference.url)
        }
    }

    /// A test file whose references are only in the earlier `__Snapshots__/<TestFile>/` keeps that folder:
    /// read, recorded into, failures beside it.
    @Test func anEarlierFolderAloneStaysTheTestFilesFolder() throws {
        try withTemporaryFolder { folder throws in
            let old = folder.appendingPathComponent("__Snapshots__/CardTests")
            try Self.write(ReferenceStores.frames, to: old.appendingPathComponent("card.1.txt"))
            let helper = SnapshotFolder.TestFile(testFile: Self.testFile(in: folder))
            #expect(helper.folder.path == old.path)
            #expect(helper.reference("card.1.txt").url.path == old.appendingPathComponent("card.1.txt").path)
            #expect(helper.reference("card.1.txt").readURL.path == old.appendingPathComponent("card.1.txt").path)
            // A new snapshot of that test file is recorded there too.
            #expect(helper.reference("other.1.txt").url.path == old.appendingPathComponent("other.1.txt").path)
        }
    }

    /// With both folders, references are recorded in the new one; one only the old folder holds is still read,
    /// matches from there, and a rewrite puts it in the new folder.
    @Test func withBothTheOldIsStillReadAndTheNewWritten() throws {
        try withTemporaryFolder { folder throws in
            let old = folder.appendingPathComponent("__Snapshots__/CardTests")
            let new = folder.appendingPathComponent("__snapshots__/CardTests")
            try Self.write(ReferenceStores.frames, to: old.appendingPathComponent("card.1.txt"))
            try Self.write(ReferenceStores.frames, to: new.appendingPathComponent("both.1.txt"))
            try Self.write("old", to: old.appendingPathComponent("both.1.txt"))
            let helper = SnapshotFolder.TestFile(testFile: Self.testFile(in: folder))
            #expect(helper.folder.path == new.path && helper.earlier?.path == old.path)
            #expect(helper.reference("both.1.txt").readURL.path == new.appendingPathComponent("both.1.txt").path)
            let card = helper.reference("card.1.txt")
            #expect(card.url.path == new.appendingPathComponent("card.1.txt").path)
            #expect(card.readURL.path == old.appendingPathComponent("card.1.txt").path)

            let frames = Snapshotting<String, String>(pathExtension: "txt", diffing: .frames) { $0 }
            #expect(try frames.verify(ReferenceStores.frames, reference: card.url, readingFrom: card.readURL, mode: .never).outcome
                    == .matched)
            #expect(!FileManager.default.fileExists(atPath: card.url.path))
            let moved = try frames.verify(ReferenceStores.movedFrames, reference: card.url, readingFrom: card.readURL, mode: .failed)
            #expect(moved.outcome == .updated(reasons: ["resized VStack: (0, 0) 20×10 → (0, 0) 20×12", "moved Text \"Title\": (0, 0) 12×10 → (0, 2) 12×10"]))
            #expect(moved.written.map(\.path) == [card.url.path])
            #expect(try String(contentsOf: card.url, encoding: .utf8) == ReferenceStores.movedFrames)
            #expect(try String(contentsOf: card.readURL, encoding: .utf8) == ReferenceStores.frames)
        }
    }
}
