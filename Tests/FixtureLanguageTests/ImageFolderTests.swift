import Testing
import Foundation
import LayoutCore
@testable import FixtureLanguage

/// Images are read from inside their folder only (issue 18 §8): a name may hold subfolders, never `..`, and no
/// symbolic link may lead out of the folder.
@Suite struct ImageFolderTests {
    /// `root/outside/secret.png` (64 × 64) and `root/repo` with `icons/star.png` (20 × 10), `inside.png` → that
    /// star, `link.png` → the secret, `escape` → `../outside`, `up` → `..`.
    static func layout() throws -> (root: URL, repo: URL) {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("image-folders-\(UUID().uuidString)")
        let repo = root.appendingPathComponent("repo")
        try fm.createDirectory(at: repo.appendingPathComponent("icons"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try pngHeader(64, 64).write(to: root.appendingPathComponent("outside/secret.png"))
        try pngHeader(20, 10).write(to: repo.appendingPathComponent("icons/star.png"))
        try fm.createSymbolicLink(atPath: repo.appendingPathComponent("inside.png").path, withDestinationPath: "icons/star.png")
        try fm.createSymbolicLink(atPath: repo.appendingPathComponent("link.png").path,
                                  withDestinationPath: root.appendingPathComponent("outside/secret.png").path)
        try fm.createSymbolicLink(atPath: repo.appendingPathComponent("escape").path, withDestinationPath: "../outside")
        try fm.createSymbolicLink(atPath: repo.appendingPathComponent("up").path, withDestinationPath: "..")
        return (root, repo)
    }

    @Test func namesThatStayInsideTheFolderWork() throws {
        let (root, repo) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = FolderImageSource(directory: repo.path)
        // A subfolder, a "." and a symbolic link that stays inside.
        for name in ["icons/star", "./icons/star", "inside"] {
            #expect(source.image(named: name)?.size == CGSize(width: 20, height: 10), "\(name)")
        }
    }

    @Test(arguments: [
        ("../outside/secret", "the image '../outside/secret' is outside the fixture's folder: an image name may not contain '..'"),
        ("icons/../../outside/secret", "the image 'icons/../../outside/secret' is outside the fixture's folder: an image name may not contain '..'"),
        ("/etc/secret", "the image '/etc/secret' is outside the fixture's folder: an image name is a path inside that folder, not an absolute path"),
        ("link", "the image 'link' is outside the fixture's folder: link.png leads out of it through a symbolic link"),
        ("escape/secret", "the image 'escape/secret' is outside the fixture's folder: escape/secret.png leads out of it through a symbolic link"),
        ("up/outside/secret", "the image 'up/outside/secret' is outside the fixture's folder: up/outside/secret.png leads out of it through a symbolic link"),
    ])
    func namesThatLeadOutAreRefusedWithTheReason(name: String, message: String) throws {
        let (root, repo) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = FolderImageSource(directory: repo.path)
        #expect(source.image(named: name) == nil)
        let error = parseError("VStack {\n    Image(\"\(name)\")\n}", imageSource: source)
        #expect(error == FixtureError(file: "bad.swift", line: 2, column: 5, message: message))
    }

    @Test func theDefaultFolderIsTheFixturesAndItsRulesHoldThere() throws {
        let (root, repo) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = repo.appendingPathComponent("card.swift").path
        try "VStack { Image(\"../outside/secret\") }".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: FixtureError.self) { try FixtureParser.parse(contentsOf: path) }
        try "VStack { Image(\"icons/star\") }".write(toFile: path, atomically: true, encoding: .utf8)
        let fixture = try FixtureParser.parse(contentsOf: path)
        let root0 = LayoutEngine.layout(fixture.previews[0].view, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer()).root
        #expect(root0.children[0].frame.size == CGSize(width: 20, height: 10))
    }

    @Test func anAssetsFolderIsNamedInItsMessages() throws {
        let (root, repo) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: root) }
        let assets = FolderImageSource(directory: repo.appendingPathComponent("icons").path, folderName: "the assets folder icons")
        #expect(assets.image(named: "star")?.size == CGSize(width: 20, height: 10))
        // A missing image is drawn empty with a warning (SwiftUI's case), which names the folder.
        #expect(assets.whereLooked(for: "photo")
                == "looked for photo.png, photo@2x.png, photo@3x.png, Assets.xcassets/photo.imageset in the assets folder icons")
        #expect(parseError("Image(\"../link\")", imageSource: assets)?.message
                == "the image '../link' is outside the assets folder icons: an image name may not contain '..'")
    }
}
