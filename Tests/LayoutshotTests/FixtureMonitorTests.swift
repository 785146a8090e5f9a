import Foundation
import Testing
@testable import Layoutshot

/// `FixtureMonitor` (watch's and preview's change detection): a save, however the editor makes it, is one change
/// with the saved text — never the empty file a truncate-and-write shows for a moment.
@Suite struct FixtureMonitorTests {
    enum SaveStyle: String, CaseIterable, CustomTestStringConvertible {
        /// Truncates the file (open with O_TRUNC, close), then a moment later opens it again and writes.
        case truncateThenWrite
        /// Writes a hidden temporary file beside it, then renames that over it.
        case writeTemporaryThenRename

        var testDescription: String { rawValue }

        func save(_ text: String, to path: String) {
            switch self {
            case .truncateThenWrite:
                close(open(path, O_WRONLY | O_TRUNC))
                Thread.sleep(forTimeInterval: 0.05)
                let fd = open(path, O_WRONLY)
                _ = text.withCString { write(fd, $0, strlen($0)) }
                close(fd)
            case .writeTemporaryThenRename:
                let temporary = (path as NSString).deletingLastPathComponent + "/.saving.swift.tmp"
                FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8))
                rename(temporary, path)
            }
        }
    }

    static let before = "#Preview { Text(\"before\") }\n"
    static let after = "#Preview { Text(\"after\") }\n"

    @Test(arguments: SaveStyle.allCases, [true, false])
    func aSaveIsOneChangeWithTheSavedText(style: SaveStyle, notifications: Bool) throws {
        let dir = try temporaryFolder(["a.swift": Self.before])
        let path = dir.path + "/a.swift"
        let monitor = FixtureMonitor(paths: [dir.path], interval: 0.02, emptyGrace: 0.5, notify: notifications)
        let first = try #require(monitor.next(timeout: 1))
        #expect(first.files == [path] && first.changed == [path])
        #expect(monitor.usesNotifications == notifications)
        #expect(monitor.next(timeout: 0.2) == nil)

        let saver = Thread { style.save(Self.after, to: path) }
        saver.start()
        let change = try #require(monitor.next(timeout: 5))
        #expect(change.changed == [path])
        // What the watcher reads at that moment is the saved text, not the empty file between the two writes.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.after)
        #expect(monitor.next(timeout: 0.4) == nil, "one save, one change")
    }

    @Test func aFileLeftEmptyIsReportedAfterTheGrace() throws {
        let dir = try temporaryFolder(["a.swift": Self.before])
        let path = dir.path + "/a.swift"
        let monitor = FixtureMonitor(paths: [dir.path], interval: 0.02, emptyGrace: 0.2)
        _ = monitor.next(timeout: 1)
        close(open(path, O_WRONLY | O_TRUNC))
        let start = Date()
        let change = try #require(monitor.next(timeout: 5))
        #expect(change.changed == [path])
        #expect(Date().timeIntervalSince(start) >= 0.2)
    }

    @Test func newAndRemovedFixturesInSubfoldersAreSeen() throws {
        let dir = try temporaryFolder(["a.swift": Self.before])
        let monitor = FixtureMonitor(paths: [dir.path], interval: 0.02)
        _ = monitor.next(timeout: 1)
        let sub = dir.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try Self.before.write(to: sub.appendingPathComponent("b.swift"), atomically: true, encoding: .utf8)
        var seen: [String] = []
        let end = Date().addingTimeInterval(5)
        while !seen.contains(dir.path + "/sub/b.swift"), Date() < end {
            seen += monitor.next(timeout: 1)?.changed ?? []
        }
        #expect(seen.contains(dir.path + "/sub/b.swift"))
        try FileManager.default.removeItem(at: dir.appendingPathComponent("a.swift"))
        let gone = try #require(monitor.next(timeout: 5))
        #expect(gone.files == [dir.path + "/sub/b.swift"] && gone.changed.isEmpty)
    }

    @Test func watchRendersATruncateAndWriteSaveWithoutAnEmptyFixtureError() throws {
        let dir = try temporaryFolder(["row.swift": rowFixture])
        let watch = try WatchProcess(in: dir)
        defer { watch.stop() }
        func rendered(_ title: String) -> Bool { SandboxTests.wait(10) { watch.dump("row.txt").contains("Text \"\(title)\"") } }
        #expect(rendered("Name"))
        SaveStyle.truncateThenWrite.save(rowFixture.replacingOccurrences(of: "\"Name\"", with: "\"Title\""),
                                         to: dir.path + "/row.swift")
        #expect(rendered("Title"))
        let log = watch.stop()
        #expect(!log.contains("error"), "\(log)")
    }
}

/// `layoutshot watch . --out out --format txt` running in a folder.
final class WatchProcess {
    let process = Process()
    let folder: URL
    private let err = Pipe()

    init(in folder: URL) throws {
        self.folder = folder
        process.executableURL = CLI.executable
        process.arguments = ["watch", ".", "--out", "out", "--format", "txt"]
        process.currentDirectoryURL = folder
        process.standardError = err
        try process.run()
    }

    /// The text of `out/<name>`, or "".
    func dump(_ name: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent("out/" + name), encoding: .utf8)) ?? ""
    }

    /// Kills the watch (SIGKILL: a test thread's blocked signals are inherited by the processes it spawns) and
    /// returns what it printed on standard error.
    @discardableResult func stop() -> String {
        guard process.isRunning else { return "" }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
