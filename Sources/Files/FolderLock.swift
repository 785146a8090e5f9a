import Foundation

/// An exclusive advisory lock on a folder (`flock(2)` on the folder itself, so no lock file is added to it),
/// held across processes and across threads: every `withLock` on the same folder waits for the one before.
/// The snapshot engine (`Snapshots/SnapshotEngine.swift`) takes it to compare and write a reference as one
/// step, so two runs recording into one `__snapshots__` folder at once give the results of one run after the
/// other.
public enum FolderLock {
    /// Runs `body` holding the folder's lock; the folder must exist. Where the file system cannot lock a
    /// folder (`flock` fails, e.g. on some network file systems), `body` runs without it: the write is still
    /// atomic, only the comparison may see another run's write late.
    public static func withLock<T>(on folder: URL, _ body: () throws -> T) rethrows -> T {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        var status: Int32
        repeat { status = flock(descriptor, LOCK_EX) } while status != 0 && errno == EINTR
        defer { if status == 0 { flock(descriptor, LOCK_UN) } }
        return try body()
    }
}
