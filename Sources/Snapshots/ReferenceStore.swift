import Foundation

/// A folder of reference files, two per snapshot: `<name>.txt` (the frame dump) and `<name>.png` (the
/// picture, with the environment it was rendered in kept in its `layoutshot` tEXt chunk). `check` compares
/// what was produced now with them and writes references as the record mode says (docs/SNAPSHOTS.md).
///
/// A store is a value: make one per run (or per test) and call `check` for each snapshot; it is safe to call
/// from several threads for different snapshots.
public struct ReferenceStore: Sendable {
    public var directory: URL
    public var mode: RecordMode
    public var pixelOptions: PixelDiffOptions
    /// This machine's environment, recorded into written pictures and compared with the references'.
    public var environment: RenderEnvironment

    public init(directory: URL, mode: RecordMode = .missing, pixelOptions: PixelDiffOptions = .exact,
                environment: RenderEnvironment = .current()) {
        self.directory = directory
        self.mode = mode
        self.pixelOptions = pixelOptions
        self.environment = environment
    }

    /// `<directory>/<name>.txt`.
    public func framesURL(for name: String) -> URL { directory.appendingPathComponent(name + ".txt") }
    /// `<directory>/<name>.png`.
    public func pictureURL(for name: String) -> URL { directory.appendingPathComponent(name + ".png") }

    /// Compares `snapshot` with its references and records as the mode says.
    ///
    /// A reference is compared and written as one step under the folder's lock (`FolderLock`), so that runs
    /// checking one folder at once give the results they would give one after the other: when another run
    /// wrote the reference meanwhile, it is compared with that one. Comparisons that write nothing take no lock.
    /// - Throws: when writing a reference fails, or when `snapshot.png` is not a PNG. A damaged or unreadable
    ///   reference is not an error but a mismatch (rewritten by `all` and `failed`).
    public func check(_ snapshot: Snapshot) throws -> SnapshotResult {
        TemporaryFiles.removeStale(in: framesURL(for: snapshot.name).deletingLastPathComponent())
        let first = try compare(snapshot)
        guard first.files.contains(where: { mode.writes($0.state) && $0.existing != $0.bytes }) else {
            return finish(first)
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try FolderLock.withLock(on: directory) {
            var again = try compare(snapshot)
            for index in again.files.indices where mode.writes(again.files[index].state) {
                if try AtomicFile.write(again.files[index].bytes, to: again.files[index].url) {
                    again.files[index].written = true
                    again.result.written.append(again.files[index].url)
                } else {
                    // The file already holds these bytes (written by a run that does not lock): it matches.
                    again.files[index].state = .matches
                    again.files[index].reasons = []
                }
            }
            return finish(again)
        }
    }

    /// What `compare` found: the result so far and each file's verdict.
    struct Comparison {
        var result: SnapshotResult
        var files: [FileCheck]
    }

    /// Reads the references and compares `snapshot` with them; writes nothing.
    func compare(_ snapshot: Snapshot) throws -> Comparison {
        var result = SnapshotResult(snapshot: snapshot, outcome: .matched, framesURL: framesURL(for: snapshot.name),
                                    pictureURL: pictureURL(for: snapshot.name))
        var files: [FileCheck] = []
        if let frames = snapshot.frames { files.append(checkFrames(frames, into: &result)) }
        if let png = snapshot.png { files.append(try checkPicture(png, into: &result)) }
        return Comparison(result: result, files: files)
    }

    /// The outcome, the environment explaining a mismatch before anything else does.
    func finish(_ comparison: Comparison) -> SnapshotResult {
        var result = comparison.result
        var environmentNotes: [String] = []
        if comparison.files.contains(where: { $0.state == .mismatches }),
           let sentence = EnvironmentDifference.explanation(result.environmentDifferences) {
            environmentNotes.append(sentence)
        }
        result.outcome = Self.outcome(of: comparison.files, environmentNotes: environmentNotes)
        return result
    }

    /// Whether the file at `url` is a reference as a store writes it, judged from its first bytes: a `.txt`
    /// whose first line is a frame-dump line (`Type (x, y, width, height) ← W×H`), or a `.png` whose first
    /// chunk after `IHDR` is the `tEXt` chunk `layoutshot`; a link or anything but a regular file is not.
    /// `check --prune` removes no other file.
    public static func isReference(at url: URL) -> Bool {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        switch url.pathExtension {
        case "txt":
            guard let head = try? handle.read(upToCount: 4096),
                  let firstLine = String(decoding: head, as: UTF8.self).split(separator: "\n", maxSplits: 1).first
            else { return false }
            return (try? FrameDump.parseLine(Substring(firstLine), number: 1)) != nil
        case "png":
            // Signature (8 bytes), IHDR (4 + 4 + 13 + 4), then a length and "tEXt" "layoutshot" 0.
            let keyword = Array("tEXt\(PNGMetadata.keyword)".utf8) + [0]
            guard let head = try? handle.read(upToCount: 33 + 4 + keyword.count), head.count == 37 + keyword.count else {
                return false
            }
            let bytes = [UInt8](head)
            return bytes.starts(with: PNGChunks.signature) && Array(bytes[12..<16]) == Array("IHDR".utf8)
                && Array(bytes[37...]) == keyword
        default:
            return false
        }
    }

    /// One reference file's verdict.
    struct FileCheck {
        var url: URL
        var state: ReferenceState
        /// What to write.
        var bytes: Data
        /// The reference file's bytes as read, nil when it is missing.
        var existing: Data?
        var reasons: [String] = []
        var written = false
    }

    static func outcome(of files: [FileCheck], environmentNotes: [String]) -> SnapshotOutcome {
        let failing = files.filter { $0.state == .mismatches && !$0.written }
        let absent = files.filter { $0.state == .missing && !$0.written }
        if !failing.isEmpty {
            let missingNotes = absent.map { "no reference \($0.url.lastPathComponent)" }
            return .failed(reasons: environmentNotes + failing.flatMap(\.reasons) + missingNotes)
        }
        if !absent.isEmpty { return .missing(files: absent.map { $0.url.lastPathComponent }) }
        let rewritten = files.filter { $0.written && $0.state != .missing }
        if !rewritten.isEmpty { return .updated(reasons: environmentNotes + rewritten.flatMap(\.reasons)) }
        if files.contains(where: { $0.written }) { return .recorded }
        return .matched
    }

    // MARK: Frames

    func checkFrames(_ frames: String, into result: inout SnapshotResult) -> FileCheck {
        let url = result.framesURL
        var check = FileCheck(url: url, state: .missing, bytes: Data(frames.utf8))
        guard let read = ReferenceFile.read(url) else { return check }
        guard case .success(let data) = read else { return Self.unreadable(check, read) }
        check.existing = data
        let reference = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        result.referenceFrames = reference
        if reference == frames {
            check.state = .matches
            return check
        }
        check.state = .mismatches
        if let diff = try? GeometryDiff(reference: reference, actual: frames), !diff.isEmpty {
            result.geometry = diff
            check.reasons = diff.lines
        } else {
            check.reasons = [Self.firstDifferingLine(reference, frames)]
        }
        return check
    }

    /// "the frame dump differs at line 3: expected `…`, got `…`", for dumps the geometry diff cannot explain.
    static func firstDifferingLine(_ reference: String, _ actual: String) -> String {
        let old = reference.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil, b = index < new.count ? new[index] : nil
            if a != b {
                func show(_ line: String?) -> String { line.map { "`\($0)`" } ?? "the end" }
                return "the frame dump differs at line \(index + 1): expected \(show(a)), got \(show(b))"
            }
        }
        return "the frame dumps differ"
    }

    // MARK: Picture

    func checkPicture(_ png: Data, into result: inout SnapshotResult) throws -> FileCheck {
        let url = result.pictureURL
        let plain = try PNGMetadata.removing(from: png)
        var check = FileCheck(url: url, state: .missing, bytes: try PNGMetadata.setting(environment.pngMetadata, in: plain))
        guard let read = ReferenceFile.read(url) else { return check }
        guard case .success(let data) = read else { return Self.unreadable(check, read) }
        check.existing = data
        result.referencePNG = data
        let name = url.lastPathComponent

        var unknownEnvironment = false
        do {
            result.referenceEnvironment = try RenderEnvironment.recorded(in: data)
            unknownEnvironment = result.referenceEnvironment == nil
        } catch {
            unknownEnvironment = true
        }
        if let recorded = result.referenceEnvironment {
            result.environmentDifferences = environment.differences(from: recorded)
        }
        if let referencePlain = try? PNGMetadata.removing(from: data), referencePlain == plain {
            check.state = .matches
            if data != check.bytes, !result.environmentDifferences.isEmpty {
                check.reasons = ["environment recorded anew: "
                                 + result.environmentDifferences.map(\.description).joined(separator: ", ")]
            }
            return check
        }
        let referenceImage: RGBAImage
        do {
            referenceImage = try RGBAImage(png: data)
        } catch {
            check.state = .mismatches
            check.reasons = ["reference picture \(name): \(error)"]
            return check
        }
        let comparison = PixelDiff.compare(reference: referenceImage, actual: try RGBAImage(png: plain),
                                           options: pixelOptions)
        var facts = comparison
        facts.diffImage = nil
        result.pixels = facts
        if comparison.hasDifferences, let diffImage = comparison.diffImage {
            result.diffPNG = try? diffImage.pngData()
        }
        if comparison.passed {
            check.state = .matches
            return check
        }
        check.state = .mismatches
        check.reasons = ["pixels: " + comparison.facts]
        if unknownEnvironment {
            check.reasons.append("\(name) does not record the environment it was rendered in (unknown environment)")
        }
        return check
    }
}
