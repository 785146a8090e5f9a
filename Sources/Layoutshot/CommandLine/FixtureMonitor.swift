import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells `watch` and `preview` which fixtures under their paths were saved: inotify on the folders they are in
/// (so a save by rename and one by truncate-and-write both end in an event), or, where inotify cannot be had,
/// a look at every file each `interval`. A file is saved when its modification time or size changes.
///
/// A change that leaves a file empty is held back for up to `emptyGrace` seconds: an editor that truncates
/// and then writes shows an empty file for a moment, which is not worth an error.
final class FixtureMonitor {
    /// What `next` reports: every fixture found (in `fixtureFiles` order) and those of them saved since the
    /// last report (all of them the first time).
    struct Changes: Equatable {
        let files: [String]
        let changed: [String]
    }

    let paths: [String]
    let interval: TimeInterval
    let emptyGrace: TimeInterval
    private var stamps: [String: Stamp?] = [:]
    private var files: [String]?
    private var notifications: Notifications?

    init(paths: [String], interval: TimeInterval = 0.1, emptyGrace: TimeInterval = 0.5, notify: Bool = true) {
        self.paths = paths
        self.interval = interval
        self.emptyGrace = emptyGrace
        notifications = notify ? Notifications() : nil
    }

    /// Whether changes come from inotify (false: polling).
    var usesNotifications: Bool { notifications?.complete == true }

    /// Blocks until the fixtures change (at once the first time), then says how; nil when `timeout` seconds
    /// pass first.
    func next(timeout: TimeInterval? = nil) -> Changes? {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            notifications?.watch(folders())
            var changes = scan()
            if files != nil, changes.changed.contains(where: { isEmpty($0) }) { changes = settle(changes) }
            let first = files == nil
            if first || !changes.changed.isEmpty || changes.files != files {
                files = changes.files
                return changes
            }
            let left = deadline.map { $0.timeIntervalSinceNow }
            if let left, left <= 0 { return nil }
            wait(left.map { min($0, 3600) } ?? 3600)
        }
    }

    /// Waits for the empty files among `changes` to be written (or `emptyGrace` to pass), then adds what
    /// changed meanwhile.
    private func settle(_ changes: Changes) -> Changes {
        let end = Date().addingTimeInterval(emptyGrace)
        var result = changes
        while result.changed.contains(where: { isEmpty($0) }) {
            let left = end.timeIntervalSinceNow
            guard left > 0 else { break }
            wait(left)
            let more = scan()
            let changed = Set(result.changed).union(more.changed)
            result = Changes(files: more.files, changed: more.files.filter(changed.contains))
        }
        return result
    }

    private func isEmpty(_ path: String) -> Bool { stamps[path]??.size == 0 }

    /// The fixtures now, and those whose stamp differs from the last scan's.
    private func scan() -> Changes {
        let found = (try? fixtureFiles(paths)) ?? []
        var changed: [String] = []
        var now: [String: Stamp?] = [:]
        for path in found {
            let stamp = Stamp(path)
            now[path] = .some(stamp)
            // A path not seen before is new even when it cannot be read (`-`, a file gone meanwhile).
            if let old = stamps[path], old == stamp { continue }
            changed.append(path)
        }
        stamps = now
        return Changes(files: found, changed: changed)
    }

    /// Until an event (or `interval` when polling), at most `seconds`.
    private func wait(_ seconds: TimeInterval) {
        if let notifications, notifications.complete {
            notifications.wait(seconds)
        } else {
            Thread.sleep(forTimeInterval: min(seconds, interval))
        }
    }

    /// The folders whose entries make the fixtures: each folder path with its subfolders as `fixtureFiles`
    /// searches them, and the folder of each file path.
    private func folders() -> Set<String> {
        var result = Set<String>()
        let fm = FileManager.default
        for path in paths where path != "-" {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result.insert(absoluteFolder(of: path))
                continue
            }
            guard isDirectory.boolValue else {
                result.insert(absoluteFolder(of: path))
                continue
            }
            let base = URL(fileURLWithPath: path).standardizedFileURL
            result.insert(base.path)
            guard let walker = fm.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if name.hasPrefix(".") || SnapshotFolder.names.contains(name) {
                    walker.skipDescendants()
                } else if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                    result.insert(url.path)
                }
            }
        }
        return result
    }

    /// What tells a saved file: its modification time and size.
    struct Stamp: Equatable {
        let seconds: Int
        let nanoseconds: Int
        let size: Int

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
            size = Int(info.st_size)
        }
    }
}

/// An inotify instance watching folders; `complete` is false when it could not be made or a folder could not
/// be watched (the monitor then polls).
private final class Notifications {
    private let fd: Int32
    private var watches: [String: Int32] = [:]
    private(set) var complete: Bool
    /// Fixture names written to (IN_MODIFY) whose writer has not closed them yet, as "watch descriptor/name".
    private var open: Set<String> = []
    /// How long to wait for the close that follows a write, so that a save is read once, whole.
    static let closeWait: TimeInterval = 0.05

    init?() {
        #if os(Linux)
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        complete = true
        #else
        return nil
        #endif
    }

    deinit { close(fd) }

    /// Watches exactly `folders` from now on.
    func watch(_ folders: Set<String>) {
        #if os(Linux)
        for (folder, descriptor) in watches where !folders.contains(folder) {
            inotify_rm_watch(fd, descriptor)
            watches[folder] = nil
        }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF)
        for folder in folders where watches[folder] == nil {
            let descriptor = inotify_add_watch(fd, folder, mask)
            // A folder that is not there yet is found by the scan when it appears; any other failure (the watch
            // limit) means polling.
            if descriptor >= 0 {
                watches[folder] = descriptor
            } else if errno != ENOENT && errno != ENOTDIR {
                complete = false
            }
        }
        #endif
    }

    /// Blocks until an event that may concern a fixture, at most `seconds`; then waits briefly for the close of
    /// files still being written.
    func wait(_ seconds: TimeInterval) {
        let end = Date().addingTimeInterval(seconds)
        while true {
            let left = end.timeIntervalSinceNow
            guard left > 0 else { return }
            if poll(milliseconds: Int32(min(left, 3600) * 1000) + 1), drain() { break }
        }
        let closeEnd = Date().addingTimeInterval(Self.closeWait)
        while !open.isEmpty {
            let left = closeEnd.timeIntervalSinceNow
            guard left > 0 else { break }
            if poll(milliseconds: Int32(left * 1000) + 1) { _ = drain() }
        }
        open.removeAll()
    }

    private func poll(milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&entry, 1, milliseconds) > 0
    }

    /// Reads the waiting events; true when one may concern a fixture (a `.swift` name, a folder, a watched
    /// folder gone, or lost events).
    private func drain() -> Bool {
        #if os(Linux)
        var relevant = false
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(fd, buffer, size)
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let header = MemoryLayout<inotify_event>.size
                var name = ""
                if event.len > 0 {
                    let start = buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self)
                    name = String(cString: start)
                }
                offset += header + Int(event.len)
                let mask = Int(event.mask)
                if mask & Int(IN_ISDIR | IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED | IN_Q_OVERFLOW) != 0 {
                    relevant = true
                    continue
                }
                guard name.hasSuffix(".swift") else { continue }
                let key = "\(event.wd)/\(name)"
                if mask & Int(IN_MODIFY) != 0 { open.insert(key) }
                if mask & Int(IN_CLOSE_WRITE) != 0 { open.remove(key) }
                relevant = true
            }
        }
        return relevant
        #else
        return false
        #endif
    }
}
