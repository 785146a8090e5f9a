import Foundation

/// Compiles a fixture that declares its own `Layout` (or other) types into a small program linked against
/// the Layoutshot shared library, cached by a hash of everything that goes into it.
///
/// The program is the fixture's own source with Xcode's preview forms made into registrations
/// (`ProgramSource`), under `#sourceLocation` so that compiler errors name the fixture's lines. Its `main`
/// runs the same command line as `layoutshot` over its previews.
public struct FixtureCompiler {
    /// The folder that holds `libLayoutshotDynamic.so` and `Modules/` (`FixtureLibrary`).
    public let buildFolder: URL
    /// Where compiled fixtures are kept.
    public let cacheFolder: URL

    public init(buildFolder: URL, cacheFolder: URL) {
        self.buildFolder = buildFolder
        self.cacheFolder = cacheFolder
    }

    /// The compiler for the running executable: the library found from it (`FixtureLibrary.candidates`), and
    /// the cache in `$XDG_CACHE_HOME/layoutshot` (default `~/.cache/layoutshot`).
    public static func forRunningTool() -> FixtureCompiler {
        let env = ProcessInfo.processInfo.environment
        let candidates = FixtureLibrary.candidates(executable: FixtureLibrary.runningExecutable, environment: env)
        let library = (try? FixtureLibrary.find(in: candidates).get())?.folder ?? candidates[0]
        let cacheRoot = env["XDG_CACHE_HOME"].map(URL.init(fileURLWithPath:))
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache")
        return FixtureCompiler(buildFolder: library, cacheFolder: cacheRoot.appendingPathComponent("layoutshot/fixtures"))
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The compiled program for `source` (read from `path`), compiling it if the cache has none.
    public func program(for source: String, path: String) throws -> URL {
        let fixtureLibrary = FixtureLibrary(folder: buildFolder)
        let library = fixtureLibrary.library
        if case .failure(let missing) = FixtureLibrary.find(in: [buildFolder]) {
            throw Failure(description: "\(path): \(missing.description)")
        }
        let attributes = (try? FileManager.default.attributesOfItem(atPath: library.path)) ?? [:]
        let body: String
        do {
            guard let rewritten = try ProgramSource.fixtureBody(of: source, path: path) else {
                // A bare view expression is the interpreter's shorthand; compiled Swift would evaluate it and
                // throw it away, leaving nothing to draw.
                throw Failure(description: "\(path):1:1: error: a compiled fixture (one that declares its own types, or "
                    + "--compile) needs its views inside `#Preview { … }` or a `PreviewProvider`; wrap the view "
                    + "expression in #Preview")
            }
            body = rewritten
        } catch let error as FixtureError {
            throw Failure(description: error.description)
        }
        let program = FixtureCompiler.programSource(body: body, path: path)
        // The library's size and date stand for its contents: a rebuilt library gives a new key.
        let stamp = "\(attributes[.size] ?? 0)-\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        let key = StableHash.hex(of: program + "\u{0}" + stamp + "\u{0}" + library.path)
        let folder = cacheFolder.appendingPathComponent(key)
        let executable = folder.appendingPathComponent("fixture")
        if FileManager.default.isExecutableFile(atPath: executable.path) { return executable }

        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let main = folder.appendingPathComponent("main.swift")
        try AtomicFile.write(Data(program.utf8), to: main)
        let temporary = TemporaryFiles.make(beside: executable)
        defer {
            try? FileManager.default.removeItem(at: temporary)
            TemporaryFiles.forget(temporary)
        }
        var arguments = [main.path, "-o", temporary.path,
                         "-I", fixtureLibrary.modules.path,
                         "-L", buildFolder.path, "-lLayoutshotDynamic",
                         "-Xlinker", "-rpath", "-Xlinker", buildFolder.path, "-suppress-warnings"]
        arguments += FixtureCompiler.sanitizerFlags + FixtureLibrary.linkerFlags
        // The C module behind the library needs the graphics headers' include paths and its module map.
        arguments += FixtureCompiler.graphicsIncludeFlags().flatMap { ["-Xcc", $0] }
        arguments += fixtureLibrary.moduleMapFolders.flatMap { ["-I", $0] }
        // The module cache made with the library, where it is; the user's own if a fixture needs a module
        // it lacks and it cannot be written (an install).
        let userCache = cacheFolder.deletingLastPathComponent().appendingPathComponent("module-cache")
        var (status, output) = try run("swiftc", arguments + ["-module-cache-path", (fixtureLibrary.prebuiltModuleCache ?? userCache).path])
        if status != 0, let prebuilt = fixtureLibrary.prebuiltModuleCache, output.contains(prebuilt.path) {
            (status, output) = try run("swiftc", arguments + ["-module-cache-path", userCache.path])
        }
        guard status == 0 else { throw Failure(description: FixtureCompiler.compilerMessages(output)) }
        if rename(temporary.path, executable.path) != 0 {
            throw Failure(description: "\(path): error: cannot store the compiled fixture in \(folder.path)")
        }
        return executable
    }

    /// The program: the fixture's `body` (`ProgramSource.fixtureBody`) on its own lines, after the one
    /// statement that must run before the fixture's code (where `UIImage(named:)` looks), then a `main` that
    /// runs the command line over the registered previews.
    static func programSource(body: String, path: String) -> String {
        let literal = ProgramSource.literal(path)
        // The fixture's folder as an absolute path, so that the program finds the images wherever it runs.
        let folder = ProgramSource.literal(URL(fileURLWithPath: FolderImageSource(nextTo: path).directory).standardizedFileURL.path)
        return """
        import Layoutshot
        _NamedImages.source = FolderImageSource(directory: "\(folder)")
        #sourceLocation(file: "\(literal)", line: 1)
        \(body)
        #sourceLocation()
        exit(LayoutshotTool.main(Array(CommandLine.arguments.dropFirst()),
                                 compiled: CompiledPreviews(path: "\(literal)", previews: _PreviewRegistry.all)))

        """
    }

    /// A library built with a sanitizer (make tsan) links only into programs built with it: the running tool
    /// tells by the sanitizer's runtime being in the process.
    static let sanitizerFlags: [String] = {
        let process = dlopen(nil, RTLD_NOW)
        defer { if let process { dlclose(process) } }
        if dlsym(process, "__tsan_init") != nil { return ["-sanitize=thread"] }
        if dlsym(process, "__asan_init") != nil { return ["-sanitize=address"] }
        return []
    }()

    /// `-I` flags for the graphics libraries' headers (what the CGraphics module map includes).
    static func graphicsIncludeFlags() -> [String] {
        guard let (status, output) = try? run("pkg-config", ["--cflags-only-I", "pangocairo"]), status == 0 else { return [] }
        return output.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0.hasPrefix("-I") }
    }

    /// The compiler's errors, which already name the fixture's file, line and column.
    static func compilerMessages(_ output: String) -> String {
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }
        return errors.isEmpty ? "error: the fixture did not compile:\n\(output)" : errors.joined(separator: "\n")
    }
}

/// Runs a program found on the PATH and returns its exit status and its merged output.
func run(_ program: String, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    // An interrupt stops the compiler too, before it writes into a temporary file that is already gone.
    TemporaryFiles.adopt(process.processIdentifier)
    defer { TemporaryFiles.release(process.processIdentifier) }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// FNV-1a over UTF-8, 128 bits as two 64-bit lanes: a stable cache key (not a security hash).
enum StableHash {
    static func hex(of string: String) -> String {
        var a: UInt64 = 0xcbf29ce484222325, b: UInt64 = 0x84222325cbf29ce4
        for byte in string.utf8 {
            a = (a ^ UInt64(byte)) &* 0x100000001b3
            b = (b ^ UInt64(byte ^ 0x5a)) &* 0x100000001b3
        }
        return String(format: "%016llx%016llx", a, b)
    }
}
