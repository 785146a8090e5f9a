import Foundation

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
    /// Render options from `--scale` (default 2, or the device's on its screen), `--style` (default debug),
    /// `--no-chrome` and `--device-frame`, the base that `render`, `check` and `explain` share.
    func scaledRenderOptions() -> RenderOptions {
        var options = RenderOptions()
        options.scale = CGFloat(number(RenderingOptions.scale) ?? RenderingOptions.defaultScale)
        options.usesDeviceScale = number(RenderingOptions.scale) == nil
        options.style = choice(RenderingOptions.style, default: RenderStyle.debug)
        options.chrome = !has(RenderingOptions.noChrome)
        options.deviceFrame = has(RenderingOptions.deviceFrame) && options.chrome
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
    func standardized() -> String {
        URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().standardizedFileURL.path
    }
    // Files of one folder share the answer (the URL arithmetic is ~30,000 instructions, and `check` asks per
    // fixture): it depends only on the text before the last `/` when the name after it is an ordinary one.
    let nameStart = file.lastIndex(of: "/").map { file.index(after: $0) } ?? file.startIndex
    let name = file[nameStart...]
    guard !name.isEmpty, name != ".", name != ".." else { return standardized() }
    let folder = String(file[..<nameStart])
    absoluteFolders.lock()
    let known = absoluteFolders.value[folder]
    absoluteFolders.unlock()
    if let known { return known }
    let path = standardized()
    absoluteFolders.lock()
    absoluteFolders.value[folder] = path
    absoluteFolders.unlock()
    return path
}

/// `absoluteFolder(of:)`'s answers, by the folder's text as given.
private let absoluteFolders = Locked<[String: String]>([:])

/// Bad input (a fixture that does not parse, a missing file): printed as is, exit code 65.
struct InputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Something other than the input stopped the run (a port already taken): the tool says
/// `layoutshot: error: ` and it, and exits 70.
struct RunError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
