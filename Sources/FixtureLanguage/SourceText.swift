import Foundation

extension FixtureParser {
    /// The text of a fixture file's bytes. What is not a UTF-8 fixture is a `FixtureError` that says what it
    /// is instead, at the first byte that shows it: a Git LFS pointer (the fixture was never fetched), a
    /// binary file (a NUL byte), UTF-16 text (its byte order mark), or invalid UTF-8. A UTF-8 byte order
    /// mark is kept (the lexer skips it).
    public static func source(from data: Data, path: String) throws -> String {
        let bytes = [UInt8](data)
        func fail(_ message: String, at offset: Int) -> FixtureError {
            let location = sourceLocation(ofByte: offset, in: bytes)
            return FixtureError(file: path, line: location.line, column: location.column, message: message)
        }
        // A Git LFS pointer is text: `parse(source:)` reports it.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw fail("the file is UTF-16 text (it starts with a UTF-16 byte order mark); save it as UTF-8", at: 0)
        }
        // Git's test for binary files: a NUL byte in the first 8000.
        if let nul = bytes.prefix(8000).firstIndex(of: 0) {
            throw fail("a NUL byte: this is a binary file, not a SwiftUI fixture", at: nul)
        }
        if let bad = firstInvalidUTF8Byte(bytes) {
            throw fail("invalid UTF-8 (byte 0x\(String(format: "%02X", bytes[bad]))): fixtures are UTF-8 text", at: bad)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence, or nil.
    static func firstInvalidUTF8Byte(_ bytes: [UInt8]) -> Int? {
        var offset = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Line and column (characters, as the lexer counts them) of the byte at `offset`; the bytes before it
    /// are valid UTF-8.
    static func sourceLocation(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = String(decoding: bytes[..<offset], as: UTF8.self)
        var line = 1, column = 1
        for c in before {
            if c == "\u{FEFF}" { continue }
            if c.isNewline { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}

/// A Git LFS pointer file (https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md): what a checkout
/// without `git lfs pull` holds in place of the real file.
struct GitLFSPointer {
    var oid: String?
    var size: Int?

    init?(_ bytes: [UInt8]) {
        // Pointers are small; the spec caps them at 1024 bytes.
        guard bytes.count <= 1024, bytes.starts(with: Array("version https://git-lfs.github.com/spec/".utf8)) else {
            return nil
        }
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            if line.hasPrefix("oid ") { oid = String(line.dropFirst(4)) }
            if line.hasPrefix("size ") { size = Int(line.dropFirst(5)) }
        }
    }

    var detail: String {
        let parts = [oid.map { "oid \($0)" }, size.map { "\($0) bytes" }].compactMap { $0 }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    }
}
