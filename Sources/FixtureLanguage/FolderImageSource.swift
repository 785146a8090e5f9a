import Foundation
import LayoutCore

/// Images in a folder, the fixture's own by default: `Image("photo")` is `photo.png`, `photo@2x.png` or
/// `photo@3x.png` there (the sharpest one present wins; its size in points is its pixel size divided by the
/// scale in its name), else the image set `photo.imageset` of an asset catalog there (`Assets.xcassets`,
/// `AssetCatalog`). Only PNG files are read, and only their header (for the size); a file that is not a
/// regular file of at most `ImageAsset.maximumFileBytes`, or a PNG of more than `ImageAsset.maximumPixels`,
/// is a problem named at the `Image` call.
///
/// Images stay inside the folder: a name may hold subfolders (`Image("icons/star")`), but not `..` and not
/// an absolute path, and a file reached through a symbolic link must lie inside the folder too; other names
/// are refused with the reason (fixtures are untrusted: `Image("../../secret")` must not read outside).
public struct FolderImageSource: ImageSource {
    /// The folder searched.
    public let directory: String
    /// The folder as messages name it: "the fixture's folder" (the default), "the assets folder art".
    public let folderName: String

    public static let fixtureFolderName = "the fixture's folder"

    public init(directory: String, folderName: String = FolderImageSource.fixtureFolderName) {
        self.directory = directory
        self.folderName = folderName
    }

    /// The folder `fixturePath` is in (the current directory for a bare file name).
    public init(nextTo fixturePath: String) {
        self.init(directory: FolderImageSource.folder(of: fixturePath))
    }

    /// The folder a fixture's images are looked for in by default: the fixture's own (the current one for a
    /// bare file name or standard input, `-`).
    public static func folder(of fixturePath: String) -> String {
        guard fixturePath != "-", fixturePath.contains("/") else { return "." }
        return URL(fileURLWithPath: fixturePath).deletingLastPathComponent().path
    }

    /// The file names `Image(name)` may use, with their scales, in the order the error message lists them.
    public func candidates(for name: String) -> [(file: String, scale: CGFloat)] {
        [("\(name).png", 1), ("\(name)@2x.png", 2), ("\(name)@3x.png", 3)]
    }

    public func image(named name: String) -> ImageAsset? {
        guard case .success(let asset) = lookup(name) else { return nil }
        return asset
    }

    /// The message for an image that cannot be used, or nil when it can.
    func problem(with name: String) -> String? {
        guard case .failure(let problem) = lookup(name) else { return nil }
        return problem.message
    }

    struct Problem: Error {
        var message: String
        /// Nothing of that name is there (SwiftUI logs it and draws nothing), rather than a name that is refused.
        var isMissing = false
    }

    /// `looked for photo.png, … next to the fixture`, for the layout's warning about a missing image.
    public func whereLooked(for name: String) -> String? {
        let catalogs = AssetCatalog.catalogs(in: directory)
        let files = candidates(for: name).map(\.file) + (catalogs.isEmpty ? ["Assets.xcassets/\(name).imageset"]
            : catalogs.map { "\($0)/\(name).imageset" })
        return "looked for \(files.joined(separator: ", ")) \(place)"
    }

    /// Whether `name` is missing (not refused: a name leading out of the folder or a file that is not a PNG is).
    func isMissing(_ name: String) -> Bool {
        if case .failure(let problem) = lookup(name) { return problem.isMissing }
        return false
    }

    /// "next to the fixture", "in the assets folder art".
    var place: String { folderName == Self.fixtureFolderName ? "next to the fixture" : "in \(folderName)" }

    func lookup(_ name: String) -> Result<ImageAsset, Problem> {
        func outside(_ why: String) -> Result<ImageAsset, Problem> {
            .failure(Problem(message: "the image '\(name)' is outside \(folderName): \(why)"))
        }
        if name.hasPrefix("/") { return outside("an image name is a path inside that folder, not an absolute path") }
        if name.split(separator: "/").contains("..") { return outside("an image name may not contain '..'") }
        /// The PNG `file` (relative to the folder) at `scale`; nil when nothing is there.
        func png(_ file: String, scale: CGFloat) -> Result<ImageAsset, Problem>? {
            let real: String
            switch Self.resolve((directory as NSString).appendingPathComponent(file), inside: directory) {
            case .missing: return nil // also a link to nothing
            case .outside: return outside("\(file) leads out of it through a symbolic link")
            case .inside(let path): real = path
            }
            // Only the header is read: a FIFO, a huge file or a PNG of too many pixels is refused before
            // anything is opened or decoded.
            if let problem = ImageAsset.pngProblem(at: real) {
                return .failure(Problem(message: "'\(file)' \(place) \(problem)"))
            }
            guard let pixels = ImageAsset.pngPixelSize(at: real) else {
                return .failure(Problem(message: "'\(file)' \(place) is not a PNG image"))
            }
            return .success(ImageAsset(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), path: real))
        }
        for (file, scale) in candidates(for: name).reversed() {
            if let found = png(file, scale: scale) { return found }
        }
        let catalogs = AssetCatalog.catalogs(in: directory)
        for catalog in catalogs {
            let set = "\(catalog)/\(name).imageset"
            let contentsFile = "\(set)/Contents.json"
            let contentsPath: String
            switch Self.resolve((directory as NSString).appendingPathComponent(contentsFile), inside: directory) {
            case .missing: continue
            case .outside: return outside("\(contentsFile) leads out of it through a symbolic link")
            case .inside(let path): contentsPath = path
            }
            var info = stat()
            guard stat(contentsPath, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                  info.st_size <= AssetCatalog.maximumContentsBytes,
                  let contents = FileManager.default.contents(atPath: contentsPath) else {
                return .failure(Problem(message: "'\(contentsFile)' \(place) is not a readable image set description"))
            }
            guard let (file, scale) = AssetCatalog.sharpest(in: contents) else {
                return .failure(Problem(message: "'\(contentsFile)' \(place) lists no PNG image"))
            }
            return png("\(set)/\(file)", scale: scale)
                ?? .failure(Problem(message: "'\(set)/\(file)', which \(contentsFile) lists, is not \(place)"))
        }
        return .failure(Problem(message: "no image named '\(name)' (\(whereLooked(for: name) ?? ""))", isMissing: true))
    }

    /// Every image of the folder, by name, as `image(named:)` would find it: its PNGs (`name.png`, `@2x`, `@3x`, in
    /// subfolders as `icons/star`) and the image sets of its asset catalogs. The walk is bounded — at most
    /// `ManifestLimits.entries` folder entries, `depth` levels, `images` images — skips hidden entries and never
    /// follows a link to a folder; what each name finds is checked as a lookup checks it (inside the folder, a PNG).
    /// A compiled fixture's program gets this, not the folder (docs/RELIABILITY.md, "Trust model").
    public func manifest(limits: ManifestLimits = ManifestLimits()) -> [String: ImageAsset] {
        var names: Set<String> = []
        var visited = 0
        func walk(_ relative: String, depth: Int) {
            guard depth <= limits.depth, visited < limits.entries, names.count < limits.images else { return }
            let folder = relative.isEmpty ? directory : (directory as NSString).appendingPathComponent(relative)
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                visited += 1
                guard visited <= limits.entries, names.count < limits.images else { return }
                let path = relative.isEmpty ? entry : "\(relative)/\(entry)"
                var info = stat()
                guard lstat((directory as NSString).appendingPathComponent(path), &info) == 0 else { continue }
                let kind = info.st_mode & S_IFMT
                if kind == S_IFDIR {
                    let catalog = relative.split(separator: "/").first.map(String.init)
                    if entry.hasSuffix(".imageset"), let catalog, catalog.hasSuffix(".xcassets") {
                        names.insert(String(path.dropFirst(catalog.count + 1).dropLast(".imageset".count)))
                    } else {
                        walk(path, depth: depth + 1)
                    }
                } else if kind == S_IFREG || kind == S_IFLNK, entry.lowercased().hasSuffix(".png"), !relative.contains(".xcassets") {
                    var name = String(path.dropLast(4))
                    for suffix in ["@2x", "@3x"] where name.hasSuffix(suffix) { name.removeLast(3) }
                    names.insert(name)
                }
            }
        }
        walk("", depth: 0)
        var images: [String: ImageAsset] = [:]
        for name in names.sorted() {
            if case .success(let asset) = lookup(name) { images[name] = asset }
        }
        return images
    }

    /// How much of a folder `manifest(limits:)` looks at.
    public struct ManifestLimits: Sendable {
        public var entries = 20_000
        public var depth = 8
        public var images = 5_000
        public init() {}
    }

    /// Where a path really is, against a folder it should be in.
    public enum Resolution: Equatable, Sendable {
        /// Nothing is there (or a link points to nothing; or the folder itself is missing).
        case missing
        /// Inside the folder (or the folder itself): the path with every link, `.` and `..` resolved.
        case inside(String)
        /// Somewhere else: a link on the way leads out of the folder.
        case outside
    }

    /// Resolves `path` (links, `.`, `..`) and says whether it lies in `folder` (resolved too).
    public static func resolve(_ path: String, inside folder: String) -> Resolution {
        func real(_ path: String) -> String? {
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        }
        guard let base = real(folder), let target = real(path) else { return .missing }
        return target == base || target.hasPrefix(base == "/" ? "/" : base + "/") ? .inside(target) : .outside
    }
}

/// The images a compiled fixture's program may show: the tool's scan of the images' folder
/// (`FolderImageSource.manifest`), names to sizes and files, and nothing else of the folder.
public struct ManifestImageSource: ImageSource {
    public let images: [String: ImageAsset]

    public init(_ images: [String: ImageAsset]) { self.images = images }

    public func image(named name: String) -> ImageAsset? { images[name] }

    public func whereLooked(for name: String) -> String? { "not among the \(images.count) images of the fixture's folder" }
}
