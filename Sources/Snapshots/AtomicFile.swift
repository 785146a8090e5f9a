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

    /// `folder` and its parents, made where missing.
    static func makeFolder(_ folder: URL) throws {
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

    /// A new temporary path next to `url` (unique per process and call), registered until `forget`. The
    /// target's name in it is cut to 200 bytes, so that a name the file system takes has a temporary name
    /// it takes too (255 bytes).
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

    /// A child process to stop if this run is interrupted.
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
        for pid in children { kill(pid, SIGTERM) }
        for path in paths where unlink(path) != 0 { try? FileManager.default.removeItem(atPath: path) }
        paths.removeAll()
    }
}
