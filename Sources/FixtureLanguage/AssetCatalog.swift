import Foundation
import LayoutCore

/// Xcode's asset catalogs as `Image("name")` reads them: `<Catalog>.xcassets/<name>.imageset/Contents.json`
/// lists the image set's files, one per scale (`"scale": "1x" | "2x" | "3x"`, none for a single-scale set); the
/// sharpest PNG listed is the image, its size in points its pixel size over that scale. Only the set's
/// `Contents.json` (at most `maximumContentsBytes`) and the PNG's header are read.
enum AssetCatalog {
    static let maximumContentsBytes = 256 << 10

    /// The `*.xcassets` folders directly in `folder`, by name (the order a lookup tries them in).
    static func catalogs(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xcassets") && !$0.hasPrefix(".") }.sorted()
    }

    /// The file an image set lists for its sharpest scale, relative to the set's folder, and that scale; nil when the
    /// set lists no PNG. `contents` is its `Contents.json`.
    static func sharpest(in contents: Data) -> (file: String, scale: CGFloat)? {
        struct Contents: Decodable {
            struct Entry: Decodable {
                var filename: String?
                var scale: String?
            }
            var images: [Entry]?
        }
        guard let decoded = try? JSONDecoder().decode(Contents.self, from: contents) else { return nil }
        var best: (file: String, scale: CGFloat)?
        for entry in decoded.images ?? [] {
            guard let file = entry.filename, file.lowercased().hasSuffix(".png"), !file.contains("/"), !file.hasPrefix(".") else {
                continue
            }
            let scale: CGFloat
            switch entry.scale {
            case nil: scale = 1
            case "1x"?: scale = 1
            case "2x"?: scale = 2
            case "3x"?: scale = 3
            default: continue
            }
            if best == nil || scale > best!.scale { best = (file, scale) }
        }
        return best
    }
}
