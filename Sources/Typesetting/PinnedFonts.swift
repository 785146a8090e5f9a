import CGraphics
import Foundation

/// Why a `PangoTextMeasurer` could not be made.
public enum TypesettingError: Error, CustomStringConvertible, Equatable {
    /// A pinned font file is not on disk; the associated value is its path.
    case missingFontFile(String)
    /// Fontconfig refused a font file that exists (corrupt or unreadable); the associated value is its path.
    case unreadableFontFile(String)

    public var description: String {
        switch self {
        case .missingFontFile(let path):
            return "missing font file \(path) (install the Debian package \(PinnedFonts.package(of: path)))"
        case .unreadableFontFile(let path):
            return "fontconfig could not read font file \(path)"
        }
    }
}

extension PangoTextMeasurer {
    /// The paths of every font file a measurer loads, in the order they are added (whether or not they exist
    /// on this machine): what a snapshot's environment fingerprint hashes.
    public static var pinnedFontFiles: [String] { PinnedFonts.files }
}

/// The only font files Layoutshot measures and draws with, loaded by path into a private fontconfig
/// configuration so that the machine's other fonts never change a result (DESIGN §4).
///
/// - Inter and Inter Display (`fonts-inter`) stand in for SF Pro's text and display optical sizes: nine
///   weights each, upright and italic.
/// - DejaVu Sans (`fonts-dejavu-core`, obliques from `fonts-dejavu-extra`) is the fallback for scripts
///   Inter lacks (Arabic, Hebrew, many symbols).
/// - DejaVu Sans Mono draws `Font.Design.monospaced`.
///
/// Weights are matched by Pango, which converts OpenType weights (400) to fontconfig's own scale (80).
/// Asking fontconfig directly for "Inter:weight=400" is what picks Inter Black: 400 is beyond Black (210)
/// on fontconfig's scale.
enum PinnedFonts {
    /// `LAYOUTSHOT_FONT_ROOT` puts a folder in front of the Debian paths (`$LAYOUTSHOT_FONT_ROOT/usr/share/fonts/…`):
    /// for fonts unpacked somewhere else, and for tests that take a font away. Read once per process.
    static let root: String = {
        guard let root = ProcessInfo.processInfo.environment["LAYOUTSHOT_FONT_ROOT"], !root.isEmpty else { return "" }
        return root.hasSuffix("/") ? String(root.dropLast()) : root
    }()
    static let interDirectory = root + "/usr/share/fonts/opentype/inter/"
    static let dejaVuDirectory = root + "/usr/share/fonts/truetype/dejavu/"

    /// Family names as the files declare them.
    static let inter = "Inter"
    static let interDisplay = "Inter Display"
    static let dejaVuSans = "DejaVu Sans"
    static let dejaVuSansMono = "DejaVu Sans Mono"

    /// Inter's style names by weight class, lightest (100) first.
    static let interStyles = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold",
                              "Black"]

    /// The file of Inter (`display == false`) or Inter Display that should draw a weight class (100…900)
    /// and slant.
    static func interFile(weight: Int, italic: Bool, display: Bool = false) -> String {
        let style = interStyles[min(max((weight + 50) / 100, 1), 9) - 1]
        let name = italic ? (style == "Regular" ? "Italic" : style + "Italic") : style
        return interDirectory + (display ? "InterDisplay-" : "Inter-") + name + ".otf"
    }

    static let dejaVuFiles = ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique",
                              "DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSansMono-Oblique",
                              "DejaVuSansMono-BoldOblique"].map { dejaVuDirectory + $0 + ".ttf" }

    /// Every pinned file, in the order they are added.
    static var files: [String] {
        var files: [String] = []
        for display in [false, true] {
            for italic in [false, true] {
                for weight in stride(from: 100, through: 900, by: 100) {
                    files.append(interFile(weight: weight, italic: italic, display: display))
                }
            }
        }
        return files + dejaVuFiles
    }

    /// The Debian package that ships `path`, for error messages.
    static func package(of path: String) -> String {
        if path.hasPrefix(interDirectory) { return "fonts-inter" }
        return path.contains("Oblique") ? "fonts-dejavu-extra" : "fonts-dejavu-core"
    }

    /// A fresh fontconfig configuration holding only the pinned files (no system fonts, no configuration
    /// files, so no aliases or substitution rules). The caller destroys it.
    static func makeConfig() throws -> OpaquePointer {
        for path in files where !FileManager.default.fileExists(atPath: path) {
            throw TypesettingError.missingFontFile(path)
        }
        guard let config = FcConfigCreate() else { fatalError("FcConfigCreate: out of memory") }
        for path in files where FcConfigAppFontAddFile(config, path) == 0 {
            FcConfigDestroy(config)
            throw TypesettingError.unreadableFontFile(path)
        }
        return config
    }
}
