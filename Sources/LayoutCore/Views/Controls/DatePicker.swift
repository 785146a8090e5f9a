import Foundation

/// How a `DatePicker` shows: SwiftUI's `DatePickerStyle` (the built-in styles; Layoutshot draws them itself).
public protocol DatePickerStyle {
    var _kind: DatePickerStyleKind { get }
}

public enum DatePickerStyleKind: Hashable, Sendable {
    /// The platform's: compact on iOS, the stepper field on macOS.
    case automatic, compact, graphical, wheel, field, stepperField
}

public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .automatic }
}
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .compact }
}
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .graphical }
}
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .wheel }
}
public struct FieldDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .field }
}
public struct StepperFieldDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: DatePickerStyleKind { .stepperField }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == FieldDatePickerStyle { public static var field: FieldDatePickerStyle { .init() } }
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    public static var stepperField: StepperFieldDatePickerStyle { .init() }
}

extension View {
    /// The style of date pickers in this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.setStyle(style._kind) })
    }
}

/// The parts of a date a `DatePicker` shows: SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A control showing a date (docs/BEHAVIOUR.md §22), drawn closed, the binding's date in UTC, US English.
/// iOS `.automatic`/`.compact`: the row of a labelled control with the date ("Dec 2, 2026") and the time
/// ("9:41 AM") each on a pill at its trailing edge; `.graphical`: the month's calendar with the selected day
/// circled. macOS `.automatic`/`.stepperField`/`.field`/`.compact`: the label, 8 pt, then a bordered field
/// ("12/2/2026, 9:41 AM") and, but for `.field`, the stepper's arrows; `.graphical` the calendar. `.wheel`
/// is drawn as compact, with a warning.
public struct DatePicker<Label: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let selection: Binding<Date>
    let components: DatePickerComponents
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        components = displayedComponents
        self.label = label()
    }

    /// A date picker limited to `range` (a date outside it is shown as it is).
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker from `range` on.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker up to `range`'s end.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let date = DateParts(selection.wrappedValue)
        let style = env.style(DatePickerStyleKind.automatic)
        let control: AnyView
        switch (style, env.platform) {
        case (.graphical, _) where components.contains(.date):
            let calendar = CalendarMonth(date: date, showsTime: components.contains(.hourAndMinute))
            return dimmedIfDisabled(calendar.makeNodes(context), env)
        case (_, .macOS):
            control = Self.field(date, components, steppers: style != .field, env: env)
        case (_, .iOS):
            control = Self.pills(date, components)
        }
        let nodes = labelledControl("DatePicker", label: AnyView(label), control: control, context: context)
        if style == .wheel, let first = nodes.first {
            first.resolveDiagnostics.append(.reported("DatePicker: the wheel style is drawn as the compact one", isFatal: false))
        }
        return nodes
    }

    /// iOS compact: the date and the time, each on a pill (`ControlMetrics.datePill…`) in tertiarySystemFill,
    /// `datePillGap` apart, in the primary colour.
    static func pills(_ date: DateParts, _ components: DatePickerComponents) -> AnyView {
        var texts: [String] = []
        if components.contains(.date) || components.isEmpty { texts.append(date.mediumDate) }
        if components.contains(.hourAndMinute) { texts.append(date.shortTime) }
        let pills = texts.map { text in
            AnyView(Text(verbatim: text).foregroundStyle(Color.primary).lineLimit(1)
                .padding(.horizontal, ControlMetrics.datePillInset)
                .frame(minHeight: ControlMetrics.datePillHeight)
                .background(ControlColors.tertiarySystemFill, in: RoundedRectangle(cornerRadius: ControlMetrics.datePillRadius)))
        }
        return AnyView(LayoutContainer(layout: HStackLayout(alignment: .center, spacing: ControlMetrics.datePillGap),
                                       content: PartList(pills), name: "DatePills"))
    }

    /// macOS: the numeric date and time in a bordered field (`macFieldHeight`, the text `macFieldInset` in),
    /// then the stepper's arrows 2 pt after it.
    static func field(_ date: DateParts, _ components: DatePickerComponents, steppers: Bool, env: EnvironmentValues) -> AnyView {
        var texts: [String] = []
        if components.contains(.date) || components.isEmpty { texts.append(date.numericDate) }
        if components.contains(.hourAndMinute) { texts.append(date.shortTime) }
        let field = AnyView(Text(verbatim: texts.joined(separator: ", ")).foregroundStyle(Color.primary).lineLimit(1)
            .padding(.horizontal, ControlMetrics.macFieldInset)
            .frame(minHeight: ControlMetrics.macFieldHeight)
            .background(ControlColors.macFieldFace)
            .overlay(Rectangle().strokeBorder(ControlColors.macControlBorder, lineWidth: 0.5)))
        guard steppers else { return field }
        return AnyView(LayoutContainer(layout: HStackLayout(alignment: .center, spacing: 2),
                                       content: PartList([field, Stepper<EmptyView>.arrows(env: env)]), name: "DateField"))
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a string literal (Markdown rendered, as `Text`'s).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a string value, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A titled date picker limited to `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A titled date picker from `range` on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A titled date picker up to `range`'s end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// A date's parts in UTC on the Gregorian calendar, and the US English forms a date picker shows. Written out
/// here rather than through `DateFormatter`, so that a picture does not change with the machine's time zone,
/// locale or ICU version.
struct DateParts {
    let year: Int, month: Int, day: Int, hour: Int, minute: Int
    /// The weekday of the month's first day, 0 for Sunday.
    let firstWeekday: Int
    let daysInMonth: Int

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]

    init(_ date: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        year = c.year ?? 2001; month = c.month ?? 1; day = c.day ?? 1; hour = c.hour ?? 0; minute = c.minute ?? 0
        let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)) ?? date
        firstWeekday = (calendar.component(.weekday, from: first) + 6) % 7
        daysInMonth = calendar.range(of: .day, in: .month, for: first)?.count ?? 30
    }

    /// "Dec 2, 2026" (a four-letter month stays as it is: "June", "July").
    var mediumDate: String {
        let name = Self.monthNames[month - 1]
        return "\(name.count <= 4 ? name : String(name.prefix(3))) \(day), \(year)"
    }
    /// "12/2/2026".
    var numericDate: String { "\(month)/\(day)/\(year)" }
    /// "9:41 AM".
    var shortTime: String {
        let h = hour % 12 == 0 ? 12 : hour % 12
        return "\(h):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }
    /// "December 2026".
    var monthAndYear: String { "\(Self.monthNames[month - 1]) \(year)" }
}

/// The graphical date picker: the month of the selected date as a calendar (docs/BEHAVIOUR.md §22). As wide
/// as it is offered (nil: `ControlMetrics.calendarWidth`), `calendarHeight` tall; a header (`calendarHeader`) with the month and
/// year, semibold, and the previous and next month's chevrons in the tint; the weekdays' initials
/// (`calendarWeekdays` tall, caption semibold, tertiaryLabel); six rows of `calendarRow` with the days in
/// seven columns, the selected day in the tint, semibold, on a circle of the tint at 12 %. With the time
/// shown, a row below with "Time" and the time's pill.
struct CalendarMonth: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let date: DateParts
    let showsTime: Bool

    static let weekdays = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let tint = env.controlTint
        let header = ControlMetrics.calendarHeader, weekdayRow = ControlMetrics.calendarWeekdays
        let row = ControlMetrics.calendarRow, inset = ControlMetrics.calendarInset
        let timeRow = showsTime ? ControlMetrics.rowHeight : 0
        let height = ControlMetrics.calendarHeight + timeRow
        func centred(_ view: some View) -> AnyView { AnyView(view.frame(maxWidth: .infinity, maxHeight: .infinity)) }
        var views: [AnyView] = [
            AnyView(Text(verbatim: date.monthAndYear).font(.headline).foregroundStyle(Color.primary)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)),
            ControlGlyph.chevronLeft.part(weight: 2.5, color: tint),
            ControlGlyph.chevronRight.part(weight: 2.5, color: tint),
        ]
        views += Self.weekdays.map { centred(Text(verbatim: $0).font(.caption.weight(.semibold)).foregroundStyle(ControlColors.tertiaryLabel)) }
        for day in 1...date.daysInMonth {
            let number = Text(verbatim: "\(day)").font(.title3)
            if day == date.day {
                views.append(AnyView(ZStack {
                    Circle().fill(tint.opacity(0.12)).padding(2)
                    number.fontWeight(.semibold).foregroundStyle(tint)
                }.frame(maxWidth: .infinity, maxHeight: .infinity)))
            } else {
                views.append(centred(number.foregroundStyle(Color.primary)))
            }
        }
        if showsTime {
            views.append(AnyView(Text("Time").foregroundStyle(Color.primary).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)))
            views.append(AnyView(DatePicker<EmptyView>.pills(date, .hourAndMinute).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)))
        }
        let first = date.firstWeekday, days = date.daysInMonth
        let frames: (CGSize) -> [CGRect] = { s in
            let inner = max(0, s.width - 2 * inset), column = inner / 7
            let glyph = ControlMetrics.calendarChevron
            var rects = [
                CGRect(x: inset, y: 0, width: max(0, inner - 3 * column), height: header),
                CGRect(x: inset + inner - 1.5 * column - glyph.width / 2, y: (header - glyph.height) / 2, width: glyph.width, height: glyph.height),
                CGRect(x: inset + inner - 0.5 * column - glyph.width / 2, y: (header - glyph.height) / 2, width: glyph.width, height: glyph.height),
            ]
            rects += (0..<7).map { CGRect(x: inset + CGFloat($0) * column, y: header, width: column, height: weekdayRow) }
            rects += (0..<days).map { i in
                let cell = first + i
                return CGRect(x: inset + CGFloat(cell % 7) * column, y: header + weekdayRow + CGFloat(cell / 7) * row,
                              width: column, height: row)
            }
            if timeRow > 0 {
                let y = header + weekdayRow + 6 * row
                rects += [CGRect(x: inset, y: y, width: inner / 2, height: timeRow), CGRect(x: inset + inner / 2, y: y, width: inner / 2, height: timeRow)]
            }
            return rects
        }
        return parts("DatePicker", size: { p in
            CGSize(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? ControlMetrics.calendarWidth, height: height)
        },
                     frames: frames, views).makeNodes(context)
    }
}
