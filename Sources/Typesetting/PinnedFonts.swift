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
    /// The paths of every font file a measurer loads, text fonts in the order they are added, then the symbol
    /// fonts (whether or not they exist on this machine): what a snapshot's environment fingerprint hashes.
    public static var pinnedFontFiles: [String] { PinnedFonts.files + PinnedFonts.symbolFiles }
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
/// - Noto Sans CJK (`fonts-noto-cjk`, Regular and Bold collections) is the fallback for Chinese, Japanese and
///   Korean; Noto Color Emoji (`fonts-noto-color-emoji`) draws emoji in colour.
/// - Material Icons and Material Design Icons draw SF Symbols (`SymbolFonts`); they are not text fonts, so
///   they are pinned and hashed but not in the fontconfig configuration.
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
    static let notoCJKDirectory = root + "/usr/share/fonts/opentype/noto/"
    /// Noto Serif (`fonts-noto-core`) and Noto Color Emoji (`fonts-noto-color-emoji`) share this folder.
    static let notoDirectory = root + "/usr/share/fonts/truetype/noto/"
    static let quicksandDirectory = root + "/usr/share/fonts/truetype/quicksand/"
    static let materialIconsFile = root + "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    static let materialDesignIconsFile = root + "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf"

    /// Family names as the files declare them.
    static let inter = "Inter"
    static let interDisplay = "Inter Display"
    static let dejaVuSans = "DejaVu Sans"
    static let dejaVuSansMono = "DejaVu Sans Mono"
    /// The Simplified Chinese faces of the CJK collections: every face covers all of CJK, and one fixed face keeps
    /// a text's glyphs independent of its language (docs/TYPESETTING.md, "CJK and emoji").
    static let notoSansCJK = "Noto Sans CJK SC"
    static let notoSansMonoCJK = "Noto Sans Mono CJK SC"
    static let notoColorEmoji = "Noto Color Emoji"
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

    /// The CJK collections (each holds the Japanese, Korean, Simplified and Traditional Chinese and Hong Kong
    /// faces, proportional and monospaced) and the colour emoji font.
    static let fallbackFiles = [notoCJKDirectory + "NotoSansCJK-Regular.ttc", notoCJKDirectory + "NotoSansCJK-Bold.ttc",
                                notoDirectory + "NotoColorEmoji.ttf"]

    /// Every pinned text font, in the order they are added to fontconfig.
    static var files: [String] {
        var files: [String] = []
        for display in [false, true] {
            for italic in [false, true] {
                for weight in stride(from: 100, through: 900, by: 100) {
                    files.append(interFile(weight: weight, italic: italic, display: display))
                }
            }
        }
        return files + dejaVuFiles + designFiles + fallbackFiles
    }

    /// The symbol fonts (`SymbolFonts`), drawn by glyph index, never through fontconfig.
    static var symbolFiles: [String] { [materialIconsFile, materialDesignIconsFile] }

    /// The Debian package that ships `path`, for error messages.
    static func package(of path: String) -> String {
        if path.hasPrefix(interDirectory) { return "fonts-inter" }
        if path.hasPrefix(notoCJKDirectory) { return "fonts-noto-cjk" }
        if path.hasPrefix(notoDirectory) { return path.hasSuffix("NotoColorEmoji.ttf") ? "fonts-noto-color-emoji" : "fonts-noto-core" }
        if path.hasPrefix(quicksandDirectory) { return "fonts-quicksand" }
        if path == materialIconsFile { return "fonts-material-design-icons-iconfont" }
        if path == materialDesignIconsFile { return "fonts-materialdesignicons-webfont" }
        return path.contains("Oblique") ? "fonts-dejavu-extra" : "fonts-dejavu-core"
    }

    /// A fresh fontconfig configuration holding only the pinned files (no system fonts, no configuration
    /// files, so no aliases or substitution rules). The caller destroys it.
    ///
    /// Scanning the 55 files costs about 20 ms per process (fontconfig reads every character map), so the
    /// patterns come from fontconfig's own directory caches (what fc-cache wrote when the packages were
    /// installed) where they hold the file; any other file is scanned. Both give the same patterns
    /// (checked by a test).
    static func makeConfig() throws -> OpaquePointer {
        for path in files + symbolFiles where !FileManager.default.fileExists(atPath: path) {
            throw TypesettingError.missingFontFile(path)
        }
        guard let config = FcConfigCreate() else { fatalError("FcConfigCreate: out of memory") }
        guard FcConfigParseAndLoadFromMemory(config, emojiRules, FcTrue) != 0 else {
            fatalError("fontconfig refused Layoutshot's emoji rules")
        }
        let cached = cachedPatterns()
        defer { cached.values.joined().forEach { FcPatternDestroy($0) } }
        for (index, path) in files.enumerated() {
            // The first file is scanned, which also makes the configuration's set of application fonts.
            if index > 0, let patterns = cached[path], let set = FcConfigGetFonts(config, FcSetApplication),
               patterns.allSatisfy({ FcFontSetAdd(set, FcPatternDuplicate($0)) != 0 }) {
                continue
            }
            if FcConfigAppFontAddFile(config, path) == 0 {
                FcConfigDestroy(config)
                throw TypesettingError.unreadableFontFile(path)
            }
        }
        return config
    }

    /// The two rules of Layoutshot's fontconfig configuration, for emoji (Debian's default configuration has
    /// the same two, but Layoutshot loads none of it):
    /// - Pango asks for the generic family `emoji` for the characters it shows as emoji (its emoji iterator:
    ///   `Emoji_Presentation` characters, sequences with U+FE0F, keycaps, flags, modifiers, ZWJ sequences); the
    ///   alias makes that Noto Color Emoji, which would otherwise lose to the first font of the list that has
    ///   the character (DejaVu Sans has many emoji in black and white).
    /// - Noto Color Emoji is a bitmap font (one 109-pixel strike, no outlines): its glyphs are scaled to the
    ///   size asked for, by the ratio of the requested pixel size to the strike's; without it an emoji is
    ///   measured and drawn 109 px wide whatever the text's size.
    static let emojiRules = """
        <fontconfig><alias binding="same"><family>emoji</family><prefer><family>\(notoColorEmoji)</family></prefer></alias>
        <match target="font"><test name="outline"><bool>false</bool></test>
        <edit name="matrix" mode="assign"><matrix>
        <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide><double>0</double>
        <double>0</double><divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
        </matrix></edit></match></fontconfig>
        """

    /// The pinned files' patterns from fontconfig's directory caches (valid ones only: a stale or missing
    /// cache is rebuilt by scanning), by file path, each file's faces in the order of their index (a
    /// collection has several). The caller destroys the patterns.
    static func cachedPatterns() -> [String: [OpaquePointer]] {
        // Only the cache folders Debian's fontconfig uses (parsing the whole system configuration would cost
        // as much as it saves).
        guard let system = FcConfigCreate() else { return [:] }
        defer { FcConfigDestroy(system) }
        let folders = "<fontconfig><cachedir>/var/cache/fontconfig</cachedir><cachedir prefix=\"xdg\">fontconfig</cachedir></fontconfig>"
        guard FcConfigParseAndLoadFromMemory(system, folders, FcFalse) != 0 else { return [:] }
        let wanted = Set(files)
        var patterns: [String: [(index: Int32, pattern: OpaquePointer)]] = [:]
        for directory in [interDirectory, dejaVuDirectory, notoCJKDirectory, notoDirectory, quicksandDirectory] {
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
                var face: Int32 = 0
                guard wanted.contains(path), FcPatternGetInteger(pattern, FC_INDEX, 0, &face) == FcResultMatch,
                      patterns[path]?.contains(where: { $0.index == face }) != true else { continue }
                patterns[path, default: []].append((face, FcPatternDuplicate(pattern)))
            }
        }
        // The pinned files have no named instances: one pattern per face.
        return patterns.mapValues { $0.sorted { $0.index < $1.index }.map(\.pattern) }
    }
}
