import Foundation

/// The moment every still picture shows (not SwiftUI API): what `Text(_:style:)`'s relative, offset and timer
/// styles count from, and (through libfaketime) what `Date()` and `Date.now` give in a compiled fixture, so that pictures of dates do
/// not change with the clock. Monday 9 June 2025, 09:41:00 UTC (docs/BEHAVIOUR.md §5).
public enum _PreviewClock {
    public static let now = Date(timeIntervalSince1970: 1_749_462_060)
}

/// A run whose string is made when the text resolves, from the environment's locale, calendar and time zone
/// (SwiftUI formats `Text(_:format:)` and `Text(_:style:)` with the environment's, not the process's).
struct FormattedString: Equatable {
    let make: @Sendable (EnvironmentValues) -> String
    /// What the value and its format are, for `==` (format styles are `Hashable`; inputs compared as described).
    let identity: String

    static func == (a: FormattedString, b: FormattedString) -> Bool { a.identity == b.identity }
}

extension Text {
    /// Displays `input` as `format` gives it, with the format's locale replaced by the environment's
    /// (`format.locale(_:)`, as SwiftUI does): `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let box = UncheckedSendable((input, format))
        self.init(formatted: FormattedString(make: { env in box.value.1.locale(env.locale).format(box.value.0) },
                                             identity: "\(F.self) \(format) \(input)"))
    }

    /// Displays a date in one of SwiftUI's date styles (see `DateStyle`), counting from `_PreviewClock.now`.
    public init(_ date: Date, style: DateStyle) {
        self.init(formatted: FormattedString(make: { style.format(date, in: $0) }, identity: "\(style) \(date.timeIntervalSince1970)"))
    }

    /// Displays a range of dates as the environment's locale writes an interval ("Jun 9, 9:41 – 10:41 AM").
    public init(_ dates: ClosedRange<Date>) {
        self.init(formatted: FormattedString(make: { env in
            Date.IntervalFormatStyle(locale: env.locale, calendar: env.calendar, timeZone: env.timeZone)
                .format(dates.lowerBound..<dates.upperBound)
        }, identity: "interval \(dates)"))
    }

    init(formatted: FormattedString) {
        self.init(verbatim: "")
        segments[0].formatted = formatted
    }

    /// SwiftUI's date styles (`Text.DateStyle`). Examples from Apple's documentation of each: `.date`
    /// "June 3, 2019", `.time` "11:23 PM", `.relative` "2 hours, 23 minutes", `.offset` "+2 hours", `.timer`
    /// "2:32" / "36:59:01".
    public struct DateStyle: Hashable, Sendable, CustomStringConvertible {
        enum Kind: String { case date, time, relative, offset, timer }
        let kind: Kind
        public static let date = DateStyle(kind: .date)
        public static let time = DateStyle(kind: .time)
        public static let relative = DateStyle(kind: .relative)
        public static let offset = DateStyle(kind: .offset)
        public static let timer = DateStyle(kind: .timer)

        public var description: String { kind.rawValue }

        func format(_ date: Date, in env: EnvironmentValues) -> String {
            let (locale, calendar, zone) = (env.locale, env.calendar, env.timeZone)
            let seconds = date.timeIntervalSince(_PreviewClock.now)
            let elapsed = Duration.seconds(Int64(abs(seconds).rounded(.down)))
            // Days and smaller: Foundation on Linux has no formatter for months and years between two dates.
            let units: Set<Duration.UnitsFormatStyle.Unit> = [.weeks, .days, .hours, .minutes, .seconds]
            switch kind {
            case .date, .time:
                // DateFormatter's long date and short time styles (iOS 14's API, as `Text.DateStyle` is): en_GB's
                // short time is "09:41" there, "9:41" from `Date.FormatStyle(time: .shortened)` on Linux.
                let formatter = DateFormatter()
                (formatter.locale, formatter.calendar, formatter.timeZone) = (locale, calendar, zone)
                formatter.dateStyle = kind == .date ? .long : .none
                formatter.timeStyle = kind == .time ? .short : .none
                return formatter.string(from: date)
            case .relative:
                return elapsed.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 2).locale(locale))
            case .offset:
                let amount = elapsed.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 1).locale(locale))
                return (seconds < 0 ? "-" : "+") + amount
            case .timer:
                let pattern: Duration.TimeFormatStyle.Pattern = abs(seconds) >= 3600 ? .hourMinuteSecond : .minuteSecond
                return elapsed.formatted(.time(pattern: pattern).locale(locale))
            }
        }
    }

    /// The text with its formatted runs' strings made for `env`.
    func materialized(in env: EnvironmentValues) -> Text {
        guard segments.contains(where: { $0.formatted != nil }) else { return self }
        var text = self
        for i in text.segments.indices {
            if let formatted = text.segments[i].formatted {
                text.segments[i].string = formatted.make(env)
                text.segments[i].formatted = nil
            }
        }
        return text
    }
}

/// A value the compiler cannot see is safe to share: format styles and their inputs are values, never mutated.
struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
