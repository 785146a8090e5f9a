import Foundation

/// When references are written (docs/SNAPSHOTS.md). A reference is never written unless the mode asks, and
/// only when its bytes would change.
///
/// | mode | reference missing | reference mismatches | reference matches |
/// |---|---|---|---|
/// | `all` | write (recorded) | rewrite (updated) | rewrite if its bytes differ (updated), else matched |
/// | `missing` | write (recorded) | fail | matched |
/// | `failed` | write (recorded) | rewrite (updated) | matched |
/// | `never` | fail (missing) | fail | matched |
public enum RecordMode: String, CaseIterable, Codable, Sendable {
    case all, missing, failed, never

    /// Whether a reference in `state` is (re)written in this mode.
    public func writes(_ state: ReferenceState) -> Bool {
        switch (self, state) {
        case (.all, _): return true
        case (.missing, .missing), (.failed, .missing), (.failed, .mismatches): return true
        default: return false
        }
    }
}

/// How an existing reference file compares with what was produced now.
public enum ReferenceState: Equatable, Sendable {
    case missing
    case matches
    case mismatches
}

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in the same
/// folder, which is then renamed over the target (atomic on one file system).
public enum AtomicWrite {
    /// Writes `data` to `url`, creating folders as needed, unless the file already holds exactly `data`.
    /// - Returns: whether the file was written.
    @discardableResult
    public static func write(_ data: Data, to url: URL) throws -> Bool {
        if let existing = FileManager.default.contents(atPath: url.path), existing == data { return false }
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try data.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path,
                                                               NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return true
    }
}
