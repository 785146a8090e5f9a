import Foundation

/// Where compiled fixtures are kept: `$XDG_CACHE_HOME/layoutshot` (default `~/.cache/layoutshot`), folders
/// the user alone may open (0700). An entry, `fixtures/<key>/`, is the program (`fixture`), its source
/// (`main.swift`) and the program's SHA-256 recorded when it was built (`fixture.sha256`); the key is a
/// SHA-256 over everything that makes the program. An entry is used only if its folder and program belong to
/// the user, nobody else may write them and the program still has the recorded hash; any other is rebuilt,
/// with a note (docs/RELIABILITY.md, "Trust model").
struct FixtureCache {
    /// `…/layoutshot`.
    let root: URL

    var entries: URL { root.appendingPathComponent("fixtures") }
    /// The Swift compiler's clang module cache, shared by the fixtures' compiles.
    var moduleCache: URL { root.appendingPathComponent("module-cache") }

    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// Makes `root`, `entries` and `moduleCache` owner-only folders, or says why they cannot be trusted;
    /// removes the scratch folders of runs that were killed before they could.
    func prepare(note: (String) -> Void) throws {
        for folder in [root, entries, moduleCache] { try FixtureCache.ownedFolder(folder, note: note) }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: entries.path)) ?? [] {
            // `.<key>.tmp-<pid>-<n>` (TemporaryFiles.make) of a process that is gone.
            guard name.hasPrefix("."), let range = name.range(of: ".tmp-"),
                  let pid = name[range.upperBound...].split(separator: "-").first.flatMap({ Int32($0) }),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: entries.appendingPathComponent(name))
        }
    }

    /// Makes `url` (and missing parents) or checks it: a folder, not a link, owned by the user; one that
    /// others may open is made owner-only again, with a note.
    static func ownedFolder(_ url: URL, note: (String) -> Void) throws {
        var info = stat()
        if lstat(url.path, &info) != 0 {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw Refusal(description: "cannot make the cache folder \(url.deletingLastPathComponent().path) (\(error.localizedDescription))")
            }
            guard mkdir(url.path, 0o700) == 0 || errno == EEXIST, lstat(url.path, &info) == 0 else {
                throw Refusal(description: "cannot make the cache folder \(url.path) (\(String(cString: strerror(errno))))")
            }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw Refusal(description: "the cache folder \(url.path) is not a folder (a link or a file); remove it, or set XDG_CACHE_HOME")
        }
        guard info.st_uid == geteuid() else {
            throw Refusal(description: "the cache folder \(url.path) belongs to user \(info.st_uid), not to you; remove it, or set XDG_CACHE_HOME")
        }
        if info.st_mode & 0o077 != 0 {
            guard chmod(url.path, 0o700) == 0 else {
                throw Refusal(description: "cannot make the cache folder \(url.path) owner-only (\(String(cString: strerror(errno))))")
            }
            note("layoutshot: note: the cache folder \(url.path) was open to others; it is owner-only again")
        }
    }

    /// The folder of entry `key`.
    func folder(_ key: String) -> URL { entries.appendingPathComponent(key) }

    /// The program of entry `key` if the entry is as it was built; nil when there is none. An entry that is
    /// not (another owner, writable by others, a program that is not the one built) is moved out of the
    /// way with a note, so that it is built again.
    func program(_ key: String, note: (String) -> Void) -> URL? {
        let folder = folder(key)
        var info = stat()
        guard lstat(folder.path, &info) == 0 else { return nil }
        let program = folder.appendingPathComponent("fixture")
        if let problem = FixtureCache.problem(folder: folder, info: info, program: program) {
            note("layoutshot: note: the cached build \(folder.path) \(problem); building it again")
            discard(folder)
            return nil
        }
        return program
    }

    /// What is wrong with an entry, or nil.
    private static func problem(folder: URL, info: stat, program: URL) -> String? {
        guard info.st_mode & S_IFMT == S_IFDIR else { return "is not a folder" }
        guard info.st_uid == geteuid() else { return "belongs to user \(info.st_uid)" }
        guard info.st_mode & 0o022 == 0 else { return "may be changed by others" }
        var file = stat()
        guard lstat(program.path, &file) == 0, file.st_mode & S_IFMT == S_IFREG else { return "has no program" }
        guard file.st_uid == geteuid(), file.st_mode & 0o022 == 0 else { return "has a program others may change" }
        guard let recorded = try? String(contentsOf: folder.appendingPathComponent("fixture.sha256"), encoding: .utf8),
              let bytes = FileManager.default.contents(atPath: program.path) else { return "has no recorded hash" }
        guard RenderEnvironment.sha256(bytes) == recorded.trimmingCharacters(in: .whitespacesAndNewlines) else {
            return "holds a program that is not the one built (its SHA-256 differs from the one recorded)"
        }
        return nil
    }

    /// Removes an entry, or, if that fails (a folder of someone else's inside it), moves it aside.
    private func discard(_ folder: URL) {
        if (try? FileManager.default.removeItem(at: folder)) != nil { return }
        let aside = entries.appendingPathComponent(".discarded-\(UUID().uuidString)")
        if rename(folder.path, aside.path) == 0 { try? FileManager.default.removeItem(at: aside) }
    }

    /// A new owner-only scratch folder to build entry `key` in, removed by an interrupt until `store`.
    func scratch(for key: String) throws -> URL {
        let folder = TemporaryFiles.make(beside: folder(key))
        guard mkdir(folder.path, 0o700) == 0 else {
            TemporaryFiles.forget(folder)
            throw Refusal(description: "cannot make \(folder.path) (\(String(cString: strerror(errno))))")
        }
        return folder
    }

    /// Records the program's hash and makes the scratch folder entry `key`; returns the program. Another
    /// run may have stored the same entry meanwhile: then that one is used, if it is sound.
    func store(_ scratch: URL, as key: String, note: (String) -> Void) throws -> URL {
        defer {
            try? FileManager.default.removeItem(at: scratch)
            TemporaryFiles.forget(scratch)
        }
        let built = scratch.appendingPathComponent("fixture")
        guard chmod(built.path, 0o700) == 0, let bytes = FileManager.default.contents(atPath: built.path) else {
            throw Refusal(description: "the compiler wrote no program in \(scratch.path)")
        }
        try Data(RenderEnvironment.sha256(bytes).utf8).write(to: scratch.appendingPathComponent("fixture.sha256"))
        if rename(scratch.path, folder(key).path) != 0 {
            if let theirs = program(key, note: note) { return theirs }
            // Theirs was not sound and is gone now.
            guard rename(scratch.path, folder(key).path) == 0 else {
                throw Refusal(description: "cannot store the compiled fixture in \(folder(key).path) (\(String(cString: strerror(errno))))")
            }
        }
        guard let program = program(key, note: note) else {
            throw Refusal(description: "cannot store the compiled fixture in \(folder(key).path)")
        }
        return program
    }
}
