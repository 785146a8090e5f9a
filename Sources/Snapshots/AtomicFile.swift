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
        TemporaryFiles.removeStale(in: url.deletingLastPathComponent())
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

    /// Folders already cleared of stale temporaries by this process.
    nonisolated(unsafe) private static var swept: Set<String> = []

    /// A new temporary path next to `url` (unique per process and call), registered until `forget`: its name is
    /// `.<name>.tmp-<pid>-<n>`.
    public static func make(beside url: URL) -> URL {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        let name = ".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(counter)"
        let temporary = url.deletingLastPathComponent().appendingPathComponent(name)
        paths.insert(temporary.path)
        return temporary
    }

    /// Removes the temporary files an earlier run left in `folder` when it was killed (SIGKILL, a crash, a power
    /// cut) before it could clean up: regular files named as `make(beside:)` names them whose process is no
    /// longer alive. Nothing else is touched (not a live process's file, not a folder, not a link). Each
    /// folder is swept once per process.
    public static func removeStale(in folder: URL) {
        let path = folder.standardizedFileURL.path
        lock.lock()
        let first = swept.insert(path).inserted
        lock.unlock()
        guard first, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names {
            guard let pid = processID(inTemporaryName: name), pid != getpid(), !isAlive(pid) else { continue }
            let file = (path as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(file)
        }
    }

    /// The pid in a name of the form `.<name>.tmp-<pid>-<n>` (`<name>` not empty), else nil.
    static func processID(inTemporaryName name: String) -> Int32? {
        guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards),
              marker.lowerBound > name.index(after: name.startIndex) else { return nil }
        let numbers = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let pid = Int32(numbers[0]), pid > 0, UInt64(numbers[1]) != nil else { return nil }
        return pid
    }

    /// Whether a process with this pid exists (one of another user's counts: it cannot be signalled, but lives).
    static func isAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
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
