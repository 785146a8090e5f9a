import Foundation

/// Finds `Image("name")` bitmaps in one folder (the fixture's): `name.png`, `name@2x.png` or `name@3x.png`
/// (the device's own scale first: @3x on iOS, @2x on macOS). The natural size in points is the PNG's pixel
/// size divided by the file's scale.
public struct FolderImageSource: ImageSource {
    public let folder: URL
    /// The scales to try, best first.
    public let scales: [Int]

    public init(folder: URL, platform: Platform = .iOS) {
        self.folder = folder
        scales = platform == .iOS ? [3, 2, 1] : [2, 1, 3]
    }

    public func image(named name: String) -> ImageAsset? {
        for scale in scales {
            let file = folder.appendingPathComponent(scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png")
            guard let data = FileManager.default.contents(atPath: file.path), let (w, h) = FolderImageSource.pngSize(data) else {
                continue
            }
            return ImageAsset(size: CGSize(width: CGFloat(w) / CGFloat(scale), height: CGFloat(h) / CGFloat(scale)),
                              path: file.path)
        }
        return nil
    }

    /// Width and height in pixels from a PNG's IHDR chunk; nil if `data` is not a PNG.
    public static func pngSize(_ data: Data) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24, Array(data.prefix(8)) == signature,
              data[data.startIndex + 12..<data.startIndex + 16].elementsEqual("IHDR".utf8) else { return nil }
        func be32(_ at: Int) -> Int { data[(data.startIndex + at)..<(data.startIndex + at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let (w, h) = (be32(16), be32(20))
        return w > 0 && h > 0 ? (w, h) : nil
    }
}
