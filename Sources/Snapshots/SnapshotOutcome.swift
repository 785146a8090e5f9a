import Foundation

/// What one snapshot check came to.
public enum SnapshotOutcome: Equatable, Sendable {
    /// Every reference matched (within the pixel allowance); nothing was written.
    case matched
    /// No reference existed; the new ones were written.
    case recorded
    /// References existed and were rewritten (`all`, or `failed` after a mismatch); `reasons` says what
    /// differed (empty when only bytes changed, such as the recorded environment).
    case updated(reasons: [String])
    /// A reference did not match and was left alone; `reasons` in reading order: the environment first when
    /// it differs, then geometry lines, then pixel facts.
    case failed(reasons: [String])
    /// A reference does not exist and the mode (`never`) does not write it; `files` are their names.
    case missing(files: [String])

    /// Whether a test should fail: `failed` and `missing`.
    public var isFailure: Bool {
        switch self {
        case .failed, .missing: return true
        case .matched, .recorded, .updated: return false
        }
    }

    /// Whether a reference was written.
    public var wroteReference: Bool {
        switch self {
        case .recorded, .updated: return true
        default: return false
        }
    }

    /// `matched`, `recorded`, `updated`, `failed`, `missing`.
    public var name: String {
        switch self {
        case .matched: return "matched"
        case .recorded: return "recorded"
        case .updated: return "updated"
        case .failed: return "failed"
        case .missing: return "missing"
        }
    }

    /// The lines that explain the outcome (empty for `matched` and `recorded`).
    public var reasons: [String] {
        switch self {
        case .matched, .recorded: return []
        case .updated(let reasons), .failed(let reasons): return reasons
        case .missing(let files):
            return ["no reference " + files.joined(separator: ", ") + " (record mode never writes one)"]
        }
    }
}

/// What was produced now for one snapshot: the frame dump and/or the picture.
public struct Snapshot: Sendable {
    /// The references' file name without extension, relative to the store's folder (may hold `/`):
    /// `001-palette-compact` → `001-palette-compact.txt` and `.png`.
    public var name: String
    /// The group the snapshot belongs to (a fixture file, a test class): JUnit's `classname`.
    public var fixture: String
    /// The snapshot within its group (a preview, a test): JUnit's `name`.
    public var preview: String
    /// `FrameNode.textDump()`; nil to not check a frame dump.
    public var frames: String?
    /// The rendered PNG (as `Renderer` writes it; the store adds the environment); nil to not check a picture.
    public var png: Data?

    public init(name: String, fixture: String? = nil, preview: String? = nil, frames: String?, png: Data?) {
        self.name = name
        self.fixture = fixture ?? name
        self.preview = preview ?? name
        self.frames = frames
        self.png = png
    }
}

/// Everything a check found, for messages and reports.
public struct SnapshotResult: Sendable {
    public var snapshot: Snapshot
    public var outcome: SnapshotOutcome
    /// `<name>.txt` and `<name>.png` in the store's folder.
    public var framesURL: URL
    public var pictureURL: URL
    /// The reference frame dump as it was before the check (nil when there was none).
    public var referenceFrames: String?
    /// Per-view geometry changes, when both dumps exist, differ and parse.
    public var geometry: GeometryDiff?
    /// The reference picture as it was before the check.
    public var referencePNG: Data?
    /// The pixel comparison (its diff image dropped: see `diffPNG`), when both pictures exist and the bytes
    /// differ.
    public var pixels: PixelComparison?
    /// The diff image as PNG, when pixels differ.
    public var diffPNG: Data?
    /// The environment the reference picture recorded (nil: none, an "unknown environment").
    public var referenceEnvironment: RenderEnvironment?
    /// How this machine's environment differs from the reference's.
    public var environmentDifferences: [EnvironmentDifference] = []
    /// The files written.
    public var written: [URL] = []
    /// What a failure writes into the failure folder (`FailureFiles.write`): the actual dump and picture, and
    /// the diff image; empty unless the outcome is a failure.
    public var failureFiles: [DiffAttachment] = []

    public var fixture: String { snapshot.fixture }

    /// The result without its dumps and pictures (outcome, reasons, geometry and pixel facts, environment differences, URLs and written files stay): what a
    /// long run keeps of a snapshot nobody will look at, so memory stays flat over thousands of snapshots.
    public func withoutPayload() -> SnapshotResult {
        var light = self
        light.snapshot.frames = nil
        light.snapshot.png = nil
        light.referenceFrames = nil
        light.referencePNG = nil
        light.diffPNG = nil
        light.failureFiles = []
        light.referenceEnvironment = nil
        return light
    }

    public var preview: String { snapshot.preview }
    public var name: String { snapshot.name }
}

/// A fixture that could not be checked at all (it does not parse, a limit was crossed, it timed out): its
/// path and the error as printed (`file:line:column: error: …`).
public struct FixtureFailure: Sendable, Equatable {
    public var fixture: String
    public var message: String
    public init(fixture: String, message: String) {
        self.fixture = fixture
        self.message = message
    }
}
