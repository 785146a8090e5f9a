import Foundation
import Testing
@testable import LayoutCore

/// Runs `body` on a thread with a large stack (test threads are small; the command line does the same).
func onLargeStack<T>(_ body: @escaping () -> T) -> T {
    var result: T?
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result = body()
        done.signal()
    }
    thread.stackSize = 1 << 29
    thread.start()
    done.wait()
    return result!
}

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

    @Test func anOverlongTextIsCut() {
        let r = layout(Text(String(repeating: "a", count: 150_000)))
        #expect(r.diagnostics == [.textTooLong(100_000)])
        #expect(r.root.text?.count == 100_000)
        #expect(r.diagnostics.first?.isFatal == false)
    }

    @Test func ordinaryTreesAreWellInsideTheLimits() {
        let r = layout(VStack { ForEach(0..<1_000) { i in Text("\(i)").padding(2) } })
        #expect(r.diagnostics.isEmpty)
    }
}
