// `#Preview(as: .systemSmall) { Widget() } timeline: { entries… }` and its `timelineProvider:` form in a
// compiled fixture: the compiler rewrites `#Preview` into `_layoutshotPreview` (ProgramSource), and these
// overloads register one preview per entry, as Xcode's canvas steps through the timeline. Not for direct use.

/// Builds a preview's timeline from its entries. Layoutshot's.
@resultBuilder
public enum _TimelineBuilder {
    public static func buildExpression<E: TimelineEntry>(_ entry: E) -> [any TimelineEntry] { [entry] }
    public static func buildExpression<E: TimelineEntry>(_ entries: [E]) -> [any TimelineEntry] { entries }
    public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
    public static func buildEither(first part: [any TimelineEntry]) -> [any TimelineEntry] { part }
    public static func buildEither(second part: [any TimelineEntry]) -> [any TimelineEntry] { part }
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [any TimelineEntry]) -> [any TimelineEntry] { part }
}

/// `#Preview("Name", as: family) { Widget() } timeline: { entries… }`.
public func _layoutshotPreview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, line: Int = #line,
                                          widget: @escaping () -> W,
                                          @_TimelineBuilder timeline: @escaping () -> [any TimelineEntry]) {
    registerWidgetPreviews(name, family, line, widget, entries: { _ in timeline() })
}

/// `#Preview(as: family, using: intent) { Widget() } timeline: { entries… }`: the intent configures the
/// widget; the entries are what is drawn.
public func _layoutshotPreview<W: Widget, I: WidgetConfigurationIntent>(_ name: String? = nil, as family: WidgetFamily,
                                                                       using intent: I, line: Int = #line,
                                                                       widget: @escaping () -> W,
                                                                       @_TimelineBuilder timeline: @escaping () -> [any TimelineEntry]) {
    registerWidgetPreviews(name, family, line, widget, entries: { _ in timeline() })
}

/// `#Preview(as: family) { Widget() } timelineProvider: { Provider() }`: the provider's timeline.
public func _layoutshotPreview<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                              line: Int = #line, widget: @escaping () -> W,
                                                              timelineProvider: @escaping () -> P) {
    registerWidgetPreviews(name, family, line, widget) { context in
        var timeline: Timeline<P.Entry>?
        timelineProvider().getTimeline(in: context) { timeline = $0 }
        waitFor { timeline != nil }
        return timeline?.entries ?? []
    }
}

/// `#Preview(as: family, using: intent) { Widget() } timelineProvider: { Provider() }`: the provider's timeline
/// for the intent.
public func _layoutshotPreview<W: Widget, P: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                                       using intent: P.Intent, line: Int = #line,
                                                                       widget: @escaping () -> W,
                                                                       timelineProvider: @escaping () -> P) {
    registerWidgetPreviews(name, family, line, widget) { context in
        let result = TimelineBox<P.Entry>()
        let provider = timelineProvider()
        nonisolated(unsafe) let configuration = intent
        Task { result.set(await provider.timeline(for: configuration, in: context)) }
        waitFor { result.timeline != nil }
        return result.timeline?.entries ?? []
    }
}

/// A timeline an asynchronous provider hands back.
private final class TimelineBox<Entry: TimelineEntry>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Timeline<Entry>?
    var timeline: Timeline<Entry>? { lock.withLock { value } }
    func set(_ timeline: Timeline<Entry>) { lock.withLock { value = timeline } }
}

/// Runs the main run loop until `done` (a provider may complete on the main queue), for at most 10 s.
private func waitFor(_ done: () -> Bool) {
    let deadline = Date(timeIntervalSinceNow: 10)
    while !done(), Date() < deadline {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
}

/// One preview per entry (the provider's placeholder when there is none), named `Name 1`, `Name 2` … when a
/// named preview has several.
private func registerWidgetPreviews<W: Widget>(_ name: String?, _ family: WidgetFamily, _ line: Int,
                                               _ widget: @escaping () -> W,
                                               entries: (TimelineProviderContext) -> [any TimelineEntry]) {
    let context = TimelineProviderContext(_family: family, displaySize: family._size(on: _PreviewScreen.device))
    var timeline = entries(context)
    if timeline.isEmpty { timeline = [widget().body._definition().placeholder(context)] }
    for (index, entry) in timeline.enumerated() {
        let title = timeline.count > 1 ? name.map { "\($0) \(index + 1)" } : name
        let view = AnyView(_DeferredView { AnyView(WidgetPicture(definition: widget().body._definition(), family: family, entry: entry)) })
        _PreviewRegistry.register(Preview(name: title, layout: .sizeThatFits, view: view, line: line))
    }
}
