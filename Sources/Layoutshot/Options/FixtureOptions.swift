import Foundation

/// A setting a fixture's `// layoutshot:` directive may make, by its command-line name: the command line takes
/// the same options, and what the caller sets itself wins (`FixtureLoadOptions.setByCaller`).
public enum FixtureSetting: String, CaseIterable, Sendable {
    /// `--width W`: the proposed width.
    case width = "--width"
    /// `--height H`: the proposed height.
    case height = "--height"
    /// `--platform`: iOS, macOS, …
    case platform = "--platform"
    /// `--rtl`: right to left.
    case rightToLeft = "--rtl"
    /// `--color-scheme light|dark`.
    case colorScheme = "--color-scheme"
    /// `--dynamic-type-size S`.
    case dynamicTypeSize = "--dynamic-type-size"
    /// `--compile`: always compile the fixture.
    case compile = "--compile"
    /// `--assets DIR`: where images are found.
    case assets = "--assets"
    /// `--locale ID`: how numbers and dates are formatted.
    case locale = "--locale"
    /// `--device NAME`: the device previews are laid out on.
    case device = "--device"
    /// `--orientation`: the device's orientation.
    case orientation = "--orientation"

    /// The option's declaration: its value, how that is checked, its help.
    var option: CommandOption {
        switch self {
        case .width: return CommandOption(rawValue, .number("W", .nonNegative), help: "override the previews' proposed width, in points")
        case .height: return CommandOption(rawValue, .number("H", .nonNegative), help: "override the previews' proposed height, in points")
        case .platform:
            return CommandOption(rawValue, .choice(Platform.allCases.map(\.rawValue), placeholder: nil),
                                 help: "text styles and defaults of that platform (default \(Platform.iOS.rawValue))")
        case .rightToLeft: return CommandOption(rawValue, help: "lay out right to left (leading is on the right)")
        case .colorScheme:
            return CommandOption(rawValue, .choice(["light", "dark"], placeholder: nil), help: "semantic colours and the canvas of that scheme")
        case .dynamicTypeSize:
            return CommandOption(rawValue, .choice(FixtureOptions.dynamicTypeSizes.map(\.name), placeholder: "S"),
                                 help: "xSmall … large (default) … accessibility5: text-style sizes on iOS")
        case .locale:
            return CommandOption(rawValue, .choice(LayoutOptions.locales, placeholder: "ID"),
                                 help: "format numbers and dates as this locale does (default en_US); dates in UTC, now "
                                   + "being 2025-06-09 09:41 UTC")
        case .compile:
            return CommandOption(rawValue, help: "compile the fixture with the Swift toolchain even if the interpreter could run it")
        case .device:
            return CommandOption(rawValue, .checked("NAME") { name in
                guard case .failure(let unknown) = Device.named(name) else { return nil }
                let close = unknown.closestNames
                return close.isEmpty ? "a device of the table (\(Device.names.joined(separator: ", ")))"
                    : "a device of the table (did you mean \(close.map { "'\($0)'" }.joined(separator: ", "))?)"
            }, repeats: true,
            help: "lay every preview out on this device, over its own .previewDevice (names as Xcode spells them, any case: "
              + "'iPhone 16 Pro', 'iPad mini (A17 Pro)', 'Mac'; the table is docs/BEHAVIOUR.md §16); repeat for several: "
              + "each preview once per device, named <name>-<device>")
        case .orientation:
            return CommandOption(rawValue, .choice(["portrait", "landscape"], placeholder: nil),
                                 help: "show every preview in this orientation, over its own traits (landscape: .landscapeLeft)")
        case .assets:
            return CommandOption(rawValue, .text("DIR"),
                                 help: "look for Image(\"name\") files in DIR, not in the fixture's folder (names never lead out of "
                                   + "it: no '..', no link that points outside)")
        }
    }
}

/// The options that decide how a fixture is laid out, as every command that lays out fixtures takes them:
/// the directive's (`FixtureSetting`) and two only the user may give.
enum FixtureOptions {
    static let width = FixtureSetting.width.option
    static let height = FixtureSetting.height.option
    static let platform = FixtureSetting.platform.option
    static let rtl = FixtureSetting.rightToLeft.option
    static let colorScheme = FixtureSetting.colorScheme.option
    static let dynamicTypeSize = FixtureSetting.dynamicTypeSize.option
    static let compile = FixtureSetting.compile.option
    static let assets = FixtureSetting.assets.option
    static let locale = FixtureSetting.locale.option
    static let device = FixtureSetting.device.option
    static let orientation = FixtureSetting.orientation.option
    static let noCompile = CommandOption("--no-compile",
                                         help: "never compile: a fixture that needs the compiler is an error naming the construct "
                                           + "that does (also LAYOUTSHOT_COMPILE=never)")
    static let trustFixtures = CommandOption("--trust-fixtures",
                                             help: "run compiled fixtures outside the sandbox (bubblewrap), still as data only and "
                                               + "with their limits: for fixtures you trust where user namespaces are not available "
                                               + "(also LAYOUTSHOT_TRUST_FIXTURES=1)")

    /// What a fixture's directive may set.
    static let directive = FixtureSetting.allCases.map(\.option)
    /// The environment options of every command that lays out fixtures: the directive's, then the two only
    /// the user may give.
    static let all = directive + [noCompile, trustFixtures]
    /// What the help says after them.
    static let helpNote = "A fixture can set all but the last two itself with a comment line at its top, e.g. "
        + "`// layoutshot: --platform macos`; the command line wins over it. A directive's --assets is a folder "
        + "inside the fixture's folder."

    /// `--dynamic-type-size`'s values by their Swift case names, written out: `"\(size)"` would name them
    /// through reflection, which costs every start-up 4 M instructions (docs/PERFORMANCE.md, "Start-up").
    static let dynamicTypeSizes: [(name: String, size: DynamicTypeSize)] = [
        ("xSmall", .xSmall), ("small", .small), ("medium", .medium), ("large", .large), ("xLarge", .xLarge),
        ("xxLarge", .xxLarge), ("xxxLarge", .xxxLarge), ("accessibility1", .accessibility1),
        ("accessibility2", .accessibility2), ("accessibility3", .accessibility3), ("accessibility4", .accessibility4),
        ("accessibility5", .accessibility5),
    ]

    /// The seconds a fixture may take when `--timeout` is not given.
    static let defaultTimeout: Double = 120
    static let timeout = CommandOption("--timeout", .number("S", .positive),
                                       help: "stop a fixture that takes longer than S seconds (default \(Int(defaultTimeout))): an "
                                         + "interpreted one stops parsing, laying out, breaking text or drawing with an error, a "
                                         + "compiled one's program is killed")

    /// Sets what `args` gives of the layout options on `layout`, except the settings in `kept`.
    static func apply(_ args: Arguments, to layout: inout LayoutOptions, keeping kept: Set<FixtureSetting> = []) {
        func given(_ setting: FixtureSetting) -> Bool { !kept.contains(setting) }
        if given(.width), let w = args.number(width) { layout.width = CGFloat(w) }
        if given(.height), let h = args.number(height) { layout.height = CGFloat(h) }
        if given(.platform) { layout.platform = args.choice(platform, default: layout.platform) }
        if given(.rightToLeft), args.has(rtl) { layout.layoutDirection = .rightToLeft }
        if given(.colorScheme), let scheme = args.text(colorScheme) { layout.colorScheme = scheme == "dark" ? .dark : .light }
        if given(.locale), let id = args.text(locale) { layout.locale = id }
        if given(.dynamicTypeSize), let size = args.text(dynamicTypeSize),
           let value = dynamicTypeSizes.first(where: { $0.name == size })?.size {
            layout.dynamicTypeSize = value
        }
        if given(.device), !args.texts(device).isEmpty {
            // Checked when parsed; the same device twice is laid out once.
            var devices: [Device] = []
            for case .success(let found) in args.texts(device).map(Device.named) where !devices.contains(found) {
                devices.append(found)
            }
            layout.devices = devices
            // Several devices make several pictures of each preview: their names say which.
            layout.namesDevices = layout.namesDevices || devices.count > 1
        }
        if given(.orientation), let orientation = args.text(orientation) {
            layout.orientation = orientation == "landscape" ? .landscapeLeft : .portrait
        }
    }

    /// The compile policy of the command line, then of `LAYOUTSHOT_COMPILE` (never, auto, always); nil when
    /// neither says (a fixture's directive may).
    static func compilation(_ args: Arguments) throws -> FixtureCompilation? {
        switch (args.has(compile), args.has(noCompile)) {
        case (true, true): throw UsageError(description: "--compile and --no-compile contradict each other")
        case (true, false): return .always
        case (false, true): return .never
        case (false, false): break
        }
        guard let value = ProcessInfo.processInfo.environment["LAYOUTSHOT_COMPILE"], !value.isEmpty else { return nil }
        guard let policy = FixtureCompilation(rawValue: value) else {
            throw UsageError(description: "LAYOUTSHOT_COMPILE must be never, auto or always, not '\(value)'")
        }
        return policy == .automatic ? nil : policy
    }

    /// `--trust-fixtures`, or `LAYOUTSHOT_TRUST_FIXTURES` set to 1, true or yes (0, false, no or empty: not).
    static func trustsFixtures(_ args: Arguments) throws -> Bool {
        if args.has(trustFixtures) { return true }
        switch ProcessInfo.processInfo.environment["LAYOUTSHOT_TRUST_FIXTURES"]?.lowercased() {
        case nil, "", "0", "false", "no": return false
        case "1", "true", "yes": return true
        case let other?: throw UsageError(description: "LAYOUTSHOT_TRUST_FIXTURES must be 1 or 0, not '\(other)'")
        }
    }

    /// `--assets DIR` from the command line: any folder (the user chose it), relative to the current one.
    static func commandLineAssets(_ args: Arguments) throws -> FolderImageSource? {
        guard let folder = args.text(assets) else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError(description: "option '--assets' needs a folder; '\(folder)' is not one")
        }
        return FolderImageSource(directory: folder, folderName: "the assets folder \(folder)")
    }

    /// `--assets DIR` in a fixture's directive: a folder inside the fixture's own (the fixture is untrusted),
    /// relative to it — no absolute path, no `..`, no link that leads out of it.
    static func directiveAssets(_ folder: String, fixture path: String) throws -> FolderImageSource {
        func refuse(_ why: String) -> UsageError { UsageError(description: "--assets \(folder): \(why)") }
        if folder.hasPrefix("/") {
            throw refuse("a directive's assets folder is a folder inside the fixture's folder, not an absolute path")
        }
        if folder.split(separator: "/").contains("..") {
            throw refuse("a directive's assets folder is a folder inside the fixture's folder and may not contain '..'")
        }
        let own = FolderImageSource.folder(of: path)
        let directory = (own as NSString).appendingPathComponent(folder)
        switch FolderImageSource.resolve(directory, inside: own) {
        case .missing: throw refuse("no such folder next to the fixture")
        case .outside: throw refuse("a directive's assets folder leads out of the fixture's folder through a symbolic link")
        case .inside(let real):
            var info = stat()
            guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { throw refuse("not a folder") }
        }
        return FolderImageSource(directory: directory, folderName: "the assets folder \(folder)")
    }
}

extension FixtureLoadOptions {
    /// These options with what `source`'s `// layoutshot:` directive sets, except the settings the caller made
    /// itself (`setByCaller`). The directive takes the options of `FixtureSetting`; its `--assets` is a folder
    /// inside the fixture's own.
    /// - Throws: `FixtureLoadError` (`file:line:1: error: in the layoutshot directive: …`) for an option it may
    ///   not set, a value its option refuses, an assets folder outside the fixture's.
    public func applyingDirective(of source: FixtureSource) throws -> FixtureLoadOptions {
        guard !source.directive.isEmpty else { return self }
        var options = self
        do {
            let parsed = try Arguments(source.directive, options: FixtureOptions.directive)
            FixtureOptions.apply(parsed, to: &options.layout, keeping: setByCaller)
            if !setByCaller.contains(.assets), let folder = parsed.text(FixtureOptions.assets) {
                options.layout.imageSource = try FixtureOptions.directiveAssets(folder, fixture: source.path)
            }
            if !setByCaller.contains(.compile), parsed.has(FixtureOptions.compile) { options.compilation = .always }
        } catch let error as UsageError {
            throw FixtureLoadError("\(source.path):\(source.directiveLine ?? 1):1: error: in the layoutshot directive: \(error)")
        }
        return options
    }
}
