import Foundation
#if FUZZING
import CLibFuzzer
#endif

/// `layoutshot-fuzz TARGET …` (docs/RELIABILITY.md §1). The targets: `fixture` (the fixture language, from
/// bytes to pictures), `source` (the compiled path's source rewriting), `answer` (the tool's reading of a
/// compiled fixture's answer).
///
/// Built two ways: with `-D FUZZING` (and `-sanitize=fuzzer,address`, `make fuzz`) `main` hands the target to
/// libFuzzer's driver with the rest of the command line (corpus folders, `-runs=…`); without it (`swift
/// build`) `main` replays files and folders through the target, to reproduce a crash in an ordinary build.
/// (An executable's `main` is its own: SwiftPM renames the entry point, so libFuzzer's `main` cannot stand in
/// for it.)
@main
enum FuzzMain {
    static let targets: [String: (Data) -> Bool] = [
        "fixture": FixtureFuzzing.run, "source": SourceRewritingFuzzing.run, "answer": AnswerFuzzing.run,
    ]

    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2, let target = targets[arguments[1]] else {
            fail("usage: layoutshot-fuzz fixture|source|answer FILE|FOLDER… (replays inputs; make fuzz runs the fuzzer; "
                 + "see docs/RELIABILITY.md)")
        }
        #if FUZZING
        // One-time state (the registry, fonts, the images folder) before the first input, so that the first
        // input's time and memory are its own.
        _ = target(Data("#Preview { Text(\"warm-up\").frame(width: 10) }".utf8))
        // libFuzzer's loop with the command line without the target's name (libFuzzer keeps the array).
        var argc = CommandLine.argc - 1
        let kept = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: Int(argc) + 1)
        kept[0] = CommandLine.unsafeArgv[0]
        for k in 1..<Int(argc + 1) { kept[k] = CommandLine.unsafeArgv[k + 1] }
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = kept
        current = target
        exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
            _ = FuzzMain.current(count == 0 ? Data() : Data(bytes: bytes!, count: count))
            return 0
        })
        #else
        replay(arguments.dropFirst(2), through: target, named: arguments[1])
        #endif
    }

    /// The target libFuzzer's callback runs (a C function pointer captures nothing).
    nonisolated(unsafe) static var current: (Data) -> Bool = { _ in false }

    static func fail(_ message: String) -> Never {
        try? FileHandle.standardError.write(contentsOf: Data((message + "\n").utf8))
        exit(2)
    }

    /// Runs each file (folders: each file in them) through `target` as the fuzzer would.
    static func replay(_ paths: ArraySlice<String>, through target: (Data) -> Bool, named name: String) {
        guard !paths.isEmpty else { fail("usage: layoutshot-fuzz \(name) FILE|FOLDER…") }
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { fail("\(path): no such file") }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.sorted().map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        var passed = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            if target(data) { passed += 1 }
        }
        print("\(name): \(files.count) input(s) replayed without a crash: \(passed) went all the way through, "
              + "\(files.count - passed) stopped at an error or a refusal")
    }
}
