import Foundation
import Testing
@testable import LayoutCore
@testable import Typesetting

/// Long paragraphs are broken a chunk at a time (`Typesetter+Chunks.swift`); the lines must be exactly the
/// ones Pango makes from the whole paragraph, in the same places, as wide, and drawn from the same offsets.
@Suite struct ChunkedBreakingTests {
    struct Line: Equatable, CustomStringConvertible {
        let start: Int
        let text: String
        let width: CGFloat
        let contentX: CGFloat
        let rightToLeft: Bool
        var description: String { "\(start) \(text) \(width) \(contentX) \(rightToLeft)" }
    }

    static func lines(_ text: ResolvedText, width: CGFloat, maxLines: Int? = nil, chunking: Bool) -> ([Line], Bool) {
        withMeasurer { measurer in
            let typeset = measurer.typeset(text, width: width, maxLines: maxLines, chunking: chunking)
            let lines = typeset.lines.map {
                Line(start: $0.layout.offset + Int($0.line.pointee.start_index), text: Typesetter.lineText($0.line, in: $0.layout),
                     width: $0.width, contentX: $0.contentX, rightToLeft: $0.isRightToLeft)
            }
            return (lines, typeset.isTruncated)
        }
    }

    /// Words of different lengths, in a fixed order.
    static let words: String = {
        let vocabulary = ["lorem", "ipsum", "dolor", "consectetur", "adipiscing", "elit", "x"]
        return (0..<900).map { vocabulary[($0 * 5) % vocabulary.count] }.joined(separator: " ")
    }()
    static let mixed = Array(repeating: "مرحبا بالعالم نص عربي طويل hello 123", count: 60).joined(separator: " ")

    @Test(arguments: [
        ("one word", String(repeating: "x", count: 3_000), CGFloat(30)),
        ("words", words, 200),
        ("words, narrow", words, 41),
        ("Arabic and Latin", mixed, 150),
        ("Latin, then Arabic", "hello " + mixed, 150),
        ("at width 0", words, 0),
        ("emoji and combining marks", String(repeating: "e\u{301}👩‍👩‍👧 ", count: 400), 60),
    ])
    func chunksBreakWhereTheWholeParagraphBreaks(_ name: String, _ string: String, _ width: CGFloat) {
        #expect(string.utf8.count > Typesetter.chunkThreshold)
        for text in [body(string), { var t = body(string); t.tracking = 1.5; return t }()] {
            let (chunked, _) = Self.lines(text, width: width, chunking: true)
            let (whole, _) = Self.lines(text, width: width, chunking: false)
            #expect(chunked.count > 4)
            #expect(chunked == whole, "\(name): first difference \(zip(chunked, whole).first { $0 != $1 }.map { "\($0)" } ?? "count")")
        }
    }

    @Test(arguments: [Text.TruncationMode.tail, .middle, .head])
    func aLineLimitCutsTheParagraphAsPangoDoes(_ mode: Text.TruncationMode) {
        for (string, width) in [(Self.words, CGFloat(200)), (Self.mixed, 150), (String(repeating: "x", count: 3_000), 30)] {
            var text = body(string + "\nsecond paragraph")
            text.truncationMode = mode
            for limit in [1, 3] {
                let (chunked, cutChunked) = Self.lines(text, width: width, maxLines: limit, chunking: true)
                let (whole, cutWhole) = Self.lines(text, width: width, maxLines: limit, chunking: false)
                #expect(chunked == whole, "\(mode) \(limit): \(chunked) ≠ \(whole)")
                #expect(cutChunked && cutWhole)
            }
        }
    }

    @Test func aPassedDeadlineStopsBreakingAndIsNotCached() {
        withMeasurer { measurer in
            measurer.deadline = Deadline(seconds: 0)
            defer { measurer.deadline = nil }
            let text = body(String(repeating: "y", count: 50_000))
            let stopped = measurer.typeset(text, width: 30, maxLines: nil)
            #expect(stopped.stopped)
            #expect(stopped.lines.count < 100)
            let cut = measurer.measure(text, width: 30, maxLines: nil)
            measurer.deadline = nil
            #expect(measurer.measure(text, width: 30, maxLines: nil).lineCount > cut.lineCount)
        }
    }
}
