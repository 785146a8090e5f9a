import Foundation
import Rendering

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

    /// Compares `snapshot` with its references and records as the mode says: `SnapshotEngine.verify` over
    /// its two files (`Diffing.frames`, `Diffing.png`), under the lock of `directory`, with what the reports
    /// show kept in the result.
    /// - Throws: when writing a reference fails, or when `snapshot.png` is not a PNG. A damaged or unreadable
    ///   reference is not an error but a mismatch (rewritten by `all` and `failed`).
    public func check(_ snapshot: Snapshot) throws -> SnapshotResult {
        var result = SnapshotResult(snapshot: snapshot, outcome: .matched, framesURL: framesURL(for: snapshot.name),
                                    pictureURL: pictureURL(for: snapshot.name))
        var files: [SnapshotFile] = []
        if let frames = snapshot.frames { files.append(try Diffing<String>.frames.file(frames, at: result.framesURL)) }
        if let png = snapshot.png {
            files.append(try Diffing<Data>.png(options: pixelOptions, environment: environment).file(png, at: result.pictureURL))
        }
        let verification = try SnapshotEngine.verify(files, mode: mode, lockingFolder: directory)
        result.outcome = verification.outcome
        result.written = verification.written
        result.failureFiles = verification.failureFiles
        if snapshot.frames != nil, let frames = verification.files.first {
            result.referenceFrames = frames.existing.map(Diffing<String>.normalizedText)
            result.geometry = frames.comparison?.geometry
        }
        if snapshot.png != nil, let picture = verification.files.last {
            result.referencePNG = picture.existing
            result.pixels = picture.comparison?.pixels
            result.diffPNG = picture.comparison?.diffImage
            result.referenceEnvironment = picture.comparison?.recordedEnvironment
            result.environmentDifferences = picture.comparison?.environmentDifferences ?? []
        }
        return result
    }

    /// What `check` would find, then `withoutPayload()`, for a snapshot whose references hold exactly `frames`
    /// and, recorded on this machine's environment, exactly the pixels `rgba` (`width` × `height`, straight RGBA)
    /// — found without the picture encoded. Nil whenever that is not so, or the mode may write a matching
    /// reference (`all`): then `check` decides. `layoutshot check` encodes only the pictures it has to.
    /// With `digests`, a reference whose bytes it knows is matched by the digest of its pixels, without
    /// decoding it; one it does not know is decoded, compared exactly and remembered.
    public func matchedAsIs(name: String, fixture: String? = nil, preview: String? = nil, frames: String,
                            width: Int, height: Int, rgba: [UInt8], digests: ReferenceDigests? = nil) -> SnapshotResult? {
        matchedAsIs(name: name, fixture: fixture, preview: preview, frames: frames, width: width, height: height,
                    digest: { PixelDigest(opaqueRGBA: rgba) }, rgba: { rgba }, digests: digests)
    }

    /// `matchedAsIs` for a drawn picture: nil for one that is not opaque.
    public func matchedAsIs(name: String, fixture: String? = nil, preview: String? = nil, frames: String,
                            picture: RenderedPicture, digests: ReferenceDigests? = nil) -> SnapshotResult? {
        matchedAsIs(name: name, fixture: fixture, preview: preview, frames: frames, width: picture.width,
                    height: picture.height, digest: picture.opaqueDigest, rgba: picture.opaqueRGBA, digests: digests)
    }

    private func matchedAsIs(name: String, fixture: String?, preview: String?, frames: String, width: Int, height: Int,
                             digest: () -> PixelDigest?, rgba: () -> [UInt8]?, digests: ReferenceDigests?) -> SnapshotResult? {
        guard !mode.writes(.matches) else { return nil }
        let framesURL = framesURL(for: name), pictureURL = pictureURL(for: name)
        // Both files are in one folder; `removeStale` sweeps it once per process.
        TemporaryFiles.removeStale(in: framesURL.deletingLastPathComponent())
        guard case .success(let text)? = ReferenceFile.read(framesURL), Diffing<String>.normalizedText(text) == frames,
              case .success(let png)? = ReferenceFile.read(pictureURL),
              let recorded = try? RenderEnvironment.recorded(in: png), recorded == environment
        else { return nil }
        let matched = SnapshotResult(snapshot: Snapshot(name: name, fixture: fixture, preview: preview, frames: nil, png: nil),
                                     outcome: .matched, framesURL: framesURL, pictureURL: pictureURL)
        let key = digests.map { _ in PixelDigest(of: png) }
        if let digests, let key, let known = digests.entry(for: key) {
            guard known.width == width, known.height == height, let mine = digest(), mine == known.pixels else { return nil }
            return matched
        }
        guard let reference = try? RGBAImage(png: png) else { return nil }
        // A translucent reference never matches an opaque picture; it is decoded each time.
        if let digests, let key, let digest = PixelDigest(opaqueRGBA: reference.pixels) {
            digests.record(.init(width: reference.width, height: reference.height, pixels: digest), for: key)
        }
        guard reference.width == width, reference.height == height, let rgba = rgba(), reference.pixels.count == rgba.count,
              reference.pixels.withUnsafeBytes({ a in rgba.withUnsafeBytes { memcmp(a.baseAddress!, $0.baseAddress!, a.count) == 0 } })
        else { return nil }
        return matched
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
}
