import Foundation

/// What comparing a reference file with what was made now found (made by a `Diffing`): whether they match,
/// why not, and the facts a report shows.
public struct ReferenceComparison: Sendable {
    /// Whether the reference matches (pictures: within the pixel allowance).
    public var matches: Bool
    /// Why it does not match, one reason a line. For a match, what differs all the same, said only when the
    /// reference is rewritten (`environment recorded anew: …`).
    public var reasons: [String]
    /// Lines said before every reason of the snapshot when any of its files does not match, whether or not
    /// this one does: the render environment the reference picture was recorded in, when it is not this
    /// machine's.
    public var notes: [String]
    /// A picture of the differences (`diff.png`), when there are any.
    public var diffImage: Data?
    /// A frame dump's view-by-view changes, when both dumps parse and differ.
    public var geometry: GeometryDiff?
    /// A picture's pixel facts (its diff image dropped: `diffImage`), when the pictures were compared.
    public var pixels: PixelComparison?
    /// The environment the reference picture recorded (nil: none, an "unknown environment").
    public var recordedEnvironment: RenderEnvironment?
    /// How this machine's environment differs from `recordedEnvironment`.
    public var environmentDifferences: [EnvironmentDifference] = []

    public init(matches: Bool, reasons: [String] = [], notes: [String] = [], diffImage: Data? = nil) {
        self.matches = matches
        self.reasons = reasons
        self.notes = notes
        self.diffImage = diffImage
    }
}

/// One reference file of a snapshot, ready to verify: where it is, what recording writes, and how the
/// reference's bytes compare with what was made now. `Diffing.file(_:at:)` makes one.
public struct SnapshotFile {
    /// Where the reference is recorded.
    public var url: URL
    /// Where it is read: `url`, unless a folder of an earlier name still holds it (`SnapshotFolder`).
    public var readURL: URL
    /// The bytes recording writes.
    public var bytes: Data
    /// What the file holds, in messages: `frames` (`actual frames: …`), `picture` (`reference picture x.png: …`).
    public var noun: String
    /// Compares the reference's bytes with what was made now; throws for a damaged reference (said as
    /// `reference <noun> <file>: <error>`).
    public var compare: (Data) throws -> ReferenceComparison

    public init(url: URL, readURL: URL? = nil, bytes: Data, noun: String,
                compare: @escaping (Data) throws -> ReferenceComparison) {
        self.url = url
        self.readURL = readURL ?? url
        self.bytes = bytes
        self.noun = noun
        self.compare = compare
    }
}

/// One file's verdict after `SnapshotEngine.verify`.
public struct FileVerdict: Sendable {
    /// Where the reference is recorded, and where it was read.
    public var url: URL
    public var readURL: URL
    public var state: ReferenceState
    /// The reference's bytes as read; nil when there was none (or it could not be read).
    public var existing: Data?
    /// What the comparison found; nil when the reference is missing, unreadable or damaged.
    public var comparison: ReferenceComparison?
    public var reasons: [String] = []
    /// The bytes recording writes.
    public var bytes: Data
    public var noun: String
    /// Whether this run wrote the reference.
    public var written = false
}

/// What `SnapshotEngine.verify` (and `Snapshotting.verify`) found.
public struct SnapshotVerification: Sendable {
    public var outcome: SnapshotOutcome
    /// Files that show a failure: per file `reference.<ext>`, `actual.<ext>` and `diff.png` where there is
    /// one (only `actual.<ext>` for a missing or damaged reference); empty unless the outcome is a failure.
    public var attachments: [DiffAttachment]
    /// The reference file checked (the first file's, where it was read).
    public var referenceURL: URL
    /// Every file's verdict, in the order given.
    public var files: [FileVerdict] = []
    /// The references written.
    public var written: [URL] = []
    /// What a failure writes beside its message (`FailureFiles.write`): the actual file of every file of the
    /// snapshot and the diff images; empty unless the outcome is a failure.
    public var failureFiles: [DiffAttachment] = []
}

/// The one way a snapshot is checked, for `layoutshot check` (`ReferenceStore`, two files per snapshot) and
/// the test helpers (`Snapshotting.verify`, one): compare each file with its reference, record as the mode
/// says, and say the outcome (docs/SNAPSHOTS.md).
public enum SnapshotEngine {
    /// Compares every file with its reference and writes references as `mode` says (`RecordMode`). Each file
    /// is judged on its own; the outcome puts the files' notes (the environment) first when any file does not
    /// match.
    ///
    /// A snapshot whose references are to be written is compared again and written under `folder`'s lock
    /// (`FolderLock`), so that runs checking one folder at once give the results they would give one after the
    /// other; comparisons that write nothing take no lock. A reference that already holds the bytes to be
    /// written counts as matching. The stale temporary files of a killed run in the files' folders are
    /// removed first.
    /// - Throws: when writing a reference fails (`FileError`). A damaged or unreadable reference is not an
    ///   error but a mismatch, rewritten by `all` and `failed`.
    public static func verify(_ files: [SnapshotFile], mode: RecordMode, lockingFolder folder: URL) throws -> SnapshotVerification {
        for parent in Set(files.map { $0.url.deletingLastPathComponent() }) {
            TemporaryFiles.removeStale(in: parent)
        }
        let first = files.map(verdict)
        guard first.contains(where: { mode.writes($0.state) && $0.existing != $0.bytes }) else {
            return finish(first)
        }
        try AtomicFile.makeFolder(folder)
        return try FolderLock.withLock(on: folder) {
            var again = files.map(verdict)
            for index in again.indices where mode.writes(again[index].state) {
                if try AtomicFile.write(again[index].bytes, to: again[index].url) {
                    again[index].written = true
                } else {
                    // The file already holds these bytes (written by a run that does not lock): it matches.
                    again[index].state = .matches
                    again[index].reasons = []
                }
            }
            return finish(again)
        }
    }

    /// Reads one reference and compares it; writes nothing.
    static func verdict(_ file: SnapshotFile) -> FileVerdict {
        var verdict = FileVerdict(url: file.url, readURL: file.readURL, state: .missing, bytes: file.bytes, noun: file.noun)
        let name = file.readURL.lastPathComponent
        guard let read = ReferenceFile.read(file.readURL) else { return verdict }
        verdict.state = .mismatches
        switch read {
        case .failure(let problem):
            verdict.reasons = ["reference \(name) \(problem)"]
        case .success(let data):
            verdict.existing = data
            do {
                let comparison = try file.compare(data)
                verdict.comparison = comparison
                verdict.state = comparison.matches ? .matches : .mismatches
                verdict.reasons = comparison.reasons
            } catch {
                verdict.reasons = ["reference \(file.noun) \(name): \(error)"]
            }
        }
        return verdict
    }

    static func finish(_ files: [FileVerdict]) -> SnapshotVerification {
        var notes: [String] = []
        if files.contains(where: { $0.state == .mismatches }) {
            for note in files.flatMap({ $0.comparison?.notes ?? [] }) where !notes.contains(note) { notes.append(note) }
        }
        let outcome = Self.outcome(of: files, notes: notes)
        var verification = SnapshotVerification(outcome: outcome, attachments: [],
                                                referenceURL: files.first?.readURL ?? URL(fileURLWithPath: "/"),
                                                files: files, written: files.filter(\.written).map(\.url))
        guard outcome.isFailure else { return verification }
        for file in files {
            let ext = file.url.pathExtension
            let actual = DiffAttachment(name: "actual." + ext, data: file.bytes, label: "actual " + file.noun)
            let diff = file.comparison?.diffImage.map { DiffAttachment(name: "diff.png", data: $0, label: "diff") }
            if file.state == .mismatches, file.comparison != nil, let existing = file.existing {
                verification.attachments.append(DiffAttachment(name: "reference." + ext, data: existing, label: "reference " + file.noun))
            }
            if file.state != .matches { verification.attachments.append(actual) }
            if let diff, file.state == .mismatches { verification.attachments.append(diff) }
            verification.failureFiles.append(actual)
            if let diff { verification.failureFiles.append(diff) }
        }
        return verification
    }

    /// The outcome of a snapshot's files: a mismatch not rewritten fails (`notes` first, then every failing
    /// file's reasons, then the references that are missing); else a missing reference not recorded is
    /// `missing`; else a rewritten reference is `updated`, a new one `recorded`.
    static func outcome(of files: [FileVerdict], notes: [String]) -> SnapshotOutcome {
        let failing = files.filter { $0.state == .mismatches && !$0.written }
        let absent = files.filter { $0.state == .missing && !$0.written }
        if !failing.isEmpty {
            let missingNotes = absent.map { "no reference \($0.url.lastPathComponent)" }
            return .failed(reasons: notes + failing.flatMap(\.reasons) + missingNotes)
        }
        if !absent.isEmpty { return .missing(files: absent.map { $0.url.lastPathComponent }) }
        let rewritten = files.filter { $0.written && $0.state != .missing }
        if !rewritten.isEmpty { return .updated(reasons: notes + rewritten.flatMap(\.reasons)) }
        if files.contains(where: \.written) { return .recorded }
        return .matched
    }
}

/// Where a failing snapshot's files go: `check`'s failure folder, a test file's `__Failures__`.
public protocol FailureFileSink {
    /// Writes `files` (names relative to the folder) and returns where each went.
    func write(_ files: [(name: String, data: Data)]) throws -> [URL]
}

/// Writing a failure's files (`SnapshotVerification.failureFiles`), the same way for `check` and the test helpers.
public enum FailureFiles {
    /// Writes `files` into `sink` as `<snapshot>.<file name>` (`card.actual.png`, `card.diff.png`) and returns
    /// the lines that name them, in order: `actual picture: /path/card.actual.png`.
    public static func write(_ files: [DiffAttachment], of snapshot: String, into sink: FailureFileSink) throws -> [String] {
        guard !files.isEmpty else { return [] }
        let urls = try sink.write(files.map { ("\(snapshot).\($0.name)", $0.data) })
        return zip(files, urls).map { "\($0.label): \($1.path)" }
    }
}
