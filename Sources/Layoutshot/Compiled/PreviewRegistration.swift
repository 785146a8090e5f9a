import Foundation

/// What `#Preview(…, traits:)` accepts in a compiled fixture: SwiftUI's two layout traits.
public enum PreviewTrait: Sendable {
    /// Proposes exactly this size; the canvas is that size.
    case fixedLayout(width: CGFloat, height: CGFloat)
    /// Proposes `.unspecified`; the canvas is the view's ideal size.
    case sizeThatFitsLayout

    var proposal: ProposedViewSize {
        switch self {
        case .fixedLayout(let w, let h): return ProposedViewSize(width: w, height: h)
        case .sizeThatFitsLayout: return .unspecified
        }
    }
}

/// The previews a compiled fixture registered, in order.
public struct CompiledPreviews {
    /// The fixture file the program was compiled from.
    public let path: String
    public let previews: [Preview]

    public init(path: String, previews: [Preview]) {
        self.path = path
        self.previews = previews
    }
}

/// Collects `#Preview` blocks of a compiled fixture, which the compiler rewrites into calls of
/// `_layoutshotPreview`. Not for direct use.
public enum _PreviewRegistry {
    nonisolated(unsafe) static var previews: [Preview] = []

    /// Every preview registered so far.
    public static var all: [Preview] { previews }
}

/// `#Preview("Name", traits: .fixedLayout(width: 320, height: 44)) { … }` in a compiled fixture.
public func _layoutshotPreview<Content: View>(_ name: String? = nil, traits: PreviewTrait..., line: Int = #line,
                                              @ViewBuilder _ body: () -> Content) {
    let proposal = traits.last?.proposal ?? .unspecified
    _PreviewRegistry.previews.append(Preview(name: name, proposal: proposal, view: AnyView(body()), line: line))
}
