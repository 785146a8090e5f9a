import Foundation

/// What a file is, looked at before it is opened: Layoutshot reads fixtures, images and reference files only
/// when they are regular files of bounded size. Opening a named pipe blocks until someone writes to it (an
/// `Image` whose file is a FIFO hung for ever), a device can be endless, and reading a 3 GB file into memory
/// aborts the process.
public enum InputFile {
    /// Why a file is not read.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case missing
        case folder
        /// A named pipe, a device or a socket (`kind` says which).
        case notRegular(kind: String)
        case tooLarge(bytes: Int64, limit: Int64)

        public var description: String {
            switch self {
            case .missing: return "no such file"
            case .folder: return "is a folder, not a file"
            case .notRegular(let kind): return "is \(kind), not a regular file"
            case .tooLarge(let bytes, let limit):
                return "is \(InputFile.describe(bytes)), more than the \(InputFile.describe(limit)) Layoutshot reads"
            }
        }
    }

    /// The problem with reading `path` (symbolic links followed) as a file of at most `limit` bytes, or nil.
    public static func problem(at path: String, limit: Int64) -> Problem? {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .folder
        case S_IFIFO: return .notRegular(kind: "a named pipe (FIFO)")
        case S_IFCHR: return .notRegular(kind: "a character device")
        case S_IFBLK: return .notRegular(kind: "a block device")
        case S_IFSOCK: return .notRegular(kind: "a socket")
        default: return .notRegular(kind: "not a file")
        }
        return Int64(info.st_size) > limit ? .tooLarge(bytes: Int64(info.st_size), limit: limit) : nil
    }

    /// The whole file, after `problem(at:limit:)` found none; the size is checked again on what was read, in
    /// case the file grew in between.
    public static func read(_ path: String, limit: Int64) throws -> Data {
        if let problem = problem(at: path, limit: limit) { throw problem }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw Problem.missing }
        defer { try? handle.close() }
        let data = try handle.read(upToCount: Int(limit) + 1) ?? Data()
        guard data.count <= limit else { throw Problem.tooLarge(bytes: Int64(data.count), limit: limit) }
        return data
    }

    /// "12.5 MB", "3 bytes".
    public static func describe(_ bytes: Int64) -> String {
        if bytes < 1_000 { return "\(bytes) bytes" }
        if bytes < 1_000_000 { return "\(formatNumber(CGFloat(bytes) / 1_000)) kB" }
        if bytes < 1_000_000_000 { return "\(formatNumber(CGFloat(bytes) / 1_000_000)) MB" }
        return "\(formatNumber(CGFloat(bytes) / 1_000_000_000)) GB"
    }
}

extension ImageAsset {
    /// The most pixels an image is decoded with: 64 megapixels, 256 MB as pixels (a 0.5 MB PNG can claim
    /// 23,000 × 23,000, 2.1 GB). Checked from the file's header before anything is decoded.
    public static let maximumPixels = 67_108_864
    /// The most bytes an image file may have.
    public static let maximumFileBytes: Int64 = 256_000_000

    /// The pixel size in a PNG file's header (the signature, then the IHDR chunk's width and height,
    /// big-endian), read without decoding; nil for anything that is not a PNG.
    public static func pngPixelSize(at path: String) -> CGSize? {
        guard InputFile.problem(at: path, limit: maximumFileBytes) == nil,
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> CGFloat {
            CGFloat(bytes[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        return CGSize(width: word(16), height: word(20))
    }

    /// Why the PNG at `path` is not drawn (not a regular file of bounded size, not a PNG, too many pixels),
    /// or nil.
    public static func pngProblem(at path: String) -> String? {
        if let problem = InputFile.problem(at: path, limit: maximumFileBytes) { return "\(problem)" }
        guard let size = pngPixelSize(at: path), size.width > 0, size.height > 0 else { return "is not a PNG image" }
        guard size.width * size.height <= CGFloat(maximumPixels) else {
            return "is \(formatNumber(size.width))×\(formatNumber(size.height)) pixels; images are limited to "
                + "\(maximumPixels / 1_048_576) megapixels"
        }
        return nil
    }
}
