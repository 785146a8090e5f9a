import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in the same
/// folder, which is then renamed over the target. Temporary files in flight are registered, so an
/// interrupted run (SIGINT, SIGTERM) removes them before it exits.
public enum AtomicFile {
    /// Writes `data` to `url`, creating the folder if needed. Returns whether the file changed (an
    /// unchanged file is not rewritten). Throws `FileError` naming the path and what failed (a full disk,
    /// a read-only folder, a file where a folder should be, a name too long); nothing is left behind.
    @discardableResult
    public static func write(_ data: Data, to url: URL) throws -> Bool {
        try makeFolder(url.deletingLastPathComponent())
        TemporaryFiles.removeStale(in: url.deletingLastPathComponent())
        if isUnchanged(url, data) { return false }
        let temporary = TemporaryFiles.make(beside: url)
        defer { TemporaryFiles.forget(temporary) }
        do {
            try writeNew(data, to: temporary, reportingAs: url.path)
            // A test hook: hold the temporary file for a while, so that a test can interrupt the run here.
            if let pause = ProcessInfo.processInfo.environment["LAYOUTSHOT_PAUSE_BEFORE_RENAME"].flatMap(Double.init) {
                Thread.sleep(forTimeInterval: pause)
            }
            if rename(temporary.path, url.path) != 0 { throw FileError(.write, url.path, code: errno) }
        } catch {
            unlink(temporary.path)
            throw error
        }
        return true
    }

    /// `folder` and its parents, made where missing. Throws `FileError` (a file in the way, a read-only parent).
    public static func makeFolder(_ folder: URL) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw FileError(.createFolder, folder.path, code: ENOTDIR) }
            return
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FileError(.createFolder, folder.path, error: error)
        }
    }

    /// Whether `url` already holds exactly `data` (read only when the sizes agree).
    private static func isUnchanged(_ url: URL, _ data: Data) -> Bool {
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == data.count else { return false }
        return (try? Data(contentsOf: url)) == data
    }

    /// Creates `url` (which must not exist) holding `data`, with POSIX calls so that every failure has its
    /// `errno`; `path` is the name errors give (the file being written, not its temporary name).
    private static func writeNew(_ data: Data, to url: URL, reportingAs path: String) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw FileError(.write, path, code: errno) }
        var failure: Int32?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var done = 0
            while done < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                done += n
            }
        }
        // close reports what a network file system kept until then (a full disk).
        if close(fd) != 0, failure == nil { failure = errno }
        if let failure { throw FileError(.write, path, code: failure) }
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
    /// The folders swept, as given: `removeStale` is asked once per snapshot, and standardizing costs more
    /// than the look-up, so callers pass folders as they have them.
    nonisolated(unsafe) private static var sweptAsGiven: Set<String> = []

    /// A new temporary path next to `url` (unique per process and call), registered until `forget`: its name is
    /// `.<name>.tmp-<pid>-<n>`. The target's name in it is cut to 200 bytes, so that a name the file system
    /// takes has a temporary name it takes too (255 bytes).
    public static func make(beside url: URL) -> URL {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        var stem = url.lastPathComponent
        while stem.utf8.count > 200 { stem.removeLast() }
        let name = ".\(stem).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(counter)"
        let temporary = url.deletingLastPathComponent().appendingPathComponent(name)
        paths.insert(temporary.path)
        return temporary
    }

    /// Removes the temporary files an earlier run left in `folder` when it was killed (SIGKILL, a crash, a power
    /// cut) before it could clean up: regular files named as `make(beside:)` names them whose process is no
    /// longer alive. Nothing else is touched (not a live process's file, not a folder, not a link). Each
    /// folder is swept once per process.
    public static func removeStale(in folder: URL) {
        let given = folder.path
        lock.lock()
        let known = sweptAsGiven.contains(given)
        lock.unlock()
        if known { return }
        let path = folder.standardizedFileURL.path
        lock.lock()
        sweptAsGiven.insert(given)
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
