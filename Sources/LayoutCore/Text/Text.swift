import Foundation

/// How lines of a multi-line text align within its frame.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// A run of text. Answers proposals as SwiftUI's `Text` does (seed 003, docs/BEHAVIOUR.md):
/// nil or ∞ width → one line at its natural width; a finite width → wrapped at that width (words broken
/// only when one is wider), never reporting more than offered, so 0 → 0; a finite height → as many lines
/// as fit, the last truncated with "…".
public struct Text: View, Equatable {
    public typealias Body = Never

    /// A case every letter of a text is shown in (`.textCase`); SwiftUI: `Text.Case`.
    public enum Case: Hashable, Sendable, CaseIterable {
        case uppercase, lowercase

        func apply(to string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }

    /// Where an ellipsis replaces text that does not fit.
    public enum TruncationMode: Hashable, Sendable, CaseIterable {
        case head, middle, tail
    }

    /// One run of a text; `Text + Text` and Markdown make several, each keeping its own style.
    struct Segment: Equatable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var isItalic = false
        /// The run's own design (Markdown code is monospaced); wins over the environment's.
        var design: Font.Design?
        var color: Color?
        /// The run's own style when it is not a colour (a gradient, `.secondary`); wins over `color`.
        var style: OwnStyle?
        var tracking: CGFloat = 0
        /// Lines through or under the run (nil: none of its own; the environment's may apply).
        var strikethrough: TextLineStyle?
        var underline: TextLineStyle?
        /// Tabular digits, width, scale and baseline offset of the run's own (nil: the environment's).
        var features = TextFeatures()
        /// A formatted value's string, made with the environment's locale when the text resolves.
        var formatted: FormattedString?
    }

    /// A run's own shape style, compared as a value where its type can be.
    struct OwnStyle: Equatable {
        let style: AnyShapeStyle
        static func == (a: OwnStyle, b: OwnStyle) -> Bool { a.style.isSame(as: b.style) }
    }

    var segments: [Segment]
    /// Arguments of the modifiers applied so far that could not be used (reported when laid out).
    var invalidArguments = ArgumentProblems()

    /// Displays a string value as it is: no Markdown, no localisation (Apple, `Text.init(_:)` for
    /// `StringProtocol`). Disfavoured, so that a literal goes to `init(_: LocalizedStringKey)` as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }

    /// Displays a string literal as it is, Markdown included.
    public init(verbatim content: String) { segments = [Segment(string: content)] }

    /// Displays a string literal (or an interpolated one) with its inline Markdown rendered: `**bold**`,
    /// `*italic*`, `` `code` `` (monospaced), `~~struck~~`, `[title](url)` (the title in the accent colour).
    /// Layoutshot does not localise, so `tableName`, `bundle` and `comment` change nothing
    /// (docs/BEHAVIOUR.md §5).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = key.segments
    }

    /// The runs' strings joined; one run's string as it is (most texts: no array, no new storage).
    var string: String { segments.count == 1 ? segments[0].string : segments.map(\.string).joined() }

    /// Applies `change` to every run; a style a run set itself wins over one set on the whole text.
    private func updating(_ change: (inout Segment) -> Void) -> Text {
        var t = self
        for i in t.segments.indices { change(&t.segments[i]) }
        return t
    }

    /// A font whose size cannot be used is reported and the body style's size used.
    public func font(_ font: Font?) -> Text {
        var t = self
        let checked = font.map { $0.checked(&t.invalidArguments) }
        return t.updating { if $0.font == nil { $0.font = checked } }
    }
    public func fontWeight(_ weight: Font.Weight?) -> Text { updating { if $0.weight == nil { $0.weight = weight } } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { updating { $0.isItalic = true } }
    public func foregroundColor(_ color: Color?) -> Text {
        updating { if $0.color == nil && $0.style == nil { $0.color = color } }
    }

    /// The colour of this text's glyphs (the `Color` case of `foregroundStyle(_:)`, for callers whose argument's
    /// type is only known to be a colour). Disfavoured, so that `.primary`, `.secondary` are the hierarchical
    /// styles there, as in SwiftUI, whose `Text.foregroundStyle` is generic only.
    @_disfavoredOverload
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

    /// The style of this text's glyphs, over the environment's: a colour, or a gradient laid over the whole
    /// text's frame, a hierarchical level of the foreground … (runs that set their own keep theirs).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return foregroundColor(color) }
        if let erased = style as? AnyShapeStyle, let color = erased.style as? Color { return foregroundColor(color) }
        let own = OwnStyle(style: AnyShapeStyle(style))
        return updating { if $0.color == nil && $0.style == nil { $0.style = own } }
    }
    /// Adds `tracking` points after every character. A non-finite amount is reported and ignored; the
    /// total stays within ±`ArgumentCheck.maximumTracking`.
    public func tracking(_ tracking: CGFloat) -> Text { adding(tracking, "tracking") }
    public func kerning(_ kerning: CGFloat) -> Text { adding(kerning, "kerning") }

    private func adding(_ tracking: CGFloat, _ parameter: String) -> Text {
        var t = self
        let checked = t.invalidArguments.tracking(tracking, parameter)
        let limit = ArgumentCheck.maximumTracking
        return t.updating { $0.tracking = min(max($0.tracking + checked, -limit), limit) }
    }
    /// Draws a line through the text (in `color`, else the text's colour); no effect on layout.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        guard isActive else { return self }
        return updating { $0.strikethrough = TextLineStyle(color: $0.strikethrough?.color ?? color) }
    }

    /// Draws a line under the text (in `color`, else the text's colour); no effect on layout.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        guard isActive else { return self }
        return updating { $0.underline = TextLineStyle(color: $0.underline?.color ?? color) }
    }

    /// The design of runs that do not name one (SwiftUI: `Text.fontDesign(_:)`, returning `Text` so it can
    /// be concatenated).
    public func fontDesign(_ design: Font.Design?) -> Text { updating { if $0.design == nil { $0.design = design } } }

    /// Monospaced runs (SwiftUI: `Text.monospaced(_:)`).
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }

    /// One text made of both runs, laid out as a single paragraph flow.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t.segments += rhs.segments
        t.invalidArguments.formUnion(rhs.invalidArguments)
        return t
    }

    func resolveFont(_ segment: Segment, in env: EnvironmentValues) -> ResolvedFont {
        var resolved = (segment.font ?? env.font ?? .body).resolved(for: env.platform, dynamicTypeSize: env.dynamicTypeSize)
        if let weight = segment.weight ?? env.fontWeight { resolved.weight = weight.value }
        if segment.isItalic || env.isItalic { resolved.italic = true }
        if let design = segment.design {
            resolved.design = design
        } else if let design = env.fontDesign, segment.font?.design == nil {
            resolved.design = design
        }
        segment.features.apply(to: &resolved, in: env)
        return resolved
    }

    func resolve(in env: EnvironmentValues) -> ResolvedText {
        // One run (most texts) resolves its font alone, without an array of fonts.
        let single = segments.count == 1 ? resolveFont(segments[0], in: env) : nil
        let fonts = single == nil ? segments.map { resolveFont($0, in: env) } : []
        // `.textCase` changes what is measured and drawn, run by run (a run's byte length may change).
        let cased = env.textCase.map { textCase in segments.map { textCase.apply(to: $0.string) } }
        // Lines are as tall as the largest font in them.
        let primary = single != nil ? 0 : fonts.enumerated().max { $0.element.size < $1.element.size }.map { $0.offset } ?? 0
        var text = ResolvedText(string: cased?.joined() ?? string, font: single ?? fonts[primary])
        text.tracking = segments[primary].tracking
        // Lines through or under the text come from the runs or else from the environment (`View.underline`).
        if segments.count > 1 || segments[0].strikethrough != nil || segments[0].underline != nil
            || env.strikethrough != nil || env.underline != nil || segments[0].features.baselineOffset(in: env) != 0 {
            var offset = 0
            text.runs = segments.indices.map { index in
                let segment = segments[index], font = single ?? fonts[index]
                let length = (cased?[index] ?? segment.string).utf8.count
                defer { offset += length }
                let struck = segment.strikethrough ?? env.strikethrough, underlined = segment.underline ?? env.underline
                var run = TextRun(bytes: offset..<(offset + length), font: font,
                                  color: segment.solidColor(in: env), tracking: segment.tracking,
                                  isStrikethrough: struck != nil, strikethroughColor: struck?.color?.resolve(in: env.colorScheme),
                                  isUnderline: underlined != nil, underlineColor: underlined?.color?.resolve(in: env.colorScheme))
                run.baselineOffset = segment.features.baselineOffset(in: env)
                return run
            }
        }
        text.lineSpacing = env.lineSpacing
        text.truncationMode = env.truncationMode
        text.alignment = env.multilineTextAlignment
        text.layoutDirection = env.layoutDirection
        return text
    }
}

extension Text: PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        if segments.contains(where: { $0.formatted != nil }) { return materialized(in: env).makeNodes(context) }
        let own = segments.count == 1 ? segments[0].ownStyle : nil
        let paint = (own ?? AnyShapeStyle(ForegroundStyle()))._paint(in: env, level: 0)
        let resolved = resolve(in: env)
        let limit = context.budget.limits.maximumTextLength
        // Measuring and drawing cost grows with the text; an endless one stops the layout like a view limit.
        if resolved.string.utf8.count > limit, resolved.string.count > limit {
            context.budget.exceeded = context.budget.exceeded ?? .textTooLong(limit)
            return []
        }
        let runPaints = segments.count > 1 ? self.runPaints(in: env, runs: resolved.runs) : []
        let leaf = TextLeaf(text: resolved, lineLimit: env.lineLimit, reservedLines: env.reservedLines,
                            minimumScaleFactor: env.minimumScaleFactor, paint: paint, runPaints: runPaints,
                            pixelLength: 1 / env.displayScale, isRedacted: env.isRedacted)
        let node = ViewNode(name: "Text", leaf: leaf)
        // Most texts have nothing to report: no arrays concatenated for them.
        if !invalidArguments.isEmpty || !paint.diagnostics.isEmpty || !runPaints.isEmpty {
            node.resolveDiagnostics = invalidArguments.diagnostics + paint.diagnostics + runPaints.flatMap(\.paint.diagnostics)
        }
        // Fonts are pinned: say so rather than draw another face silently (the pass reports each once).
        for segment in segments {
            if case .custom(let name, _)? = (segment.font ?? env.font)?.base {
                node.resolveDiagnostics.append(.customFontSubstituted(name))
            }
            if let width = segment.features.width(of: segment.font ?? env.font, in: env), width != .standard {
                node.resolveDiagnostics.append(.fontWidthNotDrawn(width.value))
            }
        }
        return [node]
    }
}

extension Text.Segment {
    /// The run's own style, if it has one.
    var ownStyle: AnyShapeStyle? { style?.style ?? color.map(AnyShapeStyle.init) }

    /// The run's own colour when its style is a colour (gradients are drawn as run paints).
    func solidColor(in env: EnvironmentValues) -> RGBA? {
        guard let own = ownStyle else { return nil }
        if case .color(let c) = own._paint(in: env, level: 0).kind { return c }
        return nil
    }
}

extension Text {
    /// The runs whose own style is not a colour, with their paints (laid over the text's frame when drawn).
    func runPaints(in env: EnvironmentValues, runs: [TextRun]) -> [(bytes: Range<Int>, paint: _StylePaint)] {
        zip(segments, runs).compactMap { segment, run in
            guard let own = segment.ownStyle else { return nil }
            let paint = own._paint(in: env, level: 0)
            if case .color = paint.kind { return nil }
            return (run.bytes, paint)
        }
    }
}

/// A text as a layout leaf. A class: the node holds it without a box, the pass's questions copy no fields,
/// and its answers live in the same object.
final class TextLeaf: LeafView {
    let text: ResolvedText
    let lineLimit: Int?
    /// The text reports at least this many lines (`lineLimit(n, reservesSpace: true)`, `lineLimit(2...)`).
    let reservedLines: Int?
    /// How far the font may shrink before the text is truncated.
    let minimumScaleFactor: CGFloat
    /// The glyphs' paint where a run has no colour of its own, and the runs painted otherwise.
    let paint: _StylePaint
    let runPaints: [(bytes: Range<Int>, paint: _StylePaint)]
    let pixelLength: CGFloat
    /// Drawn as placeholder bars (`.redacted(reason:)`).
    let isRedacted: Bool

    private typealias FitEntry = (width: CGFloat?, maxLines: Int?, fit: TextFit)
    /// This text's answers by wrapping width and line limit, for the pass the leaf was made for: a text sees
    /// a handful, so a short list beats hashing, and the first is kept apart (most texts are asked at one).
    @exclusivity(unchecked) private var firstFit: FitEntry?
    @exclusivity(unchecked) private var moreFits: [FitEntry] = []

    init(text: ResolvedText, lineLimit: Int?, reservedLines: Int?, minimumScaleFactor: CGFloat, paint: _StylePaint,
         runPaints: [(bytes: Range<Int>, paint: _StylePaint)], pixelLength: CGFloat, isRedacted: Bool) {
        self.text = text
        self.lineLimit = lineLimit
        self.reservedLines = reservedLines
        self.minimumScaleFactor = minimumScaleFactor
        self.paint = paint
        self.runPaints = runPaints
        self.pixelLength = pixelLength
        self.isRedacted = isRedacted
    }

    /// The fit for `width` and `maxLines`, computed the first time they are asked.
    private func fit(width: CGFloat?, maxLines: Int?, pass: LayoutPass) -> TextFit {
        if firstFit != nil {
            if firstFit!.width == width && firstFit!.maxLines == maxLines { return firstFit!.fit }
            for i in moreFits.indices where moreFits[i].width == width && moreFits[i].maxLines == maxLines {
                return moreFits[i].fit
            }
        }
        let fit = compute(width: width, maxLines: maxLines, pass: pass)
        if firstFit == nil { firstFit = (width, maxLines, fit) } else { moreFits.append((width, maxLines, fit)) }
        return fit
    }

    var label: String? { text.string }

    /// The wrapping width and line limit for a proposal.
    func parameters(for proposal: ProposedViewSize) -> (width: CGFloat?, maxLines: Int?) {
        var width: CGFloat?
        if let w = proposal.width, w.isFinite { width = max(0, w) }
        var maxLines = lineLimit
        if let h = proposal.height, h.isFinite {
            // A text is always at least one line tall; a finite height keeps the lines that fit. Lines that
            // do not advance (a font of size 0, a line spacing as negative as the line is tall) all fit.
            let pitch = text.linePitch
            if pitch > 0 {
                let extra = ((h - text.font.metrics.lineHeight) / pitch + 1e-9).rounded(.down)
                let fitting = Int(min(max(extra + 1, 1), CGFloat(ArgumentCheck.maximumLines)))
                maxLines = min(maxLines ?? fitting, fitting)
            }
        }
        return (width, maxLines)
    }

    func measurement(_ proposal: ProposedViewSize, pass: LayoutPass) -> TextMeasurement {
        fitted(proposal, pass: pass).measurement
    }

    /// The text as drawn for a proposal: shrunk down to `minimumScaleFactor` before it is truncated
    /// (SwiftUI), then padded to the reserved line count.
    ///
    /// A height only matters when the text's lines (or its reserved lines) do not all fit in it, so the
    /// answer without the height is worked out first: the many heights nested stacks propose then cost one
    /// measurement per width, which keeps the measurer's calls per text bounded at any nesting depth
    /// (docs/PERFORMANCE.md).
    func fitted(_ proposal: ProposedViewSize, pass: LayoutPass) -> (text: ResolvedText, measurement: TextMeasurement) {
        if text.string.isEmpty {
            return (text, TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0, isTruncated: false))
        }
        let (width, maxLines) = parameters(for: proposal)
        let free = fit(width: width, maxLines: lineLimit, pass: pass)
        guard let maxLines, maxLines != lineLimit,
              free.truncatedAtFullSize || free.naturalLines > maxLines || maxLines < (reservedLines ?? 0) else {
            return (free.text, free.measurement)
        }
        let limited = fit(width: width, maxLines: maxLines, pass: pass)
        return (limited.text, limited.measurement)
    }

    private func compute(width: CGFloat?, maxLines: Int?, pass: LayoutPass) -> TextFit {
        var chosen = text
        var m = pass.measurer.measure(text, width: width, maxLines: maxLines)
        let fullSize = m
        if m.isTruncated && minimumScaleFactor < 1 {
            // Binary search for the largest scale at which nothing is cut.
            var (low, high) = (minimumScaleFactor, CGFloat(1))
            var best = scaled(minimumScaleFactor)
            var bestMeasurement = pass.measurer.measure(best, width: width, maxLines: maxLines)
            if !bestMeasurement.isTruncated {
                for _ in 0..<10 {
                    let mid = (low + high) / 2
                    let candidate = scaled(mid)
                    let cm = pass.measurer.measure(candidate, width: width, maxLines: maxLines)
                    if cm.isTruncated { high = mid } else { (low, best, bestMeasurement) = (mid, candidate, cm) }
                }
            }
            (chosen, m) = (best, bestMeasurement)
        }
        if let reservedLines, m.lineCount < reservedLines {
            let lines = maxLines.map { min($0, reservedLines) } ?? reservedLines
            m = TextMeasurement(text: chosen, width: m.size.width, lines: max(lines, m.lineCount), isTruncated: m.isTruncated)
        }
        return TextFit(text: chosen, measurement: m, naturalLines: fullSize.lineCount, truncatedAtFullSize: fullSize.isTruncated)
    }

    private func scaled(_ factor: CGFloat) -> ResolvedText {
        var t = text
        t.font.size *= factor
        t.font.styleLineHeight = t.font.styleLineHeight.map { $0 * factor }
        return t
    }

    /// SwiftUI: a text never reports more width than it was offered (its glyphs overflow instead), so a
    /// stack sees a text's minimum width as 0 and a stack offered its ideal width never breaks a word.
    /// A width is never negative, however negative the tracking (characters then overlap).
    func sizeThatFits(_ proposal: ProposedViewSize, pass: LayoutPass) -> CGSize {
        var size = measurement(proposal, pass: pass).size
        if let width = proposal.width { size.width = min(size.width, width) }
        size.width = max(size.width, 0)
        return size
    }

    var explicitKeys: Set<AlignmentKey> { Self.textKeys }

    /// Made once: building the set for every text (hashing four keys) was 1.7 % of a layout's instructions.
    private static let textKeys: Set<AlignmentKey> =
        [VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
         VerticalAlignment._firstTextLineCenter.key, HorizontalAlignment.listRowSeparatorLeading.key]

    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        // A list row's separator starts at its text (docs/BEHAVIOUR.md §20).
        if key == HorizontalAlignment.listRowSeparatorLeading.key { return 0 }
        let m = measurement(proposal, pass: pass)
        if key == VerticalAlignment.firstTextBaseline.key { return m.firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return m.lastBaseline }
        if key == VerticalAlignment._firstTextLineCenter.key { return m.firstBaseline - text.font.metrics.capHeight / 2 }
        return nil
    }

    /// SwiftUI's text spacing (decompiled model, docs/BEHAVIOUR.md): the gap above a text is measured from
    /// its ascent, the gap below from its cap height or descent, and text to text is the font's leading.
    var spacing: ViewSpacing { ViewSpacing.text(text.font.metrics, pixelLength: pixelLength) }

    func drawing(in frame: CGRect, proposal: ProposedViewSize, pass: LayoutPass) -> Drawing {
        let (width, maxLines) = parameters(for: proposal)
        return .text(TextDrawing(text: fitted(proposal, pass: pass).text, width: width, maxLines: maxLines,
                                 paint: paint.paint(in: frame),
                                 runPaints: runPaints.map { TextDrawing.RunPaint(bytes: $0.bytes, paint: $0.paint.paint(in: frame)) },
                                 isRedacted: isRedacted))
    }
}

/// How a text fits a width and line limit.
struct TextFit {
    let text: ResolvedText
    let measurement: TextMeasurement
    /// Lines at full size before any shrinking or reserved lines.
    let naturalLines: Int
    let truncatedAtFullSize: Bool
}

extension ViewSpacing {
    static let textToText = SpacingCategory(name: "textToText")
    static let edgeAboveText = SpacingCategory(name: "edgeAboveText")
    static let edgeBelowText = SpacingCategory(name: "edgeBelowText")
    static let edgeLeftText = SpacingCategory(name: "edgeLeftText")
    static let edgeRightText = SpacingCategory(name: "edgeRightText")

    /// The preferences of a non-text view: it takes whatever a text neighbour asks for.
    static let generic: ViewSpacing = {
        var s = ViewSpacing(preferences: [:])
        s.preferences[Key(category: edgeBelowText, edge: .top)] = 0
        s.preferences[Key(category: edgeAboveText, edge: .bottom)] = 0
        s.preferences[Key(category: edgeRightText, edge: .leading)] = 0
        s.preferences[Key(category: edgeLeftText, edge: .trailing)] = 0
        return s
    }()

    /// A horizontal text's preferences: s = 10 % of the line height rounded up to a pixel, D = line + s;
    /// above: D − ascent; below: max(D − cap height, s + descent); text to text: the lower font's leading.
    static func text(_ m: FontMetrics, pixelLength: CGFloat) -> ViewSpacing {
        func ceilToPixel(_ v: CGFloat) -> CGFloat { (v / pixelLength - 1e-9).rounded(.up) * pixelLength }
        let s = ceilToPixel(0.1 * m.lineHeight)
        let d = m.lineHeight + s
        var spacing = ViewSpacing(preferences: [:])
        spacing.preferences[Key(category: edgeAboveText, edge: .top)] = d - m.ascent
        spacing.preferences[Key(category: edgeBelowText, edge: .bottom)] = max(d - m.capHeight, s + m.descent)
        spacing.preferences[Key(category: textToText, edge: .top)] = ceilToPixel(m.leading)
        spacing.preferences[Key(category: textToText, edge: .bottom)] = 0
        return spacing
    }
}
