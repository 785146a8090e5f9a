import Foundation
import LayoutCore
import Testing
@testable import Snapshots

@Suite struct FrameDumpParsing {
    @Test func aFullLine() throws {
        let dump = try FrameDump(parsing: """
        VStack (0, 0, 140, 44) ← 140×nil
          padding (0, 0, 140, 44) ← 140×nil
            Text "Na\\"me" #row-1 (16, 11.86, 28.55, 20.29) ← 140×44

        """)
        #expect(dump.nodes.count == 3)
        let text = dump.nodes[2]
        #expect(text.depth == 2)
        #expect(text.type == "Text")
        #expect(text.text == "Na\"me")
        #expect(text.id == "row-1")
        #expect([text.x, text.y, text.width, text.height] == [16, 11.86, 28.55, 20.29])
        #expect(text.proposal == ProposedViewSize(width: 140, height: 44))
        #expect(text.line == 3)
        #expect(text.head == "Text \"Na\\\"me\" #row-1")
        #expect(text.geometry == "(16, 11.86, 28.55, 20.29) ← 140×44")
        #expect(dump.nodes[0].proposal == ProposedViewSize(width: 140, height: nil))
    }

    @Test func oddShapes() throws {
        let dump = try FrameDump(parsing: """
        ScrollView (0, 0, 10, 10) ← inf×nil\r
          frame #a (b) "c" (1, 2, 3, 4) ← nil×-inf
          Text "x ← y (1, 2, 3, 4)" (0, 0, 1, 1) ← 0×0

        """)
        #expect(dump.nodes[0].proposal == ProposedViewSize(width: .infinity, height: nil))
        #expect(dump.nodes[1].type == "frame")
        #expect(dump.nodes[1].text == nil)
        #expect(dump.nodes[1].id == "a (b) \"c\"")
        #expect(dump.nodes[1].proposal == ProposedViewSize(width: nil, height: -.infinity))
        #expect(dump.nodes[2].text == "x ← y (1, 2, 3, 4)")
        #expect(dump.nodes[2].x == 0)
    }

    /// The parser reads what the layout engine writes.
    @Test func readsTheEnginesDump() throws {
        var root = FrameNode(type: "HStack", frame: CGRect(x: 0, y: 0, width: 320, height: 20.5),
                             proposal: ProposedViewSize(width: 320, height: nil))
        var text = FrameNode(type: "Text", frame: CGRect(x: 1.005, y: 2, width: 97.333, height: 20.5),
                             proposal: .infinity)
        text.text = "Tab\there \"quoted\""
        text.id = "t"
        root.children = [text]
        let dump = try FrameDump(parsing: root.textDump())
        #expect(dump.nodes.map(\.head) == ["HStack", "Text \"Tab\\there \\\"quoted\\\"\" #t"])
        #expect(dump.nodes[1].text == "Tab\there \"quoted\"")
        #expect(dump.nodes.map { $0.head + " " + $0.geometry }.joined(separator: "\n") + "\n"
                == root.textDump().split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: "\n") + "\n")
    }

    @Test func errors() {
        #expect(throws: FrameDumpError(line: 2, message: "indented 2 levels, at most 1 expected")) {
            try FrameDump(parsing: "A (0, 0, 1, 1) ← nil×nil\n    B (0, 0, 1, 1) ← nil×nil")
        }
        #expect(throws: FrameDumpError(line: 1, message: "no \" ← \" before the proposal")) {
            try FrameDump(parsing: "hello")
        }
        #expect(throws: FrameDumpError(line: 1, message: "the frame \"(0, 0, 1)\" is not four numbers")) {
            try FrameDump(parsing: "A (0, 0, 1) ← nil×nil")
        }
        #expect(throws: FrameDumpError(line: 1, message: "the proposal \"1x2\" is not WIDTH×HEIGHT")) {
            try FrameDump(parsing: "A (0, 0, 1, 1) ← 1x2")
        }
        #expect(throws: FrameDumpError(line: 1, message: "odd indentation (1 spaces)")) {
            try FrameDump(parsing: " A (0, 0, 1, 1) ← 1×2")
        }
    }
}

@Suite struct GeometryDiffs {
    static let reference = """
    VStack (0, 0, 320, 100) ← 320×nil
      Text "Title" (100, 24, 120, 20.29) ← 320×nil
      HStack (0, 50, 320, 20) ← 320×nil
        Text "Item" (0, 50, 40, 20) ← nil×nil
        Text "Item" (48, 50, 40, 20) ← nil×nil
        Spacer (96, 50, 224, 20) ← 224×20
      Text "Footer" (0, 80, 60, 20) ← 320×nil

    """

    @Test func equalDumpsGiveNothing() throws {
        let diff = try GeometryDiff(reference: Self.reference, actual: Self.reference)
        #expect(diff.isEmpty)
        #expect(diff.lines == [])
    }

    @Test func changesPerView() throws {
        let actual = """
        VStack (0, 0, 320, 108) ← 320×nil
          Text "Title" (94, 32, 132, 20.29) ← 320×nil
          HStack (0, 58, 320, 20) ← 320×nil
            Text "Item" (0, 58, 40, 20) ← nil×nil
            Text "Item" (48, 58, 44.5, 20) ← nil×nil
            Spacer (100.5, 58, 219.5, 20) ← 219.5×20
          Text "Footer" (0, 88, 60, 20) ← 300×nil

        """
        let diff = try GeometryDiff(reference: Self.reference, actual: actual)
        #expect(diff.lines == [
            "VStack: height 100 → 108",
            "Text \"Title\": width 120 → 132, x 100 → 94, y 24 → 32",
            // The first item only moved with its HStack (same 8 pt down): counted on the HStack's line.
            "HStack: y 50 → 58 (and 1 view inside, moved with it)",
            "Text \"Item\" [2]: width 40 → 44.5, y 50 → 58",
            "Spacer: width 224 → 219.5, x 96 → 100.5, y 50 → 58, proposal 224×20 → 219.5×20",
            "Text \"Footer\": y 80 → 88, proposal 320×nil → 300×nil",
        ])
        #expect(diff.changes[1].fields.map(\.field) == ["width", "x", "y"])
        #expect(diff.changes.count == 7) // the folded line is still a change
    }

    @Test func aSubtreeThatOnlyMovedIsOneLine() throws {
        // More padding around a stack: the padding grows, the stack and everything in it shift by (8, 8).
        let reference = """
        padding (0, 0, 100, 60) ← nil×nil
          VStack (16, 16, 68, 28) ← 68×nil
            Text "A" (16, 16, 10, 14) ← 68×nil
            HStack (16, 30, 68, 14) ← 68×nil
              Text "B" (16, 30, 10, 14) ← nil×nil

        """
        let actual = """
        padding (0, 0, 116, 76) ← nil×nil
          VStack (24, 24, 68, 28) ← 68×nil
            Text "A" (24, 24, 10, 14) ← 68×nil
            HStack (24, 38, 68, 14) ← 68×nil
              Text "B" (24, 38, 10, 14) ← nil×nil

        """
        let diff = try GeometryDiff(reference: reference, actual: actual)
        #expect(diff.lines == [
            "padding: width 100 → 116, height 60 → 76",
            "VStack: x 16 → 24, y 16 → 24 (and 3 views inside, moved with it)",
        ])
    }

    @Test func addedAndRemoved() throws {
        let actual = """
        VStack (0, 0, 320, 100) ← 320×nil
          Text "Title" (100, 24, 120, 20.29) ← 320×nil
          HStack (0, 50, 320, 20) ← 320×nil
            Text "Item" (0, 50, 40, 20) ← nil×nil
            Spacer (96, 50, 224, 20) ← 224×20
          Text "Footer" (0, 80, 60, 20) ← 320×nil
          padding (0, 100, 40, 30) ← 320×nil
            Text "New" (8, 108, 24, 14) ← 304×nil

        """
        let diff = try GeometryDiff(reference: Self.reference, actual: actual)
        // The second "Item" is gone; the first keeps its identity; the padding and its text are one addition.
        #expect(diff.lines == [
            "removed: Text \"Item\" [2] (48, 50, 40, 20) ← nil×nil",
            "added: padding (0, 100, 40, 30) ← 320×nil, with 1 view inside",
        ])
    }

    /// A view is named by the shortest end of its path no other view shares.
    @Test func labelsGrowUntilUnique() throws {
        let reference = """
        VStack (0, 0, 100, 40) ← 100×nil
          HStack (0, 0, 100, 20) ← 100×nil
            Text "A" (0, 0, 10, 20) ← nil×nil
          padding (0, 20, 100, 20) ← 100×nil
            Text "A" (0, 20, 10, 20) ← nil×nil

        """
        let actual = reference.replacingOccurrences(of: "Text \"A\" (0, 20, 10, 20)", with: "Text \"A\" (0, 20, 12, 20)")
        #expect(try GeometryDiff(reference: reference, actual: actual).lines == ["padding › Text \"A\": width 10 → 12"])
    }

    @Test func changedTextIsRemovedAndAdded() throws {
        let actual = Self.reference.replacingOccurrences(of: "\"Footer\"", with: "\"Footnote\"")
        let diff = try GeometryDiff(reference: Self.reference, actual: actual)
        #expect(diff.lines == ["removed: Text \"Footer\" (0, 80, 60, 20) ← 320×nil",
                               "added: Text \"Footnote\" (0, 80, 60, 20) ← 320×nil"])
    }

    @Test func notADump() {
        #expect(throws: FrameDumpError.self) { try GeometryDiff(reference: "nonsense", actual: Self.reference) }
    }
}
