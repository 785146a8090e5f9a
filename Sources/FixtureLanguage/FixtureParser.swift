import Foundation
import LayoutCore

/// A parsed fixture file: its previews, in file order.
public struct Fixture {
    public var path: String
    public var previews: [Preview]
    /// The raw arguments of the `// layoutshot: …` directive comments at the top of the file, in order
    /// (`["--platform", "macos", "--rtl"]`); the command line interprets them as it does its own options.
    public var directives: [String]
    /// The line of the first directive comment (for messages about its arguments), nil without one.
    public var directiveLine: Int?
    /// What SwiftUI would log while building the views (invalid frame dimensions), with their locations.
    public var warnings: [FixtureWarning]

    public init(path: String, previews: [Preview], directives: [String] = [], directiveLine: Int? = nil,
                warnings: [FixtureWarning] = []) {
        self.path = path
        self.previews = previews
        self.directives = directives
        self.directiveLine = directiveLine
        self.warnings = warnings
    }
}

/// One picture to make: a `#Preview` block, one view of a `PreviewProvider`'s `previews`, or the file's bare
/// view expression.
public struct Preview {
    /// The `#Preview("Name", …)` title or the `.previewDisplayName(_:)`; nil for an unnamed preview.
    public var name: String?
    /// How the canvas is sized: the device (`#Preview` without a layout trait, a `PreviewProvider` without
    /// `.previewLayout`), the view's ideal size (`.sizeThatFitsLayout`, a bare expression) or a fixed size.
    public var layout: PreviewLayout
    /// The device's orientation (`.landscapeLeft`, `.previewInterfaceOrientation(_:)`).
    public var orientation: InterfaceOrientation
    /// `.previewDevice(_:)`: every device shows the default device's screen for now.
    public var device: PreviewDevice?
    public var view: AnyView
    /// The line the preview starts on.
    public var line: Int

    public init(name: String?, layout: PreviewLayout, orientation: InterfaceOrientation = .portrait,
                device: PreviewDevice? = nil, view: AnyView, line: Int) {
        self.name = name
        self.layout = layout
        self.orientation = orientation
        self.device = device
        self.view = view
        self.line = line
    }

    /// A `#Preview` with these traits (no layout trait: the device).
    public init(name: String?, traits: [PreviewTrait], view: AnyView, line: Int) {
        let settings = PreviewSettings(traits: traits)
        self.init(name: name, layout: settings.layout ?? .device, orientation: settings.orientation ?? .portrait,
                  view: view, line: line)
    }

    /// The previews of a `PreviewProvider`'s `previews`: one per view it makes at the top level (a `Group`'s
    /// and a `ForEach`'s views each count), with its `.preview…` modifiers, as Xcode shows them. `previews`
    /// runs again when each preview is laid out (`PreviewElements.split`).
    public static func previews<V: View>(of previews: @escaping () -> V, line: Int) -> [Preview] {
        PreviewElements.split(previews).map { settings, view in
            Preview(name: settings.displayName, layout: settings.layout ?? .device,
                    orientation: settings.orientation ?? .portrait, device: settings.device, view: view, line: line)
        }
    }

    /// What the root view is proposed on `platform`.
    public func proposal(on platform: Platform) -> ProposedViewSize {
        layout.proposal(on: platform, orientation: orientation)
    }
}

/// Reads fixture files: SwiftUI snippets (docs/FIXTURE_LANGUAGE.md) turned into the same view trees the Swift API
/// builds.
public enum FixtureParser {
    /// Parses and evaluates `source`; `path` is used in error messages. Throws `FixtureError`.
    ///
    /// `Image("name")` looks in `imageSource`, by default a `FolderImageSource` next to `path`; a missing
    /// image is an error at the call. Every preview's view carries the source in its environment
    /// (`EnvironmentValues.imageSource`), so layout and rendering find the same files.
    /// `limits` are the layout's: the fixture may not build more (views, elements, text) and stops at its
    /// deadline, each with an error at the expression that crossed the limit.
    /// `platform` is the one previewed: `#if os(iOS)`, `canImport(UIKit)` and the other conditions are
    /// evaluated for it (`CompilationConditions(platform:)`).
    public static func parse(source: String, path: String, imageSource: (any ImageSource)? = nil,
                             limits: LayoutLimits = LayoutLimits(), platform: Platform = .iOS) throws -> Fixture {
        try parse(FixtureSource(text: source, path: path), imageSource: imageSource, limits: limits, platform: platform)
    }

    /// `parse(source:path:…)` for a source lexed already (`FixturePipeline` lexes a fixture once for its
    /// directive, the interpreter and the compiled path).
    public static func parse(_ fixture: FixtureSource, imageSource: (any ImageSource)? = nil,
                             limits: LayoutLimits = LayoutLimits(), platform: Platform = .iOS) throws -> Fixture {
        _ = Registry.standard
        let source = fixture.text, path = fixture.path
        if source.utf8.count <= 1024, let pointer = GitLFSPointer(Array(source.utf8)) {
            throw FixtureError(file: path, line: 1, column: 1,
                               message: "this is a Git LFS pointer\(pointer.detail), not the fixture: run `git lfs pull` to fetch it")
        }
        do {
            let conditions = CompilationConditions(platform: platform)
            let active = try fixture.active(for: conditions)
            var parser = Parser(tokens: active.tokens, file: path, conditions: conditions)
            parser.recovers = true
            let program = try parser.parseProgram()
            let context = FixtureContext(imageSource: imageSource ?? FolderImageSource(nextTo: path), limits: limits,
                                         platform: platform)
            let evaluator = Evaluator(program: program, file: path, context: context)
            // LayoutCore checks every number the fixture's calls pass (`ArgumentCheck`); what it cannot use
            // becomes a warning at the call that passed it.
            let handler = ArgumentCheck.Handler { [context] in context.warn($0.description) }
            let previews = try ArgumentCheck.$handler.withValue(handler) { try evaluator.previews() }
            return Fixture(path: path, previews: previews, directives: fixture.directive,
                           directiveLine: fixture.directiveLine, warnings: evaluator.warnings)
        } catch let mismatch as ArgumentMismatch {
            throw mismatch.error
        }
    }

    /// The largest fixture file read, in bytes (the lexer also stops at `Lexer.maximumTokens`).
    public static let maximumSourceBytes: Int64 = 16_000_000

    /// Reads and parses the file at `path` (images next to it unless `imageSource` says otherwise): a regular
    /// file of at most `maximumSourceBytes`, checked before it is opened.
    public static func parse(contentsOf path: String, imageSource: (any ImageSource)? = nil,
                             limits: LayoutLimits = LayoutLimits(), platform: Platform = .iOS) throws -> Fixture {
        let data: Data
        do {
            data = try InputFile.read(path, limit: maximumSourceBytes)
        } catch {
            throw FixtureError(file: path, line: 1, column: 1, message: "cannot read the file: \(error)")
        }
        return try parse(source: source(from: data, path: path), path: path, imageSource: imageSource, limits: limits,
                         platform: platform)
    }
}

extension Evaluator {
    /// Every preview of the file, evaluated. Evaluation goes on after an error in a declaration, a preview or a
    /// builder statement, and every error met is thrown together (`Evaluator+Errors.swift`).
    func previews() throws -> [Preview] {
        try collectingEveryError(evaluatePreviews)
    }

    private func evaluatePreviews() throws -> [Preview] {
        // Check what Swift would check even where nothing uses it: property types and global constants.
        for decl in program.structs.values.sorted(by: { $0.location < $1.location }) {
            for property in decl.properties {
                try collectingErrors {
                    _ = try property.type.map(resolveType)
                    try checkWrapper(property)
                }
            }
        }
        for decl in program.structs.values.sorted(by: { $0.location < $1.location }) {
            for member in decl.staticMembers {
                try collectingErrors { _ = try userStaticMember(member.name, of: decl, at: member.location) }
            }
        }
        for name in program.globals.keys.sorted() {
            try collectingErrors { _ = try global(name, at: program.globals[name]!.location) }
        }
        try collectingErrors { try checkExtensions() }

        let providers = try providerPreviews()
        if program.previews.isEmpty && providers.isEmpty {
            guard let first = program.bareStatements.first else {
                throw error("expected a #Preview or a view expression; the fixture only declares types and constants",
                            at: program.endLocation)
            }
            startCountingViews()
            let views = try evaluateBuilder(program.bareStatements, in: globalScope)
            countsViews = false
            try checkUnusedViews()
            try checkSkippedStatements()
            return [Preview(name: nil, layout: .idealSize, view: withImages(combine(views)), line: first.location.line)]
        }
        if let stray = program.bareStatements.first {
            throw error("a fixture with #Preview blocks or a PreviewProvider cannot also have top-level views; move this into a #Preview",
                        at: stray.location)
        }
        let previews = try program.previews.compactMap { decl in
            try collectingErrors {
                let (name, traits) = try previewArguments(decl)
                startCountingViews()
                defer { countsViews = false }
                let views = try evaluateBuilder(decl.body, in: globalScope)
                return Preview(name: name, traits: traits, view: withImages(combine(views)), line: decl.location.line)
            }
        }
        try checkUnusedViews()
        try checkSkippedStatements()
        // `#Preview`s and `PreviewProvider`s in the order of their lines.
        return (previews + providers).enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element)
    }

    /// Each preview may make as many views as a layout may have.
    func startCountingViews() {
        viewsMade = 0
        countsViews = true
    }

    /// The preview's view with the fixture's image source in its environment (adds no node).
    func withImages(_ view: AnyView) -> AnyView {
        AnyView(view.environment(\.imageSource, context.imageSource))
    }

    /// Swift compiles every view, used or not: evaluate the body of each view no preview used, where its
    /// properties all have defaults (the others cannot be made up).
    func checkUnusedViews() throws {
        let unused = program.structs.values.filter { $0.isView && !evaluatedViews.contains($0.name) }
        for decl in unused.sorted(by: { $0.location < $1.location }) where !evaluatedViews.contains(decl.name) {
            guard decl.properties.allSatisfy({ !$0.isInitParameter || $0.initialValue != nil || $0.isImplicitlyNil }) else { continue }
            try collectingErrors {
                let instance = try instantiate(decl, [], in: globalScope, at: decl.location)
                if case .instance(let value) = instance { _ = try viewOf(value, at: decl.location) }
            }
        }
    }
}
