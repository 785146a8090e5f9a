import Foundation
import Layoutshot

/// Generated view trees for the layout-only scenarios.
enum Trees {
    /// A flow of `count` chips (each chip: background, capsule, padding, text — 4 views).
    static func chips(_ count: Int) -> AnyView {
        AnyView(SeedFlowLayout(spacing: 8) {
            ForEach(0..<count, id: \.self) { i in
                Text("chip \(i)")
                    .padding(.horizontal, 8)
                    .background(Capsule().fill(.blue.opacity(0.2)))
            }
        })
    }

    /// The flexbox-comparable tree: a VStack of `rows` HStack rows, each a Text, a Spacer and a Color
    /// (4 views a row, plus the VStack). Benchmarks/flexbox-peers.py builds the same tree in taffy and Yoga.
    static func rows(_ rows: Int) -> AnyView {
        AnyView(VStack(spacing: 0) {
            ForEach(0..<rows, id: \.self) { i in
                HStack(spacing: 0) {
                    Text("row \(i)")
                    Spacer()
                    Color.blue
                }
            }
        })
    }

    /// A VStack of `count` distinct labels (the text scenario's tree).
    static func labels(_ count: Int) -> AnyView {
        AnyView(VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { i in Text("Label \(i) — nhãn số \(i)") }
        })
    }

    /// Stacks nested `depth` deep (alternating HStack and VStack), each holding the next level and
    /// `leaves` texts.
    static func nested(depth: Int, leaves: Int) -> AnyView {
        var view = AnyView(Text("leaf"))
        for level in (0..<depth).reversed() {
            let inner = view
            let texts = ForEach(0..<leaves, id: \.self) { i in Text("t\(level).\(i)") }
            view = level % 2 == 0 ? AnyView(HStack { inner; texts }) : AnyView(VStack { inner; texts })
        }
        return view
    }
}

/// Counts `sizeThatFits` calls (memo answers included).
final class CallCounter: LayoutTracer {
    var calls = 0
    func willSizeThatFits(node: TraceNode, proposal: ProposedViewSize, purpose: TracePurpose, asker: TraceNode?) { calls += 1 }
}
