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
/// configuration so that the machine's other fonts never change a result (docs/TYPESETTING.md).
///
/// - Inter and Inter Display (`fonts-inter`) stand in for SF Pro's text and display optical sizes: nine
///   weights each, upright and italic.
/// - DejaVu Sans (`fonts-dejavu-core`, obliques from `fonts-dejavu-extra`) is the fallback for scripts
///   Inter lacks (Arabic, Hebrew, many symbols).
/// - DejaVu Sans Mono draws `Font.Design.monospaced` (SF Mono), Noto Serif (`fonts-noto-core`) `.serif` (New York),
///   Quicksand (`fonts-quicksand`) `.rounded` (SF Pro Rounded).
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
    static let notoDirectory = root + "/usr/share/fonts/truetype/noto/"
    static let quicksandDirectory = root + "/usr/share/fonts/truetype/quicksand/"

    /// Family names as the files declare them.
    static let inter = "Inter"
    static let interDisplay = "Inter Display"
    static let dejaVuSans = "DejaVu Sans"
    static let dejaVuSansMono = "DejaVu Sans Mono"
    static let notoSerif = "Noto Serif"
    static let quicksand = "Quicksand"

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

    /// The design stand-ins: Noto Serif's four faces, Quicksand's four weights (it has no italic).
    static let designFiles = ["Regular", "Bold", "Italic", "BoldItalic"].map { notoDirectory + "NotoSerif-" + $0 + ".ttf" }
        + ["Light", "Regular", "Medium", "Bold"].map { quicksandDirectory + "Quicksand-" + $0 + ".ttf" }

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
        return files + dejaVuFiles + designFiles
    }

    /// The Debian package that ships `path`, for error messages.
    static func package(of path: String) -> String {
        if path.hasPrefix(interDirectory) { return "fonts-inter" }
        if path.hasPrefix(notoDirectory) { return "fonts-noto-core" }
        if path.hasPrefix(quicksandDirectory) { return "fonts-quicksand" }
        return path.contains("Oblique") ? "fonts-dejavu-extra" : "fonts-dejavu-core"
    }

    /// A fresh fontconfig configuration holding only the pinned files (no system fonts, no configuration
    /// files, so no aliases or substitution rules). The caller destroys it.
    ///
    /// Scanning the 52 files costs about 20 ms per process (fontconfig reads every character map), so the
    /// patterns come from fontconfig's own directory caches (what fc-cache wrote when the packages were
    /// installed) where they hold the file; any other file is scanned. Both give the same patterns
    /// (checked by a test).
    static func makeConfig() throws -> OpaquePointer {
        for path in files where !FileManager.default.fileExists(atPath: path) {
            throw TypesettingError.missingFontFile(path)
        }
        guard let config = FcConfigCreate() else { fatalError("FcConfigCreate: out of memory") }
        let cached = cachedPatterns()
        defer { cached.values.forEach { FcPatternDestroy($0) } }
        for (index, path) in files.enumerated() {
            // The first file is scanned, which also makes the configuration's set of application fonts.
            if index > 0, let pattern = cached[path], let set = FcConfigGetFonts(config, FcSetApplication),
               FcFontSetAdd(set, FcPatternDuplicate(pattern)) != 0 {
                continue
            }
            if FcConfigAppFontAddFile(config, path) == 0 {
                FcConfigDestroy(config)
                throw TypesettingError.unreadableFontFile(path)
            }
        }
        return config
    }

    /// The pinned files' patterns from fontconfig's directory caches (valid ones only: a stale or missing
    /// cache is rebuilt by scanning), by file path. The caller destroys the patterns.
    static func cachedPatterns() -> [String: OpaquePointer] {
        // Only the cache folders Debian's fontconfig uses (parsing the whole system configuration would cost
        // as much as it saves).
        guard let system = FcConfigCreate() else { return [:] }
        defer { FcConfigDestroy(system) }
        let folders = "<fontconfig><cachedir>/var/cache/fontconfig</cachedir><cachedir prefix=\"xdg\">fontconfig</cachedir></fontconfig>"
        guard FcConfigParseAndLoadFromMemory(system, folders, FcFalse) != 0 else { return [:] }
        let wanted = Set(files)
        var patterns: [String: OpaquePointer] = [:]
        for directory in [interDirectory, dejaVuDirectory, notoDirectory, quicksandDirectory] {
            // Without the final slash: fontconfig joins the folder and the name with one.
            guard let cache = FcDirCacheRead(String(directory.dropLast()), FcFalse, system) else { continue }
            defer { FcDirCacheUnload(cache) }
            guard let set = FcCacheCopySet(cache) else { continue }
            defer { FcFontSetDestroy(set) }
            for i in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[i] else { continue }
                var file: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
                let path = String(cString: file)
                // One pattern per file: the pinned files have one face and no named instances.
                if wanted.contains(path), patterns[path] == nil { patterns[path] = FcPatternDuplicate(pattern) }
            }
        }
        return patterns
    }
}
