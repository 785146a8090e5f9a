import Foundation

/// A file that shows a failure: a reference, the actual file, a diff image. Named as in the failure folder
/// (`actual.png`, `diff.png`, `reference.txt`).
public struct DiffAttachment: Equatable, Sendable {
    /// A file name: `reference.png`, `actual.png`, `diff.png`, `actual.txt`.
    public var name: String
    public var data: Data
    /// What the file is, in messages: `actual picture`, `actual frames`, `diff`.
    public var label: String

    public init(name: String, data: Data, label: String? = nil) {
        self.name = name
        self.data = data
        self.label = label ?? name
    }
}

/// How one format is stored and compared: the bytes of a reference file, and a comparison of a reference's
/// bytes with a value made now. `SnapshotEngine` does the rest (record modes, locking, outcomes, failure files).
public struct Diffing<Format> {
    /// The bytes of a reference file.
    public var toData: (Format) throws -> Data
    /// What the files hold, in messages: `frames`, `picture`, `text`.
    public var noun: String
    /// Compares a reference's bytes with a value made now; `name` is the reference's file name (for
    /// messages). Throws for a damaged reference.
    public var compare: (_ reference: Data, _ actual: Format, _ name: String) throws -> ReferenceComparison

    public init(noun: String, toData: @escaping (Format) throws -> Data,
                compare: @escaping (_ reference: Data, _ actual: Format, _ name: String) throws -> ReferenceComparison) {
        self.noun = noun
        self.toData = toData
        self.compare = compare
    }

    /// A format compared as values: `fromData` reads a reference (throwing for a damaged one), `diff` is nil
    /// when the two match, else the reasons, one a line.
    public init(noun: String = "file", toData: @escaping (Format) throws -> Data, fromData: @escaping (Data) throws -> Format,
                diff: @escaping (_ reference: Format, _ actual: Format) -> String?) {
        self.init(noun: noun, toData: toData) { data, actual, _ in
            guard let message = diff(try fromData(data), actual) else { return ReferenceComparison(matches: true) }
            return ReferenceComparison(matches: false, reasons: message.split(separator: "\n").map(String.init))
        }
    }

    /// `actual` as the reference file at `url` (read from `readURL` when an earlier folder holds it), for
    /// `SnapshotEngine.verify`. Throws when `toData` does.
    public func file(_ actual: Format, at url: URL, readingFrom readURL: URL? = nil) throws -> SnapshotFile {
        let compare = self.compare
        let name = (readURL ?? url).lastPathComponent
        return SnapshotFile(url: url, readURL: readURL, bytes: try toData(actual), noun: noun) { try compare($0, actual, name) }
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

extension Snapshotting {
    /// Snapshots `value`, compares it with the reference file at `url` (read from `readURL` when a folder of
    /// an earlier name holds it: `SnapshotFolder`) and writes `url` as `mode` says: `SnapshotEngine.verify`
    /// for one file, under the lock of `url`'s folder.
    /// - Throws: when making the snapshot or writing the reference fails. A damaged reference is a mismatch.
    public func verify(_ value: Value, reference url: URL, readingFrom readURL: URL? = nil,
                       mode: RecordMode) throws -> SnapshotVerification {
        let file = try diffing.file(try snapshot(value), at: url, readingFrom: readURL)
        return try SnapshotEngine.verify([file], mode: mode, lockingFolder: url.deletingLastPathComponent())
    }
}
