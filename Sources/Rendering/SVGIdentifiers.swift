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
        output.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            // An id follows `id="` or `#`; anything else is copied as is.
            let tokenStart: Int?
            if bytes[i] == UInt8(ascii: "#") {
                tokenStart = i + 1
            } else if matches(idPrefix, in: bytes, at: i) {
                tokenStart = i + idPrefix.count
            } else {
                tokenStart = nil
            }
            guard let start = tokenStart else {
                output.append(bytes[i])
                i += 1
                continue
            }
            let end = tokenEnd(in: bytes, from: start)
            output.append(contentsOf: bytes[i..<start])
            let token = Array(bytes[start..<end])
            output.append(contentsOf: renames[token] ?? token)
            i = end
        }
        return output
    }

    /// New names for the ids `id="…"` defines, by order of definition.
    static func names(definedIn bytes: [UInt8], prefix: [UInt8] = []) -> [[UInt8]: [UInt8]] {
        var renames: [[UInt8]: [UInt8]] = [:]
        var counts: [[UInt8]: Int] = [:]
        var i = 0
        while i < bytes.count {
            guard matches(idPrefix, in: bytes, at: i) else {
                i += 1
                continue
            }
            let start = i + idPrefix.count
            let end = tokenEnd(in: bytes, from: start)
            let id = Array(bytes[start..<end])
            if renames[id] == nil {
                let letters = Array(id.prefix { isLetter($0) })
                let rank = (counts[letters] ?? 0) + 1
                counts[letters] = rank
                renames[id] = prefix + letters + Array(String(rank).utf8)
            }
            i = end
        }
        return renames
    }

    private static let idPrefix = Array(#" id=""#.utf8)

    private static func matches(_ pattern: [UInt8], in bytes: [UInt8], at i: Int) -> Bool {
        guard i + pattern.count <= bytes.count else { return false }
        for k in 0..<pattern.count where bytes[i + k] != pattern[k] { return false }
        return true
    }

    /// The end of an XML name-like token (letters, digits, `-`, `_`, `.`) starting at `start`.
    private static func tokenEnd(in bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, isLetter(bytes[end]) || isDigit(bytes[end]) || "-_.".utf8.contains(bytes[end]) {
            end += 1
        }
        return end
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
