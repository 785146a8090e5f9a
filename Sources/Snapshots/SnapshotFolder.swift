import Foundation

/// Where references live: one folder name, `__snapshots__`, for `layoutshot check` (beside its fixtures) and
/// the test helpers (beside a test file, a folder per test file). The helpers used `__Snapshots__` before;
/// such a folder is still read (`TestFile`, docs/SNAPSHOTS.md "Where references live").
public enum SnapshotFolder {
    /// `__snapshots__`.
    public static let name = "__snapshots__"
    /// `__Snapshots__`: the test helpers' folder before both used `name`.
    public static let earlierName = "__Snapshots__"
    /// Every name a references folder has had: `check` skips them when it looks for fixtures, and a failure
    /// folder may not be, hold or lie in one.
    public static let names: Set<String> = [name, earlierName]

    /// `check`'s references for the fixture at `path`: `__snapshots__` in the fixture's folder.
    public static func forFixture(at path: String) -> URL {
        URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(name)
    }

    /// The test helpers' references for one test file.
    ///
    /// The folder is `__snapshots__/<TestFile>/` beside the test file, unless only `__Snapshots__/<TestFile>/`
    /// exists (made before the names were one): then that folder stays the test file's — read, recorded into,
    /// its failures beside it — so that nothing moves by itself; renaming it (`git mv`) migrates. When both
    /// exist, references are recorded in the new one and a reference only the old one holds is still read.
    public struct TestFile: Sendable {
        /// Where references are recorded, and `__Failures__` goes.
        public let folder: URL
        /// The earlier folder still read beside `folder`, if there is one.
        public let earlier: URL?

        /// The folders for the test file at `path` (`#filePath`).
        public init(testFile path: String) {
            let file = URL(fileURLWithPath: path)
            let stem = file.deletingPathExtension().lastPathComponent
            let new = file.deletingLastPathComponent().appendingPathComponent(SnapshotFolder.name).appendingPathComponent(stem)
            let old = file.deletingLastPathComponent().appendingPathComponent(SnapshotFolder.earlierName).appendingPathComponent(stem)
            switch (Self.isFolder(new), Self.isFolder(old)) {
            case (false, true): (folder, earlier) = (old, nil)
            case (true, true): (folder, earlier) = (new, old)
            default: (folder, earlier) = (new, nil)
            }
        }

        /// The reference file `name`: where it is recorded, and where it is read (the earlier folder when
        /// only that one has it).
        public func reference(_ name: String) -> (url: URL, readURL: URL) {
            let url = folder.appendingPathComponent(name)
            guard let earlier, !Self.exists(url), case let old = earlier.appendingPathComponent(name), Self.exists(old) else {
                return (url, url)
            }
            return (url, old)
        }

        static func isFolder(_ url: URL) -> Bool {
            var info = stat()
            return stat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }

        /// Whether anything is at `url` (a link itself counts).
        static func exists(_ url: URL) -> Bool {
            var info = stat()
            return lstat(url.path, &info) == 0
        }
    }
}
