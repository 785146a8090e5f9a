import Foundation

// Apple's Foundation formatters that swift-corelibs-foundation lacks (RelativeDateTimeFormatter) or declares
// unavailable (DateComponentsFormatter, MeasurementFormatter), for compiled fixtures: a view file that formats
// "2 hours ago" or "1:02:05" compiles and shows Apple's English (en_US) strings. These declarations shadow
// Foundation's, because this module imports Foundation. English only, whatever `locale` says **[I]**
// (docs/BEHAVIOUR.md §5, "Foundation formatters").

/// Apple's `RelativeDateTimeFormatter`: "in 2 hours", "3 days ago", "yesterday". The unit is the largest
/// calendar unit (year, month, week, day, hour, minute, second) in which the two dates differ by at least one,
/// counted by the Gregorian calendar in UTC. **[C]** Apple's documentation examples ("in 2 months", "1 mo.");
/// the short and abbreviated styles both use CLDR's short English names ("2 hr. ago") **[I]**.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers always ("1 day ago"), or names where English has them ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago", "in 1 week".
        case numeric
        /// "yesterday", "next week", "now".
        case named
    }
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 hours ago".
        case full
        /// As `.full` here (digits, not words) **[I]**.
        case spellOut
        /// "2 hr. ago".
        case short
        /// As `.short` here **[I]**.
        case abbreviated
    }

    /// Numbers or names; `.numeric` by default.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// How units are written; `.full` by default.
    open var unitsStyle: UnitsStyle = .full
    /// Accepted; the strings are English whatever it is **[I]**.
    open var locale: Locale! = Locale(identifier: "en_US")
    /// The calendar the dates' distance is counted in: Gregorian, UTC.
    open var calendar: Calendar! = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
    /// Accepted; changes nothing.
    open var formattingContext: Formatter.Context = .unknown

    /// A formatter with the defaults: numeric, full units.
    public override init() { super.init() }
    /// Archiving is not supported: Foundation's decoding of the superclass.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` relative to `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units: [Calendar.Component] = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
        let difference = calendar.dateComponents(Set(units), from: referenceDate, to: date)
        return localizedString(from: difference)
    }

    /// `timeInterval` seconds from now (negative: in the past).
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The largest non-zero component of `dateComponents`.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let order: [(Calendar.Component, Int?)] = [
            (.year, dateComponents.year), (.month, dateComponents.month),
            (.weekOfMonth, dateComponents.weekOfMonth ?? dateComponents.weekOfYear), (.day, dateComponents.day),
            (.hour, dateComponents.hour), (.minute, dateComponents.minute), (.second, dateComponents.second),
        ]
        guard let (unit, value) = order.first(where: { ($0.1 ?? 0) != 0 }).map({ ($0.0, $0.1!) }) else {
            return dateTimeStyle == .named ? "now" : phrase(0, .second)
        }
        if dateTimeStyle == .named, abs(value) == 1, let named = Self.named[unit] {
            return value > 0 ? named.next : named.last
        }
        return phrase(value, unit)
    }

    /// A `Date` relative to now; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    private static let named: [Calendar.Component: (next: String, last: String)] = [
        .year: ("next year", "last year"), .month: ("next month", "last month"),
        .weekOfMonth: ("next week", "last week"), .day: ("tomorrow", "yesterday"),
    ]

    private func phrase(_ value: Int, _ unit: Calendar.Component) -> String {
        let count = abs(value)
        let name: String
        switch unitsStyle {
        case .full, .spellOut:
            name = " " + EnglishUnits.full(unit, count)
        case .short, .abbreviated:
            name = " " + EnglishUnits.relativeShort(unit, count)
        }
        return value < 0 ? "\(count)\(name) ago" : "in \(count)\(name)"
    }
}

/// Apple's `DateComponentsFormatter`: a duration as "1:02:05" (positional), "1h 2m 5s", "1 hr, 2 min, 5 sec",
/// "1 hour, 2 minutes, 5 seconds" or "1hr 2min 5sec". Positional drops zero leading units but keeps minutes
/// ("0:05"), `.pad` keeps every allowed unit ("0:00:05"); the other styles drop every zero unit by default
/// (`.dropAll`; `.dropLeading` keeps "1h 0m 5s"), and show the smallest allowed unit for a zero duration. A month is 30 days and a year 365 for a
/// time interval **[I]**. **[C]** Apple's documentation of the styles and zero-formatting behaviours.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How a duration is written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:02:05".
        case positional
        /// "1h 2m 5s".
        case abbreviated
        /// "1 hr, 2 min, 5 sec".
        case short
        /// "1 hour, 2 minutes, 5 seconds".
        case full
        /// As `.full` here (digits, not words) **[I]**.
        case spellOut
        /// "1hr 2min 5sec".
        case brief
    }
    /// Which zero units are left out.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// The options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No unit is left out.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: `.dropLeading`; the other styles: `.dropAll`.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Zero units before the first non-zero one.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between non-zero ones.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Zero units after the last non-zero one.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Every allowed unit, zero or not.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units a duration is split into, largest first.
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    /// How the duration is written; `.positional` by default.
    open var unitsStyle: UnitsStyle = .positional
    /// Which zero units are left out.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units (the largest); 0 for all.
    open var maximumUnitCount: Int = 0
    /// Accepted; units stay whole **[I]**.
    open var allowsFractionalUnits = false
    /// Accepted; changes nothing **[I]**.
    open var collapsesLargestUnit = false
    /// Accepted; no "About" is written **[I]**.
    open var includesApproximationPhrase = false
    /// Accepted; no "remaining" is written **[I]**.
    open var includesTimeRemainingPhrase = false
    /// Accepted; months are 30 days and years 365 **[I]**.
    open var calendar: Calendar? = nil

    /// A formatter with the defaults: positional, every unit.
    public override init() { super.init() }
    /// Archiving is not supported: Foundation's decoding of the superclass.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private static let units: [(NSCalendar.Unit, Calendar.Component, Double)] = [
        (.year, .year, 365 * 86_400), (.month, .month, 30 * 86_400), (.weekOfMonth, .weekOfMonth, 7 * 86_400),
        (.day, .day, 86_400), (.hour, .hour, 3_600), (.minute, .minute, 60), (.second, .second, 1),
    ]

    /// `ti` seconds as the style says; nil for a value that is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let allowed = Self.units.filter { allowedUnits.contains($0.0) }
        guard !allowed.isEmpty else { return nil }
        var rest = abs(ti).rounded(.down)
        var values: [(Calendar.Component, Int)] = []
        for (_, component, seconds) in allowed {
            let count = (rest / seconds).rounded(.down)
            values.append((component, Int(count)))
            rest -= count * seconds
        }
        return format(values, negative: ti < 0)
    }

    /// The components' allowed units as the style says.
    open func string(from components: DateComponents) -> String? {
        let allowed = Self.units.filter { allowedUnits.contains($0.0) }
        let values = allowed.map { ($0.1, components.value(for: $0.1) ?? 0) }
        return format(values, negative: false)
    }

    /// The time from `startDate` to `endDate` (its seconds), as the style says.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// A `TimeInterval` or `DateComponents`; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        if let seconds = obj as? TimeInterval { return string(from: seconds) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }

    private func format(_ all: [(Calendar.Component, Int)], negative: Bool) -> String {
        var values = all
        // Each drop stops at one unit (two in positional), so a zero duration keeps its smallest ("0s").
        let behaviour = zeroFormattingBehavior == .default
            ? (unitsStyle == .positional ? ZeroFormattingBehavior.dropLeading : .dropAll) : zeroFormattingBehavior
        if !behaviour.contains(.pad) {
            // Positional keeps the minutes and seconds whatever the behaviour ("0:05").
            let kept = unitsStyle == .positional ? 2 : 1
            if behaviour.contains(.dropLeading) {
                while values.count > kept, values[0].1 == 0 { values.removeFirst() }
            }
            if behaviour.contains(.dropTrailing) {
                while values.count > kept, values[values.count - 1].1 == 0 { values.removeLast() }
            }
            if behaviour.contains(.dropMiddle), values.count > 2 {
                let middle = values[1..<(values.count - 1)].filter { $0.1 != 0 || unitsStyle == .positional }
                values = [values[0]] + middle + [values[values.count - 1]]
            }
        }
        if maximumUnitCount > 0, values.count > maximumUnitCount { values = Array(values.prefix(maximumUnitCount)) }
        let sign = negative ? "-" : ""
        switch unitsStyle {
        case .positional:
            let parts = values.enumerated().map { i, value in
                i == 0 ? "\(value.1)" : (value.1 < 10 ? "0\(value.1)" : "\(value.1)")
            }
            return sign + parts.joined(separator: ":")
        case .abbreviated:
            return sign + values.map { "\($0.1)\(EnglishUnits.narrow($0.0))" }.joined(separator: " ")
        case .brief:
            return sign + values.map { "\($0.1)\(EnglishUnits.brief($0.0))" }.joined(separator: " ")
        case .short:
            return sign + values.map { "\($0.1) \(EnglishUnits.short($0.0, $0.1))" }.joined(separator: ", ")
        case .full, .spellOut:
            return sign + values.map { "\($0.1) \(EnglishUnits.full($0.0, $0.1))" }.joined(separator: ", ")
        }
    }
}

/// Apple's `MeasurementFormatter`: "5 km", "70.7°F", "5 kilometers". Without `.providedUnit` a temperature is
/// shown in the locale's scale (Fahrenheit in the US, Celsius elsewhere); other dimensions keep their unit
/// **[I]** (Apple converts them to the locale's preferred unit too). Numbers through `numberFormatter` (decimal,
/// at most 3 fraction digits). **[C]** Apple's documentation of `unitStyle` and `unitOptions`.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// Which unit a measurement is shown in.
    public struct UnitOptions: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// The options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The measurement's own unit, not the locale's.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// Accepted; no unit is rescaled **[I]**.
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// A temperature as "70.7°", without its scale.
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// Which unit is shown; none by default (a temperature in the locale's scale).
    open var unitOptions: UnitOptions = []
    /// Symbols with a space (`.medium`, default), without (`.short`), or names (`.long`).
    open var unitStyle: Formatter.UnitStyle = .medium
    /// Whose temperature scale is used (the US: Fahrenheit); the strings are English **[I]**.
    open var locale: Locale! = Locale(identifier: "en_US")
    /// How the number is written: decimal, at most 3 fraction digits.
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter
    }()

    /// A formatter with the defaults: medium symbols, the locale's temperature scale.
    public override init() { super.init() }
    /// Archiving is not supported: Foundation's decoding of the superclass.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `measurement` as the options and style say.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        var value = measurement.value
        var unit: Unit = measurement.unit
        if let temperature = measurement as? Measurement<UnitTemperature>, !unitOptions.contains(.providedUnit) {
            let scale: UnitTemperature = (locale?.region?.identifier ?? "US") == "US" ? .fahrenheit : .celsius
            value = temperature.converted(to: scale).value
            unit = scale
        }
        let number = numberFormatter.string(from: NSNumber(value: value)) ?? "\(value)"
        if unit is UnitTemperature {
            if unitOptions.contains(.temperatureWithoutUnit) { return number + "°" }
            if unitStyle != .long { return number + unit.symbol }
        }
        switch unitStyle {
        case .short: return number + unit.symbol
        case .long: return number + " " + (EnglishUnits.name(of: unit, plural: value != 1) ?? unit.symbol)
        default: return number + " " + unit.symbol
        }
    }

    /// The unit alone: its symbol, or its name in the long style.
    open func string(from unit: Unit) -> String {
        unitStyle == .long ? (EnglishUnits.name(of: unit, plural: true) ?? unit.symbol) : unit.symbol
    }

    /// A `Measurement` or a `Unit`; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        if let measurement = obj as? Measurement<Unit> { return string(from: measurement) }
        if let unit = obj as? Unit { return string(from: unit) }
        return nil
    }
}

/// CLDR's English unit names, as the formatters above say them.
enum EnglishUnits {
    /// One calendar unit's names in each style: full (singular; "s" makes the plural), short, short in a
    /// relative phrase, narrow ("h"), brief ("hr"). Days are "day"/"days" in both short styles.
    private static let names: [Calendar.Component: (full: String, short: String, relative: String, narrow: String, brief: String)] = [
        .year: ("year", "yr", "yr.", "y", "yr"), .month: ("month", "mth", "mo.", "mo", "mth"),
        .weekOfMonth: ("week", "wk", "wk.", "w", "wk"), .weekOfYear: ("week", "wk", "wk.", "w", "wk"),
        .day: ("day", "day", "day", "d", "d"), .hour: ("hour", "hr", "hr.", "h", "hr"),
        .minute: ("minute", "min", "min.", "m", "min"), .second: ("second", "sec", "sec.", "s", "sec"),
    ]
    private static func of(_ unit: Calendar.Component) -> (full: String, short: String, relative: String, narrow: String, brief: String) {
        names[unit] ?? names[.second]!
    }

    static func full(_ unit: Calendar.Component, _ count: Int) -> String { of(unit).full + (count == 1 ? "" : "s") }
    static func short(_ unit: Calendar.Component, _ count: Int) -> String {
        unit == .day && count != 1 ? "days" : of(unit).short
    }
    static func relativeShort(_ unit: Calendar.Component, _ count: Int) -> String {
        unit == .day && count != 1 ? "days" : of(unit).relative
    }
    static func narrow(_ unit: Calendar.Component) -> String { of(unit).narrow }
    static func brief(_ unit: Calendar.Component) -> String { of(unit).brief }

    /// The long names of common units ("kilometers"); nil for others, which keep their symbol.
    static func name(of unit: Unit, plural: Bool) -> String? {
        let names: [String: (String, String)] = [
            "m": ("meter", "meters"), "km": ("kilometer", "kilometers"), "cm": ("centimeter", "centimeters"),
            "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"), "ft": ("foot", "feet"),
            "in": ("inch", "inches"), "yd": ("yard", "yards"), "g": ("gram", "grams"), "kg": ("kilogram", "kilograms"),
            "lb": ("pound", "pounds"), "oz": ("ounce", "ounces"), "°C": ("degree Celsius", "degrees Celsius"),
            "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "K": ("kelvin", "kelvins"), "s": ("second", "seconds"),
            "min": ("minute", "minutes"), "hr": ("hour", "hours"), "km/h": ("kilometer per hour", "kilometers per hour"),
            "mph": ("mile per hour", "miles per hour"), "m/s": ("meter per second", "meters per second"),
            "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"), "kCal": ("kilocalorie", "kilocalories"),
            "kJ": ("kilojoule", "kilojoules"), "cal": ("calorie", "calories"),
        ]
        return names[unit.symbol].map { plural ? $0.1 : $0.0 }
    }
}
