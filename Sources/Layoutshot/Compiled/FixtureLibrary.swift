import Foundation

/// What a compiled fixture is built against: `libLayoutshotDynamic.so`, the Swift modules it was built with
/// (`Modules/`), the C module maps those modules import, and the clang module cache made when the library was
/// built (docs/ARCHITECTURE.md §5, "Where the library is").
///
/// Two layouts are known: a build folder (`.build/release`: the library, `Modules/`, `fixture-module-cache/`,
/// the module maps in the source tree's `Sources/`) and an install (`PREFIX/lib/layoutshot`: the library,
/// `Modules/`, `ModuleMaps/<name>/`, `fixture-module-cache/`), made by `make install PREFIX=…`.
struct FixtureLibrary {
    /// The folder of `libLayoutshotDynamic.so` and `Modules/`, links resolved: the module cache inside it
    /// records the path it was made under, and `.build/release` is a link.
    let folder: URL

    init(folder: URL) { self.folder = folder.resolvingSymlinksInPath() }

    var library: URL { folder.appendingPathComponent("libLayoutshotDynamic.so") }
    var modules: URL { folder.appendingPathComponent("Modules") }

    /// The clang module cache beside the library: made by `make build` and `make install`, or by the first
    /// compile where the library's folder may be written; nil where there is none and none can be made. It is
    /// used where it is (a clang module cache only works at the path it was made in) and shared by every
    /// compile against this library.
    var prebuiltModuleCache: URL? {
        let cache = folder.appendingPathComponent(FixtureLibrary.moduleCacheName)
        if FileManager.default.fileExists(atPath: cache.path) { return cache }
        guard FileManager.default.isWritableFile(atPath: folder.path),
              (try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)) != nil else { return nil }
        return cache
    }

    static let moduleCacheName = "fixture-module-cache"

    /// The C modules the library's Swift modules import, each a folder with a `module.modulemap`.
    static let moduleMapNames = ["CGraphics", "CSpawn"]

    /// The folders of those module maps: an install's `ModuleMaps/<name>`, else the source tree's `Sources/<name>`.
    var moduleMapFolders: [String] {
        FixtureLibrary.moduleMapNames.compactMap { name in
            [folder.appendingPathComponent("ModuleMaps").appendingPathComponent(name),
             FixtureLibrary.sourceRoot.appendingPathComponent("Sources").appendingPathComponent(name)]
                .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("module.modulemap").path) }?.path
        }
    }

    /// The running executable with its links resolved (`/proc/self/exe`, which names it however it was started).
    static var runningExecutable: URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// The toolchain's own linker when it has one: lld links a fixture in about half gold's time (docs/PERFORMANCE.md,
    /// "Compiled fixtures").
    static let linkerFlags: [String] = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let lld = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("ld.lld")
            return FileManager.default.isExecutableFile(atPath: lld.path) ? ["-use-ld=lld"] : []
        }
        return []
    }()

    /// The checkout this tool was built from (a copy of the executable finds its build there).
    static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The folders looked in, in order: `$LAYOUTSHOT_LIBRARY_DIR`; the executable's own folder (a build
    /// folder); `../lib/layoutshot` beside it (an install); the release build of the checkout the tool was
    /// built from (`swift run`, a debug build, a copy of the executable); `/usr/local/lib/layoutshot`.
    static func candidates(executable: URL, environment: [String: String]) -> [URL] {
        let bin = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        var folders: [URL] = []
        if let explicit = environment["LAYOUTSHOT_LIBRARY_DIR"], !explicit.isEmpty {
            folders.append(URL(fileURLWithPath: explicit))
        }
        folders += [bin, bin.deletingLastPathComponent().appendingPathComponent("lib/layoutshot"),
                    sourceRoot.appendingPathComponent(".build/release"),
                    URL(fileURLWithPath: "/usr/local/lib/layoutshot")]
        var seen: Set<String> = []
        return folders.filter { seen.insert($0.resolvingSymlinksInPath().path).inserted }
    }

    /// The first usable library of `candidates`, or the error to show: what was looked for, where, and the
    /// command that makes it.
    static func find(in candidates: [URL]) -> Result<FixtureLibrary, FixtureCompiler.Failure> {
        var problems: [String] = []
        for folder in candidates {
            let candidate = FixtureLibrary(folder: folder)
            switch candidate.problem() {
            case nil: return .success(candidate)
            case let problem?: problems.append(problem)
            }
        }
        let hasCheckout = FileManager.default.fileExists(atPath: sourceRoot.appendingPathComponent("Package.swift").path)
        let fix = hasCheckout
            ? "run `make build` (or `swift build -c release --product LayoutshotDynamic`) in \(sourceRoot.path)"
            : "install it with `make install PREFIX=/usr/local` from a checkout of Layoutshot"
        return .failure(FixtureCompiler.Failure(description: "error: compiled fixtures need the Layoutshot library "
            + "(libLayoutshotDynamic.so and its Modules folder); \(problems.joined(separator: "; ")). To make it, \(fix); "
            + "LAYOUTSHOT_LIBRARY_DIR names another folder"))
    }

    /// Why this folder cannot be used, or nil.
    func problem() -> String? {
        let manager = FileManager.default
        guard let libraryDate = (try? manager.attributesOfItem(atPath: library.path))?[.modificationDate] as? Date else {
            return "not in \(folder.path)"
        }
        let module = modules.appendingPathComponent("Layoutshot.swiftmodule")
        guard let moduleDate = (try? manager.attributesOfItem(atPath: module.path))?[.modificationDate] as? Date else {
            return "\(folder.path) has the library but not \(module.path)"
        }
        // `swift run layoutshot` rebuilds the modules but not the shared library: linking against an old one
        // would fail or crash.
        if libraryDate < moduleDate {
            return "\(library.path) is older than the modules beside it (rebuild the library)"
        }
        return nil
    }
}
