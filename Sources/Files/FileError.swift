import Foundation

/// A file-system operation that failed, said as a person would: which path, what was being done, why
/// (`cannot write out/row.png: the disk is full (No space left on device)`), in place of Foundation's
/// `NSCocoaErrorDomain` texts.
public struct FileError: Error, Equatable, CustomStringConvertible {
    public enum Operation: String, Sendable {
        case read = "read"
        case write = "write"
        case createFolder = "create the folder"
        case remove = "remove"
        /// What Foundation reported without saying which operation.
        case access = "access"
    }

    public let operation: Operation
    public let path: String
    /// The `errno` value.
    public let code: Int32

    public init(_ operation: Operation, _ path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// From an error Foundation threw (a `CocoaError` wrapping a POSIX error, or a `POSIXError`).
    public init(_ operation: Operation, _ path: String, error: Error) {
        self.init(operation, path, code: FileError.posixCode(of: error) ?? EIO)
    }

    /// A Foundation file error that names its file (`NSFilePathErrorKey`) and has a POSIX reason, said as
    /// `access <path>`; nil for other errors.
    public static func from(_ error: Error) -> FileError? {
        guard let code = posixCode(of: error) else { return nil }
        let ns = error as NSError
        let path = (ns.userInfo[NSFilePathErrorKey] as? String) ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
        return path.map { FileError(.access, $0, code: code) }
    }

    /// The POSIX code behind a Foundation error, if it has one.
    public static func posixCode(of error: Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return Int32(ns.code) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? Error { return posixCode(of: underlying) }
        switch ns.code {
        case CocoaError.fileWriteOutOfSpace.rawValue: return ENOSPC
        case CocoaError.fileWriteVolumeReadOnly.rawValue: return EROFS
        case CocoaError.fileWriteNoPermission.rawValue, CocoaError.fileReadNoPermission.rawValue: return EACCES
        case CocoaError.fileNoSuchFile.rawValue, CocoaError.fileReadNoSuchFile.rawValue: return ENOENT
        case CocoaError.fileWriteInvalidFileName.rawValue: return ENAMETOOLONG
        default: return nil
        }
    }

    public var description: String { "cannot \(operation.rawValue) \(path): \(FileError.reason(code))" }

    /// What `code` means, in words, with the system's own text.
    public static func reason(_ code: Int32) -> String {
        let system = String(cString: strerror(code))
        switch code {
        case ENOSPC: return "the disk is full (\(system))"
        case EROFS: return "the file system is read-only (\(system))"
        case EACCES, EPERM: return "permission denied (\(system))"
        case ENOTDIR: return "a file is in the way of a folder (\(system))"
        case EISDIR: return "a folder is in the way (\(system))"
        case ENAMETOOLONG: return "the name is longer than the file system allows (\(system))"
        case EPIPE: return "the reader has gone (\(system))"
        case EBADF: return "it is closed (\(system))"
        default: return system
        }
    }
}
