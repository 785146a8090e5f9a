import Foundation
import Testing
@testable import Snapshots

/// A fresh empty folder, removed after `body`.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

@Suite struct RecordModes {
    @Test func whatEachModeWrites() {
        let table: [RecordMode: [ReferenceState]] = [
            .all: [.missing, .matches, .mismatches],
            .missing: [.missing],
            .failed: [.missing, .mismatches],
            .never: [],
        ]
        for mode in RecordMode.allCases {
            for state in [ReferenceState.missing, .matches, .mismatches] {
                #expect(mode.writes(state) == table[mode]!.contains(state), "\(mode) \(state)")
            }
        }
        #expect(RecordMode(rawValue: "failed") == .failed)
    }

    @Test func atomicWrite() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("deep/er/file.txt")
            #expect(try AtomicFile.write(Data("one".utf8), to: url))
            #expect(try AtomicFile.write(Data("one".utf8), to: url) == false)
            #expect(try AtomicFile.write(Data("two".utf8), to: url))
            #expect(FileManager.default.contents(atPath: url.path) == Data("two".utf8))
            // No temporary file is left behind.
            #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["file.txt"])
        }
    }
}

@Suite struct ReferenceStores {
    static let here = RenderEnvironment(cairo: "1.16.0", pango: "1.52.0", harfBuzz: "6.0.0", freeType: "2.12.1",
                                        fonts: ["Inter-Regular.otf": "aa"])
    static let elsewhere: RenderEnvironment = {
        var environment = here
        environment.pango = "1.50.12"
        return environment
    }()

    static let frames = "VStack (0, 0, 20, 10) ← 20×nil\n  Text \"Title\" (0, 0, 12, 10) ← 20×nil\n"
    static let movedFrames = "VStack (0, 0, 20, 12) ← 20×nil\n  Text \"Title\" (0, 2, 12, 10) ← 20×nil\n"
    static let white = try! RGBAImage(width: 20, height: 10, color: .white).pngData()
    static let marked: Data = {
        var image = RGBAImage(width: 20, height: 10, color: .white)
        image.fill(x: 2, y: 3, width: 4, height: 2, with: .black)
        return try! image.pngData()
    }()

    static func store(_ folder: URL, _ mode: RecordMode, pixels: PixelDiffOptions = .exact) -> ReferenceStore {
        ReferenceStore(directory: folder, mode: mode, pixelOptions: pixels, environment: here)
    }

    static func snapshot(frames: String? = frames, png: Data? = white) -> Snapshot {
        Snapshot(name: "card", fixture: "002-basics", preview: "Card", frames: frames, png: png)
    }

    static func contents(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func neverWritesAndMissingFails() throws {
        try withTemporaryFolder { folder throws in
            let result = try Self.store(folder, .never).check(Self.snapshot())
            #expect(result.outcome == .missing(files: ["card.txt", "card.png"]))
            #expect(result.outcome.isFailure)
            #expect(try Self.contents(folder) == [])
        }
    }

    @Test func missingRecordsThenMatches() throws {
        try withTemporaryFolder { folder throws in
            let store = Self.store(folder, .missing)
            let first = try store.check(Self.snapshot())
            #expect(first.outcome == .recorded)
            #expect(!first.outcome.isFailure)
            #expect(try Self.contents(folder) == ["card.png", "card.txt"])
            #expect(FileManager.default.contents(atPath: first.framesURL.path) == Data(Self.frames.utf8))
            let png = FileManager.default.contents(atPath: first.pictureURL.path)!
            #expect(try RenderEnvironment.recorded(in: png) == Self.here)
            #expect(try RGBAImage(png: png) == RGBAImage(png: Self.white))

            let second = try store.check(Self.snapshot())
            #expect(second.outcome == .matched)
            #expect(second.written == [])
        }
    }

    @Test func aResultWithoutItsPayloadKeepsTheFacts() throws {
        try withTemporaryFolder { folder throws in
            let store = Self.store(folder, .missing)
            _ = try store.check(Self.snapshot())
            let failed = try store.check(Self.snapshot(frames: Self.frames, png: Self.marked))
            let light = failed.withoutPayload()
            #expect(light.snapshot.png == nil && light.snapshot.frames == nil)
            #expect(light.referencePNG == nil && light.referenceFrames == nil && light.diffPNG == nil)
            #expect(light.outcome == failed.outcome && light.outcome.isFailure)
            #expect(light.name == "card" && light.pictureURL == failed.pictureURL)
            #expect(light.pixels?.differentPixels == 8 && failed.pixels?.differentPixels == 8)
        }
    }

    @Test func missingModeFailsOnMismatchAndLeavesTheReference() throws {
        try withTemporaryFolder { folder throws in
            _ = try Self.store(folder, .missing).check(Self.snapshot())
            let before = try Data(contentsOf: folder.appendingPathComponent("card.txt"))
            let result = try Self.store(folder, .missing).check(Self.snapshot(frames: Self.movedFrames))
            #expect(result.outcome == .failed(reasons: ["resized VStack: (0, 0) 20×10 → (0, 0) 20×12", "moved Text \"Title\": (0, 0) 12×10 → (0, 2) 12×10"]))
            #expect(result.geometry?.changes.count == 2)
            #expect(try Data(contentsOf: folder.appendingPathComponent("card.txt")) == before)
        }
    }

    @Test func failedModeRewritesOnlyWhatMismatches() throws {
        try withTemporaryFolder { folder throws in
            _ = try Self.store(folder, .missing).check(Self.snapshot())
            let pngBefore = try Data(contentsOf: folder.appendingPathComponent("card.png"))
            let result = try Self.store(folder, .failed).check(Self.snapshot(frames: Self.movedFrames))
            #expect(result.outcome == .updated(reasons: ["resized VStack: (0, 0) 20×10 → (0, 0) 20×12", "moved Text \"Title\": (0, 0) 12×10 → (0, 2) 12×10"]))
            #expect(result.written.map(\.lastPathComponent) == ["card.txt"])
            #expect(try String(contentsOf: folder.appendingPathComponent("card.txt"), encoding: .utf8) == Self.movedFrames)
            #expect(try Data(contentsOf: folder.appendingPathComponent("card.png")) == pngBefore)
        }
    }

    @Test func allRewritesOnlyChangedBytes() throws {
        try withTemporaryFolder { folder throws in
            _ = try Self.store(folder, .missing).check(Self.snapshot())
            #expect(try Self.store(folder, .all).check(Self.snapshot()).outcome == .matched)
            // Same pixels recorded elsewhere: `all` records this machine's environment.
            let store = ReferenceStore(directory: folder, mode: .all, environment: Self.elsewhere)
            let result = try store.check(Self.snapshot())
            #expect(result.outcome == .updated(reasons: ["environment recorded anew: Pango 1.52.0 → 1.50.12"]))
            #expect(result.written.map(\.lastPathComponent) == ["card.png"])
            // A mismatch under `all` is rewritten too.
            let moved = try Self.store(folder, .all).check(Self.snapshot(frames: Self.movedFrames, png: Self.marked))
            #expect(moved.outcome.name == "updated")
            #expect(moved.written.count == 2)
        }
    }

    /// The reference was recorded with Pango 1.50.12; this machine has 1.52.0 and the pixels differ.
    @Test func environmentComesFirst() throws {
        try withTemporaryFolder { folder throws in
            _ = try ReferenceStore(directory: folder, mode: .missing, environment: Self.elsewhere).check(Self.snapshot())
            let result = try Self.store(folder, .missing).check(Self.snapshot(png: Self.marked))
            #expect(result.outcome == .failed(reasons: [
                "the reference was recorded with Pango 1.50.12, this machine has 1.52.0 — re-record on this machine",
                "pixels: 8 pixels differ (4 %), above the 0 allowed; colour threshold 0; within x 2…5, y 3…4",
            ]))
            #expect(result.environmentDifferences == [.library(name: "Pango", reference: "1.50.12", current: "1.52.0")])
            #expect(result.pixels?.differentPixels == 8)
            let diff = try RGBAImage(png: #require(result.diffPNG))
            #expect(diff[2, 3] == .init(255, 0, 0))
            #expect(diff[0, 0] == .white)
        }
    }

    @Test func pictureWithoutEnvironmentIsAccepted() throws {
        try withTemporaryFolder { folder throws in
            try Self.white.write(to: folder.appendingPathComponent("card.png"))
            let same = try Self.store(folder, .never).check(Self.snapshot(frames: nil))
            #expect(same.outcome == .matched)
            #expect(same.referenceEnvironment == nil)
            let different = try Self.store(folder, .never).check(Self.snapshot(frames: nil, png: Self.marked))
            #expect(different.outcome.reasons.last
                    == "card.png does not record the environment it was rendered in (unknown environment)")
        }
    }

    @Test func allowanceLetsSmallDifferencesPass() throws {
        try withTemporaryFolder { folder throws in
            _ = try Self.store(folder, .missing).check(Self.snapshot(frames: nil))
            let result = try Self.store(folder, .never, pixels: .init(maxDiffPixels: 8)).check(Self.snapshot(frames: nil, png: Self.marked))
            #expect(result.outcome == .matched)
            #expect(result.pixels?.differentPixels == 8)
        }
    }

    @Test func damagedReference() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("card.png")
            try Data("version https://git-lfs.github.com/spec/v1\noid sha256:ab\nsize 9\n".utf8).write(to: url)
            let failing = try Self.store(folder, .never).check(Self.snapshot(frames: nil))
            #expect(failing.outcome == .failed(reasons: [
                "reference picture card.png: not a PNG but a Git LFS pointer (sha256:ab, 9 bytes): run `git lfs pull` to fetch the picture",
            ]))
            let fixed = try Self.store(folder, .failed).check(Self.snapshot(frames: nil))
            #expect(fixed.outcome.name == "updated")
            #expect(try RGBAImage(png: Data(contentsOf: url)) == RGBAImage(png: Self.white))
        }
    }

    @Test func partlyMissing() throws {
        try withTemporaryFolder { folder throws in
            try Data(Self.frames.utf8).write(to: folder.appendingPathComponent("card.txt"))
            #expect(try Self.store(folder, .never).check(Self.snapshot()).outcome == .missing(files: ["card.png"]))
            // `missing` writes the absent picture even though the dump fails.
            let result = try Self.store(folder, .missing).check(Self.snapshot(frames: Self.movedFrames))
            #expect(result.outcome.isFailure)
            #expect(result.written.map(\.lastPathComponent) == ["card.png"])
        }
    }

    @Test func dumpsTheDiffCannotReadAreComparedByLine() throws {
        try withTemporaryFolder { folder throws in
            try Data("not a dump\nsecond\n".utf8).write(to: folder.appendingPathComponent("card.txt"))
            let result = try Self.store(folder, .never).check(Self.snapshot(png: nil))
            #expect(result.outcome.reasons
                    == ["the frame dump differs at line 1: expected `not a dump`, got `VStack (0, 0, 20, 10) ← 20×nil`"])
        }
    }

    @Test func namesMayHoldFolders() throws {
        try withTemporaryFolder { folder throws in
            let snapshot = Snapshot(name: "group/card", frames: Self.frames, png: nil)
            #expect(try Self.store(folder, .missing).check(snapshot).outcome == .recorded)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("group/card.txt").path))
        }
    }
}
