import Foundation
import Testing
@testable import LayoutCore

/// Runs `body` on a thread with a large stack (test threads are small; the command line does the same).
func onLargeStack<T>(_ body: @escaping () -> T) -> T {
    let box = LargeStackResult<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.result = body()
        done.signal()
    }
    thread.stackSize = 1 << 29
    thread.start()
    done.wait()
    return box.result!
}

/// Carries the result from the large-stack thread (the semaphore orders the write before the read).
final class LargeStackResult<T>: @unchecked Sendable { var result: T? }

/// Trees beyond `LayoutLimits` stop with a clear diagnostic instead of a crash.
@Suite struct LimitTests {
    @Test func nestingTenThousandDeepIsReportedNotOverflowed() {
        let r = onLargeStack { () -> LayoutResult in
            var view = AnyView(Text("leaf"))
            for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
            return layout(view)
        }
        #expect(r.diagnostics == [.tooDeep(1_000)])
        #expect(r.diagnostics.first?.isFatal == true)
        #expect(r.root.children.isEmpty)
    }

    @Test func aMillionViewsIsReported() {
        let r = layout(VStack { ForEach(0..<1_000_000) { _ in Color.red } })
        #expect(r.diagnostics == [.tooManyViews(200_000)])
    }

    @Test func viewsAreCountedOnceWhateverWrapsThem() {
        // 99,999 colours with a padding each and the VStack: 199,999 nodes, however many AnyViews and
        // ForEachs pass them up (each used to count again at every level).
        let fits = layout(VStack { ForEach(0..<99_999) { _ in AnyView(AnyView(Color.red.padding(1))) } })
        #expect(fits.diagnostics.isEmpty)
        #expect(fits.root.children.count == 99_999)
        let over = layout(VStack { ForEach(0..<100_000) { _ in Group { Color.red.padding(1) } } })
        #expect(over.diagnostics == [.tooManyViews(200_000)])
    }

    @Test func anOverlongTextStopsTheLayout() {
        let r = layout(VStack { Text("short"); Text(String(repeating: "a", count: 100_001)) })
        #expect(r.diagnostics == [.textTooLong(100_000)])
        #expect(r.diagnostics.first?.isFatal == true)
        #expect(r.root.children.isEmpty)
        // Exactly at the limit is fine.
        #expect(layout(Text(String(repeating: "é", count: 100_000))).diagnostics.isEmpty)
    }

    @Test func aPassedDeadlineStopsResolutionAndTheLayout() {
        var limits = LayoutLimits()
        limits.deadline = Deadline(seconds: 0)
        let many = VStack { ForEach(0..<2_000) { i in Text("\(i)") } }
        let r = LayoutEngine.layout(many, measurer: FixedAdvanceTextMeasurer(), limits: limits)
        #expect(r.diagnostics == [.timedOut(0)])
        #expect(r.diagnostics.first?.isFatal == true)
        #expect(r.root.children.isEmpty)
    }

    @Test func aDeadlineInThePassStopsMeasuring() {
        // Few views (resolution never looks at the clock) but many sizeThatFits calls: the pass stops itself.
        let pass = LayoutPass(measurer: FixedAdvanceTextMeasurer(), environment: EnvironmentValues(), tracer: nil,
                              deadline: Deadline(seconds: 0))
        let node = LayoutEngine.rootNode(for: Text("x"), environment: EnvironmentValues())
        var sizes: [CGSize] = []
        for width in 0..<200 { sizes.append(pass.sizeThatFits(node, ProposedViewSize(width: CGFloat(width), height: nil))) }
        #expect(pass.stopped)
        #expect(pass.diagnostics == [.timedOut(0)])
        // Answers before the clock was first read are real, after it zero.
        #expect(sizes[10].width > 0 && sizes[199] == .zero)
    }

    /// One text whose measurement outlasts the deadline (a measurer that stops breaking there answers with what
    /// it has): a pass of a handful of calls never reached a periodic check, so `layout` printed that answer
    /// (a 0 × 0 text) with exit 0. The engine looks at the clock once more at the end.
    @Test func aDeadlinePassedDuringFewMeasurementsIsReported() {
        final class SlowMeasurer: TextMeasurer {
            let inner = FixedAdvanceTextMeasurer()
            func measure(_ text: ResolvedText, width: CGFloat?, maxLines: Int?) -> TextMeasurement {
                Thread.sleep(forTimeInterval: 0.05)
                return inner.measure(text, width: width, maxLines: maxLines)
            }
        }
        var limits = LayoutLimits()
        limits.deadline = Deadline(seconds: 0.01)
        let r = LayoutEngine.layout(Text("word").frame(width: 30), measurer: SlowMeasurer(), limits: limits)
        #expect(r.diagnostics == [.timedOut(0.01)])
        #expect(r.root.children.isEmpty)
        // Without a deadline the same layout stands.
        #expect(LayoutEngine.layout(Text("word").frame(width: 30), measurer: SlowMeasurer()).diagnostics.isEmpty)
    }

    @Test func aGeometryReadersContentCountsAgainstTheLimits() {
        var limits = LayoutLimits()
        limits.maximumViews = 500
        let readers = VStack {
            ForEach(0..<10) { _ in GeometryReader { _ in VStack { ForEach(0..<100) { _ in Color.red } } } }
        }
        let r = LayoutEngine.layout(readers, measurer: FixedAdvanceTextMeasurer(), limits: limits)
        #expect(r.diagnostics.contains(.tooManyViews(500)))
        #expect(r.root.children.isEmpty)
    }

    @Test func gridSpansAreBounded() {
        // Summing these spans overflowed Int, and a billion columns asked for gigabytes.
        let r = layout(Grid {
            GridRow { Color.red.gridCellColumns(Int.max); Color.blue.gridCellColumns(1_000_000_000) }
            GridRow { Color.green.frame(width: 10, height: 10) }
        })
        #expect(r.diagnostics.isEmpty)
        #expect(r.root.children.count == 3)
        // 10,000 columns: red spans them all (and widens none); blue, with no column left, takes the last;
        // so the first column is green's 10 points, the last blue's 10 (a colour offered nothing answers
        // 10), the 9,998 between are empty, plus 9,999 default gaps of 8.
        #expect(abs(r.root.frame.width - (10 + 10 + 9_999 * 8)) < 1e-6)
    }

    @Test func aCellAcrossThousandsOfColumnsCostsLinearTime() {
        // Every sizeThatFits the pass makes, memo answers included: a spanning cell is weighed against its
        // columns once per proposal, not once per column (10,000 × 10,000 asks would hang the fuzzer).
        final class Counter: LayoutTracer {
            var calls = 0
            func didSizeThatFits(node: TraceNode, proposal: ProposedViewSize, size: CGSize, source: TraceSource) { calls += 1 }
        }
        let counter = Counter()
        let grid = Grid {
            GridRow { ForEach(0..<10_000) { _ in Color.red.frame(width: 1, height: 1) } }
            Color.blue.frame(height: 4)
            GridRow { Color.green.gridCellColumns(5_000); Color.gray.gridCellColumns(5_000) }
        }
        let r = LayoutEngine.layout(grid, proposal: ProposedViewSize(width: 90_000, height: 100),
                                    measurer: FixedAdvanceTextMeasurer(), tracer: counter)
        #expect(r.diagnostics.isEmpty)
        // 10,003 cells, each a frame around a colour: columns are asked at 0, ∞ and their share, rows likewise,
        // once to size and once to place — a small constant a cell (about 16 here); 40 a cell leaves room, while
        // weighing each spanning cell per column asked some 10⁸ times.
        #expect(counter.calls < 40 * 10_003, "\(counter.calls) calls")
    }

    @Test func hugeNumbersPrintInExponentForm() {
        // Hundredths mean nothing beyond 10¹⁵, and 1e307 × 100 is infinite: "inf" for a finite number.
        #expect(formatNumber(1e300) == "1e+300")
        #expect(formatNumber(-1e307) == "-1e+307")
        #expect(formatNumber(123_456_789_012_345_678) == "1.23457e+17")
        #expect(formatNumber(999_999_999_999_999.5 - 0.5) == "999999999999999")
        #expect(formatNumber(12.345) == "12.35")
    }

    @Test func hundredthsPrintWithoutTrailingZeros() {
        #expect(formatNumber(20.5) == "20.5")
        #expect(formatNumber(97.333) == "97.33")
        #expect(formatNumber(-0.05) == "-0.05")
        #expect(formatNumber(-0.004) == "0")
        #expect(formatNumber(0.07) == "0.07")
        #expect(formatNumber(1.005) == "1") // 1.00499999999999989… in binary
        #expect(formatNumber(-12.6) == "-12.6")
        #expect(formatNumber(123_456_789.125) == "123456789.13") // 12345678912.5 hundredths, rounded away from zero
        #expect(formatNumber(999_999_999_999.99) == "999999999999.99")
        #expect(formatNumber(12_345_678_901_234.5) == "12345678901234.5")
    }

    @Test func ordinaryTreesAreWellInsideTheLimits() {
        let r = layout(VStack { ForEach(0..<1_000) { i in Text("\(i)").padding(2) } })
        #expect(r.diagnostics.isEmpty)
    }
}
