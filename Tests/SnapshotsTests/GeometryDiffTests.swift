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

    /// A row moved 24.285 pt: its dump rounds its y from 64.57 to 88.86 (+24.29) and its child's from 74.72 to 99
    /// (+24.28). The two shifts are one move, so the child is counted on the row's line, not listed.
    @Test func aMoveRoundedDifferentlyInAChildIsStillCarried() throws {
        let reference = """
        VStack (0, 0, 402, 200) ← 402×nil
          HStack (16, 64.57, 370, 20.29) ← 370×nil
            Spacer (47.14, 74.72, 327.85, 0) ← 327.85×nil

        """
        let actual = """
        VStack (0, 0, 402, 200) ← 402×nil
          HStack (16, 88.86, 370, 20.29) ← 370×nil
            Spacer (47.14, 99, 327.85, 0) ← 327.85×nil

        """
        let diff = try GeometryDiff(reference: reference, actual: actual)
        #expect(diff.lines == ["moved HStack: (16, 64.57) 370×20.29 → (16, 88.86) 370×20.29 (and 1 view inside, moved with it)"])
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
            "resized VStack: (0, 0) 320×100 → (0, 0) 320×108",
            "resized Text \"Title\": (100, 24) 120×20.29 → (94, 32) 132×20.29",
            // The first item only moved with its HStack (same 8 pt down): counted on the HStack's line.
            "moved HStack: (0, 50) 320×20 → (0, 58) 320×20 (and 1 view inside, moved with it)",
            "resized Text \"Item\" [2]: (48, 50) 40×20 → (48, 58) 44.5×20",
            "resized Spacer: (96, 50) 224×20 → (100.5, 58) 219.5×20, proposal 224×20 → 219.5×20",
            "moved Text \"Footer\": (0, 80) 60×20 → (0, 88) 60×20, proposal 320×nil → 300×nil",
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
            "resized padding: (0, 0) 100×60 → (0, 0) 116×76",
            "moved VStack: (16, 16) 68×28 → (24, 24) 68×28 (and 3 views inside, moved with it)",
        ])
    }

    @Test func insertedAndRemoved() throws {
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
            "removed Text \"Item\" [2] at (48, 50) 40×20",
            "inserted padding at (0, 100) 40×30, with 1 view inside",
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
        #expect(try GeometryDiff(reference: reference, actual: actual).lines == ["resized padding › Text \"A\": (0, 20) 10×20 → (0, 20) 12×20"])
    }

    @Test func changedTextIsRemovedAndInserted() throws {
        let actual = Self.reference.replacingOccurrences(of: "\"Footer\"", with: "\"Footnote\"")
        let diff = try GeometryDiff(reference: Self.reference, actual: actual)
        #expect(diff.lines == ["removed Text \"Footer\" at (0, 80) 60×20",
                               "inserted Text \"Footnote\" at (0, 80) 60×20"])
    }

    @Test func notADump() {
        #expect(throws: FrameDumpError.self) { try GeometryDiff(reference: "nonsense", actual: Self.reference) }
    }
}

/// Views paired by identity (`IdentityMatching`): `.id`, then the `ForEach` element, then structure. The
/// lists are laid out by LayoutCore with the fake measurer: rows of `frame(width: 60, height: 20)` in a
/// `VStack(spacing: 0)` proposed nothing, so the stack is 60 wide at (0, 0) and row k (from 0) is at y = 20k.
@Suite struct IdentityMatchingDiffs {
    static func rows(_ names: [String]) -> String {
        LayoutEngine.layout(VStack(spacing: 0) {
            ForEach(names, id: \.self) { Text($0).frame(width: 60, height: 20) }
        }, measurer: FixedAdvanceTextMeasurer()).root.textDump()
    }

    static let five = ["a", "b", "c", "d", "e"]
    /// "swift" inserted after "b": six rows of 20, so the stack is 120 high; "swift" takes row 2 (y 40); c, d
    /// and e go down one row each, their texts with them.
    static let swiftInserted = [
        "resized VStack: (0, 0) 60×100 → (0, 0) 60×120",
        "inserted frame @\"swift\" at (0, 40) 60×20, with 1 view inside",
        "moved frame @\"c\": (0, 40) 60×20 → (0, 60) 60×20 (and 1 view inside, moved with it)",
        "moved frame @\"d\": (0, 60) 60×20 → (0, 80) 60×20 (and 1 view inside, moved with it)",
        "moved frame @\"e\": (0, 80) 60×20 → (0, 100) 60×20 (and 1 view inside, moved with it)",
    ]

    @Test func theDumpCarriesTheElementsIdentity() throws {
        let dump = try FrameDump(parsing: Self.rows(["a", "b"]))
        #expect(dump.nodes.map(\.elementID) == [nil, "a", nil, "b", nil])
        #expect(dump.nodes[1].head == "frame @\"a\"")
        #expect(dump.nodes[2].head == "Text \"a\"")
    }

    @Test func anInsertionInTheMiddleIsOneLineAndTheRowsBelowMove() throws {
        let diff = try GeometryDiff(reference: Self.rows(Self.five), actual: Self.rows(["a", "b", "swift", "c", "d", "e"]))
        #expect(diff.lines == Self.swiftInserted)
        #expect(diff.inserted.count == 1 && diff.removed.isEmpty)
    }

    @Test func aRemovalIsOneLineWhereTheRowWas() throws {
        let diff = try GeometryDiff(reference: Self.rows(Self.five), actual: Self.rows(["a", "c", "d", "e"]))
        #expect(diff.lines == [
            "resized VStack: (0, 0) 60×100 → (0, 0) 60×80",
            "removed frame @\"b\" at (0, 20) 60×20, with 1 view inside",
            "moved frame @\"c\": (0, 40) 60×20 → (0, 20) 60×20 (and 1 view inside, moved with it)",
            "moved frame @\"d\": (0, 60) 60×20 → (0, 40) 60×20 (and 1 view inside, moved with it)",
            "moved frame @\"e\": (0, 80) 60×20 → (0, 60) 60×20 (and 1 view inside, moved with it)",
        ])
    }

    @Test func aReorderingReadsAsMoves() throws {
        // d moves up from row 3 to row 1; a, b, c, e keep their order (the longest common subsequence), so b
        // and c only make room and d is the one reordered.
        let diff = try GeometryDiff(reference: Self.rows(Self.five), actual: Self.rows(["a", "d", "b", "c", "e"]))
        #expect(diff.lines == [
            "moved frame @\"d\" (reordered): (0, 60) 60×20 → (0, 20) 60×20 (and 1 view inside, moved with it)",
            "moved frame @\"b\": (0, 20) 60×20 → (0, 40) 60×20 (and 1 view inside, moved with it)",
            "moved frame @\"c\": (0, 40) 60×20 → (0, 60) 60×20 (and 1 view inside, moved with it)",
        ])
    }

    @Test func aChangedExplicitIDIsAnotherView() throws {
        func pair(_ id: String) -> String {
            LayoutEngine.layout(VStack(spacing: 0) {
                Color.red.frame(width: 60, height: 20)
                Color.blue.frame(width: 60, height: 20).id(id)
            }, measurer: FixedAdvanceTextMeasurer()).root.textDump()
        }
        let diff = try GeometryDiff(reference: pair("first"), actual: pair("second"))
        #expect(diff.lines == [
            "removed frame #first at (0, 20) 60×20, with 1 view inside",
            "inserted frame #second at (0, 20) 60×20, with 1 view inside",
        ])
    }

    /// A reference recorded before element identities were written: matched by structure, whole subtrees
    /// first, so the inserted row is still found by its text.
    @Test func aReferenceWithoutIdentitiesFallsBackToStructure() throws {
        let old = Self.rows(Self.five).replacingOccurrences(of: #" @"[a-e]""#, with: "", options: .regularExpression)
        #expect(!old.contains("@"))
        // Unchanged: the strategy matches it (identities are not compared), and the diff finds nothing.
        #expect(try Diffing<String>.frames.compare(Data(old.utf8), Self.rows(Self.five), "rows.txt").matches)
        #expect(try GeometryDiff(reference: old, actual: Self.rows(Self.five)).isEmpty)
        #expect(try GeometryDiff(reference: old, actual: old).isEmpty)
        let diff = try GeometryDiff(reference: old, actual: Self.rows(["a", "b", "swift", "c", "d", "e"]))
        #expect(diff.lines == Self.swiftInserted)
    }

    /// Written by hand: rows that are texts themselves are named by their text.
    @Test func anInsertedTextIsNamedByItsText() throws {
        let reference = """
        VStack (0, 0, 50, 40) ← nil×nil
          Text "rust" @"rust" (0, 0, 50, 20) ← nil×nil
          Text "go" @"go" (0, 20, 50, 20) ← nil×nil

        """
        let actual = """
        VStack (0, 0, 50, 60) ← nil×nil
          Text "rust" @"rust" (0, 0, 50, 20) ← nil×nil
          Text "swift" @"swift" (0, 20, 50, 20) ← nil×nil
          Text "go" @"go" (0, 40, 50, 20) ← nil×nil

        """
        #expect(try GeometryDiff(reference: reference, actual: actual).lines == [
            "resized VStack: (0, 0) 50×40 → (0, 0) 50×60",
            "inserted Text \"swift\" at (0, 20) 50×20",
            "moved Text \"go\": (0, 20) 50×20 → (0, 40) 50×20",
        ])
    }

    @Test func identitiesAndTextsWithOddCharactersParse() throws {
        let dump = try FrameDump(parsing: #"Text "a \"b\"" @"x #y \"z\"" #id @"w" (0, 0, 1, 1) ← nil×nil"#)
        #expect(dump.nodes[0].text == "a \"b\"")
        #expect(dump.nodes[0].elementID == "x #y \"z\"")
        #expect(dump.nodes[0].id == "id @\"w\"")
        #expect(try FrameDump(parsing: #"frame @"k" (0, 0, 1, 1) ← nil×nil"#).nodes[0].elementID == "k")
    }
}
