import Foundation

/// Options that apply to every preview of a run.
public struct LayoutOptions: Sendable {
    /// Overrides the preview's proposed width (points); a device's screen overridden so is no longer its
    /// screen (no safe area, no status bar).
    public var width: CGFloat?
    /// Overrides the preview's proposed height (points), as `width`.
    public var height: CGFloat?
    /// The platform whose text styles and defaults apply (default iOS).
    public var platform: Platform = .iOS
    /// Left to right (default) or right to left (`--rtl`).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Light (default) or dark (`--color-scheme`).
    public var colorScheme: ColorScheme = .light
    /// The Dynamic Type size text styles are sized for (`--dynamic-type-size`, default `.large`).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The locale numbers and dates are formatted in (`--locale`): one of `locales`.
    public var locale = "en_US"
    /// The locales `--locale` takes.
    public static let locales = ["en_US", "en_GB", "en_AU", "en_CA", "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "sv_SE",
                                 "pt_BR", "ja_JP", "zh_CN", "ko_KR"]
    /// Where `Image("name")` looks (`--assets`); nil: a `FolderImageSource` next to the fixture.
    public var imageSource: (any ImageSource)?
    /// The devices every preview is laid out on, in turn (`--device`), over the preview's own; empty: the
    /// preview's own device (`.previewDevice`), else the platform's default (`Device.default(for:)`).
    public var devices: [Device] = []
    /// The orientation every preview is shown in (`--orientation`), over its own; nil: its own.
    public var orientation: InterfaceOrientation?
    /// Whether output names carry the device (`<name>-<device>`): for several devices, or devices the
    /// command line asked for (README.md, "Command line").
    public var namesDevices = false

    /// Options with these overrides and every other setting at its default.
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

    /// The preview's own proposal (its layout on this platform's default device) with the overridden
    /// dimensions replaced.
    func proposal(for preview: Preview) -> ProposedViewSize {
        let own = preview.proposal(on: platform)
        return ProposedViewSize(width: width ?? own.width, height: height ?? own.height)
    }

    /// The devices a preview is laid out on: the run's, or its own, or the platform's default.
    func devices(for preview: Preview) -> [Result<Device, UnknownDevice>] {
        if !devices.isEmpty { return devices.map { .success($0) } }
        return [preview.device.map(\.device) ?? .success(.default(for: platform))]
    }

    /// The devices output names carry, one list per preview, when they carry them (`namesDevices`): the run's
    /// devices for each of `count` previews (a compiled fixture's, known by their titles only).
    func namedDevices(previews count: Int) -> [[String]]? {
        guard namesDevices else { return nil }
        let names = devices.isEmpty ? [Device.default(for: platform).name] : devices.map(\.name)
        return Array(repeating: names, count: count)
    }

    /// How a hosting view shows `preview` on `device` given the settings of its root (a `#Preview`'s root may
    /// say `.previewDevice(…)`, `.previewInterfaceOrientation(…)`, `.preferredColorScheme(…)`): the canvas
    /// (the layout on the device, with `width`/`height` over it), the device's safe area when the canvas is its
    /// screen, and the environment of the device (scale, size classes).
    func host(for preview: Preview, on device: Device, root settings: PreviewSettings, unknown: inout UnknownDevice?)
        -> LayoutHost {
        var device = device
        if devices.isEmpty, let named = settings.device {
            switch named.device {
            case .success(let own): device = own
            case .failure(let error): unknown = error
            }
        }
        let orientation = self.orientation ?? settings.orientation ?? preview.orientation
        let own = preview.layout.proposal(on: device, orientation: orientation)
        let canvas = ProposedViewSize(width: width ?? own.width, height: height ?? own.height)
        let isScreen = preview.layout == .device && canvas == own && device.portraitSize != nil
        let screen = PreviewScreen(device: device, orientation: orientation, isCanvas: isScreen)
        var env = environment
        if let scheme = settings.colorScheme { env.colorScheme = scheme }
        env.displayScale = device.scale
        let classes = device.sizeClasses(orientation)
        env.horizontalSizeClass = classes.horizontal
        env.verticalSizeClass = classes.vertical
        return LayoutHost(proposal: canvas, safeAreaInsets: screen.safeAreaInsets, environment: env, screen: screen,
                          canvas: preview.layout.canvas)
    }
}

/// One laid-out preview of a fixture and the name its output files take.
public struct PreviewLayout: Sendable {
    /// The `#Preview` title, if any.
    public var name: String?
    /// `<fixture>` or `<fixture>-<preview>`, then `-<device>` when names carry the device: the output
    /// files' name without extension.
    public var outputName: String
    /// The laid-out frame tree, which renderers and dumps read.
    public var result: LayoutResult
    /// The line of the fixture the preview starts on.
    public var line: Int = 1
    /// Which of the fixture's previews it is (a preview is laid out once per device).
    public var index: Int = 0
    /// The device's name as output names carry it (`Device.name`; a name the table lacks as written).
    public var device: String = ""
    /// Whether `outputName` ends in the device (`LayoutOptions.namesDevices`).
    public var namesDevice = false

    /// A preview with these fields.
    public init(name: String?, outputName: String, result: LayoutResult, line: Int = 1, index: Int = 0, device: String = "",
                namesDevice: Bool = false) {
        self.name = name
        self.outputName = outputName
        self.result = result
        self.line = line
        self.index = index
        self.device = device
        self.namesDevice = namesDevice
    }
}

extension Fixture {
    /// Lays out every preview, on each of its devices (`LayoutOptions.devices(for:)`). Output names:
    /// `outputNames(forFixtureAt:titles:devices:)`. Images are found in `imageSource`, by default the options'
    /// or the fixture's own folder. A preview naming a device the table does not have gets an empty result with the
    /// fatal `LayoutDiagnostic.unknownDevice`.
    public func layout(options: LayoutOptions, measurer: TextMeasurer,
                       tracer: (() -> LayoutTracer)? = nil, limits: LayoutLimits = LayoutLimits(),
                       imageSource: (any ImageSource)? = nil) -> [PreviewLayout] {
        let devices = previews.map { options.devices(for: $0) }
        let names = outputNames(options: options)
        var layouts: [PreviewLayout] = []
        for (index, preview) in previews.enumerated() {
            for device in devices[index] {
                let name = names[layouts.count]
                guard case .success(let device) = device else {
                    if case .failure(let unknown) = device { layouts.append(Self.failed(preview, index, name, unknown)) }
                    continue
                }
                let images: any ImageSource = imageSource ?? options.imageSource ?? FolderImageSource(nextTo: path)
                var unknown: UnknownDevice?
                let result = LayoutEngine.layout(preview.view, measurer: measurer, tracer: tracer?(), limits: limits) { settings in
                    var host = options.host(for: preview, on: device, root: settings, unknown: &unknown)
                    host.environment.imageSource = images
                    return host
                }
                if let unknown {
                    layouts.append(Self.failed(preview, index, name, unknown))
                } else {
                    layouts.append(PreviewLayout(name: preview.name, outputName: name, result: result, line: preview.line,
                                                 index: index, device: result.screen?.device.name ?? device.name,
                                                 namesDevice: options.namesDevices))
                }
            }
        }
        return layouts
    }

    /// The output names of every preview on each of its devices (`outputNames(forFixtureAt:titles:devices:)`).
    public func outputNames(options: LayoutOptions) -> [String] {
        Fixture.outputNames(forFixtureAt: path, titles: previews.map(\.name),
                            devices: options.namesDevices ? previews.map { options.devices(for: $0).map(Self.deviceName) } : nil)
    }

    /// The device's name as output names carry it; an unknown one as it was written.
    static func deviceName(_ device: Result<Device, UnknownDevice>) -> String {
        switch device {
        case .success(let device): return device.name
        case .failure(let unknown): return unknown.name
        }
    }

    /// A preview whose device the table does not have: nothing laid out, the fatal diagnostic.
    private static func failed(_ preview: Preview, _ index: Int, _ name: String, _ unknown: UnknownDevice) -> PreviewLayout {
        let result = LayoutResult(canvasSize: .zero, proposal: .unspecified,
                                  root: FrameNode(type: "EmptyView", frame: .zero, proposal: .unspecified),
                                  diagnostics: [.unknownDevice(unknown)])
        return PreviewLayout(name: preview.name, outputName: name, result: result, line: preview.line, index: index,
                             device: unknown.name)
    }

    /// The output files' names (without extension) of previews with these titles in the fixture at `path`:
    /// the fixture's file name alone for a single preview; with several, plus `-<title>` (slugged),
    /// untitled ones numbered from 1. With `devices` (one list per preview), one name per preview and device,
    /// each plus `-<device>` (slugged: `card-iphone-se-3rd-generation`).
    public static func outputNames(forFixtureAt path: String, titles: [String?], devices: [[String]]? = nil) -> [String] {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var used: Set<String> = []
        var names: [String] = []
        for (index, title) in titles.enumerated() {
            var base = stem
            if titles.count > 1 {
                if let title, !slug(title).isEmpty { base += "-" + slug(title) } else { base += "-\(index + 1)" }
            }
            let suffixes: [String?] = devices.map { $0[index].map { "-" + slug($0) } } ?? [nil]
            for suffix in suffixes {
                var name = base
                if let suffix { name += suffix }
                while used.contains(name) { name += "-\(index + 1)" }
                used.insert(name)
                names.append(name)
            }
        }
        return names
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
