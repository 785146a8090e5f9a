import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in the same
/// folder, which is then renamed over the target. Temporary files in flight are registered, so an
/// interrupted run (SIGINT, SIGTERM) removes them before it exits.
public enum AtomicFile {
    /// Writes `data` to `url`, creating the folder if needed. Returns whether the file changed (an
    /// unchanged file is not rewritten).
    @discardableResult
    public static func write(_ data: Data, to url: URL) throws -> Bool {
        let fm = FileManager.default
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let existing = try? Data(contentsOf: url), existing == data { return false }
        let temporary = TemporaryFiles.make(beside: url)
        defer { TemporaryFiles.forget(temporary) }
        do {
            try data.write(to: temporary)
            // A test hook: hold the temporary file for a while, so that a test can interrupt the run here.
            if let pause = ProcessInfo.processInfo.environment["LAYOUTSHOT_PAUSE_BEFORE_RENAME"].flatMap(Double.init) {
                Thread.sleep(forTimeInterval: pause)
            }
            if rename(temporary.path, url.path) != 0 { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? fm.removeItem(at: temporary)
            throw error
        }
        return true
    }

    /// Puts a `.gitignore` holding `*` in `folder` (made if missing), so that files written there for a
    /// failure are never committed by a `git add -A`, whatever the repository's own ignore rules.
    public static func ignoreInGit(_ folder: URL) throws {
        let url = folder.appendingPathComponent(".gitignore")
        guard !FileManager.default.fileExists(atPath: url.path) else { return }
        try write(Data("# Written by layoutshot: failure files, not to be committed.\n*\n".utf8), to: url)
    }
}

/// Temporary files and child processes of this run, so that an interrupt leaves nothing behind.
public enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []
    nonisolated(unsafe) private static var children: Set<Int32> = []
    nonisolated(unsafe) private static var counter = 0

    /// A new temporary path next to `url` (unique per process and call), registered until `forget`.
    public static func make(beside url: URL) -> URL {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        let name = ".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(counter)"
        let temporary = url.deletingLastPathComponent().appendingPathComponent(name)
        paths.insert(temporary.path)
        return temporary
    }

    /// A scratch file or folder this run made elsewhere (a compiled fixture's output folder), removed on
    /// an interrupt until `forget`.
    public static func register(_ url: URL) {
        lock.lock()
        paths.insert(url.path)
        lock.unlock()
    }

    public static func forget(_ url: URL) {
        lock.lock()
        paths.remove(url.path)
        lock.unlock()
    }

    /// A child process to stop if this run is interrupted (SIGTERM), or, given as `-pgid`, a process group
    /// to end (SIGKILL: an untrusted compiled fixture may ignore SIGTERM).
    public static func adopt(_ pid: Int32) {
        lock.lock()
        children.insert(pid)
        lock.unlock()
    }

    public static func release(_ pid: Int32) {
        lock.lock()
        children.remove(pid)
        lock.unlock()
    }

    /// Removes every registered file and folder and stops every registered child, for a process about to
    /// exit: the lock stays taken, so no other thread can start a temporary file after this.
    public static func cleanUpBeforeExit() {
        lock.lock()
        for pid in children { kill(pid, pid < 0 ? SIGKILL : SIGTERM) }
        for path in paths where unlink(path) != 0 { try? FileManager.default.removeItem(atPath: path) }
        paths.removeAll()
    }
}
