import Foundation

/// A file to attach to a failing test (an `XCTAttachment`, a Swift Testing `Attachment`).
public struct DiffAttachment: Equatable, Sendable {
    /// A file name: `reference.png`, `actual.png`, `diff.png`, `actual.txt`.
    public var name: String
    public var data: Data
    public init(name: String, data: Data) {
        self.name = name
        self.data = data
    }
}

/// How one format is stored and compared: bytes for the reference file, and a diff that is nil when the two
/// values match (or explains the mismatch in words, with files to attach).
public struct Diffing<Format> {
    /// The bytes of a reference file.
    public var toData: (Format) throws -> Data
    /// A reference file's bytes as a value; throws for a damaged file.
    public var fromData: (Data) throws -> Format
    /// nil when `actual` matches `reference`; else a message (one reason a line) and attachments.
    public var diff: (_ reference: Format, _ actual: Format) -> (message: String, attachments: [DiffAttachment])?

    public init(toData: @escaping (Format) throws -> Data, fromData: @escaping (Data) throws -> Format,
                diff: @escaping (_ reference: Format, _ actual: Format) -> (message: String, attachments: [DiffAttachment])?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// A snapshot format for values of type `Value`: how to make the `Format` (a dump, a picture) and how to
/// store and compare it. A new format is one value of this type; ready-made ones over `LayoutResult` are
/// `.frames`, `.png(renderer:…)` and `.svg(renderer:…)`.
///
/// ```swift
/// let strategy: Snapshotting<LayoutResult, Data> = .png(renderer: renderer)
/// let check = try strategy.verify(result, reference: folder.appendingPathComponent("card.png"), mode: .missing)
/// if check.outcome.isFailure { XCTFail(check.outcome.reasons.joined(separator: "\n")) }
/// ```
public struct Snapshotting<Value, Format> {
    /// The reference file's extension, without the dot: `txt`, `png`, `svg`.
    public var pathExtension: String
    public var snapshot: (Value) throws -> Format
    public var diffing: Diffing<Format>

    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same format for another kind of value: `Snapshotting<LayoutResult, String>.frames.pullback { layout($0) }`.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snapshot(transform($0)) }
    }
}

/// What `Snapshotting.verify` found.
public struct SnapshotVerification {
    public var outcome: SnapshotOutcome
    /// Files that show the mismatch, or the actual file for a missing reference (empty when it matched or was
    /// recorded).
    public var attachments: [DiffAttachment]
    /// The reference file checked.
    public var referenceURL: URL
}

extension Snapshotting {
    /// Snapshots `value`, compares it with the reference file at `url` and writes that file as `mode` says
    /// (`RecordMode`): the same rules as `ReferenceStore`, for one file.
    /// - Throws: when making the snapshot or writing the reference fails. A damaged reference is a mismatch.
    public func verify(_ value: Value, reference url: URL, mode: RecordMode) throws -> SnapshotVerification {
        let actual = try snapshot(value)
        let bytes = try diffing.toData(actual)
        var result = SnapshotVerification(outcome: .matched, attachments: [], referenceURL: url)
        let read = ReferenceFile.read(url)
        if case .failure(let problem) = read {
            result.outcome = .failed(reasons: ["reference \(url.lastPathComponent) \(problem)"])
            result.attachments = [DiffAttachment(name: "actual." + pathExtension, data: bytes)]
            return result
        }
        guard case .success(let data) = read else {
            guard mode.writes(.missing) else {
                // What would have been recorded, for a CI job to upload or a reviewer to look at.
                result.outcome = .missing(files: [url.lastPathComponent])
                result.attachments = [DiffAttachment(name: "actual." + pathExtension, data: bytes)]
                return result
            }
            try AtomicFile.write(bytes, to: url)
            result.outcome = .recorded
            return result
        }
        var reasons: [String] = []
        do {
            let reference = try diffing.fromData(data)
            if let (message, attachments) = diffing.diff(reference, actual) {
                reasons = message.split(separator: "\n").map(String.init)
                result.attachments = attachments
            }
        } catch {
            reasons = ["reference \(url.lastPathComponent): \(error)"]
            result.attachments = [DiffAttachment(name: "actual." + pathExtension, data: bytes)]
        }
        if reasons.isEmpty {
            if mode.writes(.matches), try AtomicFile.write(bytes, to: url) { result.outcome = .updated(reasons: []) }
            return result
        }
        if mode.writes(.mismatches) {
            try AtomicFile.write(bytes, to: url)
            result.outcome = .updated(reasons: reasons)
        } else {
            result.outcome = .failed(reasons: reasons)
        }
        return result
    }
}
