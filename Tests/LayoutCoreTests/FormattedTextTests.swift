import Foundation
import Testing
@testable import LayoutCore

/// `Text(_:format:)` and `Text(_:style:)` (Text/FormattedText.swift, docs/BEHAVIOUR.md §5). Expected strings are
/// Apple's documented examples and CLDR's patterns written out by hand (no-break spaces spelled as escapes).
@Suite struct FormattedTextTests {
    func shown(_ text: Text, locale: String = "en_US") -> String {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: locale)
        let result = LayoutEngine.layout(text, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer(), environment: env)
        guard case .text(let drawn) = result.root.drawing else { return "no text" }
        return drawn.text.string
    }

    @Test func currencyPercentAndNumbers() {
        // Apple: 1234.5 in US dollars in the US is "$1,234.50".
        #expect(shown(Text(1234.5, format: .currency(code: "USD"))) == "$1,234.50")
        #expect(shown(Text(Decimal(string: "79.99")!, format: .currency(code: "EUR")), locale: "de_DE") == "79,99\u{A0}€")
        #expect(shown(Text(-0.328, format: .percent.precision(.fractionLength(0)))) == "-33%")
        #expect(shown(Text(0.25, format: .percent), locale: "de_DE") == "25\u{A0}%")
        #expect(shown(Text(1234567.891, format: .number)) == "1,234,567.891")
        #expect(shown(Text(1234.5, format: .number), locale: "de_DE") == "1.234,5")
        #expect(shown(Text(1234.5, format: .number), locale: "fr_FR") == "1\u{202F}234,5")
        #expect(shown(Text(3.14159, format: .number.precision(.fractionLength(2)))) == "3.14")
        #expect(shown(Text(42, format: .number)) == "42")
    }

    @Test func theEnvironmentsLocaleReplacesTheStyles() {
        // The style names en_US; the environment's de_DE wins, as SwiftUI's Text does.
        let style = FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: Locale(identifier: "en_US"))
        #expect(shown(Text(12.5, format: style), locale: "de_DE") == "12,50\u{A0}€")
    }

    @Test func dateStyles() {
        let now = _PreviewClock.now
        // 2025-06-09 09:41:00 UTC.
        #expect(shown(Text(now, style: .date)) == "June 9, 2025")
        #expect(shown(Text(now, style: .time)) == "9:41\u{202F}AM")
        #expect(shown(Text(now, style: .time), locale: "en_GB") == "09:41")
        #expect(shown(Text(now, style: .date), locale: "de_DE") == "9. Juni 2025")
        // Apple's examples: "2 hours, 23 minutes", "+2 hours", "2:32", "36:59:01".
        #expect(shown(Text(now.addingTimeInterval(2 * 3600 + 23 * 60 + 10), style: .relative)) == "2 hours, 23 minutes")
        #expect(shown(Text(now.addingTimeInterval(-(2 * 3600 + 23 * 60)), style: .relative)) == "2 hours, 23 minutes")
        #expect(shown(Text(now.addingTimeInterval(2 * 3600 + 5), style: .offset)) == "+2 hours")
        #expect(shown(Text(now.addingTimeInterval(-3 * 86400), style: .offset)) == "-3 days")
        #expect(shown(Text(now.addingTimeInterval(152), style: .timer)) == "2:32")
        #expect(shown(Text(now.addingTimeInterval(36 * 3600 + 59 * 60 + 1), style: .timer)) == "36:59:01")
    }

    @Test func dateFormatStyles() {
        let now = _PreviewClock.now
        let utc = TimeZone(identifier: "UTC")!
        // A Monday.
        #expect(shown(Text(now, format: Date.FormatStyle(timeZone: utc).weekday(.wide).day().month())) == "Monday, Jun 9")
        #expect(shown(Text(now, format: Date.FormatStyle(date: .numeric, time: .omitted, timeZone: utc))) == "6/9/2025")
        #expect(shown(Text(now, format: Date.FormatStyle(date: .numeric, time: .omitted, timeZone: utc)), locale: "en_GB")
                == "09/06/2025")
        #expect(shown(Text(now, format: Date.FormatStyle(date: .long, time: .omitted, timeZone: utc)), locale: "ja_JP")
                == "2025年6月9日")
    }

    @Test func aFormattedRunJoinsOthers() {
        #expect(shown(Text("Total: ") + Text(9.5, format: .currency(code: "USD")).bold()) == "Total: $9.50")
    }
}
