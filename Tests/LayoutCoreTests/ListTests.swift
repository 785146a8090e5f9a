import Foundation
import Testing
@testable import LayoutCore

// Lists, forms and their sections (docs/BEHAVIOUR.md §20). Every frame is worked out by hand from the
// numbers there: iOS rows at least 44 pt, insets 11 pt above and below and the 16 pt layout margin on the
// sides (the default screen, 402 pt, is narrower than 414); inset-grouped cells 16 pt in from the sides;
// hairlines 1/3 pt at 3×. Texts use the fake measurer: 0.5 em per character, one line of an s-point font
// s × 2444/2048 tall.

/// One line of text at `size` points.
private func lineHeight(_ size: CGFloat) -> CGFloat { size * 2444 / 2048 }

extension FrameNode {
    /// Every node of the subtree named `type`, depth first.
    func all(_ type: String) -> [FrameNode] { allNodes().filter { $0.type == type } }
    /// The first node of the subtree named `type`.
    func first(_ type: String) -> FrameNode? { allNodes().first { $0.type == type } }
}

@Suite struct ListTests {
    @Test func plainRowsTakeTheirInsetsAndAtLeast44Points() throws {
        let r = layout(List {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 30)
        }.listStyle(.plain), width: 402, height: 300)
        // The list is a viewport: it takes the offer.
        #expect(r.root.type == "List")
        expectFrame(r.root.frame, rect(0, 0, 402, 300))
        #expect(r.root.isScrollViewport)
        let rows = r.root.all("ListRow")
        #expect(rows.count == 2)
        // max(44, 20 + 22) = 44; max(44, 30 + 22) = 52; a plain section starts at the top.
        expectFrame(rows[0].frame, rect(0, 0, 402, 44))
        expectFrame(rows[1].frame, rect(0, 44, 402, 52))
        // The content: the leading margin in, the width between the margins, centred between the insets.
        expectFrame(rows[0][0].frame, rect(16, 12, 370, 20))
        expectFrame(rows[1][0].frame, rect(16, 55, 370, 30))
        // A separator under the first row only, from the content's leading edge to the row's end.
        #expect(rows[0].children.count == 2 && rows[1].children.count == 1)
        expectFrame(rows[0][1].frame, rect(16, 44 - 1.0 / 3, 386, 1.0 / 3))
        // The plain background fills the viewport.
        expectFrame(r.root[0].frame, rect(0, 0, 402, 300))
    }

    @Test func rowsGrowWithDynamicType() {
        // Body at the default size: 20.29 + 22 < 44, so the row is 44.
        let standard = layout(List { Text("Wi-Fi").font(.body) }.listStyle(.plain), width: 402, height: 300)
        expectFrame(standard.root.first("ListRow")!.frame, rect(0, 0, 402, 44))
        // xxxLarge body is 23 pt (HIG): one line 27.45 pt, the row that plus the insets.
        let large = layout(List { Text("Wi-Fi").font(.body) }.listStyle(.plain).dynamicTypeSize(.xxxLarge),
                           width: 402, height: 300)
        expectFrame(large.root.first("ListRow")!.frame, rect(0, 0, 402, lineHeight(23) + 22))
        // accessibility3 body is 40 pt.
        let huge = layout(List { Text("Wi-Fi").font(.body) }.listStyle(.plain).dynamicTypeSize(.accessibility3),
                          width: 402, height: 300)
        expectFrame(huge.root.first("ListRow")!.frame, rect(0, 0, 402, lineHeight(40) + 22))
    }

    @Test func insetGroupedSectionsStandInWithTheirHeaderAndFooter() throws {
        let r = layout(List {
            Section {
                Color.red.frame(height: 30)
                Color.blue.frame(height: 30)
            } header: {
                Text("Head")
            } footer: {
                Text("Foot")
            }
        }, width: 402, height: 600)
        let section = try #require(r.root.first("Section"))
        // 16 pt before a header; the header (footnote, 13 pt, upper case) 16 + 16 in, 6 pt above the rows.
        expectFrame(section.frame, rect(0, 16, 402, lineHeight(13) * 2 + 6 + 104 + 6))
        let header = section[0]
        #expect(header.text == "HEAD")
        expectFrame(header.frame, rect(32, 16, 4 * 6.5, lineHeight(13)))
        let rows = section.all("ListRow")
        let top = 16 + lineHeight(13) + 6
        expectFrame(rows[0].frame, rect(16, top, 370, 52))
        expectFrame(rows[1].frame, rect(16, top + 52, 370, 52))
        // The cell's fill under the row, its content at the cell's margin.
        #expect(rows[0][0].type == "RowBackground")
        expectFrame(rows[0][0].frame, rows[0].frame)
        expectFrame(rows[0][1].frame, rect(32, top + 11, 338, 30))
        // The separator stops at the cell's edge.
        expectFrame(rows[0][2].frame, rect(32, top + 52 - 1.0 / 3, 354, 1.0 / 3))
        // The footer 6 pt under the rows, in the secondary colour, as written (not upper case).
        let footer = section[3]
        #expect(footer.text == "Foot")
        expectFrame(footer.frame, rect(32, top + 104 + 6, 26, lineHeight(13)))
        // The content: 16 before, the section, 10 after.
        let content = try #require(r.root.first("ListContent"))
        expectFrame(content.frame, rect(0, 0, 402, 16 + section.frame.height + 10))
        // The first cell is rounded at the top only, the last at the bottom only: 10 pt corners.
        guard case .shape(let first) = rows[0][0].drawing, case .shape(let last) = rows[1][0].drawing else {
            Issue.record("cells are not shapes")
            return
        }
        // The rounded cells cut their rows to the same corners; a middle row would not be cut.
        #expect(rows.allSatisfy { row in row.decorations.contains { if case .clip = $0 { return true } else { return false } } })
        func corners(_ path: Path) -> [CGPoint] {
            path.elements.compactMap { if case .curve(let to, _, _) = $0 { return to } else { return nil } }
        }
        // Two corners each: the first cell's within 10 pt of its top, the last's within 10 pt of its bottom.
        #expect(corners(first.layers[0].path).count == 2 && corners(first.layers[0].path).allSatisfy { $0.y <= rows[0].frame.minY + 10 + 1e-9 })
        #expect(corners(last.layers[0].path).count == 2 && corners(last.layers[0].path).allSatisfy { $0.y >= rows[1].frame.maxY - 10 - 1e-9 })
    }

    @Test func groupedSectionsHaveFullWidthBordersAndNoInset() {
        let r = layout(List { Color.red.frame(height: 30) }.listStyle(.grouped), width: 402, height: 300)
        let row = r.root.first("ListRow")!
        // A section without a header: 22 pt above it.
        expectFrame(row.frame, rect(0, 22, 402, 52))
        // Background, content, the top and the bottom border lines across the whole width.
        #expect(row.children.map(\.type) == ["RowBackground", "frame", "Separator", "Separator"])
        expectFrame(row[2].frame, rect(0, 22, 402, 1.0 / 3))
        expectFrame(row[3].frame, rect(0, 22 + 52 - 1.0 / 3, 402, 1.0 / 3))
    }

    @Test func rowInsetsAndSeparatorVisibility() {
        let r = layout(List {
            Color.red.frame(height: 30).listRowInsets(EdgeInsets()).listRowSeparator(.hidden)
            Color.blue.frame(height: 30)
            Color.green.frame(height: 30)
        }.listStyle(.plain), width: 402, height: 300)
        let rows = r.root.all("ListRow")
        // No insets: the content at the row's edge, the row still 44 pt, the content centred in it.
        expectFrame(rows[0].frame, rect(0, 0, 402, 44))
        expectFrame(rows[0][0].frame, rect(0, 7, 402, 30))
        // Its separator is hidden; the second row's is not.
        #expect(rows[0].children.count == 1)
        #expect(rows[1].children.count == 2)
        // Hiding a row's top separator hides the line above it.
        let hiddenTop = layout(List {
            Color.red.frame(height: 30)
            Color.blue.frame(height: 30).listRowSeparator(.hidden, edges: .top)
        }.listStyle(.plain), width: 402, height: 300)
        #expect(hiddenTop.root.all("Separator").isEmpty)
    }

    @Test func sectionSpacingAndRowSpacing() {
        let r = layout(List {
            Section { Color.red.frame(height: 30) }
            Section { Color.blue.frame(height: 30) }
        }.listSectionSpacing(8), width: 402, height: 400)
        let rows = r.root.all("ListRow")
        // 20 pt before a headerless section; 8 between the sections instead of 10 + 20.
        expectFrame(rows[0].frame, rect(16, 20, 370, 52))
        expectFrame(rows[1].frame, rect(16, 20 + 52 + 8, 370, 52))
        let standard = layout(List {
            Section { Color.red.frame(height: 30) }
            Section { Color.blue.frame(height: 30) }
        }, width: 402, height: 400)
        expectFrame(standard.root.all("ListRow")[1].frame, rect(16, 20 + 52 + 10 + 20, 370, 52))
        // Row spacing: the rows become cells of their own, without separators.
        let spaced = layout(List {
            Color.red.frame(height: 30)
            Color.blue.frame(height: 30)
        }.listRowSpacing(6), width: 402, height: 400)
        let cells = spaced.root.all("ListRow")
        expectFrame(cells[1].frame, rect(16, 20 + 52 + 6, 370, 52))
        #expect(spaced.root.all("Separator").isEmpty)
    }

    @Test func navigationLinkRowsEndWithAChevronAndTheBadgeBeforeIt() throws {
        let r = layout(List {
            NavigationLink("Inbox") { Text("Mail") }.badge(3)
        }.listStyle(.plain), width: 402, height: 300)
        let row = try #require(r.root.first("ListRow"))
        let height = lineHeight(20) + 22
        expectFrame(row.frame, rect(0, 0, 402, height))
        // The chevron (8 × 13) at the trailing margin; the badge ("3", 10 pt wide) 12 pt before it.
        let chevron = try #require(row.first("Chevron"))
        expectFrame(chevron.frame, rect(402 - 16 - 8, 11 + (lineHeight(20) - 13) / 2, 8, 13))
        let badge = try #require(row.allNodes().first { $0.text == "3" })
        expectFrame(badge.frame, rect(402 - 16 - 8 - 12 - 10, 11, 10, lineHeight(20)))
        // The label is offered what is left: 402 − 32 − (8 + 12) − (10 + 12).
        let label = try #require(row.first("NavigationLink"))
        #expect(abs((label.proposal.width ?? 0) - (402 - 32 - 20 - 22)) < 1e-9)
        // Outside a list a link is a plain view, without a chevron.
        let bare = layout(NavigationLink("Inbox") { Text("Mail") }, width: 402)
        #expect(bare.root.first("Chevron") == nil)
    }

    @Test func theSeparatorStartsAtTheRowsText() throws {
        let r = layout(List {
            HStack { Color.red.frame(width: 30, height: 30); Text("A") }
            Text("B")
        }.listStyle(.plain), width: 402, height: 300)
        let separator = try #require(r.root.first("Separator"))
        // The text after the image: 16 + 30 + 8 (the HStack's spacing).
        #expect(abs(separator.frame.minX - 54) < 1e-3)
        #expect(abs(separator.frame.maxX - 402) < 1e-3)
    }

    @Test func rowsBeyondTheViewportAreLaidOutAndCut() throws {
        let r = layout(List { ForEach(0..<20) { _ in Color.red.frame(height: 30) } }.listStyle(.plain),
                       width: 402, height: 300)
        expectFrame(r.root.frame, rect(0, 0, 402, 300))
        let rows = r.root.all("ListRow")
        #expect(rows.count == 20)
        expectFrame(rows[19].frame, rect(0, 19 * 52, 402, 52))
        // The background reaches under the last row, so that --scroll-content shows it there too.
        expectFrame(r.root[0].frame, rect(0, 0, 402, 20 * 52 + 6))
        // Unoffered a height, the list is as tall as its content (a ScrollView's rule).
        let hugging = layout(List { Color.red.frame(height: 30) }.listStyle(.plain), width: 402)
        expectFrame(hugging.root.frame, rect(0, 0, 402, 52 + 6))
    }

    @Test func macOSRowsAre24PointsWithSmallInsets() throws {
        let r = layout(List { Color.red.frame(height: 10) }, width: 300, height: 200, platform: .macOS)
        let row = try #require(r.root.first("ListRow"))
        // The inset style: rows 10 pt in, content 8 pt further, 4 pt above and below, at least 24 tall;
        // a section without a header 4 pt from the top.
        expectFrame(row.frame, rect(10, 4, 280, 24))
        expectFrame(row[0].frame, rect(18, 4 + 7, 264, 10))
        #expect(r.root.first("Chevron") == nil)
        #expect(r.root.first("Separator") == nil)
    }

    @Test func aMacOSSidebarHasRowsWithoutCells() throws {
        let r = layout(List { Color.red.frame(height: 10) }.listStyle(.sidebar), width: 220, height: 300, platform: .macOS)
        let row = try #require(r.root.first("ListRow"))
        // 6 pt before a headerless section, rows 10 pt in and at least 28 tall, no cell fill, no separator.
        expectFrame(row.frame, rect(10, 6, 200, 28))
        #expect(r.root.first("RowBackground") == nil && r.root.first("Separator") == nil)
        // A grouped list on macOS is drawn in cells (System Settings): 20 pt in, 6 + 10 + 6 tall.
        let grouped = layout(List { Color.red.frame(height: 10) }.listStyle(.grouped), width: 300, height: 300, platform: .macOS)
        expectFrame(try #require(grouped.root.first("ListRow")).frame, rect(20, 20, 260, 24))
        #expect(grouped.root.first("RowBackground") != nil)
    }

    @Test func aSectionOutsideAListIsItsViews() {
        let r = layout(VStack(spacing: 0) {
            Section("Head") { Text("A") }
        })
        #expect(r.root.children.map(\.text) == ["Head", "A"])
    }

    @Test func anExpandedDisclosureGroupIndentsItsRows() throws {
        let r = layout(List {
            DisclosureGroup("Group", isExpanded: .constant(true)) {
                Text("Child")
            }
            DisclosureGroup("Closed") { Text("Hidden") }
        }.listStyle(.plain), width: 402, height: 400)
        let rows = r.root.all("ListRow")
        #expect(rows.count == 3)
        // The group's row ends with a chevron pointing down (13 × 8), the closed one's points along (8 × 13).
        let chevrons = r.root.all("Chevron")
        #expect(chevrons.count == 2)
        expectSize(chevrons[0].frame.size, 13, 8)
        expectSize(chevrons[1].frame.size, 8, 13)
        // The child is one level (20 pt) further in.
        let child = try #require(rows[1].allNodes().first { $0.text == "Child" })
        #expect(abs(child.frame.minX - 36) < 1e-3)
        #expect(!r.root.allNodes().contains { $0.text == "Hidden" })
    }

    @Test func anIOSFormIsAnInsetGroupedList() throws {
        let r = layout(Form { Color.red.frame(height: 30) }, width: 402, height: 300)
        #expect(r.root.type == "Form")
        expectFrame(try #require(r.root.first("ListRow")).frame, rect(16, 20, 370, 52))
    }

    @Test func aMacOSFormPutsLabelsInAColumn() throws {
        let r = layout(Form {
            LabeledContent("Name", value: "Ada")
            Text("Plain")
        }, width: 400, platform: .macOS)
        // The label column: the widest label (Name, 40); the content column the widest content (Plain, 50);
        // the grid (40 + 8 + 50) centred in the 400 pt form; rows 10 apart inside 20 pt of padding.
        expectFrame(r.root.frame, rect(0, 0, 400, 20 + line + 10 + line + 20))
        let x0 = (400 - 98) / 2.0
        let name = try #require(r.root.allNodes().first { $0.text == "Name" })
        let value = try #require(r.root.allNodes().first { $0.text == "Ada" })
        let plain = try #require(r.root.allNodes().first { $0.text == "Plain" })
        expectFrame(name.frame, rect(x0, 20, 40, line))
        expectFrame(value.frame, rect(x0 + 48, 20, 30, line))
        expectFrame(plain.frame, rect(x0 + 48, 20 + line + 10, 50, line))
    }

    @Test func labeledContentPutsTheValueAtTheTrailingEdge() throws {
        let r = layout(LabeledContent("Name", value: "Ada"), width: 402)
        let name = try #require(r.root.allNodes().first { $0.text == "Name" })
        let value = try #require(r.root.allNodes().first { $0.text == "Ada" })
        expectFrame(name.frame, rect(0, 0, 40, line))
        expectFrame(value.frame, rect(372, 0, 30, line))
    }

    @Test func groupBoxPadsItsContentOnARoundedFill() throws {
        let r = layout(GroupBox("Title") { Text("Body") }, width: 300)
        #expect(r.root.type == "GroupBox")
        // Headline (17 pt) over the content, 8 apart, 16 pt of padding on every side, the offered width.
        let height = lineHeight(17) + 8 + line + 32
        expectFrame(r.root.frame, rect(0, 0, 300, height))
        let title = try #require(r.root.allNodes().first { $0.text == "Title" })
        expectFrame(title.frame, rect(16, 16, 5 * 8.5, lineHeight(17)))
        let body = try #require(r.root.allNodes().first { $0.text == "Body" })
        expectFrame(body.frame, rect(16, 16 + lineHeight(17) + 8, 40, line))
    }

    @Test func contentUnavailableViewTakesTheOfferAndCentres() throws {
        let r = layout(ContentUnavailableView("No Mail", systemImage: "tray"), width: 402, height: 600)
        expectFrame(r.root.frame, rect(0, 0, 402, 600))
        let title = try #require(r.root.allNodes().first { $0.text == "No Mail" })
        // title2 bold (22 pt): 7 characters × 11, centred across.
        #expect(abs(title.frame.midX - 201) < 1e-3)
        expectSize(title.frame.size, 77, lineHeight(22))
    }

    @Test func controlGroupSharesTheWidth() throws {
        let r = layout(ControlGroup {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }, width: 200)
        // iOS: 10 pt above and below, two shares of 100, each item centred in its share, a divider between.
        expectFrame(r.root.frame, rect(0, 0, 200, 40))
        expectFrame(r.root[1].frame, rect(40, 10, 20, 20))
        expectFrame(r.root[3].frame, rect(140, 10, 20, 20))
        #expect(r.root[2].type == "Divider")
    }
}

@Suite struct SidebarIconTests {
    /// The colour a symbol image is drawn in (the fake measurer draws placeholders, which carry the tint).
    private func symbolColor(_ node: FrameNode) -> RGBA? {
        guard case .image(let image) = node.drawing else { return nil }
        switch image.kind {
        case .symbol(let symbol): return symbol.color
        case .symbolPlaceholder(_, let color): return color
        default: return nil
        }
    }

    private func icons(_ node: FrameNode) -> [RGBA] {
        (symbolColor(node).map { [$0] } ?? []) + node.children.flatMap(icons)
    }

    @Test func aSidebarsLabelIconsTakeTheTintAndAForegroundStyleWins() {
        let sidebar = layout(List {
            Label("Inbox", systemImage: "tray")
            Label("Sent", systemImage: "paperplane").foregroundStyle(.red)
        }.listStyle(.sidebar), width: 220, height: 300, platform: .macOS)
        #expect(icons(sidebar.root) == [Color.accentColor.resolve(in: .light), Color.red.resolve(in: .light)])
        // The tint, when one is set; and outside a sidebar (an inset list) the primary colour.
        let tinted = layout(List { Label("Inbox", systemImage: "tray") }.listStyle(.sidebar).tint(.green),
                            width: 220, height: 300, platform: .macOS)
        #expect(icons(tinted.root) == [Color.green.resolve(in: .light)])
        let inset = layout(List { Label("Inbox", systemImage: "tray") }.listStyle(.inset), width: 220, height: 300,
                           platform: .macOS)
        #expect(icons(inset.root) == [Color.primary.resolve(in: .light)])
    }
}

@Suite struct ColumnsFormControlTests {
    /// A macOS columns form puts a stepper's and a picker's labels in its label column: trailing-aligned with a
    /// `LabeledContent`'s label, the control 8 pt after the column (`FormColumnsLayout.columnSpacing`); the
    /// stepper, which has no text, centred on its label; a checkbox keeps its title after the box.
    @Test func aLabelledControlsLabelGoesToTheLabelColumn() throws {
        let r = layout(Form {
            Stepper("Size", value: .constant(1))
            LabeledContent("Longer label") { Text("v") }
            Picker("Mode", selection: .constant(1)) { Text("One").tag(1) }
            Toggle("Check", isOn: .constant(true))
        }, width: 500, platform: .macOS)
        let texts = r.root.allNodes().filter { $0.type == "Text" }
        func text(_ s: String) throws -> CGRect { try #require(texts.first { $0.text == s }).frame }
        let column = try text("Longer label").maxX
        #expect(abs(try text("Size").maxX - column) < 1e-3)
        #expect(abs(try text("Mode").maxX - column) < 1e-3)
        let arrows = try #require(r.root.first("StepperButtons")).frame
        #expect(abs(arrows.minX - (column + 8)) < 1e-3)
        #expect(abs(arrows.midY - (try text("Size").midY)) < 1e-3)
        // The checkbox's title follows its box in the second column, not in the label column.
        #expect(try text("Check").minX > column + 8)
    }
}
