import Foundation
import Testing
@testable import LayoutCore
@testable import Typesetting

/// Measurers on several threads at once (FontEngineLock): cairo 1.16 closes other fonts' faces when more than
/// ten are open, so texts in many files on many threads are what used to fail (a symbol without a glyph, a crash).
@Suite struct FontEngineLockTests {
    /// Nine Inter weights, upright and italic, plus DejaVu Sans Mono and CJK: more than ten faces.
    static let texts: [ResolvedText] = [100, 200, 300, 400, 500, 600, 700, 800, 900].flatMap { weight in
        [false, true].map { italic in
            ResolvedText(string: "Layout \(weight)", font: ResolvedFont(size: 17, weight: weight, italic: italic))
        }
    } + [ResolvedText(string: "let x = 1", font: ResolvedFont(size: 13, weight: 400, italic: false, design: .monospaced)),
         ResolvedText(string: "布局", font: ResolvedFont(size: 17, weight: 400, italic: false))]

    struct Results: Equatable {
        var widths: [CGFloat] = []
        var glyphs: [SymbolGlyphInfo?] = []
    }

    static func work(_ measurer: PangoTextMeasurer, _ symbols: SymbolFonts, names: [String]) -> Results {
        var results = Results()
        for text in texts { results.widths.append(measurer.measure(text, width: nil, maxLines: nil).size.width) }
        for name in names { results.glyphs.append(symbols.glyph(named: name)) }
        return results
    }

    @Test func measurersOnFourThreadsAgreeWithOneThread() throws {
        let names = SymbolMap.entries.keys.sorted()
        let expected = Self.work(try PangoTextMeasurer(), SymbolFonts(), names: names)
        // Every symbol the table lists has an outline (SymbolMapTests), so none may come back nil.
        #expect(expected.glyphs.allSatisfy { $0 != nil })
        let lock = NSLock()
        var failures: [String] = []
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            do {
                let got = Self.work(try PangoTextMeasurer(), SymbolFonts(), names: names)
                if got != expected {
                    lock.lock(); failures.append("thread \(index) measured differently"); lock.unlock()
                }
            } catch {
                lock.lock(); failures.append("thread \(index): \(error)"); lock.unlock()
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
