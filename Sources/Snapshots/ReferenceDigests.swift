import Foundation
import Rendering

/// What reference pictures decode to, remembered between runs so that `check` matches an unchanged reference
/// without inflating it: for each PNG file's bytes (keyed by their `PixelDigest`), its width, height and the
/// `PixelDigest(opaqueRGBA:)` of its pixels (opaque references only). An entry says what given bytes decode to, so it cannot go stale:
/// a reference that changes, whatever its size or time stamps, has other bytes and no entry until it is
/// decoded again. Only a match is taken from it; anything else goes the whole way (`ReferenceStore.check`).
/// `check` also records the references it writes (their bytes and the picture's pixels).
///
/// The file (`$XDG_CACHE_HOME/layoutshot/reference-pixels`) is `LSRPIX01`, the entry count (64-bit little
/// endian), 40 bytes an entry (the file's digest, width and height as 32-bit, the pixels' digest) and the
/// digest of everything before it; one that is not so, or not the user's own, is ignored and rewritten.
/// Safe to use from several threads.
public final class ReferenceDigests: @unchecked Sendable {
    /// What one reference file decodes to.
    public struct Entry: Equatable, Sendable {
        public var width: Int
        public var height: Int
        public var pixels: PixelDigest

        public init(width: Int, height: Int, pixels: PixelDigest) {
            self.width = width
            self.height = height
            self.pixels = pixels
        }
    }

    /// `$XDG_CACHE_HOME/layoutshot/reference-pixels`.
    public static var defaultURL: URL { UserCache.root.appendingPathComponent("reference-pixels") }

    /// Entries kept in the file at most (8 MB): those used by the last run first.
    public static let capacity = 200_000

    static let magic = Array("LSRPIX01".utf8)

    public let url: URL
    private let lock = NSLock()
    private var entries: [PixelDigest: Entry] = [:]
    /// Loaded entries in the file's order, then this run's use.
    private var loadedOrder: [PixelDigest] = []
    private var used: [PixelDigest] = []
    private var usedSet: Set<PixelDigest> = []
    private var changed = false
    /// How many look-ups found an entry (for tests).
    public private(set) var hits = 0

    /// The cache in the file at `url` (nothing when it is missing or not a sound cache file).
    public init(url: URL = ReferenceDigests.defaultURL) {
        self.url = url
        if let data = UserCache.read(url, limit: 64 + Self.capacity * 40), let loaded = Self.parse(data) {
            for (key, entry) in loaded where entries.updateValue(entry, forKey: key) == nil { loadedOrder.append(key) }
        }
    }

    /// What the reference file whose bytes have digest `key` decodes to, if known.
    public func entry(for key: PixelDigest) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[key] else { return nil }
        hits += 1
        if usedSet.insert(key).inserted { used.append(key) }
        return entry
    }

    /// Remembers what the file with digest `key` decodes to.
    public func record(_ entry: Entry, for key: PixelDigest) {
        lock.lock()
        defer { lock.unlock() }
        if entries.updateValue(entry, forKey: key) != entry { changed = true }
        if usedSet.insert(key).inserted { used.append(key) }
    }

    /// Writes the file if this run added entries (a failure to write is not an error: the cache is a shortcut).
    public func save() {
        lock.lock()
        defer { lock.unlock() }
        guard changed else { return }
        var keys = used
        for key in loadedOrder where keys.count < Self.capacity && !usedSet.contains(key) { keys.append(key) }
        if keys.count > Self.capacity { keys.removeLast(keys.count - Self.capacity) }
        var data = Data(Self.magic)
        func append(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        append(UInt64(keys.count))
        for key in keys {
            let entry = entries[key]!
            append(key.high)
            append(key.low)
            append32(UInt32(entry.width))
            append32(UInt32(entry.height))
            append(entry.pixels.high)
            append(entry.pixels.low)
        }
        let check = PixelDigest(of: data)
        append(check.high)
        append(check.low)
        if UserCache.write(data, to: url) { changed = false }
    }

    /// The entries of a cache file, nil when it is not one.
    static func parse(_ data: Data) -> [(PixelDigest, Entry)]? {
        let bytes = [UInt8](data)
        guard bytes.count >= 32, Array(bytes[0..<8]) == magic else { return nil }
        func word(_ offset: Int) -> UInt64 {
            (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
        }
        func word32(_ offset: Int) -> Int {
            (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        let count = word(8)
        guard count <= UInt64(capacity), bytes.count == 16 + Int(count) * 40 + 16 else { return nil }
        let body = bytes.count - 16
        let check = bytes.withUnsafeBytes { PixelDigest(of: UnsafeRawBufferPointer(rebasing: $0[0..<body])) }
        guard check == PixelDigest(high: word(body), low: word(body + 8)) else { return nil }
        return (0..<Int(count)).map { index in
            let at = 16 + index * 40
            return (PixelDigest(high: word(at), low: word(at + 8)),
                    Entry(width: word32(at + 16), height: word32(at + 20), pixels: PixelDigest(high: word(at + 24), low: word(at + 32))))
        }
    }
}
