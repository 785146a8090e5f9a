import Foundation

/// Times of repeated runs, in milliseconds.
struct Stats {
    let samples: [Double]
    /// The process's peak resident set while the runs went on, in MiB (nil where Linux cannot reset it).
    var peakMiB: Double? = nil

    var sorted: [Double] { samples.sorted() }
    func percentile(_ p: Double) -> Double {
        let s = sorted
        guard !s.isEmpty else { return 0 }
        let position = p * Double(s.count - 1)
        let lower = Int(position.rounded(.down)), upper = Int(position.rounded(.up))
        return s[lower] + (s[upper] - s[lower]) * (position - Double(lower))
    }
    var median: Double { percentile(0.5) }
    /// The spread as p10–p90.
    var spread: String { "\(format(percentile(0.1)))–\(format(percentile(0.9)))" }
}

/// Runs `body` `warmup` times untimed, then `runs` times timed (monotonic clock).
func measure(runs: Int, warmup: Int = 2, _ body: () throws -> Void) rethrows -> Stats {
    let resettable = resetPeakRSS()
    for _ in 0..<warmup { try body() }
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return Stats(samples: samples, peakMiB: resettable ? highWaterMarkMiB() : nil)
}

/// Starts a new peak-RSS measurement: Linux resets VmHWM to the current RSS when "5" is written to
/// /proc/self/clear_refs (since 4.0), so each scenario reports its own peak.
func resetPeakRSS() -> Bool {
    FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs")
        && (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
}

/// VmRSS of this process now, in KiB (what a scenario's peak is measured from).
func residentKiB() -> Int? { statusKiB("VmRSS:", of: "self") }

/// VmHWM of this process, in MiB.
func highWaterMarkMiB() -> Double? {
    highWaterMarkKiB(of: "self").map { Double($0) / 1024 }
}

/// `VmHWM` of a process (`self` or a pid) from `/proc/…/status`, in KiB; nil once it has gone.
func highWaterMarkKiB(of process: String) -> Int? { statusKiB("VmHWM:", of: process) }

/// A KiB field of `/proc/PROCESS/status`; nil once the process has gone.
func statusKiB(_ field: String, of process: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }) else { return nil }
    return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
}

func format(_ value: Double) -> String {
    if value >= 100 { return String(format: "%.0f", value) }
    if value >= 10 { return String(format: "%.1f", value) }
    if value >= 1 { return String(format: "%.2f", value) }
    return String(format: "%.3f", value)
}

/// A target's text with whether this run met it: `≤ 30 ms: met`, `≤ 1 µs/view: NOT met`.
func verdict(_ target: String, _ met: Bool) -> String { "\(target): \(met ? "met" : "NOT met")" }

/// One row of the results table.
struct Row {
    var scenario: String
    var median: String
    var spread: String
    var detail: String
    var target: String
    /// Peak RSS in MiB during the scenario (of the child process for whole-process scenarios).
    var rss: String = ""

    init(scenario: String, median: String, spread: String, detail: String, target: String, rss: Double? = nil) {
        self.scenario = scenario
        self.median = median
        self.spread = spread
        self.detail = detail
        self.target = target
        self.rss = rss.map(format) ?? ""
    }

    static func print(_ rows: [Row]) {
        var header = Row(scenario: "scenario", median: "median", spread: "p10–p90", detail: "per unit / notes", target: "target")
        header.rss = "peak RSS MiB"
        let all = [header] + rows
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
        let w = [all.map(\.scenario.count).max()!, all.map(\.median.count).max()!, all.map(\.spread.count).max()!,
                 all.map(\.rss.count).max()!, all.map(\.detail.count).max()!]
        for (i, r) in all.enumerated() {
            Swift.print("| \(pad(r.scenario, w[0])) | \(pad(r.median, w[1])) | \(pad(r.spread, w[2])) | \(pad(r.rss, w[3])) | "
                        + "\(pad(r.detail, w[4])) | \(r.target) |")
            if i == 0 {
                Swift.print("|" + w.map { String(repeating: "-", count: $0 + 2) + "|" }.joined() + "---|")
            }
        }
    }
}
