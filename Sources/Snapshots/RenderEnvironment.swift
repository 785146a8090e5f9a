import CGraphics
import Foundation
import Typesetting

/// What a picture's pixels depend on besides the layout: the versions of the libraries that shape, rasterise
/// and draw text and shapes, and the exact bytes of every pinned font (SHA-256, computed by GLib). Layoutshot
/// guarantees equal pictures for equal layouts only when two machines have equal environments, so each
/// reference picture records the environment it was made in (`pngMetadata()`), and a failure on a machine with
/// another environment says so first.
public struct RenderEnvironment: Codable, Equatable, Sendable {
    public var cairo: String
    public var pango: String
    public var harfBuzz: String
    public var freeType: String
    /// Font file name (`Inter-Regular.otf`) → lowercase hex SHA-256 of its bytes, or `missing`.
    public var fonts: [String: String]

    public init(cairo: String, pango: String, harfBuzz: String, freeType: String, fonts: [String: String]) {
        self.cairo = cairo
        self.pango = pango
        self.harfBuzz = harfBuzz
        self.freeType = freeType
        self.fonts = fonts
    }

    enum CodingKeys: String, CodingKey {
        case cairo, pango, harfBuzz = "harfbuzz", freeType = "freetype", fonts
    }

    /// This process's environment: the libraries loaded and the pinned fonts on disk. Computed once (hashing
    /// the fonts reads about 75 MB, most of it the CJK collections).
    public static func current() -> RenderEnvironment { cached }

    private static let cached = RenderEnvironment(cairo: String(cString: cairo_version_string()),
                                                  pango: String(cString: pango_version_string()),
                                                  harfBuzz: String(cString: hb_version_string()),
                                                  freeType: freeTypeVersion(),
                                                  fonts: fingerprints(of: PangoTextMeasurer.pinnedFontFiles))

    /// The version of the FreeType library loaded, `2.12.1`.
    static func freeTypeVersion() -> String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// File name → SHA-256 for each path (`missing` when it cannot be read).
    public static func fingerprints(of paths: [String]) -> [String: String] {
        // The files are hashed on every core (a process's start waits for them), each into its own slot, a
        // mebibyte at a time so that memory does not hold whole font collections.
        let hashes = UnsafeMutableBufferPointer<String>.allocate(capacity: paths.count)
        hashes.initialize(repeating: missing)
        defer { hashes.deinitialize(); hashes.deallocate() }
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            if let hash = sha256(ofFileAt: paths[index]) { hashes[index] = hash }
        }
        var result: [String: String] = [:]
        for (index, path) in paths.enumerated() { result[(path as NSString).lastPathComponent] = hashes[index] }
        return result
    }

    /// The value recorded for a pinned font that is not on disk.
    public static let missing = "missing"

    /// Lowercase hex SHA-256 of the file at `path`, read in pieces; nil when it cannot be read.
    static func sha256(ofFileAt path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path), let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { return nil }
        defer {
            g_checksum_free(checksum)
            try? handle.close()
        }
        while true {
            let chunk: Data
            do {
                guard let read = try handle.read(upToCount: 1 << 20), !read.isEmpty else { break }
                chunk = read
            } catch {
                return nil
            }
            chunk.withUnsafeBytes { g_checksum_update(checksum, $0.bindMemory(to: guchar.self).baseAddress, gssize($0.count)) }
        }
        return g_checksum_get_string(checksum).map { String(cString: $0) }
    }

    /// Lowercase hex SHA-256 of `data`, by GLib's `g_compute_checksum_for_data`.
    public static func sha256(_ data: Data) -> String {
        func hash(_ bytes: UnsafePointer<guchar>, _ count: Int) -> String {
            guard let hex = g_compute_checksum_for_data(G_CHECKSUM_SHA256, bytes, gsize(count)) else { return "" }
            defer { g_free(hex) }
            return String(cString: hex)
        }
        if data.isEmpty {
            var zero: guchar = 0 // GLib wants a pointer even for no bytes
            return hash(&zero, 0)
        }
        return data.withUnsafeBytes { hash($0.bindMemory(to: guchar.self).baseAddress!, $0.count) }
    }

    // MARK: Metadata

    /// The environment as the text of a reference picture's `tEXt` chunk: compact JSON with sorted keys.
    /// Throws what `JSONEncoder` throws.
    public func pngMetadata() throws -> String {
        // Every picture a run writes or compares carries this machine's environment: encoded once.
        if let text = Self.cachedMetadata, self == Self.cached { return text }
        return try encodedMetadata()
    }

    private static let cachedMetadata: String? = try? cached.encodedMetadata()

    private func encodedMetadata() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every field is ASCII, so the JSON is Latin-1 as tEXt requires.
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// The environment recorded in a PNG, or nil when it has none (a picture from elsewhere, or recorded
    /// before fingerprints existed: "unknown environment").
    /// - Throws: `PNGError` for a damaged PNG, `DecodingError` for a chunk that is not an environment.
    public static func recorded(in png: Data) throws -> RenderEnvironment? {
        guard let text = try PNGMetadata.text(in: png) else { return nil }
        // A reference recorded on this machine holds exactly the text `current()` encodes to.
        if let mine = cachedMetadata, text == mine { return cached }
        return try JSONDecoder().decode(RenderEnvironment.self, from: Data(text.utf8))
    }

    // MARK: Comparison

    /// What differs between `reference` (where a picture was recorded) and this environment, libraries
    /// first (Cairo, Pango, HarfBuzz, FreeType), then fonts by file name.
    public func differences(from reference: RenderEnvironment) -> [EnvironmentDifference] {
        var result: [EnvironmentDifference] = []
        let libraries: [(String, KeyPath<RenderEnvironment, String>)] = [
            ("Cairo", \.cairo), ("Pango", \.pango), ("HarfBuzz", \.harfBuzz), ("FreeType", \.freeType),
        ]
        for (name, path) in libraries where reference[keyPath: path] != self[keyPath: path] {
            result.append(.library(name: name, reference: reference[keyPath: path], current: self[keyPath: path]))
        }
        for file in Set(reference.fonts.keys).union(fonts.keys).sorted() {
            switch (reference.fonts[file], fonts[file]) {
            case let (old?, new?) where old != new:
                if new == Self.missing {
                    result.append(.fontMissing(file))
                } else if old == Self.missing {
                    result.append(.fontAdded(file))
                } else {
                    result.append(.fontChanged(file))
                }
            case (_?, nil): result.append(.fontNotPinned(file))
            case (nil, _?): result.append(.fontAdded(file))
            default: break
            }
        }
        return result
    }
}

/// One way two render environments differ.
public enum EnvironmentDifference: Equatable, Sendable, CustomStringConvertible {
    /// A library's version: `FreeType 2.12.1 → 2.13.0` (reference → this machine).
    case library(name: String, reference: String, current: String)
    /// A pinned font's bytes differ.
    case fontChanged(String)
    /// A pinned font is not on this machine.
    case fontMissing(String)
    /// A font this machine pins that the reference did not have.
    case fontAdded(String)
    /// A font the reference pinned that this version no longer pins.
    case fontNotPinned(String)

    public var description: String {
        switch self {
        case let .library(name, reference, current): return "\(name) \(reference) → \(current)"
        case .fontChanged(let file): return "font \(file) changed"
        case .fontMissing(let file): return "font \(file) is missing on this machine"
        case .fontAdded(let file): return "font \(file) was not there when the reference was recorded"
        case .fontNotPinned(let file): return "font \(file) is no longer pinned"
        }
    }

    /// The sentence a failure starts with when the pictures differ and so do the environments:
    /// "the reference was recorded with Pango 1.50.12, this machine has 1.52.0 — re-record on this machine".
    /// Nil when `differences` is empty.
    public static func explanation(_ differences: [EnvironmentDifference]) -> String? {
        guard !differences.isEmpty else { return nil }
        var libraries: [(name: String, reference: String, current: String)] = []
        var others: [String] = []
        for difference in differences {
            if case let .library(name, reference, current) = difference {
                libraries.append((name, reference, current))
            } else {
                others.append(difference.description)
            }
        }
        var parts: [String] = []
        if libraries.count == 1, let only = libraries.first {
            parts.append("the reference was recorded with \(only.name) \(only.reference), this machine has \(only.current)")
        } else if !libraries.isEmpty {
            let old = list(libraries.map { "\($0.name) \($0.reference)" })
            let new = list(libraries.map { "\($0.name) \($0.current)" })
            parts.append("the reference was recorded with \(old), this machine has \(new)")
        }
        if !others.isEmpty {
            let fonts = others.count > 3 ? others.prefix(3).joined(separator: ", ") + " and \(others.count - 3) more"
                                         : list(others)
            parts.append(libraries.isEmpty ? "the reference was recorded with other fonts: \(fonts)" : fonts)
        }
        return parts.joined(separator: "; ") + " — re-record on this machine"
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
