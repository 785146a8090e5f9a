import Foundation

/// Options that apply to every preview of a run.
public struct LayoutOptions: Sendable {
    /// Overrides the preview's proposed width (points).
    public var width: CGFloat?
    /// Overrides the preview's proposed height (points).
    public var height: CGFloat?
    /// The platform whose text styles and defaults apply (default iOS).
    public var platform: Platform = .iOS
    public var layoutDirection: LayoutDirection = .leftToRight
    public var colorScheme: ColorScheme = .light
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The locale numbers and dates are formatted in (`--locale`): one of `locales`.
    public var locale = "en_US"
    /// The locales `--locale` takes.
    public static let locales = ["en_US", "en_GB", "en_AU", "en_CA", "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "sv_SE",
                                 "pt_BR", "ja_JP", "zh_CN", "ko_KR"]
    /// Where `Image("name")` looks (`--assets`); nil: a `FolderImageSource` next to the fixture.
    public var imageSource: (any ImageSource)?

    public init(width: CGFloat? = nil, height: CGFloat? = nil, platform: Platform = .iOS) {
        self.width = width
        self.height = height
        self.platform = platform
    }

    /// The root environment of every preview.
    public var environment: EnvironmentValues {
        var env = EnvironmentValues()
        env.platform = platform
        env.layoutDirection = layoutDirection
        env.colorScheme = colorScheme
        env.dynamicTypeSize = dynamicTypeSize
        env.locale = Locale(identifier: locale)
        return env
    }

    /// The preview's own proposal (its layout on this platform) with the overridden dimensions replaced.
    func proposal(for preview: Preview) -> ProposedViewSize {
        let own = preview.proposal(on: platform)
        return ProposedViewSize(width: width ?? own.width, height: height ?? own.height)
    }

    /// The environment of one preview: the run's, with the size classes of its orientation.
    func environment(for preview: Preview) -> EnvironmentValues {
        var env = environment
        if platform == .iOS, preview.orientation.isLandscape { env.verticalSizeClass = .compact }
        return env
    }
}

/// One laid-out preview of a fixture and the name its output files take.
public struct PreviewLayout: Sendable {
    /// The `#Preview` title, if any.
    public var name: String?
    /// `<fixture>` or `<fixture>-<preview>`: the output files' name without extension.
    public var outputName: String
    public var result: LayoutResult
    /// The line of the fixture the preview starts on.
    public var line: Int = 1
}

extension Fixture {
    /// Lays out every preview. Output names: `outputNames(forFixtureAt:titles:)`. Images are found in
    /// `imageSource`, by default the options' or the fixture's own folder.
    public func layout(options: LayoutOptions, measurer: TextMeasurer,
                       tracer: (() -> LayoutTracer)? = nil, limits: LayoutLimits = LayoutLimits(),
                       imageSource: (any ImageSource)? = nil) -> [PreviewLayout] {
        let names = Fixture.outputNames(forFixtureAt: path, titles: previews.map(\.name))
        return previews.enumerated().map { index, preview in
            var environment = options.environment(for: preview)
            environment.imageSource = imageSource ?? options.imageSource ?? FolderImageSource(nextTo: path)
            // `UIScreen.main.bounds` is the preview's device screen, whatever its layout.
            let screen = PreviewDevice.screenSize(on: options.platform, orientation: preview.orientation)
            let result = _PreviewScreen.$size.withValue(screen) {
                LayoutEngine.layout(preview.view, proposal: options.proposal(for: preview), measurer: measurer,
                                    environment: environment, tracer: tracer?(), limits: limits, canvas: preview.layout.canvas)
            }
            return PreviewLayout(name: preview.name, outputName: names[index], result: result, line: preview.line)
        }
    }

    /// The output files' names (without extension) of previews with these titles in the fixture at `path`:
    /// the fixture's file name alone for a single preview; with several, plus `-<title>` (slugged),
    /// untitled ones numbered from 1.
    public static func outputNames(forFixtureAt path: String, titles: [String?]) -> [String] {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var used: Set<String> = []
        return titles.enumerated().map { index, title in
            var name = stem
            if titles.count > 1 {
                if let title, !slug(title).isEmpty { name += "-" + slug(title) } else { name += "-\(index + 1)" }
            }
            while used.contains(name) { name += "-\(index + 1)" }
            used.insert(name)
            return name
        }
    }
}

/// A file-name-safe form of a title: letters and digits kept (any script), everything else one `-`,
/// lower-cased (`"Name and value"` → `name-and-value`).
public func slug(_ title: String) -> String {
    var out = ""
    var pendingDash = false
    for ch in title.lowercased() {
        if ch.isLetter || ch.isNumber {
            if pendingDash && !out.isEmpty { out.append("-") }
            pendingDash = false
            out.append(ch)
        } else {
            pendingDash = true
        }
    }
    return out
}

/// The `layout --json` document (README.md, "Command line"; docs/ARCHITECTURE.md §7):
/// `{"previews": [{"name", "proposal": [w|null, h|null], "size": [w, h], "root": NODE}]}`.
public func framesJSON(_ previews: [PreviewLayout]) throws -> Data {
    struct Document: Encodable {
        struct Entry: Encodable {
            let name: String?
            let proposal: [Double?]
            let size: [Double]
            let root: FrameNode
            func encode(to encoder: Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(name, forKey: .name)
                try c.encode(proposal, forKey: .proposal)
                try c.encode(size, forKey: .size)
                try c.encode(root, forKey: .root)
            }
            enum CodingKeys: String, CodingKey { case name, proposal, size, root }
        }
        let previews: [Entry]
    }
    let document = Document(previews: previews.map {
        .init(name: $0.name, proposal: proposalArray($0.result.proposal),
              size: [jsonNumber($0.result.canvasSize.width), jsonNumber($0.result.canvasSize.height)],
              root: $0.result.root)
    })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                  nan: "nan")
    return try encoder.encode(document)
}
