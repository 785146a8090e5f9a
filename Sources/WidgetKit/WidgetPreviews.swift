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
                                                                       @_TimelineBuilder
                                                                       timeline: @escaping () -> [any TimelineEntry]) {
    registerWidgetPreviews(name, family, line, widget, entries: { _ in timeline() })
}

/// `#Preview(as: family) { Widget() } timelineProvider: { Provider() }`: the provider's timeline.
public func _layoutshotPreview<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                              line: Int = #line, widget: @escaping () -> W,
                                                              timelineProvider: @escaping () -> P) {
    registerWidgetPreviews(name, family, line, widget) { context in
        let result = TimelineBox<P.Entry>()
        timelineProvider().getTimeline(in: context) { result.set($0) }
        return result.wait()?.entries ?? []
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
        Task.detached { result.set(await provider.timeline(for: configuration, in: context)) }
        return result.wait()?.entries ?? []
    }
}

/// The timeline a provider hands back, maybe on another thread. Waited for at most 10 s on the monotonic clock
/// (a compiled fixture's wall clock is libfaketime's); one completed on the main queue, which the preview's
/// thread holds, is not seen (the preview then shows the placeholder entry).
private final class TimelineBox<Entry: TimelineEntry>: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var value: Timeline<Entry>?

    func set(_ timeline: Timeline<Entry>) {
        lock.withLock { value = timeline }
        done.signal()
    }

    func wait() -> Timeline<Entry>? {
        _ = done.wait(timeout: .now() + 10)
        return lock.withLock { value }
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
        let view = AnyView(_DeferredView {
            AnyView(WidgetPicture(definition: widget().body._definition(), family: family, entry: entry))
        })
        _PreviewRegistry.register(Preview(name: title, layout: .sizeThatFits, view: view, line: line))
    }
}
