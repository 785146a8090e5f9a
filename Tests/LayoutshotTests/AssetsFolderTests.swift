import Foundation
import Testing

/// Images inside the project (issue 18 §8), through the real executable: the fixture's folder, or `--assets DIR`
/// from the command line (any folder: the user chose it) or from a fixture's directive (only a folder inside
/// the fixture's own).
@Suite struct AssetsFolderTests {
    /// A PNG header for a `width` × `height` image: all the layout reads.
    static func pngHeader(_ width: UInt32, _ height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for word in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> $0) } }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    /// `dir/outside/secret.png` (64 × 32 px) and `dir/repo/img/star.png` (20 × 10 px).
    func folders() throws -> (dir: URL, repo: URL) {
        let dir = try temporaryFolder()
        let repo = dir.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("img"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try Self.pngHeader(64, 32).write(to: dir.appendingPathComponent("outside/secret.png"))
        try Self.pngHeader(20, 10).write(to: repo.appendingPathComponent("img/star.png"))
        return (dir, repo)
    }

    @Test func anImageOutsideTheFixturesFolderIsALocatedErrorAndNothingIsWritten() throws {
        let (dir, repo) = try folders()
        try "#Preview {\n    Image(\"../outside/secret\")\n}\n".write(to: repo.appendingPathComponent("a.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: repo.appendingPathComponent("photo.png").path,
                                                   withDestinationPath: dir.appendingPathComponent("outside/secret.png").path)
        try "#Preview { Image(\"photo\") }\n".write(to: repo.appendingPathComponent("b.swift"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["render", ".", "--out", "out"], in: repo)
        #expect(r.status == 65)
        #expect(r.stderr.contains("a.swift:2:5: error: the image '../outside/secret' is outside the fixture's folder: an image name may not contain '..'"), "\(r.stderr)")
        #expect(r.stderr.contains("b.swift:1:12: error: the image 'photo' is outside the fixture's folder: photo.png leads out of it through a symbolic link"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: repo.appendingPathComponent("out").path))
    }

    /// A compiled fixture's program looks for images by the same rules — in the sandbox, which holds only the
    /// fixture's folder, and unsandboxed (`--trust-fixtures`), where the rule alone keeps it in: the file outside
    /// is not read (its 64 × 32 pixels would make the image 64 × 32 points), and the image is SwiftUI's missing
    /// one, with its warning.
    @Test(arguments: [[], ["--trust-fixtures"]])
    func aCompiledFixtureReadsNoImageOutsideItsFolder(_ trust: [String]) throws {
        let (dir, repo) = try folders()
        try FileManager.default.createSymbolicLink(atPath: repo.appendingPathComponent("photo.png").path,
                                                   withDestinationPath: dir.appendingPathComponent("outside/secret.png").path)
        let source = NothingLostAttackTests.compiledLayout
            + "#Preview(traits: .sizeThatFitsLayout) { Pass { Image(\"../outside/secret\"); Image(\"photo\"); Image(\"img/star\") } }\n"
        try source.write(to: repo.appendingPathComponent("c.swift"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["layout", "c.swift"] + trust, in: repo, cache: SandboxTests.sharedCache)
        #expect(r.status == 0, "\(r.stderr)")
        for name in ["../outside/secret", "photo"] {
            #expect(r.stderr.contains("c.swift:5:1: warning: No image named '\(name)' found"), "\(r.stderr)")
            // A missing image is 0 × 0, centred in the 10 × 10 Pass (which places none of its subviews).
            #expect(r.text.contains("Image \"\(name)\" (5, 5, 0, 0)"), "\(r.text)")
        }
        // The one inside is read: 20 × 10 pixels, centred likewise.
        #expect(r.text.contains("Image \"img/star\" (-5, 0, 20, 10)"), "\(r.text)")
        #expect(!r.text.contains(", 64, 32)"))
    }

    @Test func assetsOnTheCommandLineMayBeAnyFolder() throws {
        let (_, repo) = try folders()
        try "#Preview(traits: .sizeThatFitsLayout) { Image(\"secret\") }\n".write(to: repo.appendingPathComponent("a.swift"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["layout", "a.swift", "--assets", "../outside"], in: repo)
        #expect(r.status == 0, "\(r.stderr)")
        // 64 × 32 pixels at scale 1 are 64 × 32 points.
        #expect(r.text.hasPrefix("Image \"secret\" (0, 0, 64, 32) ← 64×32"), "\(r.text)")
        // Not there: drawn empty with SwiftUI's warning, naming the folder (docs/BEHAVIOUR.md §12).
        let missing = try CLI.run(["layout", "a.swift", "--assets", "img"], in: repo)
        #expect(missing.status == 0)
        #expect(missing.stderr.contains("warning: No image named 'secret' found in asset catalog; it is drawn empty, as in SwiftUI"
                                        + " (looked for secret.png"), "\(missing.stderr)")
        #expect(missing.stderr.contains("in the assets folder img)"), "\(missing.stderr)")
    }

    @Test func aDirectiveNamesOnlyAnAssetsFolderInsideTheFixturesFolder() throws {
        let (_, repo) = try folders()
        let sub = repo.appendingPathComponent("ui")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: sub.appendingPathComponent("art"), withIntermediateDirectories: true)
        try Self.pngHeader(40, 20).write(to: sub.appendingPathComponent("art/star@2x.png"))
        // Relative to the fixture's folder, not the current one.
        try "// layoutshot: --assets art\n#Preview(traits: .sizeThatFitsLayout) { Image(\"star\") }\n".write(to: sub.appendingPathComponent("ok.swift"), atomically: true, encoding: .utf8)
        let ok = try CLI.run(["layout", "ui/ok.swift"], in: repo)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.text.hasPrefix("Image \"star\" (0, 0, 20, 10) ← 20×10"), "\(ok.text)")
        for (folder, why) in [("../outside", "may not contain '..'"), ("/tmp", "is a folder inside the fixture's folder, not an absolute path")] {
            try "// layoutshot: --assets \(folder)\n#Preview(traits: .sizeThatFitsLayout) { Image(\"secret\") }\n"
                .write(to: sub.appendingPathComponent("bad.swift"), atomically: true, encoding: .utf8)
            let bad = try CLI.run(["layout", "ui/bad.swift"], in: repo)
            #expect(bad.status == 65)
            #expect(bad.stderr.contains("ui/bad.swift:1:1: error: in the layoutshot directive: --assets \(folder): "), "\(bad.stderr)")
            #expect(bad.stderr.contains(why), "\(bad.stderr)")
        }
        // A link inside the fixture's folder that leads out of it.
        try FileManager.default.createSymbolicLink(atPath: sub.appendingPathComponent("elsewhere").path, withDestinationPath: "../../outside")
        try "// layoutshot: --assets elsewhere\n#Preview(traits: .sizeThatFitsLayout) { Image(\"secret\") }\n".write(to: sub.appendingPathComponent("bad.swift"), atomically: true, encoding: .utf8)
        let link = try CLI.run(["layout", "ui/bad.swift"], in: repo)
        #expect(link.status == 65)
        #expect(link.stderr.contains("ui/bad.swift:1:1: error: in the layoutshot directive: --assets elsewhere: a directive's assets folder leads out of the fixture's folder through a symbolic link"), "\(link.stderr)")
        // The command line's --assets wins over the directive's.
        let overridden = try CLI.run(["layout", "ui/ok.swift", "--assets", "../outside"], in: repo)
        #expect(overridden.status == 0)
        #expect(overridden.stderr.contains("No image named 'star' found") && overridden.stderr.contains("in the assets folder ../outside)"),
                "\(overridden.stderr)")
    }

    /// An image set of `Assets.xcassets` next to the fixture, on both paths; the compiled program reads no file of
    /// the folder — it is given the images by name and size (the manifest) — so a note beside it is out of reach.
    @Test func assetCatalogsOnBothPathsAndNothingElseOfTheFolderForTheCompiledProgram() throws {
        let dir = try temporaryFolder()
        let set = dir.appendingPathComponent("Assets.xcassets/hero.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Self.pngHeader(120, 80).write(to: set.appendingPathComponent("hero@2x.png"))
        try Data(#"{"images":[{"filename":"hero@2x.png","idiom":"universal","scale":"2x"}]}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try "the secret note".write(to: dir.appendingPathComponent("secret-notes.txt"), atomically: true, encoding: .utf8)
        let fixture = """
        import SwiftUI
        import Foundation

        func note() -> String { (try? String(contentsOfFile: "\(dir.path)/secret-notes.txt", encoding: .utf8)) ?? "unreadable" }

        #Preview(traits: .sizeThatFitsLayout) {
            VStack(spacing: 0) {
                Image("hero")
                if UIImage(named: "hero") != nil { Color.red.frame(width: 5, height: 5) }
                Text(verbatim: note())
            }
        }
        """
        try fixture.write(to: dir.appendingPathComponent("hero.swift"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["layout", "hero.swift"], in: dir, cache: SandboxTests.sharedCache)
        #expect(r.status == 0, "\(r.stderr)")
        // 120 × 80 pixels at 2× are 60 × 40 points; UIImage(named:) finds it too; the note stays unread.
        let lines = r.text.split(separator: "\n")
        #expect(lines.contains { $0.contains("Image \"hero\" (") && $0.contains(", 0, 60, 40)") }, "\(r.text)")
        #expect(lines.contains { $0.contains("Color (") && $0.contains(", 40, 5, 5)") }, "\(r.text)")
        #expect(r.text.contains("Text \"unreadable\""), "\(r.text)")
        #expect(!r.text.contains("the secret note"))
        // The interpreter finds the same image set.
        try "#Preview(traits: .sizeThatFitsLayout) { Image(\"hero\") }\n".write(to: dir.appendingPathComponent("plain.swift"), atomically: true, encoding: .utf8)
        let interpreted = try CLI.run(["layout", "plain.swift"], in: dir)
        #expect(interpreted.text.contains("Image \"hero\" (0, 0, 60, 40)"), "\(interpreted.text) \(interpreted.stderr)")
    }

    /// The compiled program's images come from the folder the user chose (`--assets`) when there is one, not the
    /// fixture's, and its PNGs are only named to it: the file itself is not in the sandbox.
    @Test func aCompiledFixtureIsGivenTheChosenFoldersImagesAndNoFileOfThem() throws {
        let (_, repo) = try folders()
        // img/star.png is 20 × 10 px; a star of the fixture's own folder, 90 × 60 px at 3×, is 30 × 20 points.
        try Self.pngHeader(90, 60).write(to: repo.appendingPathComponent("star@3x.png"))
        let fixture = """
        import SwiftUI
        import Foundation

        func seen(_ path: String) -> String { FileManager.default.fileExists(atPath: path) ? "seen" : "unseen" }

        #Preview(traits: .sizeThatFitsLayout) {
            VStack(spacing: 0) {
                Image("star")
                Text(verbatim: seen("\(repo.path)/star@3x.png") + " " + seen("\(repo.path)/img/star.png"))
            }
        }
        """
        try fixture.write(to: repo.appendingPathComponent("c.swift"), atomically: true, encoding: .utf8)
        let own = try CLI.run(["layout", "c.swift"], in: repo, cache: SandboxTests.sharedCache)
        #expect(own.status == 0, "\(own.stderr)")
        #expect(own.text.split(separator: "\n").contains { $0.contains("Image \"star\" (") && $0.contains(", 0, 30, 20)") }, "\(own.text)")
        let chosen = try CLI.run(["layout", "c.swift", "--assets", "img"], in: repo, cache: SandboxTests.sharedCache)
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.text.split(separator: "\n").contains { $0.contains("Image \"star\" (") && $0.contains(", 0, 20, 10)") }, "\(chosen.text)")
        #expect(own.text.contains("Text \"unseen unseen\"") && chosen.text.contains("Text \"unseen unseen\""), "\(own.text) \(chosen.text)")
    }
}
