import Foundation

/// Renames the ids in Cairo's SVG so that equal pictures give equal bytes in any process: Cairo numbers
/// glyphs, surfaces, clips and masks with counters that live as long as the process (`glyph12-3`,
/// `surface79`, `clip2`).
///
/// Every id defined with `id="…"` becomes its leading letters plus its rank among ids with those letters, in
/// order of definition (`surface79` → `surface1`, `glyph0-3` → `glyph4`); references (`#id` in `href`
/// and `url(#id)`) follow.
/// With a prefix (`RenderOptions.svgIDPrefix`), every id also starts with it, so that several pictures
/// inlined in one web page never share an id.
enum SVGIdentifiers {
    static func normalize(_ data: Data, prefix: String = "") -> Data {
        Data(normalize(Array(data), prefix: prefix))
    }

    static func normalize(_ svg: String, prefix: String = "") -> String {
        String(decoding: normalize(Array(svg.utf8), prefix: prefix), as: UTF8.self)
    }

    static func normalize(_ bytes: [UInt8], prefix: String = "") -> [UInt8] {
        let renames = names(definedIn: bytes, prefix: Array(prefix.utf8))
        guard !renames.isEmpty else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + renames.count * prefix.utf8.count)
        bytes.withUnsafeBufferPointer { b in
            // An id follows `#` or ` id="`; the bytes between two of those are copied in one piece (a picture is
            // mostly path data), found with memchr rather than byte by byte.
            var copied = 0
            var hash = next(UInt8(ascii: "#"), in: b, from: 0)
            var definition = nextDefinition(in: b, from: 0)
            while hash != nil || definition != nil {
                let start: Int
                if let h = hash, definition.map({ h < $0 }) ?? true {
                    start = h + 1
                } else {
                    start = definition! + idPrefixLength
                }
                let end = tokenEnd(in: b, from: start)
                output.append(contentsOf: b[copied..<start])
                let token = b[start..<end]
                if let renamed = renames[Array(token)] {
                    output.append(contentsOf: renamed)
                } else {
                    output.append(contentsOf: token)
                }
                copied = end
                if let h = hash, h < end { hash = next(UInt8(ascii: "#"), in: b, from: end) }
                if let d = definition, d < end { definition = nextDefinition(in: b, from: end) }
            }
            output.append(contentsOf: b[copied...])
        }
        return output
    }

    /// New names for the ids `id="…"` defines, by order of definition.
    static func names(definedIn bytes: [UInt8], prefix: [UInt8] = []) -> [[UInt8]: [UInt8]] {
        var renames: [[UInt8]: [UInt8]] = [:]
        var counts: [[UInt8]: Int] = [:]
        bytes.withUnsafeBufferPointer { b in
            var from = 0
            while let found = nextDefinition(in: b, from: from) {
                let start = found + idPrefixLength
                let end = tokenEnd(in: b, from: start)
                let id = Array(b[start..<end])
                if renames[id] == nil {
                    let letters = Array(id.prefix { isLetter($0) })
                    let rank = (counts[letters] ?? 0) + 1
                    counts[letters] = rank
                    renames[id] = prefix + letters + Array(String(rank).utf8)
                }
                from = end
            }
        }
        return renames
    }

    /// The length of ` id="`.
    private static let idPrefixLength = 5

    /// The first `byte` at or after `from`.
    private static func next(_ byte: UInt8, in b: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard from < b.count, let base = b.baseAddress,
              let found = memchr(base + from, Int32(byte), b.count - from) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Where the first ` id="` at or after `from` starts: found by its `=`.
    private static func nextDefinition(in b: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        var search = from + 3
        while let equals = next(UInt8(ascii: "="), in: b, from: search) {
            if equals + 1 < b.count, b[equals - 3] == UInt8(ascii: " "), b[equals - 2] == UInt8(ascii: "i"),
               b[equals - 1] == UInt8(ascii: "d"), b[equals + 1] == UInt8(ascii: "\"") {
                return equals - 3
            }
            search = equals + 1
        }
        return nil
    }

    /// The end of an XML name-like token (letters, digits, `-`, `_`, `.`) starting at `start`.
    private static func tokenEnd(in b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < b.count {
            let byte = b[end]
            guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: ".") else { break }
            end += 1
        }
        return end
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
