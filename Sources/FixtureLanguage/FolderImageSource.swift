import Foundation
import LayoutCore

/// Images in a folder, the fixture's own by default: `Image("photo")` is `photo.png`, `photo@2x.png` or
/// `photo@3x.png` there (the sharpest one present wins; its size in points is its pixel size divided by the
/// scale in its name). Only PNG files are read, and only their header (for the size); a file that is not a
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
    }

    /// "next to the fixture", "in the assets folder art".
    var place: String { folderName == Self.fixtureFolderName ? "next to the fixture" : "in \(folderName)" }

    func lookup(_ name: String) -> Result<ImageAsset, Problem> {
        func outside(_ why: String) -> Result<ImageAsset, Problem> {
            .failure(Problem(message: "the image '\(name)' is outside \(folderName): \(why)"))
        }
        if name.hasPrefix("/") { return outside("an image name is a path inside that folder, not an absolute path") }
        if name.split(separator: "/").contains("..") { return outside("an image name may not contain '..'") }
        for (file, scale) in candidates(for: name).reversed() {
            let real: String
            switch Self.resolve((directory as NSString).appendingPathComponent(file), inside: directory) {
            case .missing: continue // also a link to nothing
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
        let files = candidates(for: name).map(\.file).joined(separator: ", ")
        return .failure(Problem(message: "no image named '\(name)' \(place) (looked for \(files))"))
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
