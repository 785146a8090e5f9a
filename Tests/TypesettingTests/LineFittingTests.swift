import Foundation
import Testing
@testable import LayoutCore
@testable import Typesetting

/// Invariants of wrapping over scripts, sizes (negative and positive automatic tracking) and user tracking:
/// a measured width proposed back keeps one line, and every breakable line fits the width.
@Suite struct LineFitting {
    static let strings = ["The quick brown fox jumps over the lazy dog", "Địa chỉ email Giá trị Tên",
                          "أساسيات بروتوكول Layout", "שלום עולם Hello"]

    @Test(arguments: [8, 17, 22, 34] as [CGFloat], [0, 1.5, -0.5] as [CGFloat])
    func linesFit(size: CGFloat, tracking: CGFloat) {
        for string in Self.strings {
            var t = text(string, size: size)
            t.tracking = tracking
            let natural = measure(t).size.width
            #expect(measure(t, width: natural).lineCount == 1, "\(string) at its natural width")
            for width in stride(from: 12, through: natural, by: natural / 9) {
                let lines = withMeasurer { $0.typeset(t, width: width, maxLines: nil).lines }
                for line in lines where Typesetter.lineText(line.line, in: line.layout).count > 1 {
                    #expect(line.width <= width, "\(string) at \(width)")
                }
            }
        }
    }
}
