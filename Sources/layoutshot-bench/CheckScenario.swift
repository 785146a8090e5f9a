import Foundation
import Layoutshot

/// `layoutshot check --jobs 2` over generated fixtures (frames + PNG), as a whole process: snapshots per
/// second and the child's peak memory.
enum CheckScenario {
    /// The `layoutshot` built next to this tool.
    static var tool: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("layoutshot")
    }

    /// `count` small fixtures, each one preview (a row of text, a shape and padding).
    static func makeFixtures(_ count: Int, in folder: URL) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for i in 0..<count {
            let source = """
            #Preview(traits: .fixedLayout(width: 240, height: 44)) {
                HStack {
                    Circle().fill(.blue).frame(width: 10, height: 10)
                    Text("Row \(i)")
                    Spacer()
                    Text("\(i * 7 % 100) %").foregroundStyle(.secondary)
                }
                .padding(.horizontal)
            }
            """
            try? source.write(to: folder.appendingPathComponent(String(format: "f%05d.swift", i)), atomically: false, encoding: .utf8)
        }
    }

    /// Runs the tool and returns (seconds, its peak RSS in MiB).
    static func timed(_ args: [String]) -> (Double, Double) {
        let pid = ProcessInfo.processInfo.processIdentifier
        let rss = "/tmp/layoutshot-bench-rss-\(pid)"
        let process = Process()
        // /usr/bin/time reports the child's own peak RSS (ours would mix every child so far).
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sh", "-c", "\"$0\" \"$@\"; echo $? > /dev/null", tool.path] + args
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try! process.run()
        var status: Int32 = 0
        var usage = rusage()
        wait4(process.processIdentifier, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        _ = rss
        return (seconds, Double(usage.ru_maxrss) / 1024)
    }

    static func run(quick: Bool) -> [Row] {
        var rows: [Row] = []
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: base) }
        for count in quick ? [100, 1_000] : [100, 1_000, 10_000] {
            let folder = base.appendingPathComponent("\(count)")
            makeFixtures(count, in: folder)
            // Record first, then time a matching run.
            _ = timed(["check", folder.path, "--record", "all", "--jobs", "2"])
            let (seconds, rss) = timed(["check", folder.path, "--record", "never", "--jobs", "2"])
            rows.append(Row(scenario: "check \(count) snapshots, --jobs 2", median: format(seconds * 1000), spread: "1 run",
                            detail: "\(format(Double(count) / seconds)) snapshots/s, peak RSS \(format(rss)) MiB",
                            target: count >= 1_000 ? "≥ 200/s, flat memory" : ""))
        }
        return rows
    }
}
