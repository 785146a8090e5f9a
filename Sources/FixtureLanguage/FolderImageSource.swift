import Foundation
import LayoutCore

/// Images in a folder, the fixture's own by default: `Image("photo")` is `photo.png`, `photo@2x.png` or
/// `photo@3x.png` there (the sharpest one present wins; its size in points is its pixel size divided by the
/// scale in its name). Only PNG files are read, and only their header (for the size); a file that is not a
/// regular file of at most `ImageAsset.maximumFileBytes`, or a PNG of more than `ImageAsset.maximumPixels`,
/// is a problem named at the `Image` call.
public struct FolderImageSource: ImageSource {
    /// The folder searched.
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// The folder `fixturePath` is in (the current directory for a bare file name).
    public init(nextTo fixturePath: String) {
        // Standard input ("-") has no folder of its own: the current one.
        guard fixturePath != "-", fixturePath.contains("/") else {
            self.init(directory: ".")
            return
        }
        self.init(directory: URL(fileURLWithPath: fixturePath).deletingLastPathComponent().path)
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

    func lookup(_ name: String) -> Result<ImageAsset, Problem> {
        for (file, scale) in candidates(for: name).reversed() {
            let path = (directory as NSString).appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            // Only the header is read: a FIFO, a huge file or a PNG of too many pixels is refused before
            // anything is opened or decoded.
            if let problem = ImageAsset.pngProblem(at: path) {
                return .failure(Problem(message: "'\(file)' next to the fixture \(problem)"))
            }
            guard let pixels = ImageAsset.pngPixelSize(at: path) else {
                return .failure(Problem(message: "'\(file)' next to the fixture is not a PNG image"))
            }
            return .success(ImageAsset(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), path: path))
        }
        let files = candidates(for: name).map(\.file).joined(separator: ", ")
        return .failure(Problem(message: "no image named '\(name)' next to the fixture (looked for \(files))"))
    }
}
