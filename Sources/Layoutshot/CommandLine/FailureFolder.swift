import Foundation

/// The folder `check` writes the files of failures into (`--failures DIR`): layoutshot's own, marked by the
/// `.gitignore` it writes there first (which keeps the files out of `git add -A` and lists every file the
/// run wrote). The next run removes the listed files and nothing else. A folder that is, holds or lies inside
/// a references folder is refused (a `.gitignore` of `*` there would hide references from git), and so are a
/// symbolic link and a folder that already holds files layoutshot did not write.
final class FailureFolder: FailureFileSink {
    let url: URL
    /// The folder as the command line gave it, for messages.
    let given: String
    /// The files written into the folder (relative paths), as the marker lists them.
    private var listed: [String] = []
    private var marked = false

    static let header = "# Written by layoutshot check: the failure files of its last run, not to be committed."
    static let headerNote = "# The next check removes the files listed here, and nothing else."
    static let listPrefix = "# file "
    /// The marker of versions that listed nothing (their files are found by name).
    static let earlierMarker = "# Written by layoutshot: failure files, not to be committed.\n*\n"
    static let earlierSuffixes = [".actual.png", ".actual.txt", ".diff.png"]
    static let referenceFolderNames = SnapshotFolder.names

    init(_ given: String) {
        self.given = given
        url = URL(fileURLWithPath: given).standardizedFileURL
    }

    private func refuse(_ why: String) -> UsageError {
        UsageError(description: "--failures \(given): \(why)")
    }

    /// Checks that the folder can be layoutshot's and removes the files an earlier run listed in it.
    /// - Throws: `UsageError` naming why the folder cannot be used.
    func prepare() throws {
        if let inside = Self.resolved(url).pathComponents.first(where: Self.referenceFolderNames.contains) {
            throw refuse("it is or lies inside a references folder (\(inside)); give a folder of its own for failure files")
        }
        switch fileType(url.path) {
        case 0: return // made when the first failure is written
        case S_IFDIR: break
        case S_IFLNK: throw refuse("it is a symbolic link; give a folder of its own for failure files")
        default: throw refuse("it is not a folder")
        }
        let owner = Self.marker(in: url)
        if let references = Self.referencesFolder(below: url) {
            throw refuse("it holds the references folder \(references); give a folder of its own for failure files")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        switch owner {
        case nil:
            guard names.isEmpty else {
                throw refuse("the folder holds files layoutshot did not write (\(names.sorted().prefix(3).joined(separator: ", ")))"
                    + "; give a new or empty folder, or one an earlier check made")
            }
        case .some(.listed(let files)):
            for file in files { removeOwn(file) }
            marked = true
            try writeMarker()
        case .some(.earlier):
            removeEarlierFiles(in: url)
            marked = true
            try writeMarker()
        }
    }

    /// Writes `files` (relative names → bytes) into the folder, listing them in the marker first.
    func write(_ files: [(name: String, data: Data)]) throws -> [URL] {
        let new = files.map(\.name).filter { !listed.contains($0) }
        if !new.isEmpty || !marked {
            listed += new
            marked = true
            try writeMarker()
        }
        return try files.map { file in
            let target = url.appendingPathComponent(file.name)
            try AtomicFile.write(file.data, to: target)
            return target
        }
    }

    private func writeMarker() throws {
        var lines = [Self.header, Self.headerNote]
        lines += listed.map { Self.listPrefix + Self.escape($0) }
        lines.append("*")
        try AtomicFile.write(Data((lines.joined(separator: "\n") + "\n").utf8), to: url.appendingPathComponent(".gitignore"))
    }

    enum Marker {
        case listed([String])
        case earlier
    }

    /// The marker's list, `.earlier` for an earlier version's, nil when the folder has no marker of layoutshot's.
    static func marker(in folder: URL) -> Marker? {
        let path = folder.appendingPathComponent(".gitignore").path
        guard fileType(path) == S_IFREG, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        if text == earlierMarker { return .earlier }
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.first == header else { return nil }
        return .listed(lines.filter { $0.hasPrefix(listPrefix) }.map { unescape(String($0.dropFirst(listPrefix.count))) })
    }

    /// Removes one listed file if it is still a regular file inside the folder (no `..`, no link on the way),
    /// then the folders it leaves empty.
    private func removeOwn(_ name: String) {
        let parts = name.split(separator: "/").map(String.init)
        guard !name.hasPrefix("/"), !parts.isEmpty, !parts.contains(".."), !parts.contains(".") else { return }
        var path = url.path
        for folder in parts.dropLast() {
            path += "/" + folder
            guard fileType(path) == S_IFDIR else { return }
        }
        let file = path + "/" + parts[parts.count - 1]
        guard fileType(file) == S_IFREG, unlink(file) == 0 else { return }
        var folder = (file as NSString).deletingLastPathComponent
        while folder != url.path, rmdir(folder) == 0 { folder = (folder as NSString).deletingLastPathComponent }
    }

    /// An earlier version's failure files, found by their names (regular files; links are not followed).
    private func removeEarlierFiles(in folder: URL) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let path = folder.appendingPathComponent(name).path
            switch fileType(path) {
            case S_IFDIR: removeEarlierFiles(in: folder.appendingPathComponent(name))
            case S_IFREG where Self.earlierSuffixes.contains(where: name.hasSuffix): unlink(path)
            default: break
            }
        }
    }

    /// The first references folder below `folder` (relative), looking at most at 10,000 entries (a folder
    /// that large is refused for holding files layoutshot did not write anyway); links are not followed.
    static func referencesFolder(below folder: URL) -> String? {
        var queue = [""], seen = 0
        while !queue.isEmpty, seen < 10_000 {
            let relative = queue.removeFirst()
            let path = relative.isEmpty ? folder.path : folder.path + "/" + relative
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() {
                seen += 1
                let child = relative.isEmpty ? name : relative + "/" + name
                let type = fileType(path + "/" + name)
                if referenceFolderNames.contains(name), type == S_IFDIR || type == S_IFLNK { return child }
                if type == S_IFDIR { queue.append(child) }
            }
        }
        return nil
    }

    /// `url` with the links in its existing part resolved (the rest kept as written).
    static func resolved(_ url: URL) -> URL {
        var existing = url, rest: [String] = []
        while fileType(existing.path) == 0, existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        guard let real = realpath(existing.path, nil) else { return url }
        defer { free(real) }
        return rest.reduce(URL(fileURLWithPath: String(cString: real))) { $0.appendingPathComponent($1) }
    }

    /// A name on one marker line: `%`, line feeds and carriage returns as `%25`, `%0A`, `%0D`.
    static func escape(_ name: String) -> String {
        name.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\n", with: "%0A")
            .replacingOccurrences(of: "\r", with: "%0D")
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
