import Foundation

/// An SF Symbol drawn with a measurer's glyph: its name as resolved (variants applied), the font weight it is
/// drawn at and its colour. The glyph's bounds fill the node's frame.
public struct SymbolDrawing: Hashable, Sendable {
    /// The SF Symbol name the glyph is looked up by (`TextMeasurer.symbolGlyph(named:weight:)`).
    public var name: String
    /// OpenType weight class (400 regular), which thickens the glyph above regular.
    public var weight: Int
    public var color: RGBA

    public init(name: String, weight: Int, color: RGBA) {
        self.name = name
        self.weight = weight
        self.color = color
    }
}

/// `Image(systemName:)` as a layout leaf: SF Symbols' sizing rules (docs/BEHAVIOUR.md §12).
///
/// - The symbol's point size is the font's (the environment's font, body by default, at its Dynamic Type
///   size), times the image scale's factor (`Image.Scale.factor`).
/// - Its natural size is the glyph's drawn size at that point size (`SymbolGlyph.size`); a name the
///   measurer has no glyph for is a placeholder square of 0.9961 × the point size.
/// - Its centre sits on the middle of the cap height of text in the same font, at every scale, so its
///   first and last text baselines are half its height plus half the cap height below its top.
/// - Resizable, it takes the offer like any resizable image (nil → the natural length).
struct SymbolLeaf: LeafView {
    let name: String
    let pointSize: CGFloat
    let capHeight: CGFloat
    let weight: Int
    let scale: Image.Scale
    let variants: SymbolVariants
    let color: RGBA
    let resizable: Bool
    let isRedacted: Bool

    init(name: String, environment env: EnvironmentValues, resizable: Bool) {
        var font = (env.font ?? .body).resolved(for: env.platform, dynamicTypeSize: env.dynamicTypeSize)
        if let weight = env.fontWeight { font.weight = weight.value }
        self.name = name
        pointSize = font.size
        capHeight = font.metrics.capHeight
        weight = font.weight
        scale = env.imageScale
        variants = env.symbolVariants
        color = ForegroundStyle().resolveColor(in: env)
        self.resizable = resizable
        isRedacted = env.isRedacted
    }

    var label: String? { name }

    /// The name the symbol is drawn by and its glyph: the first of the variant's names the measurer has.
    func glyph(_ pass: LayoutPass) -> (name: String, glyph: SymbolGlyph)? {
        for candidate in variants.names(for: name) {
            if let glyph = pass.measurer.symbolGlyph(named: candidate, weight: weight) { return (candidate, glyph) }
        }
        return nil
    }

    func natural(_ pass: LayoutPass) -> CGSize {
        let size = pointSize * scale.factor
        guard let glyph = glyph(pass)?.glyph else {
            return CGSize(width: size * Image.symbolScale, height: size * Image.symbolScale)
        }
        return CGSize(width: glyph.size.width * size, height: glyph.size.height * size)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, pass: LayoutPass) -> CGSize {
        let natural = natural(pass)
        guard resizable else { return natural }
        return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    var explicitKeys: Set<AlignmentKey> { [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key] }

    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        guard explicitKeys.contains(key) else { return nil }
        let natural = natural(pass), height = sizeThatFits(proposal, pass: pass).height
        let baseline = natural.height / 2 + capHeight / 2
        return baseline * (natural.height > 0 ? height / natural.height : 1)
    }

    func drawing(in frame: CGRect, proposal: ProposedViewSize, pass: LayoutPass) -> Drawing {
        if isRedacted { return ImageDrawing.redacted(frame, color: color) }
        if let (resolved, _) = glyph(pass) {
            return .image(ImageDrawing(kind: .symbol(SymbolDrawing(name: resolved, weight: weight, color: color))))
        }
        if pass.measurer.drawsSymbols { pass.report(.unknownSymbol(name)) }
        return .image(ImageDrawing(kind: .symbolPlaceholder(name, color)))
    }
}
