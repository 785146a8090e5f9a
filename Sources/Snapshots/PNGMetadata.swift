import Foundation

/// Reads and writes one `tEXt` chunk of a PNG (PNG specification §11.3.4.3: a Latin-1 keyword of 1–79
/// characters, a zero byte, then Latin-1 text). Layoutshot keeps the render environment of a reference
/// picture under the keyword `layoutshot` (`RenderEnvironment.pngMetadata()`).
///
/// The chunk is placed right after `IHDR`, so equal pictures with equal text give equal bytes.
public enum PNGMetadata {
    /// The keyword Layoutshot writes.
    public static let keyword = "layoutshot"

    /// The text of the first `tEXt` chunk with `keyword`, or nil when there is none.
    /// - Throws: `PNGError` when `png` is not a whole PNG or that chunk's CRC is wrong.
    public static func text(in png: Data, keyword: String = keyword) throws -> String? {
        let bytes = [UInt8](png)
        for chunk in try PNGChunks.chunks(in: png) where chunk.type == "tEXt" {
            let data = bytes[chunk.dataRange]
            guard let zero = data.firstIndex(of: 0) else { continue }
            guard latin1(data[data.startIndex..<zero]) == keyword else { continue }
            let stored = PNGChunks.readUInt32(bytes, chunk.range.upperBound - 4)
            guard CRC32.checksum(bytes[(chunk.range.lowerBound + 4)..<(chunk.range.upperBound - 4)]) == stored else {
                throw PNGError.corrupt("the CRC of the tEXt chunk \"\(keyword)\" is wrong")
            }
            return latin1(data[(zero + 1)...])
        }
        return nil
    }

    /// Latin-1 bytes as text, each byte the code point of its value; ASCII (what Layoutshot writes) goes
    /// through UTF-8 decoding, which is hundreds of times faster than `String(bytes:encoding: .isoLatin1)`.
    static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }

    /// `png` with its `tEXt` chunks for `keyword` replaced by one holding `text` right after `IHDR`, or
    /// removed when `text` is nil. Everything else is kept byte for byte.
    /// - Throws: `PNGError` when `png` is not a whole PNG, or `.unencodable` when the keyword or text is not
    ///   Latin-1 (or the keyword is not 1–79 characters).
    public static func setting(_ text: String?, keyword: String = keyword, in png: Data) throws -> Data {
        guard (1...79).contains(keyword.count), let key = keyword.data(using: .isoLatin1), !key.contains(0) else {
            throw PNGError.unencodable("a tEXt keyword is 1 to 79 Latin-1 characters, not \"\(keyword)\"")
        }
        var newChunk: [UInt8] = []
        if let text {
            guard let value = text.data(using: .isoLatin1) else {
                throw PNGError.unencodable("tEXt holds Latin-1 text only")
            }
            newChunk = PNGChunks.makeChunk(type: "tEXt", data: [UInt8](key) + [0] + [UInt8](value))
        }
        // The chunks first: they check the signature, so a file shorter than one throws rather than traps.
        let chunks = try PNGChunks.chunks(in: png)
        let bytes = [UInt8](png)
        var out = Array(bytes[0..<PNGChunks.signature.count])
        out.reserveCapacity(bytes.count + newChunk.count)
        for chunk in chunks {
            if chunk.type == "tEXt" {
                let data = bytes[chunk.dataRange]
                if let zero = data.firstIndex(of: 0), Array(data[data.startIndex..<zero]) == [UInt8](key) { continue }
            }
            out += bytes[chunk.range]
            if chunk.type == "IHDR" { out += newChunk }
        }
        return Data(out)
    }

    /// `png` without its `tEXt` chunk for `keyword`: the bytes a renderer wrote, for comparing pictures whose
    /// metadata differ.
    public static func removing(keyword: String = keyword, from png: Data) throws -> Data {
        try setting(nil, keyword: keyword, in: png)
    }
}
