import Foundation
import Layoutshot
import Testing
import XCTest

/// Fonts and a renderer shared by every assertion; they serve one thread at a time, and test frameworks run
/// tests in parallel, so each use goes through the lock.
private enum Shared {
    static let lock = NSLock()
    nonisolated(unsafe) static var renderer: Renderer?
    nonisolated(unsafe) static var counters: [String: Int] = [:]

    static func withRenderer<T>(_ body: (Renderer) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        if renderer == nil { renderer = Renderer(text: try PangoTextMeasurer()) }
        return try body(renderer!)
    }

    /// 1, 2, 3 … for the unnamed snapshots of one test, as swift-snapshot-testing numbers them.
    static func next(_ key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counters[key, default: 0] += 1
        return counters[key]!
    }
}

extension Snapshotting where Value == LayoutResult, Format == Data {
    /// The PNG picture (debug style, @2x), compared exactly; the reference records the render environment.
    public static var png: Snapshotting<LayoutResult, Data> { png(pixels: .exact) }

    /// The PNG picture compared with `pixels` (e.g. `.perceptual(threshold: 0.1)`).
    public static func png(pixels: PixelDiffOptions, options: RenderOptions = RenderOptions()) -> Snapshotting<LayoutResult, Data> {
        Snapshotting(pathExtension: "png", diffing: .png(options: pixels, environment: .current())) { result in
            try Shared.withRenderer { try $0.render(result, as: .png, options: options) }
        }
    }
}

extension Snapshotting where Value == LayoutResult, Format == String {
    /// The SVG picture, compared as text.
    public static var svg: Snapshotting<LayoutResult, String> {
        Snapshotting(pathExtension: "svg", diffing: .lines) { result in
            try Shared.withRenderer { String(decoding: try $0.render(result, as: .svg, options: RenderOptions()), as: UTF8.self) }
        }
    }
}

/// Asserts that `view`, laid out with real fonts at `proposal`, matches its reference in
/// `__snapshots__/<TestFile>/<test>.<n or name>.<ext>` beside the test file (a test file whose references are
/// still in the earlier `__Snapshots__/<TestFile>/` keeps that folder: `SnapshotFolder.TestFile`). Works in
/// XCTest and Swift Testing (the failure is reported to whichever is running). The comparison, recording and
/// failure files are `layoutshot check`'s (`SnapshotEngine`).
///
/// - Parameters:
///   - view: the view to lay out.
///   - format: `.frames` (the frame-tree dump, compared view by view; the default), `.png`, `.svg`, or any
///     `Snapshotting<LayoutResult, Format>`.
///   - name: names the snapshot; unnamed snapshots of one test are numbered 1, 2, 3 ….
///   - record: `RecordMode`; default: the mode of a `.layoutSnapshots(record:)` trait on the test or its suite
///     (`LayoutSnapshotTrait`), else `LAYOUTSHOT_RECORD` if set (a value that is no mode fails the assertion,
///     naming the modes), else `never` on a CI runner
///     (`RecordMode.isCI`: `CI`, `JENKINS_URL`, `TF_BUILD`, …), else `missing`.
///   - proposal: what the root is offered, in points (`.unspecified` gives its ideal size).
///   - environment: platform, colour scheme, … (default: iOS, light).
///   - fileID: the test file's `#fileID`, for Swift Testing's issue; leave the default.
///   - file: the test file's path, which the references folder is found from; leave the default.
///   - testName: the test function's name, which names the snapshot; leave the default.
///   - line: the assertion's line, where the failure is reported; leave the default.
///   - column: the assertion's column, as `line`.
///
/// A mismatch (or a missing reference that is not recorded) writes the actual file, and the diff where there
/// is one, to `__Failures__/` in the references folder and names them in the failure message; a later pass
/// removes them. Under Swift Testing it also attaches the reference, the actual file and the diffs to the test
/// (`SnapshotAttachments`); corelibs XCTest has no attachments.
public func assertLayoutSnapshot<V: View, Format>(
    of view: V, as format: Snapshotting<LayoutResult, Format>, named name: String? = nil, record: RecordMode? = nil,
    proposal: ProposedViewSize = .unspecified, environment: EnvironmentValues = EnvironmentValues(),
    fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function, line: UInt = #line,
    column: Int = #column
) {
    let filePath = "\(file)"
    let location = Location(swiftTesting: SourceLocation(fileID: fileID, filePath: filePath, line: Int(line), column: column),
                            file: file, line: line)
    do {
        let result = try Shared.withRenderer {
            LayoutEngine.layout(view, proposal: proposal, measurer: $0.text, environment: environment)
        }
        let folders = SnapshotFolder.TestFile(testFile: filePath)
        let test = testName.prefix { $0 != "(" }
        let identifier = name ?? String(Shared.next("\(filePath)#\(test)"))
        let snapshot = "\(test).\(identifier)"
        let reference = folders.reference("\(snapshot).\(format.pathExtension)")
        let mode = try resolvedRecordMode(argument: record)
        let verification = try format.verify(result, reference: reference.url, readingFrom: reference.readURL, mode: mode)
        if verification.outcome.wroteReference {
            // Said, not failed: a recorded reference is a pass, but the author should know a file appeared.
            try? FileHandle.standardError.write(contentsOf: Data("Layout snapshot \(verification.outcome.name) \(reference.url.path)\n".utf8))
        }
        // Failure files describe the last run only: a pass (or a fresh record) removes this snapshot's.
        let failures = TestFailureFolder(url: folders.folder.appendingPathComponent("__Failures__"))
        failures.remove(prefix: "\(snapshot).")
        guard verification.outcome.isFailure else { return }
        var message = "Layout snapshot \(reference.url.lastPathComponent) "
        if case .missing = verification.outcome {
            message += "has no reference (record mode \(mode.rawValue)); record it with record: .missing or LAYOUTSHOT_RECORD=missing"
        } else {
            message += "does not match:\n" + verification.outcome.reasons.map { "  " + $0 }.joined(separator: "\n")
        }
        for line in try FailureFiles.write(verification.failureFiles, of: snapshot, into: failures) { message += "\n  " + line }
        if Test.current != nil {
            SnapshotAttachments.record(verification, snapshot: snapshot, at: location.swiftTesting)
        }
        fail(message, at: location)
    } catch let error as RecordModeError {
        fail("Layout snapshot not checked: \(error)", at: location)
    } catch {
        fail("Layout snapshot failed: \(error)", at: location)
    }
}

/// `assertLayoutSnapshot(of:as:)` with the frame dump, the default format.
public func assertLayoutSnapshot<V: View>(
    of view: V, named name: String? = nil, record: RecordMode? = nil, proposal: ProposedViewSize = .unspecified,
    environment: EnvironmentValues = EnvironmentValues(), fileID: String = #fileID, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: Int = #column
) {
    assertLayoutSnapshot(of: view, as: .frames, named: name, record: record, proposal: proposal, environment: environment,
                         fileID: fileID, file: file, testName: testName, line: line, column: column)
}

/// A test file's `__Failures__` folder: git-ignored (a `.gitignore` of `*`), its files removed snapshot by
/// snapshot when they pass, and the folder when nothing is left.
struct TestFailureFolder: FailureFileSink {
    let url: URL
    /// Assertions of one test file run in parallel (Swift Testing's default): one writing its failure files
    /// while another's pass removes the folder it just made would lose the files. Writes and removals of the
    /// process take turns.
    private static let lock = NSLock()

    func write(_ files: [(name: String, data: Data)]) throws -> [URL] {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        try AtomicFile.ignoreInGit(url)
        return try files.map { file in
            let target = url.appendingPathComponent(file.name)
            try AtomicFile.write(file.data, to: target)
            return target
        }
    }

    /// Deletes the files whose names start with `prefix`, then the folder if that left only its `.gitignore`.
    func remove(prefix: String) {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: url.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            try? manager.removeItem(at: url.appendingPathComponent(name))
        }
        if let rest = try? manager.contentsOfDirectory(atPath: url.path), rest.allSatisfy({ $0 == ".gitignore" }) {
            try? manager.removeItem(at: url)
        }
    }
}

/// Where an assertion was made, in the forms both frameworks take.
struct Location {
    let swiftTesting: SourceLocation
    let file: StaticString
    let line: UInt
}

/// `LAYOUTSHOT_RECORD`'s mode, else `never` on a CI runner, else `missing`.
/// - Throws: `RecordModeError` when `LAYOUTSHOT_RECORD` names no mode (`true`): the assertion fails saying so,
///   rather than recording or not as the other default would.
func defaultRecordMode(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
    try RecordMode.fromEnvironment(environment) ?? RecordMode.default(environment: environment)
}

/// Reports to Swift Testing inside a Swift Testing test, to XCTest otherwise.
func fail(_ message: String, at location: Location) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: location.swiftTesting)
    } else {
        XCTFail(message, file: location.file, line: location.line)
    }
}
