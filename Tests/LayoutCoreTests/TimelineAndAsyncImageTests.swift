import Foundation
import Testing
@testable import LayoutCore

/// `TimelineView` shows its content for one entry of its schedule, and `AsyncImage` its placeholder: a still
/// picture has no time and loads nothing.
@Suite struct TimelineAndAsyncImageTests {
    let now = _PreviewClock.now

    /// Entries every 60 s from 100 s before the moment: 40 s before (the second entry) is the latest at or
    /// before it.
    @Test func aPeriodicScheduleShowsItsLatestEntryAtOrBeforeTheMoment() {
        let schedule = PeriodicTimelineSchedule(from: now.addingTimeInterval(-100), by: 60)
        #expect(TimelineView<PeriodicTimelineSchedule, Color>.date(of: schedule, at: now) == now.addingTimeInterval(-40))
        // A schedule that starts later shows its first entry.
        let later = PeriodicTimelineSchedule(from: now.addingTimeInterval(5), by: 60)
        #expect(TimelineView<PeriodicTimelineSchedule, Color>.date(of: later, at: now) == now.addingTimeInterval(5))
    }

    /// 09:41:00 is a whole minute: every minute's entry is the moment itself; 30 s later it is still 09:41:00.
    @Test func everyMinuteIsTheStartOfTheMinute() {
        #expect(TimelineView<EveryMinuteTimelineSchedule, Color>.date(of: .everyMinute, at: now) == now)
        #expect(TimelineView<EveryMinuteTimelineSchedule, Color>.date(of: .everyMinute, at: now.addingTimeInterval(30)) == now)
        let explicit = ExplicitTimelineSchedule([now.addingTimeInterval(-10), now.addingTimeInterval(-5), now.addingTimeInterval(20)])
        #expect(TimelineView<ExplicitTimelineSchedule<[Date]>, Color>.date(of: explicit, at: now) == now.addingTimeInterval(-5))
    }

    /// The content is laid out as if it were the view: a 50 × 30 colour whose width the date gives.
    @Test func theContentIsLaidOutForTheDate() throws {
        let view = TimelineView(.everyMinute) { context in
            Color.red.frame(width: context.date == _PreviewClock.now ? 50 : 10, height: 30)
        }
        let r = layout(view, width: 200, height: 100)
        let color = try #require(r.root.first("Color"))
        expectSize(color.frame.size, 50, 30)
    }

    /// The phase is always `.empty`: the phase closure's empty branch is what is laid out (a 40 × 40 colour),
    /// the placeholder of the two-closure form likewise, and the default placeholder takes the whole offer.
    @Test func anAsyncImageShowsItsPlaceholder() throws {
        let phased = AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
            if let image = phase.image { image } else { Color.blue.frame(width: 40, height: 40) }
        }
        expectSize(try #require(layout(phased, width: 200, height: 100).root.first("Color")).frame.size, 40, 40)
        let twoClosures = AsyncImage(url: nil) { image in image.resizable() } placeholder: {
            Color.green.frame(width: 20, height: 10)
        }
        expectSize(try #require(layout(twoClosures, width: 200, height: 100).root.first("Color")).frame.size, 20, 10)
        let plain = layout(AsyncImage(url: nil), width: 200, height: 100)
        expectSize(plain.root.frame.size, 200, 100)
    }
}
