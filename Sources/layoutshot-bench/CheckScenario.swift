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

    /// Runs the tool (output discarded) and returns (seconds, its peak RSS in MiB). The peak is read from
    /// the child's `/proc/PID/status` (VmHWM) while it runs: `wait4`'s `ru_maxrss` would report this
    /// process's own size, which Linux carries into a child across `exec`.
    static func timed(_ args: [String]) -> (Double, Double) {
        let argv = ([tool.path] + args).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, tool.path, &actions, nil, argv, environ) == 0 else {
            fatalError("cannot run \(tool.path); build it with swift build -c release")
        }
        var peakKiB = 0
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            peakKiB = max(peakKiB, highWaterMarkKiB(of: "\(pid)") ?? 0)
            usleep(50_000) // VmHWM only grows, so a slow poll loses at most the last moments
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return (seconds, Double(peakKiB) / 1024)
    }

    static func run(quick: Bool) -> [Row] {
        var rows: [Row] = []
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: base) }
        var rssAt1k: Double?
        for count in quick ? [100, 1_000] : [100, 1_000, 10_000] {
            let folder = base.appendingPathComponent("\(count)")
            makeFixtures(count, in: folder)
            // Record first, then time a matching run.
            _ = timed(["check", folder.path, "--record", "all", "--jobs", "2"])
            let (seconds, rss) = timed(["check", folder.path, "--record", "never", "--jobs", "2"])
            if count == 1_000 { rssAt1k = rss }
            // "Flat": the 10k run's peak within a quarter of the 1k run's.
            let flat = count < 10_000 || rssAt1k.map { rss <= $0 * 1.25 } ?? false
            rows.append(Row(scenario: "check \(count) snapshots, --jobs 2", median: format(seconds * 1000), spread: "1 run",
                            detail: "\(format(Double(count) / seconds)) snapshots/s (whole process)",
                            target: count >= 1_000 ? verdict(count == 10_000 ? "≥ 1,500/s, memory flat" : "≥ 1,500/s",
                                                             Double(count) / seconds >= 1_500 && flat) : "", rss: rss))
        }
        return rows
    }
}
