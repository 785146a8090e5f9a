import Foundation

/// Compiles a fixture the interpreter cannot run (its own `Layout` types, methods, …) into a program linked
/// against the Layoutshot shared library, kept in an owner-only cache keyed by a SHA-256 of everything that
/// makes the program (docs/ARCHITECTURE.md §5).
///
/// The program is the fixture's own source with the `#if` branches of the platform previewed
/// (`CompilationConditions`) and Xcode's preview forms made into registrations (`ProgramSource`), under
/// `#sourceLocation` so that compiler errors name the fixture's lines. Its `main` only lays out its previews
/// and answers with them as data (`_CompiledFixture`); it runs nothing else. The compiler runs in the sandbox
/// too when there is one, with only its output folder and the module cache writable.
public struct FixtureCompiler: Sendable {
    /// The folder that holds `libLayoutshotDynamic.so` and `Modules/` (`FixtureLibrary`).
    public let buildFolder: URL
    /// The cache's root, `$XDG_CACHE_HOME/layoutshot`: entries in `fixtures/`, the compiler's module cache
    /// in `module-cache/`.
    public let cacheFolder: URL

    /// A compiler linking against the library in `buildFolder`, caching in `cacheFolder`.
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
        return FixtureCompiler(buildFolder: library, cacheFolder: UserCache.root)
    }

    /// A library that cannot be used, with the command that makes one.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    var cache: FixtureCache { FixtureCache(root: cacheFolder) }
    var fixtureLibrary: FixtureLibrary { FixtureLibrary(folder: buildFolder) }
    var library: URL { fixtureLibrary.library }

    /// The compiled program for `source` (read from `path`) previewed on `platform`: the cache's, if it has a
    /// sound one, else built now — in `sandbox`, or unsandboxed when it is nil. `note` receives one-line notes
    /// (a rebuilt entry).
    func program(for source: FixtureSource, platform: Platform, sandbox: Sandbox?,
                 note: (String) -> Void) throws -> URL {
        let path = source.path
        if case .failure(let missing) = FixtureLibrary.find(in: [buildFolder]) {
            throw FixtureLoadError("\(path): \(missing.description)")
        }
        let body: String
        let conditions = CompilationConditions(platform: platform)
        do {
            // The branches the interpreter would take, so that both paths draw the same picture.
            guard let rewritten = try ProgramSource.fixtureBody(of: source, conditions: conditions, note: note) else {
                let outline = try ProgramOutline(of: source)
                guard outline.previewMacros.isEmpty && outline.previewProviders.isEmpty else {
                    throw FixtureLoadError("\(path):1:1: error: the fixture yields no previews on \(platform): every "
                        + "#Preview and PreviewProvider is in an #if branch that is not taken")
                }
                throw FixtureCompiler.needsPreview(path)
            }
            body = rewritten
        } catch let error as FixtureError {
            throw FixtureLoadError(error.description)
        }
        let toolchain: Toolchain
        do { toolchain = try Toolchain.current() } catch { throw FixtureLoadError("\(path): \(error)") }
        let program = FixtureCompiler.programSource(body: body, path: path)
        let flags = compileFlags()
        let key = RenderEnvironment.sha256(Data(([
            "layoutshot compiled fixture \(CompiledFixtureWire.version)", program,
            try FixtureCompiler.libraryHash(library), toolchain.version,
        ] + flags).joined(separator: "\u{0}").utf8))
        do {
            try cache.prepare(note: note)
        } catch let refusal as FixtureCache.Refusal {
            throw FixtureLoadError("\(path): error: \(refusal)")
        }
        if let cached = cache.program(key, note: note) { return cached }

        let scratch: URL
        do { scratch = try cache.scratch(for: key) } catch { throw FixtureLoadError("\(path): error: \(error)") }
        var stored = false
        defer {
            if !stored {
                try? FileManager.default.removeItem(at: scratch)
                TemporaryFiles.forget(scratch)
            }
        }
        let main = scratch.appendingPathComponent("main.swift")
        do { try Data(program.utf8).write(to: main) } catch {
            throw FixtureLoadError("\(path): error: cannot write \(main.path) (\(error.localizedDescription))")
        }
        let arguments = [main.path, "-o", scratch.appendingPathComponent("fixture").path] + flags
        var outcome: ChildProcess.Outcome
        do {
            outcome = try compile(arguments + ["-module-cache-path", moduleCache.path], toolchain: toolchain,
                                  scratch: scratch, sandbox: sandbox)
            // The module cache made with the library may lack a module this fixture imports and be read-only
            // (an install, or the sandbox): then the user's own.
            if outcome.exitCode != 0, moduleCache != cache.moduleCache,
               String(decoding: outcome.output, as: UTF8.self).contains(moduleCache.path) {
                outcome = try compile(arguments + ["-module-cache-path", cache.moduleCache.path], toolchain: toolchain,
                                      scratch: scratch, sandbox: sandbox)
            }
        } catch {
            throw FixtureLoadError("\(path): error: \(error)")
        }
        if outcome.timedOut {
            throw FixtureLoadError("\(path):1:1: error: the Swift compiler took longer than \(Int(FixtureCompiler.compileTimeLimit)) s; stopped")
        }
        guard outcome.exitCode == 0 else {
            // The text as compiled (its lines the fixture's), for the messages' statements and declarations.
            let compiled = (try? source.active(for: conditions).text()) ?? source.text
            var error = FixtureLoadError(FixtureCompiler.compilerMessages(String(decoding: outcome.output, as: UTF8.self),
                                                                          source: compiled, path: path))
            error.sourceColumns = .utf8
            throw error
        }
        do {
            let entry = try cache.store(scratch, as: key, note: note)
            stored = true
            return entry
        } catch {
            throw FixtureLoadError("\(path): error: \(error)")
        }
    }

    /// A bare view expression is the interpreter's shorthand; compiled Swift would evaluate it and throw it
    /// away, leaving nothing to draw.
    static func needsPreview(_ path: String) -> FixtureLoadError {
        FixtureLoadError("\(path):1:1: error: a compiled fixture (one that declares its own types, or --compile) needs "
            + "its views inside `#Preview { … }`; wrap the view expression in #Preview")
    }

    /// What the compiler may take: ten minutes (a fixture can make the type checker work very hard).
    static let compileTimeLimit: Double = 600

    /// Runs swiftc: in the sandbox with the toolchain, the library's build folder and the module maps
    /// read-only, the scratch folder and the module cache writable; without one, with a minimal
    /// environment whose temporary folder is inside the scratch folder (so an interrupt leaves nothing).
    private func compile(_ arguments: [String], toolchain: Toolchain, scratch: URL, sandbox: Sandbox?) throws -> ChildProcess.Outcome {
        let limits = ChildProcess.Limits(cpuSeconds: Int(FixtureCompiler.compileTimeLimit), fileSizeBytes: 1 << 30)
        let path = "\(toolchain.prefix)/bin:/usr/bin:/bin"
        guard let sandbox else {
            let temporary = scratch.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: temporary) }
            return try ChildProcess.run(toolchain.swiftc, arguments, environment: ["PATH": path, "HOME": temporary.path,
                                        "TMPDIR": temporary.path], limits: limits, timeout: FixtureCompiler.compileTimeLimit)
        }
        let readOnly = [toolchain.prefix, buildFolder.path] + fixtureLibrary.moduleMapFolders
            + FixtureCompiler.graphicsIncludeFlags().map { String($0.dropFirst(2)) }.filter { !$0.hasPrefix("/usr/") }
        let (bwrap, wrapped) = sandbox.command(toolchain.swiftc, arguments, readOnly: readOnly,
                                               writable: [scratch.path, cache.moduleCache.path],
                                               environment: ["PATH": path, "HOME": "/tmp", "TMPDIR": "/tmp"],
                                               temporarySpace: 1 << 30)
        return try ChildProcess.run(bwrap, wrapped, environment: [:], limits: limits, timeout: FixtureCompiler.compileTimeLimit)
    }

    /// The clang module cache compiles use: the one made with the library (`make build`, so that a first
    /// compile does not build it), else the user's.
    var moduleCache: URL { fixtureLibrary.prebuiltModuleCache ?? cache.moduleCache }

    /// The compiler's flags but for the source and output paths (which are in the entry) and the module cache
    /// (which changes no program): part of the key.
    func compileFlags() -> [String] {
        var flags = ["-I", fixtureLibrary.modules.path,
                     "-L", buildFolder.path, "-lLayoutshotDynamic",
                     "-Xlinker", "-rpath", "-Xlinker", buildFolder.path, "-suppress-warnings"]
        flags += FixtureCompiler.sanitizerFlags + FixtureLibrary.linkerFlags
        // The C modules behind the library need the graphics headers' include paths and their module maps.
        flags += FixtureCompiler.graphicsIncludeFlags().flatMap { ["-Xcc", $0] }
        flags += fixtureLibrary.moduleMapFolders.flatMap { ["-I", $0] }
        return flags
    }

    /// The program: the fixture's `body` (`ProgramSource.fixtureBody`) on its own lines, between the child's
    /// first statement (before any of the fixture's code runs) and its answer over the registered previews.
    static func programSource(body: String, path: String) -> String {
        let literal = ProgramSource.literal(path)
        return """
        import Layoutshot
        _CompiledFixture.begin()
        #sourceLocation(file: "\(literal)", line: 1)
        \(body)
        #sourceLocation()
        _CompiledFixture.answer(CompiledPreviews(path: "\(literal)", previews: _PreviewRegistry.all))

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

    /// `-I` flags for the graphics libraries' headers (what the CGraphics module map includes), asked of
    /// pkg-config once per process.
    static func graphicsIncludeFlags() -> [String] { graphicsIncludes }
    private static let graphicsIncludes: [String] = {
        guard let pkgConfig = ChildProcess.find("pkg-config"),
              let outcome = try? ChildProcess.run(pkgConfig, ["--cflags-only-I", "pangocairo"],
                                                  environment: ProcessInfo.processInfo.environment,
                                                  limits: ChildProcess.Limits(), timeout: 30),
              outcome.exitCode == 0 else { return [] }
        return String(decoding: outcome.output, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
            .filter { $0.hasPrefix("-I") }
    }()

    /// The SHA-256 of the library's bytes, computed once per process (again only if the file is replaced or
    /// changed meanwhile, as a rebuild during `watch` does).
    static func libraryHash(_ library: URL) throws -> String {
        var info = stat()
        guard stat(library.path, &info) == 0 else { throw FixtureLoadError("error: cannot read \(library.path)") }
        let identity = "\(library.path)\u{0}\(info.st_dev)\u{0}\(info.st_ino)\u{0}\(info.st_size)\u{0}"
            + "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\u{0}\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
        libraryHashes.lock()
        defer { libraryHashes.unlock() }
        if let known = libraryHashes.value[identity] { return known }
        guard let bytes = FileManager.default.contents(atPath: library.path) else {
            throw FixtureLoadError("error: cannot read \(library.path)")
        }
        let hash = RenderEnvironment.sha256(bytes)
        libraryHashes.value[identity] = hash
        return hash
    }
    private static let libraryHashes = Locked<[String: String]>([:])

    /// The compiler's errors, which already name the fixture's file, line and column; those about SwiftUI names
    /// Layoutshot lacks said as such (`CompilerMessages`).
    static func compilerMessages(_ output: String, source: String, path: String) -> String {
        let errors = CompilerMessages.errors(in: output, source: source, path: path)
        guard !errors.isEmpty else { return "error: the fixture did not compile:\n\(output)" }
        // At most as many as the interpreter reports (`FixtureError.maximumReported`).
        let shown = errors.prefix(FixtureError.maximumReported).joined(separator: "\n")
        return errors.count > FixtureError.maximumReported
            ? shown + "\n\(path): note: \(errors.count) errors; the first \(FixtureError.maximumReported) are shown" : shown
    }
}

/// The Swift toolchain on the PATH: its `swiftc`, the folder it is in (`…/usr`), and its version text.
struct Toolchain {
    let swiftc: String
    /// `…/usr` of the toolchain: `bin/swiftc`, `lib/swift/linux` (the runtime a compiled program loads).
    let prefix: String
    let version: String

    var runtimeLibraries: String { prefix + "/lib/swift/linux" }

    /// Found and asked for its version once per process.
    static func current() throws -> Toolchain {
        switch found {
        case .success(let toolchain): return toolchain
        case .failure(let error): throw error
        }
    }

    private static let found: Result<Toolchain, FixtureLoadError> = {
        guard let swiftc = ChildProcess.find("swiftc") else {
            return .failure(FixtureLoadError("error: this fixture must be compiled, and the Swift compiler (swiftc) is not on the PATH"))
        }
        let prefix = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().path
        // The toolchain's own link, so that the driver sees the name it was called by and its folder is the
        // one bound into the sandbox.
        let own = prefix + "/bin/swiftc"
        let executable = FileManager.default.isExecutableFile(atPath: own) ? own : swiftc
        guard let outcome = try? ChildProcess.run(executable, ["--version"], environment: ["PATH": "\(prefix)/bin:/usr/bin:/bin"],
                                                  limits: ChildProcess.Limits(), timeout: 60),
              outcome.exitCode == 0 else {
            return .failure(FixtureLoadError("error: \(executable) --version failed"))
        }
        return .success(Toolchain(swiftc: executable, prefix: prefix, version: String(decoding: outcome.output, as: UTF8.self)))
    }()
}

/// A value behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let mutex = NSLock()
    var value: Value
    init(_ value: Value) { self.value = value }
    func lock() { mutex.lock() }
    func unlock() { mutex.unlock() }
}
