import Foundation
import LayoutCore
import Rendering
import Testing
@testable import Snapshots

@Suite struct SnapshottingStrategies {
    static func box(_ width: CGFloat, _ color: Color = .red) -> LayoutResult {
        layout(color.frame(width: width, height: 20))
    }

    @Test func framesRecordMatchAndDiff() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("box.txt")
            let strategy = Snapshotting<LayoutResult, String>.frames
            #expect(strategy.pathExtension == "txt")
            let absent = try strategy.verify(Self.box(40), reference: url, mode: .never)
            #expect(absent.outcome == .missing(files: ["box.txt"]))
            #expect(absent.attachments.map(\.name) == ["actual.txt"])
            #expect(absent.attachments.first?.data == Data(Self.box(40).root.textDump().utf8))
            #expect(!FileManager.default.fileExists(atPath: url.path))
            #expect(try strategy.verify(Self.box(40), reference: url, mode: .missing).outcome == .recorded)
            #expect(try String(contentsOf: url, encoding: .utf8) == Self.box(40).root.textDump())
            #expect(try strategy.verify(Self.box(40), reference: url, mode: .never).outcome == .matched)
            // 40 → 44 points wide: the frame and the colour it proposes 44×20 to.
            let check = try strategy.verify(Self.box(44), reference: url, mode: .never)
            #expect(check.outcome == .failed(reasons: ["resized frame: (0, 0) 40×20 → (0, 0) 44×20",
                                                       "resized Color: (0, 0) 40×20 → (0, 0) 44×20, proposal 40×20 → 44×20"]))
            #expect(check.attachments.map(\.name) == ["reference.txt", "actual.txt"])
            #expect(try strategy.verify(Self.box(44), reference: url, mode: .failed).outcome.name == "updated")
            #expect(try strategy.verify(Self.box(44), reference: url, mode: .never).outcome == .matched)
        }
    }

    /// `CI` as runners set it (`true`, `1`) means CI; unset, empty, `0`, `false` and `no` do not.
    @Test(arguments: [("true", true), ("1", true), ("yes", true), ("TRUE", true), ("false", false), ("False", false),
                      ("0", false), ("no", false), ("", false)])
    func ciVariable(value: String, isCI: Bool) {
        #expect(RecordMode.isCI(["CI": value]) == isCI)
        #expect(RecordMode.default(environment: ["CI": value]) == (isCI ? .never : .missing))
    }

    /// The runners that do not set `CI` (Jenkins, Azure Pipelines) and those that set their own variable too,
    /// with the values their documentation gives; `CI` set to a false value still turns the detection off.
    @Test(arguments: [(["JENKINS_URL": "http://jenkins.example/"], true), (["TF_BUILD": "True"], true),
                      (["BUILDKITE": "true"], true), (["GITLAB_CI": "true"], true), (["GITHUB_ACTIONS": "true"], true),
                      (["CI": "", "TF_BUILD": "True"], true), (["CI": "false", "GITHUB_ACTIONS": "true"], false),
                      (["CI": "0", "JENKINS_URL": "http://jenkins.example/"], false), (["GITLAB_CI": "false"], false),
                      (["JENKINS_URL": ""], false), (["JENKINS_HOME": "/var/jenkins"], false)])
    func ciRunners(environment: [String: String], isCI: Bool) {
        #expect(RecordMode.isCI(environment) == isCI, "\(environment)")
        #expect(RecordMode.default(environment: environment) == (isCI ? .never : .missing))
    }

    /// `LAYOUTSHOT_RECORD`: a mode's name (any case, spaces ignored), unset or empty for none; anything else — what
    /// people try first, `true`, `1`, `yes` — is an error naming the four modes, never silently the default.
    @Test func theRecordVariableNamesAModeOrIsAnError() throws {
        #expect(try RecordMode.fromEnvironment(["LAYOUTSHOT_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.fromEnvironment(["LAYOUTSHOT_RECORD": " All "]) == .all)
        #expect(try RecordMode.fromEnvironment(["LAYOUTSHOT_RECORD": ""]) == nil)
        #expect(try RecordMode.fromEnvironment([:]) == nil)
        for value in ["true", "1", "yes", "record"] {
            #expect(throws: RecordModeError(value: value)) { try RecordMode.fromEnvironment(["LAYOUTSHOT_RECORD": value]) }
        }
        #expect(RecordModeError(value: "true").description
                == "LAYOUTSHOT_RECORD=true is not a record mode; use one of all, missing, failed, never")
    }

    @Test func noCIVariableRecordsMissingReferences() {
        #expect(!RecordMode.isCI([:]))
        #expect(RecordMode.default(environment: ["HOME": "/root"]) == .missing)
    }

    @Test func pngRecordsTheEnvironmentAndComparesPixels() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("box.png")
            try withRenderer { renderer throws in
                let strategy = Snapshotting<LayoutResult, Data>.png(renderer: renderer, options: plainOptions)
                #expect(try strategy.verify(Self.box(40), reference: url, mode: .never).outcome
                        == .missing(files: ["box.png"]))
                #expect(try strategy.verify(Self.box(40), reference: url, mode: .missing).outcome == .recorded)
                let stored = try Data(contentsOf: url)
                #expect(try RenderEnvironment.recorded(in: stored) == RenderEnvironment.current())
                #expect(try strategy.verify(Self.box(40), reference: url, mode: .never).outcome == .matched)
                // Blue for red: all 80×40 pixels at scale 2.
                let check = try strategy.verify(Self.box(40, .blue), reference: url, mode: .never)
                #expect(check.outcome == .failed(reasons: [
                    "pixels: 3200 pixels differ (100 %), above the 0 allowed; colour threshold 0; within x 0…79, y 0…39",
                ]))
                #expect(check.attachments.map(\.name) == ["reference.png", "actual.png", "diff.png"])
                let diff = try RGBAImage(png: check.attachments[2].data)
                #expect(diff[40, 20] == .init(255, 0, 0))
            }
        }
    }

    @Test func pngMismatchNamesTheEnvironmentFirst() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("box.png")
            var elsewhere = RenderEnvironment.current()
            elsewhere.pango = "1.0.0"
            try withRenderer { renderer throws in
                let old = Snapshotting<LayoutResult, Data>.png(renderer: renderer, options: plainOptions, environment: elsewhere)
                _ = try old.verify(Self.box(40), reference: url, mode: .missing)
                let new = Snapshotting<LayoutResult, Data>.png(renderer: renderer, options: plainOptions)
                // Same pixels: a match, whatever the environment.
                #expect(try new.verify(Self.box(40), reference: url, mode: .never).outcome == .matched)
                let reasons = try new.verify(Self.box(40, .blue), reference: url, mode: .never).outcome.reasons
                #expect(reasons.first == "the reference was recorded with Pango 1.0.0, this machine has "
                        + RenderEnvironment.current().pango + " — re-record on this machine")
                #expect(reasons.count == 2)
            }
        }
    }

    @Test func svgComparesText() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("box.svg")
            try withRenderer { renderer throws in
                let strategy = Snapshotting<LayoutResult, String>.svg(renderer: renderer, options: plainOptions)
                #expect(try strategy.verify(Self.box(40), reference: url, mode: .missing).outcome == .recorded)
                #expect(try strategy.verify(Self.box(40), reference: url, mode: .never).outcome == .matched)
                let reasons = try strategy.verify(Self.box(44), reference: url, mode: .never).outcome.reasons
                #expect(reasons.count == 1)
                #expect(reasons[0].hasPrefix("the text differs at line "))
            }
        }
    }

    @Test func damagedReferenceIsAMismatch() throws {
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("box.png")
            try Data("<html>".utf8).write(to: url)
            try withRenderer { renderer throws in
                let strategy = Snapshotting<LayoutResult, Data>.png(renderer: renderer, options: plainOptions)
                #expect(try strategy.verify(Self.box(40), reference: url, mode: .never).outcome
                        == .failed(reasons: ["reference picture box.png: not a PNG: it starts with the text \"<html>\""]))
                #expect(try strategy.verify(Self.box(40), reference: url, mode: .failed).outcome.name == "updated")
                #expect(try strategy.verify(Self.box(40), reference: url, mode: .never).outcome == .matched)
            }
        }
    }

    /// A new format is one value: here the canvas size as JSON, compared as text, over a view.
    @Test func aNewFormatIsOneValue() throws {
        let canvas = Snapshotting<LayoutResult, String>(pathExtension: "json", diffing: .lines) {
            "{\"width\": \($0.canvasSize.width), \"height\": \($0.canvasSize.height)}"
        }
        let overWidths: Snapshotting<CGFloat, String> = canvas.pullback { Self.box($0) }
        try withTemporaryFolder { folder throws in
            let url = folder.appendingPathComponent("canvas.json")
            #expect(try overWidths.verify(40, reference: url, mode: .all).outcome == .recorded)
            #expect(try String(contentsOf: url, encoding: .utf8) == "{\"width\": 40.0, \"height\": 20.0}")
            #expect(try overWidths.verify(50, reference: url, mode: .never).outcome.reasons
                    == ["the text differs at line 1 of 1: expected `{\"width\": 40.0, \"height\": 20.0}`, "
                        + "got `{\"width\": 50.0, \"height\": 20.0}`"])
        }
    }
}

/// `layoutshot check` matches unchanged references by their pixels without encoding the picture: what that
/// takes must be what the encoded picture and `ReferenceStore.check` say.
@Suite struct MatchingWithoutEncoding {
    @Test func aPictureDecodesToItsOpaquePixels() throws {
        try withRenderer { renderer throws in
            // 40×20 points at scale 2, red on the white background: every pixel opaque.
            let result = SnapshottingStrategies.box(40)
            let picture = try renderer.renderPicture(result, options: plainOptions)
            #expect(picture.width == 80 && picture.height == 40)
            #expect(picture.png == (try renderer.render(result, as: .png, options: plainOptions)))
            let decoded = try RGBAImage(png: picture.png)
            #expect(picture.opaqueRGBA() == decoded.pixels)
            // `.red` is iOS's system red, (255, 59, 48) in the light scheme.
            #expect(Array(picture.opaqueRGBA()!.prefix(4)) == [255, 59, 48, 255])
            // No background and a half-transparent colour: Cairo's pixels are premultiplied, so none is given.
            var clear = plainOptions
            clear.background = nil
            let faint = try renderer.renderPicture(SnapshottingStrategies.box(40, Color.red.opacity(0.5)), options: clear)
            #expect(faint.opaqueRGBA() == nil)
        }
    }

    @Test func onlyExactlyUnchangedReferencesMatchAsTheyAre() throws {
        try withTemporaryFolder { folder throws in
            let store = ReferenceStores.store(folder, .missing)
            let white = RGBAImage(width: 20, height: 10, color: .white).pixels
            func asIs(_ store: ReferenceStore, frames: String = ReferenceStores.frames, rgba: [UInt8] = white) -> SnapshotResult? {
                store.matchedAsIs(name: "card", fixture: "002-basics", preview: "Card", frames: frames, width: 20, height: 10, rgba: rgba)
            }
            #expect(asIs(store) == nil) // no references yet
            #expect(try store.check(ReferenceStores.snapshot()).outcome == .recorded)
            let checked = try store.check(ReferenceStores.snapshot()).withoutPayload()
            let matched = try #require(asIs(store))
            #expect(matched.outcome == .matched && checked.outcome == .matched)
            #expect(matched.framesURL == checked.framesURL && matched.pictureURL == checked.pictureURL)
            #expect(matched.name == "card" && matched.fixture == "002-basics" && matched.preview == "Card")
            #expect(matched.written == [] && matched.failureFiles == [] && matched.pixels == nil)
            var marked = RGBAImage(width: 20, height: 10, color: .white)
            marked[3, 4] = .black
            #expect(asIs(store, rgba: marked.pixels) == nil)
            #expect(asIs(store, frames: ReferenceStores.movedFrames) == nil)
            #expect(asIs(ReferenceStores.store(folder, .all)) == nil) // `all` rewrites even a match
            #expect(asIs(ReferenceStores.store(folder, .failed)) != nil)
            // Recorded elsewhere: a match says the environment, which `check` works out.
            let other = ReferenceStore(directory: folder, mode: .missing, environment: ReferenceStores.elsewhere)
            #expect(asIs(other) == nil)
        }
    }
}
