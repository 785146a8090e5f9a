import Foundation

/// A command-line mistake: printed with the usage hint, exit code 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

/// Options of one subcommand: which take a value (`--out DIR`), which are flags (`--labels`).
struct OptionSpec {
    var valued: Set<String>
    var flags: Set<String>
    /// Short aliases, e.g. `-o` → `--out`.
    var aliases: [String: String] = [:]
}

/// Parsed arguments: positional paths, option values in order, flags.
struct Arguments {
    var positional: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    init(_ args: [String], spec: OptionSpec) throws {
        var i = 0
        while i < args.count {
            var arg = args[i]
            i += 1
            if let long = spec.aliases[arg] { arg = long }
            if arg == "--" {
                positional += args[i...]
                break
            }
            guard arg.hasPrefix("--") else {
                if arg.hasPrefix("-") && arg != "-" { throw UsageError(description: "unknown option '\(arg)'") }
                positional.append(arg)
                continue
            }
            var name = arg
            var inline: String?
            if let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            if spec.flags.contains(name) {
                guard inline == nil else { throw UsageError(description: "option '\(name)' takes no value") }
                flags.insert(name)
            } else if spec.valued.contains(name) {
                if let inline {
                    values[name, default: []].append(inline)
                } else {
                    guard i < args.count else { throw UsageError(description: "option '\(name)' needs a value") }
                    values[name, default: []].append(args[i])
                    i += 1
                }
            } else {
                let known = (spec.flags.union(spec.valued)).sorted()
                let hint = suggestion(for: name, among: known).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(description: "unknown option '\(name)'\(hint)")
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }

    func number(_ name: String) throws -> CGFloat? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number.isFinite, number >= 0 else {
            throw UsageError(description: "option '\(name)' needs a non-negative number, got '\(text)'")
        }
        return CGFloat(number)
    }

    func choice<T: RawRepresentable>(_ name: String, default fallback: T) throws -> T where T.RawValue == String {
        guard let text = value(name) else { return fallback }
        guard let value = T(rawValue: text) else {
            throw UsageError(description: "option '\(name)' does not accept '\(text)'")
        }
        return value
    }
}

/// The closest candidate by edit distance, if it is close enough to be a likely typo.
func suggestion(for word: String, among candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
    let scored = candidates.map { ($0, distance(Array(word), Array($0))) }.min { $0.1 < $1.1 }
    guard let (best, score) = scored, score <= max(2, word.count / 3) else { return nil }
    return best
}

/// The fixture files under the given paths: files as given, folders searched for `*.swift` (sorted,
/// hidden folders and references folders skipped).
func fixtureFiles(_ paths: [String]) throws -> [String] {
    var files: [String] = []
    let fm = FileManager.default
    for path in paths {
        if path == "-" {
            files.append(path)
            continue
        }
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(message: "\(path): error: no such file or folder")
        }
        guard isDirectory.boolValue else {
            files.append(path)
            continue
        }
        let base = URL(fileURLWithPath: path)
        var found: [String] = []
        if let walker = fm.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) {
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if name.hasPrefix(".") || SnapshotFolder.names.contains(name) {
                    walker.skipDescendants()
                    continue
                }
                if url.pathExtension == "swift" {
                    found.append(path == "." ? String(url.path.dropFirst(fm.currentDirectoryPath.count + 1))
                                            : (path as NSString).appendingPathComponent(
                                                String(url.path.dropFirst(base.path.count + 1))))
                }
            }
        }
        files += found.sorted()
    }
    return files
}

/// The type of the file at `path` itself, a link not followed (`S_IFREG`, `S_IFDIR`, `S_IFLNK`, …); 0 when
/// there is none.
func fileType(_ path: String) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
}

extension Arguments {
    /// Render options from `--scale` (0 < S ≤ 8, default 2) and `--style` (default debug), the base that
    /// `render`, `check` and `explain` share.
    func scaledRenderOptions() throws -> RenderOptions {
        var options = RenderOptions()
        if let scale = try number("--scale") {
            guard scale > 0 && scale <= 8 else { throw UsageError(description: "--scale must be in (0, 8]") }
            options.scale = scale
        }
        options.style = try choice("--style", default: RenderStyle.debug)
        return options
    }
}

/// The deepest folder holding every fixture of a run, as an absolute path with `.` and `..` resolved. Outputs,
/// snapshot names and failure files carry each fixture's folder below it, so that `a/x.swift` and `b/x.swift` —
/// found in one folder or named one by one — do not overwrite each other's; fixtures all in one folder keep
/// their plain names. Being below it, that part never holds `..`: `render x.swift ../b/y.swift --out out`
/// writes `out/<this folder's name>/x.png` and `out/b/y.png`, both inside `out`.
func commonFolder(of files: [String]) -> String {
    let folders = files.filter { $0 != "-" }.map { absoluteFolder(of: $0).split(separator: "/").map(String.init) }
    guard var common = folders.first else { return "" }
    for parts in folders.dropFirst() { common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0)) }
    return "/" + common.joined(separator: "/")
}

/// The folder of `file` below `root` (`commonFolder(of:)`), `""` when it is `root` itself.
func relativeFolder(of file: String, below root: String) -> String {
    guard file != "-", !root.isEmpty else { return "" }
    let folder = absoluteFolder(of: file)
    let prefix = root.hasSuffix("/") ? root : root + "/"
    guard folder != root, folder.hasPrefix(prefix) else { return "" }
    return String(folder.dropFirst(prefix.count))
}

/// The absolute path of the folder `file` is in, `.` and `..` resolved lexically (links are not followed).
func absoluteFolder(of file: String) -> String {
    URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().standardizedFileURL.path
}

/// Bad input (a fixture that does not parse, a missing file): printed as is, exit code 65.
struct InputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
