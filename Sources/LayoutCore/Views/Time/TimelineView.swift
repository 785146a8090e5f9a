import Foundation

/// SwiftUI's `TimelineSchedule`: the dates at which a `TimelineView` redraws. A still picture shows one of
/// them: the latest at or before the preview's moment (`_PreviewClock.now`), else the first, else that moment.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The schedule's dates from `startDate`.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether a schedule may redraw often (`.normal`) or is throttled (`.lowFrequency`, the always-on display).
public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// `.periodic(from:by:)`: `startDate`, then every `interval` seconds.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let startDate: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        guard interval > 0, startDate > self.startDate else { return [self.startDate] }
        // The period containing `startDate`, and the next.
        let periods = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        let current = self.startDate.addingTimeInterval(periods * interval)
        return [current, current.addingTimeInterval(interval)]
    }
}

/// `.everyMinute`: the start of each minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return [Date(timeIntervalSinceReferenceDate: minute), Date(timeIntervalSinceReferenceDate: minute + 60)]
    }
}

/// `.animation`: as often as the display redraws (a still: its moment).
public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

/// `.explicit(_:)`: the dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// SwiftUI's `TimelineView`: its content for one date of the schedule. A still picture shows the content for
/// the latest entry at or before the preview's moment (9 June 2025, 09:41:00 UTC; `_PreviewClock.now`), else
/// the first entry, else that moment **[C]** Apple, `TimelineView` ("the view updates at the times the schedule
/// gives"); the choice of entry for a still is Layoutshot's **[I]**. Lays out as its content.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is made from: the entry's date and how often the view redraws.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The date a still shows (see the type).
    static func date(of schedule: Schedule, at now: Date) -> Date {
        var first: Date?
        var latest: Date?
        // Schedules may be endless: look at a bounded number of entries.
        for entry in schedule.entries(from: now, mode: .normal).prefix(10_000) {
            if first == nil { first = entry }
            if entry <= now { latest = entry } else { break }
        }
        return latest ?? first ?? now
    }

    public var body: some View {
        content(Context(date: Self.date(of: schedule, at: _PreviewClock.now), cadence: .live))
    }
}

/// What a timeline view's content is made from (`TimelineView.Context`): the entry's date and how often the
/// view redraws. Its own type, not one of the view's generic parameters, so that the content's type is
/// inferred from the closure.
public struct TimelineViewDefaultContext {
    /// How often a timeline redraws: a still is `.live`.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The date of the entry shown.
    public let date: Date
    public let cadence: Cadence
}
