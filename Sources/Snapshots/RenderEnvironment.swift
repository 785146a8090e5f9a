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
                                                  fonts: fingerprints(of: PangoTextMeasurer.pinnedFontFiles,
                                                                      cache: UserCache.root.appendingPathComponent("font-hashes")))

    /// The version of the FreeType library loaded, `2.12.1`.
    static func freeTypeVersion() -> String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// File name → SHA-256 for each path (`missing` when it cannot be read). With `cache` (a file), a hash
    /// recorded there for the same path, device, inode, size, modification and change time is taken as it is
    /// (hashing the pinned fonts is most of a process's start); the others are hashed and the file rewritten.
    /// A cache file that is damaged or not the user's own only means hashing.
    public static func fingerprints(of paths: [String], cache: URL? = nil) -> [String: String] {
        let stamps = paths.map(FileStamp.init(path:))
        let known = cache.flatMap { UserCache.read($0, limit: 1 << 20) }.map(FileStamp.parseCache) ?? [:]
        // The files are hashed on every core (a process's start waits for them), each into its own slot, a
        // mebibyte at a time so that memory does not hold whole font collections.
        let hashes = UnsafeMutableBufferPointer<String>.allocate(capacity: paths.count)
        hashes.initialize(repeating: missing)
        defer { hashes.deinitialize(); hashes.deallocate() }
        var hashed = false
        for (index, stamp) in stamps.enumerated() {
            if let stamp, let hash = known[stamp] { hashes[index] = hash } else { hashed = true }
        }
        if hashed {
            DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                guard stamps[index].flatMap({ known[$0] }) == nil else { return }
                if let hash = sha256(ofFileAt: paths[index]) { hashes[index] = hash }
            }
            // A file changed while it was hashed keeps no entry (its stamp then is not the one read).
            if let cache {
                var text = ""
                for (index, stamp) in stamps.enumerated() where hashes[index] != missing {
                    guard let stamp, FileStamp(path: paths[index]) == stamp else { continue }
                    text += "\(hashes[index]) \(stamp.line)\n"
                }
                UserCache.write(Data(text.utf8), to: cache)
            }
        }
        var result: [String: String] = [:]
        for (index, path) in paths.enumerated() { result[(path as NSString).lastPathComponent] = hashes[index] }
        return result
    }

    /// What identifies a file's contents without reading it: the path, device, inode, size and both times to
    /// the nanosecond (the change time cannot be set back by a user).
    struct FileStamp: Hashable {
        var path: String
        var device: UInt64, inode: UInt64, size: Int64
        var modified: timespec, changed: timespec

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            self.path = path
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = info.st_mtim
            changed = info.st_ctim
        }

        /// `device inode size mtime.ns ctime.ns path`.
        var line: String {
            "\(device) \(inode) \(size) \(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec) \(path)"
        }

        /// Stamp → hash for each line `<64 lowercase hex> <line>` of a cache file; other lines are left out.
        static func parseCache(_ data: Data) -> [FileStamp: String] {
            var result: [FileStamp: String] = [:]
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                let fields = line.split(separator: " ", maxSplits: 6, omittingEmptySubsequences: false)
                guard fields.count == 7, fields[0].utf8.count == 64,
                      fields[0].utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
                      let stamp = FileStamp(fields: fields.dropFirst()) else { continue }
                result[stamp] = String(fields[0])
            }
            return result
        }

        private init?(fields: ArraySlice<Substring>) {
            let f = Array(fields)
            func time(_ text: Substring) -> timespec? {
                let parts = text.split(separator: ".", omittingEmptySubsequences: false)
                guard parts.count == 2, let sec = Int(parts[0]), let nsec = Int(parts[1]) else { return nil }
                return timespec(tv_sec: sec, tv_nsec: nsec)
            }
            guard let device = UInt64(f[0]), let inode = UInt64(f[1]), let size = Int64(f[2]),
                  let modified = time(f[3]), let changed = time(f[4]), !f[5].isEmpty else { return nil }
            (self.device, self.inode, self.size, self.modified, self.changed, path) = (device, inode, size, modified, changed, String(f[5]))
        }

        static func == (a: FileStamp, b: FileStamp) -> Bool {
            a.path == b.path && a.device == b.device && a.inode == b.inode && a.size == b.size
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(inode)
            hasher.combine(size)
            hasher.combine(modified.tv_nsec)
        }
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

    /// This machine's `tEXt` chunk (length, type, keyword, text, CRC), as a written picture holds it.
    private static let cachedChunk: [UInt8]? = cachedMetadata.map {
        PNGChunks.makeChunk(type: "tEXt", data: Array(PNGMetadata.keyword.utf8) + [0] + Array($0.utf8))
    }

    /// The length and type of an `IHDR` chunk.
    private static let ihdrHead: [UInt8] = [0, 0, 0, 13] + Array("IHDR".utf8)

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
        // A reference recorded on this machine has the chunk `pngMetadata()` makes first after a 13-byte IHDR:
        // compared as bytes (its CRC among them), once the file's chunks are checked as `PNGMetadata.text` does.
        if let chunk = cachedChunk, png.count >= 33 + chunk.count,
           png.withUnsafeBytes({ memcmp($0.baseAddress! + 8, ihdrHead, 8) == 0 && memcmp($0.baseAddress! + 33, chunk, chunk.count) == 0 }) {
            _ = try PNGChunks.chunks(in: png)
            return cached
        }
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
