import Foundation
import Testing
@testable import LayoutCore

/// Test fonts: `.system(size: 20)` with the fake measurer advances 10 pt per character; one line is
/// 20 × 2444 / 2048 pt tall (SF Pro ascender + descender), with no extra leading.
let line: CGFloat = 20 * 2444 / 2048
let font = Font.system(size: 20)

func layout<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil,
                     platform: Platform = .iOS) -> LayoutResult {
    var environment = EnvironmentValues()
    environment.platform = platform
    environment.font = font
    return LayoutEngine.layout(view, proposal: ProposedViewSize(width: width, height: height),
                               measurer: FixedAdvanceTextMeasurer(), environment: environment)
}

extension FrameNode {
    /// The child at `path` (indices from this node).
    subscript(_ path: Int...) -> FrameNode {
        path.reduce(self) { $0.children[$1] }
    }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// Frames equal within 0.001 pt.
func expectFrame(_ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    let close = abs(actual.minX - expected.minX) < 1e-3 && abs(actual.minY - expected.minY) < 1e-3
        && abs(actual.width - expected.width) < 1e-3 && abs(actual.height - expected.height) < 1e-3
    #expect(close, "frame \(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}

func expectSize(_ actual: CGSize, _ w: CGFloat, _ h: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual.width - w) < 1e-3 && abs(actual.height - h) < 1e-3, "size \(actual) ≠ \(w)×\(h)",
            sourceLocation: sourceLocation)
}

/// Counts the `sizeThatFits` answers each view computed (not served from the memo).
final class CountingTracer: LayoutTracer {
    var computed: [Int: Int] = [:]
    var memoHits = 0
    func didSizeThatFits(node: TraceNode, proposal: ProposedViewSize, size: CGSize, source: TraceSource) {
        if source == .computed { computed[node.serial, default: 0] += 1 } else { memoHits += 1 }
    }
}
