import Foundation
import Layoutshot

// layoutshot-bench [--quick] [--only NAME…]: the speed scenarios of docs/PERFORMANCE.md, as a table.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
    layoutshot-bench [--quick] [--only fixture|layout|rows|text|diff|check|compile …] [--profile-layout N]

    Prints the speed scenarios of docs/PERFORMANCE.md as a table: median and p10–p90 of repeated runs,
    per-unit figures and the targets. --quick runs fewer repeats and skips the largest sizes;
    --profile-layout N only lays out the 10k-view chips N times (for valgrind --tool=callgrind; with
    --rows-tree the 10k-view rows tree, with --labels-tree [COUNT] a VStack of 10k labels instead).
    --rows VIEWS RUNS lays out the rows tree of about VIEWS views: "views median_ms bytes_per_view";
    --write-diff-pair DIR writes the pixel-diff pair as DIR/reference.png and DIR/actual.png;
    --diff A.png B.png times Layoutshot's comparisons of two files: "exact_ms perceptual_ms differing".
    """)
    exit(0)
}
let quick = arguments.contains("--quick")
let only = Set(arguments.drop { $0 != "--only" }.dropFirst())
func wanted(_ name: String) -> Bool { only.isEmpty || only.contains(name) }

var rows: [Row] = []
let runs = quick ? 5 : 20

if let i = arguments.firstIndex(of: "--write-diff-pair"), i + 1 < arguments.count {
    let folder = URL(fileURLWithPath: arguments[i + 1])
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let (reference, actual) = DiffScenario.pair()
    try reference.pngData().write(to: folder.appendingPathComponent("reference.png"))
    try actual.pngData().write(to: folder.appendingPathComponent("actual.png"))
    exit(0)
}
if let i = arguments.firstIndex(of: "--diff"), i + 2 < arguments.count {
    let reference = try RGBAImage(png: Data(contentsOf: URL(fileURLWithPath: arguments[i + 1])))
    let actual = try RGBAImage(png: Data(contentsOf: URL(fileURLWithPath: arguments[i + 2])))
    let (exact, perceptual, differing) = DiffScenario.time(reference, actual, runs: 9)
    print(exact.median, perceptual.median, differing)
    exit(0)
}
// `--rows VIEWS RUNS`: the rows tree alone, one line "views median_ms bytes_per_view" (make bench-compare).
if let i = arguments.firstIndex(of: "--rows"), i + 2 < arguments.count, let views = Int(arguments[i + 1]),
   let runs = Int(arguments[i + 2]) {
    let r = RowsScenario.measureRows(views: views, runs: runs)
    print(r.views, r.stats.median, r.bytesPerView ?? -1)
    exit(0)
}
if !arguments.contains("--profile-layout") {
if wanted("fixture") { rows += FixtureScenario.run(runs: runs) }
if wanted("layout") { rows += LayoutScenario.run(runs: runs, quick: quick) }
if wanted("rows") { rows += RowsScenario.run(quick: quick) }
if wanted("text") { rows += TextScenario.run(quick: quick) }
if wanted("diff") { rows += DiffScenario.run(runs: quick ? 3 : 9) }
if wanted("check") { rows += CheckScenario.run(quick: quick) }
if wanted("compile") { rows += CompileScenario.run(runs: quick ? 3 : 5) }

print("layoutshot-bench — \(ProcessInfo.processInfo.processorCount) cores, "
      + "\(String(format: "%.0f", Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824)) GiB, times in ms")
Row.print(rows)
}

// `--profile-layout N`: lay out the 10k chips (with `--rows-tree`, the 10k rows) N times and nothing else
// (for callgrind).
if let i = arguments.firstIndex(of: "--profile-layout"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
    let view = arguments.contains("--rows-tree") ? Trees.rows(2_500)
        : arguments.firstIndex(of: "--labels-tree").map { i in Trees.labels(Int(arguments.dropFirst(i + 1).first ?? "") ?? 10_000) }
        ?? Trees.chips(2_500)
    for _ in 0..<n { _ = LayoutEngine.layout(view, proposal: ProposedViewSize(width: 800, height: nil), measurer: FixedAdvanceTextMeasurer()) }
}
