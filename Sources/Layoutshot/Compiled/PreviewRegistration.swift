import Foundation

/// The previews a compiled fixture registered, in order.
public struct CompiledPreviews {
    /// The fixture file the program was compiled from.
    public let path: String
    /// The previews, in the order of the fixture's lines.
    public let previews: [Preview]

    /// The previews `previews` of the fixture at `path`.
    public init(path: String, previews: [Preview]) {
        self.path = path
        self.previews = previews
    }
}

/// Collects `#Preview` blocks of a compiled fixture, which the compiler rewrites into calls of
/// `_layoutshotPreview`. Not for direct use.
public enum _PreviewRegistry {
    nonisolated(unsafe) static var previews: [Preview] = []

    /// Every preview registered so far, in the order of the fixture's lines (`PreviewProvider`s are
    /// registered after the code, at their declaration's line).
    public static var all: [Preview] {
        previews.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    }

    /// Registers `preview` (the other preview forms' functions: WidgetKit's `#Preview(as:…)`).
    public static func register(_ preview: Preview) {
        previews.append(preview)
    }
}

/// `#Preview("Name", traits: .fixedLayout(width: 320, height: 44), .landscapeLeft) { … }` in a compiled fixture.
/// The body runs when the preview is laid out, as Xcode runs it where the preview is shown.
public func _layoutshotPreview<Content: View>(_ name: String? = nil, traits: PreviewTrait..., line: Int = #line,
                                              @ViewBuilder _ body: @escaping () -> Content) {
    let view = AnyView(_DeferredView { AnyView(body()) })
    _PreviewRegistry.previews.append(Preview(name: name, traits: traits, view: view, line: line))
}

/// A `PreviewProvider` of a compiled fixture: one preview per top-level view of its `previews`.
public func _layoutshotPreviews<Provider: PreviewProvider>(_ provider: Provider.Type, line: Int = #line) {
    _PreviewRegistry.previews += Preview.previews(of: { Provider.previews }, line: line)
}
