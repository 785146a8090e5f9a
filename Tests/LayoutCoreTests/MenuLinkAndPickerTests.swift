import Foundation
import Testing
@testable import LayoutCore

// Menus, links, share and system buttons, colour and date pickers against docs/BEHAVIOUR.md §22, derived by
// hand: text is the fake measurer's, 10 pt per character at the tests' 20 pt font, `line` tall.

private let url = URL(string: "https://example.com")!
private let blue = Color.blue.resolve(in: .light)

/// Every text of the tree, in order.
private func texts(_ r: LayoutResult) -> [String] { r.root.allNodes().compactMap(\.text) }

/// A UTC date from its parts (the date picker shows dates in UTC).
private func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

@Suite struct LinkAndMenuTests {
    @Test func aLinkIsItsTintedLabelOnBothPlatforms() throws {
        for platform in [Platform.iOS, .macOS] {
            let r = layout(Link("Docs", destination: url), platform: platform)
            #expect(first("Link", in: r.root) != nil)
            #expect(textColor(of: first("Text", in: r.root)) == blue)
            // No push button on macOS: just the label, 4 characters.
            expectSize(r.root.frame.size, 40, line)
            #expect(first("RoundedRectangle", in: r.root) == nil)
        }
        // A button style applies: bordered prominent pads 12 × 7 and whitens the label.
        let prominent = layout(Link("Docs", destination: url).buttonStyle(.borderedProminent))
        expectSize(prominent.root.frame.size, 40 + 24, line + 14)
        #expect(textColor(of: first("Text", in: prominent.root)) == RGBA.white)
    }

    @Test func aShareLinkSaysShareAsAButtonOfTheEnvironmentsStyle() throws {
        let ios = layout(ShareLink(item: url))
        // The symbol's node names it.
        #expect(texts(ios) == ["square.and.arrow.up", "Share"])
        #expect(textColor(of: first("Text", in: ios.root)) == blue)
        #expect(layout(ShareLink("Send", item: url)).root.allNodes().compactMap(\.text) == ["square.and.arrow.up", "Send"])
        // macOS: a push button (its face is a rounded rectangle), the label in the primary colour.
        let mac = layout(ShareLink(item: url), platform: .macOS)
        #expect(first("RoundedRectangle", in: mac.root) != nil)
        #expect(textColor(of: first("Text", in: mac.root)) == Color.primary.resolve(in: .light))
    }

    @Test func anIOSMenuIsItsLabelAsAButtonAndItsContentIsNotDrawn() throws {
        let r = layout(Menu("Sort") { Button("Date") {}; Button("Name") {} })
        #expect(texts(r) == ["Sort"])
        #expect(textColor(of: first("Text", in: r.root)) == blue)
        expectSize(r.root.frame.size, 40, line)
        // In a bordered button style it is a bordered button: 12 × 7 around the label.
        let bordered = layout(Menu("Sort") { Button("Date") {} }.menuStyle(.button).buttonStyle(.bordered))
        expectSize(bordered.root.frame.size, 40 + 24, line + 14)
    }

    @Test func aMacOSMenuIsAPullDownButtonWithAnArrowAfterItsLabel() throws {
        let r = layout(Menu("Sort") { Button("Date") {} }, platform: .macOS)
        // 8 in, the label (40), 6, the 8 × 6 arrow, 8 in: 70 wide; the taller of the label and the 21 pt cell.
        expectSize(r.root.frame.size, 8 + 40 + 6 + 8 + 8, max(line, 21))
        let arrow = try #require(r.root.allNodes().last { abs($0.frame.width - 8) < 1e-9 && abs($0.frame.height - 6) < 1e-9 })
        #expect(abs(arrow.frame.minX - (8 + 40 + 6)) < 1e-9)
        // The arrow is in the label's colour.
        #expect(fill(of: arrow) == textColor(of: first("Text", in: r.root)))
        #expect(first("RoundedRectangle", in: r.root) != nil)
        // Borderless: the tinted label and arrow, no face.
        let borderless = layout(Menu("Sort") { Button("Date") {} }.menuStyle(.borderlessButton), platform: .macOS)
        expectSize(borderless.root.frame.size, 40 + 6 + 8, line)
        #expect(first("RoundedRectangle", in: borderless.root) == nil)
        #expect(textColor(of: first("Text", in: borderless.root)) == blue)
    }

    @Test func systemButtonsShowTheirSystemLabels() throws {
        let edit = layout(EditButton())
        #expect(texts(edit) == ["Edit"])
        #expect(textColor(of: first("Text", in: edit.root)) == blue)
        #expect(texts(layout(RenameButton())) == ["pencil", "Rename"])
        // iOS's paste control: a white label on the tint; macOS: a push button in the label colour.
        let paste = layout(PasteButton(payloadType: String.self) { _ in })
        #expect(texts(paste) == ["doc.on.clipboard", "Paste"])
        #expect(textColor(of: first("Text", in: paste.root)) == RGBA.white)
        let macPaste = layout(PasteButton(payloadType: String.self) { _ in }, platform: .macOS)
        #expect(textColor(of: first("Text", in: macPaste.root)) == Color.primary.resolve(in: .light))
    }
}

@Suite struct ColorPickerTests {
    @Test func anIOSColorWellIs28PointsAtTheTrailingEdgeWithTheSelectionInside() throws {
        let r = layout(VStack { ColorPicker("Tint", selection: .constant(.red)) }, width: 320)
        let picker = try #require(first("ColorPicker", in: r.root))
        // The row: as wide as offered, as tall as the taller of the label and the 28 pt well.
        expectSize(picker.frame.size, 320, max(28, line))
        let well = try #require(first("ColorWell", in: r.root))
        expectFrame(well.frame, rect(320 - 28, picker.frame.minY + (picker.frame.height - 28) / 2, 28, 28))
        // Inside the 3 pt ring and a 1.5 pt gap: 28 − 9 = 19 across, in the selection.
        let selection = try #require(r.root.allNodes().last { $0.type == "Circle" })
        expectFrame(selection.frame, rect(well.frame.minX + 4.5, well.frame.minY + 4.5, 19, 19))
        #expect(fill(of: selection) == Color.red.resolve(in: .light))
    }

    @Test func aMacOSColorWellIs44By23AfterItsLabel() throws {
        let r = layout(ColorPicker("Tint", selection: .constant(.green)), platform: .macOS)
        // The label (40), 8, the well.
        expectSize(r.root.frame.size, 40 + 8 + 44, max(23, line))
        let well = try #require(first("ColorWell", in: r.root))
        #expect(well.frame.width == 44 && well.frame.height == 23 && well.frame.minX == 48)
        let swatch = try #require(r.root.allNodes().last { $0.type == "RoundedRectangle" })
        expectSize(swatch.frame.size, 44 - 8, 23 - 8)
        #expect(fill(of: swatch) == Color.green.resolve(in: .light))
    }
}

@Suite struct DatePickerTests {
    @Test func datesAndTimesAreWrittenInUSEnglishInUTC() {
        #expect(DateParts(utc(2026, 12, 2, 9, 41)).mediumDate == "Dec 2, 2026")
        #expect(DateParts(utc(2026, 12, 2, 9, 41)).shortTime == "9:41 AM")
        #expect(DateParts(utc(2026, 6, 7, 21, 5)).mediumDate == "June 7, 2026")
        #expect(DateParts(utc(2026, 6, 7, 21, 5)).shortTime == "9:05 PM")
        #expect(DateParts(utc(2026, 1, 31, 0, 30)).shortTime == "12:30 AM")
        #expect(DateParts(utc(2026, 1, 31, 12, 0)).shortTime == "12:00 PM")
        #expect(DateParts(utc(2026, 12, 2, 9, 41)).numericDate == "12/2/2026")
        // 1 December 2026 is a Tuesday (1 January 2026 is a Thursday, 334 days before: 334 = 47 × 7 + 5).
        #expect(DateParts(utc(2026, 12, 2, 9, 41)).firstWeekday == 2)
        #expect(DateParts(utc(2024, 2, 10, 0, 0)).daysInMonth == 29)
    }

    @Test func theIOSCompactPickerShowsItsDateAndTimeOnPillsAtTheRowsEnd() throws {
        let date = utc(2026, 12, 2, 9, 41)
        let r = layout(VStack { DatePicker("Due", selection: .constant(date)) }, width: 400)
        #expect(texts(r) == ["Due", "Dec 2, 2026", "9:41 AM"])
        // Pills: the text and 11 pt each side, at least 34 tall; 6 apart. 11 and 7 characters: 132 and 92.
        let pills = try #require(first("DatePills", in: r.root))
        expectFrame(pills.frame, rect(400 - (132 + 6 + 92), 0, 132 + 6 + 92, 34))
        let picker = try #require(first("DatePicker", in: r.root))
        expectSize(picker.frame.size, 400, 34)
        let dateOnly = layout(DatePicker("Due", selection: .constant(date), displayedComponents: .date).fixedSize())
        // Offered nil: the label (30), 8, the one pill.
        expectSize(dateOnly.root.frame.size, 30 + 8 + 132, 34)
    }

    @Test func theMacOSPickerIsAFieldWithSteppers() throws {
        let r = layout(DatePicker("Due", selection: .constant(utc(2026, 12, 2, 9, 41))), platform: .macOS)
        #expect(texts(r) == ["Due", "12/2/2026, 9:41 AM"])
        // The label (30), 8, the field (18 characters and 4 pt each side), 2, the 13 × 22 arrows.
        expectSize(r.root.frame.size, 30 + 8 + 188 + 2 + 13, max(line, 22))
    }

    @Test func theGraphicalPickerIsTheMonthWithTheSelectedDayCircled() throws {
        let date = utc(2026, 12, 2, 9, 41)
        let r = layout(DatePicker("Due", selection: .constant(date), displayedComponents: .date).datePickerStyle(.graphical))
        // Offered nil: 320 wide; 345 tall [D woocommerce-ios].
        expectSize(r.root.frame.size, 320, 345)
        let days = texts(r).filter { Int($0) != nil }
        #expect(days == (1...31).map(String.init))
        #expect(texts(r).contains("December 2026") && texts(r).contains("SUN"))
        // The 2nd is on the Wednesday of the first week: column 3 of 7 across 320 − 2 × 8, below the 49 pt
        // header and the 26 pt weekdays; rows of (345 − 49 − 26) / 6 = 45; its circle 2 pt in, a Circle's
        // side the shorter one (§1: min(w, h)), centred: column − 4 across, (41 − that) / 2 lower.
        let column = (320 - 16) / 7.0
        let circle = try #require(first("Circle", in: r.root))
        expectFrame(circle.frame, rect(8 + 3 * column + 2, 49 + 26 + 2 + (41 - (column - 4)) / 2, column - 4, column - 4))
        let tint = try #require(fill(of: circle))
        #expect(abs(tint.alpha - 0.12) < 1e-9)
        // With the time: a 44 pt row below.
        let withTime = layout(DatePicker("Due", selection: .constant(date)).datePickerStyle(.graphical), width: 360)
        expectSize(withTime.root.frame.size, 360, 345 + 44)
        #expect(texts(withTime).suffix(2) == ["Time", "9:41 AM"])
    }
}
