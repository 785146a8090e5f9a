import Foundation

/// A bitmap an `ImageSource` found: its size in points and where its pixels are.
public struct ImageAsset: Hashable, Sendable {
    /// Natural size in points (pixels ÷ the file's scale, from an `@2x`/`@3x` suffix).
    public var size: CGSize
    /// The PNG file to draw.
    public var path: String

    public init(size: CGSize, path: String) {
        self.size = size
        self.path = path
    }
}

/// Finds images by name (`Image("photo")`); the command line looks next to the fixture file.
public protocol ImageSource: Sendable {
    func image(named name: String) -> ImageAsset?
    /// Where a name that is not there was looked for (`"looked for a.png, …"`), for the warning; nil: no detail.
    func whereLooked(for name: String) -> String?
}

extension ImageSource {
    public func whereLooked(for name: String) -> String? { nil }
}

extension EnvironmentValues {
    /// Where `Image(_:)` looks for its bitmap; nil: nowhere (every named image is missing).
    public var imageSource: (any ImageSource)? {
        get { builtin.imageSource }
        set { builtin.imageSource = newValue }
    }
}


/// An image. Without `.resizable()` it keeps its natural size whatever it is offered (seed 003: "the trap");
/// resizable, it takes the offer, with nil → its natural size on that axis.
/// `Image(systemName:)` draws the SF Symbol's glyph at the size the font and `imageScale` give it
/// (`SymbolLeaf`), or a marked placeholder for a name the measurer has no glyph for.
public struct Image: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never

    enum Source: Hashable {
        case named(String)
        case symbol(String)
    }

    let source: Source
    var isResizable = false
    var invalidArguments = ArgumentProblems()

    /// A PNG named `name` (`name.png`, `name@2x.png` or `name@3x.png`) from the image source.
    public init(_ name: String) { source = .named(name) }

    /// An SF Symbol, drawn with the glyph `SFSymbols.tsv` maps its name to (docs/BEHAVIOUR.md §12); a name
    /// that is not mapped is drawn as a placeholder and reported once.
    public init(systemName: String) { source = .symbol(systemName) }

    /// A symbol with a variable value in 0…1 (`Image(systemName: "wifi", variableValue: 0.5)`): SF Symbols draws
    /// the variable layers above the value dimmed. Layoutshot draws the whole symbol, whatever the value (its icon
    /// font has no layers; docs/BEHAVIOUR.md §12, Known differences); nil is the plain symbol. A non-finite value
    /// is reported (and, like any value, changes nothing drawn).
    public init(systemName: String, variableValue: Double?) {
        source = .symbol(systemName)
        if let value = variableValue, !value.isFinite {
            invalidArguments.note("Invalid symbol variable value (non-finite)", "variableValue", CGFloat(value), "ignored")
        }
    }

    /// A medium-scale symbol's side over the font's point size (circle.fill: 99.61 %, [D] OSU): the size of
    /// the placeholder, and what the symbol fonts are calibrated to.
    static let symbolScale: CGFloat = 0.9961

    /// The image stretches to the size it is offered. Layoutshot stretches the whole image: the cap insets
    /// are only checked (a non-finite one is reported), and tiling draws as stretching.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        _ = copy.invalidArguments.insets(capInsets, "capInsets")
        return copy
    }

    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        switch source {
        case .named(let name):
            let asset = env.imageSource?.image(named: name)
            var node: ViewNode
            if let asset {
                node = ViewNode(name: "Image", leaf: ImageLeaf(kind: .bitmap(asset), natural: asset.size,
                                                               resizable: isResizable, label: name,
                                                               redaction: env.isRedacted ? ForegroundStyle().resolveColor(in: env) : nil))
            } else {
                node = ViewNode(name: "Image", leaf: ImageLeaf(kind: .missing(name), natural: .zero,
                                                               resizable: isResizable, label: name))
                node.resolveDiagnostics.append(.missingImage(name, looked: env.imageSource?.whereLooked(for: name)))
            }
            node.resolveDiagnostics += invalidArguments.diagnostics
            return [node]
        case .symbol(let name):
            let node = ViewNode(name: "Image", leaf: SymbolLeaf(name: name, environment: env, resizable: isResizable))
            node.resolveDiagnostics = invalidArguments.diagnostics
            return [node]
        }
    }
}

struct ImageLeaf: LeafView {
    let kind: ImageDrawing.Kind
    let natural: CGSize
    let resizable: Bool
    let label: String?
    /// The foreground colour a redacted image's placeholder block is made from; nil when not redacted.
    var redaction: RGBA? = nil

    func sizeThatFits(_ proposal: ProposedViewSize, pass: LayoutPass) -> CGSize {
        guard resizable else { return natural }
        return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    func drawing(in frame: CGRect, proposal: ProposedViewSize, pass: LayoutPass) -> Drawing {
        if let redaction { return ImageDrawing.redacted(frame, color: redaction) }
        return .image(ImageDrawing(kind: kind))
    }
}

extension ImageDrawing {
    /// A redacted image: a block of its frame in `color` at the redaction opacity, corners rounded by a
    /// fifth of its shorter side, at most 4 pt [I] (docs/BEHAVIOUR.md §8, "Redaction").
    static func redacted(_ frame: CGRect, color: RGBA) -> Drawing {
        let radius = min(4, min(frame.width, frame.height) / 5)
        return .shape(.filled(Path(roundedRect: frame, cornerRadius: max(0, radius), style: .continuous),
                              with: color.multiplyingAlpha(TextDrawing.redactionOpacity)))
    }
}

/// An image to draw into the node's frame.
public struct ImageDrawing: Sendable {
    public enum Kind: Sendable {
        /// A PNG scaled to the frame.
        case bitmap(ImageAsset)
        /// An SF Symbol's glyph, its bounds filling the frame.
        case symbol(SymbolDrawing)
        /// A placeholder for an SF Symbol the measurer has no glyph for: its name and tint.
        case symbolPlaceholder(String, RGBA)
        /// An image that was not found.
        case missing(String)
    }

    public var kind: Kind

    public init(kind: Kind) {
        self.kind = kind
    }
}
