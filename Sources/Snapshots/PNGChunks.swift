import Foundation

/// Why bytes could not be read (or written) as a PNG. The description is a sentence for a person.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// Zero bytes.
    case empty
    /// A Git LFS pointer file stands where the picture should be (the picture was never fetched).
    case gitLFSPointer(oid: String?, size: Int?)
    /// The bytes do not start with the PNG signature; the value says what they look like.
    case notPNG(String)
    /// The data ends before the PNG does.
    case truncated(String)
    /// The PNG is damaged (bad chunk, bad compressed data); libpng's or our own words.
    case corrupt(String)
    /// An image or a metadata text that cannot be written as a PNG.
    case unencodable(String)

    public var description: String {
        switch self {
        case .empty:
            return "not a PNG: the file is empty"
        case .gitLFSPointer(let oid, let size):
            var facts: [String] = []
            if let oid { facts.append(oid) }
            if let size { facts.append("\(size) bytes") }
            let detail = facts.isEmpty ? "" : " (" + facts.joined(separator: ", ") + ")"
            return "not a PNG but a Git LFS pointer\(detail): run `git lfs pull` to fetch the picture"
        case .notPNG(let what): return "not a PNG: \(what)"
        case .truncated(let what): return "truncated PNG: \(what)"
        case .corrupt(let what): return "damaged PNG: \(what)"
        case .unencodable(let what): return "cannot write PNG: \(what)"
        }
    }
}

/// One chunk of a PNG file, by byte offsets into the file.
struct PNGChunk: Equatable {
    /// Four ASCII letters: `IHDR`, `tEXt`, `IDAT`, `IEND`.
    var type: String
    /// The whole chunk: length, type, data, CRC.
    var range: Range<Int>
    /// The data alone.
    var dataRange: Range<Int>
}

/// PNG's file structure (PNG specification §5): an 8-byte signature, then chunks of a 4-byte big-endian
/// length, a 4-byte type, the data and a CRC-32 of type and data, ending with `IEND`.
enum PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of `data` up to and including `IEND`, after checking the signature and that every chunk
    /// fits. CRCs are left to libpng (decoding) and to `text(in:)` for the chunk it reads.
    static func chunks(in data: Data) throws -> [PNGChunk] {
        let bytes = [UInt8](data)
        try checkSignature(bytes)
        var chunks: [PNGChunk] = []
        var offset = signature.count
        while true {
            guard offset + 8 <= bytes.count else {
                let where_ = chunks.last.map { "after the \($0.type) chunk" } ?? "after the signature"
                throw PNGError.truncated("the data ends \(where_) at byte \(bytes.count), before IEND")
            }
            let length = Int(readUInt32(bytes, offset))
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw PNGError.corrupt("no chunk type at byte \(offset + 4)")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let end = offset + 12 + length
            guard length <= 0x7FFF_FFFF, end <= bytes.count else {
                throw PNGError.truncated("the \(type) chunk at byte \(offset) needs \(length + 12) bytes, "
                                         + "only \(bytes.count - offset) remain")
            }
            if chunks.isEmpty && type != "IHDR" {
                throw PNGError.corrupt("the first chunk is \(type), not IHDR")
            }
            chunks.append(PNGChunk(type: type, range: offset..<end, dataRange: (offset + 8)..<(end - 4)))
            offset = end
            if type == "IEND" { return chunks }
        }
    }

    /// Throws a clear error unless `bytes` start with the PNG signature.
    static func checkSignature(_ bytes: [UInt8]) throws {
        if bytes.isEmpty { throw PNGError.empty }
        if bytes.starts(with: signature) { return }
        let head = String(decoding: bytes.prefix(200), as: UTF8.self)
        if head.hasPrefix("version https://git-lfs") {
            let lines = String(decoding: bytes.prefix(1024), as: UTF8.self).split(separator: "\n")
            let oid = lines.first { $0.hasPrefix("oid ") }.map { String($0.dropFirst(4)) }
            let size = lines.first { $0.hasPrefix("size ") }.flatMap { Int($0.dropFirst(5)) }
            throw PNGError.gitLFSPointer(oid: oid, size: size)
        }
        if bytes.starts(with: signature.prefix(bytes.count)) {
            throw PNGError.truncated("only \(bytes.count) bytes, less than the signature")
        }
        throw PNGError.notPNG(describe(bytes))
    }

    /// What the first bytes look like, for an error message.
    static func describe(_ bytes: [UInt8]) -> String {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "it is a JPEG" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "it is a GIF" }
        let head = bytes.prefix(32)
        let printable = head.allSatisfy { $0 == 9 || $0 == 10 || $0 == 13 || (32..<127).contains($0) || $0 >= 0x80 }
        if printable, let text = String(bytes: head, encoding: .utf8) {
            let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
            return "it starts with the text \"\(firstLine)\(bytes.count > 32 ? "…" : "")\""
        }
        return "it starts with the bytes " + head.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
    }

    /// A chunk with its length and CRC.
    static func makeChunk(type: String, data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 12)
        appendUInt32(&out, UInt32(data.count))
        let typeAndData = Array(type.utf8) + data
        out += typeAndData
        appendUInt32(&out, CRC32.checksum(typeAndData))
        return out
    }

    static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    static func appendUInt32(_ out: inout [UInt8], _ value: UInt32) {
        out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// The CRC-32 of PNG chunks and zlib (polynomial 0xEDB88320, reflected), as given in the PNG specification's
/// annex D.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        // Through a buffer: a generic collection's iterator costs tens of instructions a byte.
        if let sum = bytes.withContiguousStorageIfAvailable(checksum(buffer:)) { return sum }
        return Array(bytes).withUnsafeBufferPointer(checksum(buffer:))
    }

    static func checksum(buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
        table.withUnsafeBufferPointer { table in
            var c: UInt32 = 0xFFFF_FFFF
            for byte in buffer { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
            return c ^ 0xFFFF_FFFF
        }
    }
}
