import Foundation

/// Layoutshot's folder in the user's cache, `$XDG_CACHE_HOME/layoutshot` (default `~/.cache/layoutshot`):
/// compiled fixtures, and the small caches that spare `check` work (the pinned fonts' hashes, the digests of
/// reference pictures' pixels). What is read from it is only ever a shortcut: a cache file that is missing,
/// damaged or not the user's own is ignored, and the work is done again.
public enum UserCache {
    /// `$XDG_CACHE_HOME/layoutshot`, else `~/.cache/layoutshot`.
    public static var root: URL {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache")
        return base.appendingPathComponent("layoutshot")
    }

    /// The bytes of the cache file at `url` when it is a regular file of the user's that nobody else may change,
    /// of at most `limit` bytes; nil otherwise.
    public static func read(_ url: URL, limit: Int) -> Data? {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
              info.st_mode & 0o022 == 0, info.st_size <= limit else { return nil }
        return FileManager.default.contents(atPath: url.path)
    }

    /// Writes a cache file whole (`AtomicFile`), in a folder made owner-only (0700) when missing; returns
    /// false, writing nothing, when the folder cannot be made or is not a folder of the user's.
    @discardableResult
    public static func write(_ data: Data, to url: URL) -> Bool {
        let folder = url.deletingLastPathComponent()
        var info = stat()
        if lstat(folder.path, &info) != 0 {
            try? FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard mkdir(folder.path, 0o700) == 0 || errno == EEXIST, lstat(folder.path, &info) == 0 else { return false }
        }
        guard info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid(), info.st_mode & 0o022 == 0 else { return false }
        return (try? AtomicFile.write(data, to: url)) != nil
    }
}
