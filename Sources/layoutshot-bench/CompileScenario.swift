import Foundation
import Layoutshot

/// The compiled path as a user meets it, whole `layoutshot render` processes: the first compile on a machine
/// (an empty cache), an edited fixture recompiled, an unchanged one run from the cache, beside an interpreted
/// fixture of the same size. Each first-compile run gets a fresh `XDG_CACHE_HOME` and a new width, so nothing
/// is reused but what the build made (the module cache beside the library).
enum CompileScenario {
    static func run(runs: Int) -> [Row] {
        let source = (try? String(contentsOf: benchmarksFolder.appendingPathComponent("fixtures/compiled-row.swift"),
                                  encoding: .utf8)) ?? ""
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutshot-bench-compile-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: base) }
        let fixture = base.appendingPathComponent("row.swift"), out = base.appendingPathComponent("out")
        try? FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        func write(width: Int) { try? source.replacingOccurrences(of: "width: 320", with: "width: \(width)")
            .write(to: fixture, atomically: true, encoding: .utf8) }
        func render(cache: URL, extra: [String] = [], environment: [String: String] = [:]) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            let status = runTool(["render", fixture.path, "--out", out.path, "--quiet"] + extra,
                                 environment: ["XDG_CACHE_HOME": cache.path].merging(environment) { $1 })
            guard status == 0 else { fatalError("layoutshot render \(fixture.path) failed (exit \(status))") }
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        var first: [Double] = [], edit: [Double] = [], cached: [Double] = [], interpreted: [Double] = []
        for run in 0..<runs {
            let cache = base.appendingPathComponent("cache-\(run)")
            write(width: 300 + 2 * run)
            first.append(render(cache: cache))
            write(width: 301 + 2 * run)
            edit.append(render(cache: cache))
            cached.append(render(cache: cache))
            try? FileManager.default.removeItem(at: cache)
        }
        // The same views without the custom layout: the interpreter runs them.
        let plain = base.appendingPathComponent("plain.swift")
        try? """
        #Preview("Row", traits: .fixedLayout(width: 320, height: 44)) {
            HStack { Text("Name"); Text("Value"); Color.blue.frame(height: 20) }.padding(.horizontal)
        }
        """.write(to: plain, atomically: true, encoding: .utf8)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = runTool(["render", plain.path, "--out", out.path, "--quiet"], environment: [:])
            interpreted.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        // A machine whose library has no module cache beside it (what every first compile paid before it
        // was built with the library): the same library copied into a folder without one (copies, not links:
        // the compile's sandbox binds the folder, not what a link there points at).
        var unprepared: [Double] = []
        if let library = libraryFolder() {
            let bare = base.appendingPathComponent("bare-library")
            try? FileManager.default.createDirectory(at: bare, withIntermediateDirectories: true)
            for name in ["libLayoutshotDynamic.so", "Modules"] {
                try? FileManager.default.copyItem(at: library.appendingPathComponent(name).resolvingSymlinksInPath(),
                                                  to: bare.appendingPathComponent(name))
            }
            for run in 0..<max(3, runs / 2) {
                let cache = base.appendingPathComponent("bare-cache-\(run)")
                write(width: 400 + run)
                unprepared.append(render(cache: cache, environment: ["LAYOUTSHOT_LIBRARY_DIR": bare.path]))
                // The compile made the module cache beside the linked library: the next run starts without it.
                try? FileManager.default.removeItem(at: bare.appendingPathComponent("fixture-module-cache"))
                try? FileManager.default.removeItem(at: cache)
            }
        }
        func row(_ name: String, _ samples: [Double], _ detail: String, target: String = "") -> Row {
            let stats = Stats(samples: samples)
            return Row(scenario: name, median: format(stats.median), spread: stats.spread, detail: detail, target: target)
        }
        // What an edit costs over running the cached program: the compile itself.
        let compile = Stats(samples: edit).median - Stats(samples: cached).median
        var rows = [
            row("interpreted fixture → PNG", interpreted, "whole process, for comparison"),
            row("compiled fixture, first compile", first, "empty user cache; module cache made by make build",
                target: verdict("≤ 1.5 s", Stats(samples: first).median <= 1500)),
            row("compiled fixture, edited and recompiled", edit, "warm caches; the compile \(format(compile)) ms (edited − unchanged)",
                target: verdict("compile < 390 ms", compile < 390)),
            row("compiled fixture, unchanged (cached program)", cached, "no compile: the tool and the fixture's program"),
        ]
        if !unprepared.isEmpty {
            rows.insert(row("compiled fixture, first compile, no module cache", unprepared,
                            "a library without the module cache beside it"), at: 2)
        }
        return rows
    }

    /// The folder of the library the tool beside this bench uses (its own build folder).
    static func libraryFolder() -> URL? {
        let folder = CheckScenario.tool.deletingLastPathComponent()
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent("libLayoutshotDynamic.so").path)
            ? folder : nil
    }

    /// Runs the `layoutshot` beside this tool with `environment` added; its output is discarded.
    static func runTool(_ arguments: [String], environment: [String: String]) -> Int32 {
        let process = Process()
        process.executableURL = CheckScenario.tool
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { fatalError("cannot run \(CheckScenario.tool.path): \(error)") }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
