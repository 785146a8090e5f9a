import Foundation
import Testing
@testable import LayoutCore

/// `TimelineView` shows its content for one entry of its schedule, and `AsyncImage` its placeholder: a still
/// picture has no time and loads nothing. `Canvas` draws what its renderer records in its final frame.
@Suite struct TimelineAndAsyncImageTests {
    /// A canvas framed 100 × 50: its renderer gets that size; a 10 × 10 square filled at the origin lands on
    /// the canvas's top-leading corner; after translateBy(20, 5) and with opacity 0.5, a second one lands 20
    /// right and 5 down of it, its red's alpha halved; a stroke records its style.
    @Test func aCanvasDrawsItsRendererInItsFrame() throws {
        var seen = CGSize.zero
        let canvas = Canvas { context, size in
            seen = size
            let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.fill(square, with: .color(.red))
            context.translateBy(x: 20, y: 5)
            context.opacity = 0.5
            context.fill(square, with: .color(.red))
            context.stroke(square, with: .color(.blue), lineWidth: 3)
        }
        let r = layout(canvas.frame(width: 100, height: 50).padding(EdgeInsets(top: 40, leading: 30, bottom: 0, trailing: 0)),
                       width: 300, height: 300)
        let node = try #require(r.root.first("Canvas"))
        guard case .shape(let drawing) = node.drawing else { Issue.record("no shape drawing"); return }
        #expect(seen == CGSize(width: 100, height: 50))
        #expect(drawing.layers.count == 3)
        expectSize(node.frame.size, 100, 50)
        expectFrame(drawing.layers[0].path.boundingRect, rect(node.frame.minX, node.frame.minY, 10, 10))
        expectFrame(drawing.layers[1].path.boundingRect, rect(node.frame.minX + 20, node.frame.minY + 5, 10, 10))
        guard case .color(let first) = drawing.layers[0].paint, case .color(let faded) = drawing.layers[1].paint else {
            Issue.record("not colours"); return
        }
        #expect(abs(faded.alpha - first.alpha / 2) < 1e-9)
        #expect(drawing.layers[2].style == .stroke(StrokeStyle(lineWidth: 3), antialiased: true))
    }

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
