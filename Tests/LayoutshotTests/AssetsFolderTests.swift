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

    @Test func assetsOnTheCommandLineMayBeAnyFolder() throws {
        let (_, repo) = try folders()
        try "#Preview(traits: .sizeThatFitsLayout) { Image(\"secret\") }\n".write(to: repo.appendingPathComponent("a.swift"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["layout", "a.swift", "--assets", "../outside"], in: repo)
        #expect(r.status == 0, "\(r.stderr)")
        // 64 × 32 pixels at scale 1 are 64 × 32 points.
        #expect(r.text.hasPrefix("Image \"secret\" (0, 0, 64, 32) ← 64×32"), "\(r.text)")
        let missing = try CLI.run(["layout", "a.swift", "--assets", "img"], in: repo)
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("a.swift:1:41: error: no image named 'secret' in the assets folder img (looked for"), "\(missing.stderr)")
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
        #expect(overridden.status == 65)
        #expect(overridden.stderr.contains("no image named 'star' in the assets folder ../outside"), "\(overridden.stderr)")
    }
}
