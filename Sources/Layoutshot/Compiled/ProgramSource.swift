import Foundation

/// The fixture's text as compiled Swift (docs/ARCHITECTURE.md §5): Xcode's preview forms become calls that
/// register previews, everything else stays as written, on the same lines, so that the compiler's messages
/// name the fixture's own lines. The constructs are found with the fixture language's lexer
/// (`ProgramOutline`), never inside comments or strings. `package`: the source-rewriting fuzz target runs it.
///
/// - `#Preview(…) { … }` → `_layoutshotPreview(…) { … }` (a function with the macro's parameters);
/// - `@Previewable` → spaces (the declaration after it is a local in the preview's closure, which Swift
///   allows with any property wrapper);
/// - a type conforming to `PreviewProvider` → `_layoutshotPreviews(Type.self)` after the code, at the line of
///   its declaration (previews are ordered by line);
/// - `@MainActor` on a declaration → spaces: SwiftUI's `View` is main-actor isolated, so a view may use a
///   `@MainActor` model synchronously; Layoutshot's is not, and a preview runs on one thread, so the isolation
///   has nothing to protect;
/// - `@main` on a declaration (`@main struct Widgets: WidgetBundle`) → spaces: the program's top-level code is
///   its entry point;
/// - `import SwiftUI`, `UIKit`, `AppKit`, `CoreGraphics`, `Combine`, `WidgetKit`, `AppIntents`, `CoreLocation`,
///   `MapKit`, `AVFoundation`, `AVKit` are kept: they are modules of this package;
///   so are the toolchain's (`Foundation`, `Observation`, `Dispatch`);
/// - an import of another Apple framework of the platform (`Charts`, `StoreKit`, `os`) is left out, with a note:
///   a file that imports it for nothing compiles, and one that uses it fails at the use, as the compiler says
///   (`cannot find 'Map' in scope`); `Cocoa` is `AppKit`, `SwiftUICore` is `SwiftUI`.
package enum ProgramSource {
    /// What the compiled program's `#sourceLocation` block holds for `source` previewed under `conditions`:
    /// the branches taken, the preview forms rewritten, the rest blank; nil when the code compiled
    /// declares no preview (a bare view expression, which compiled Swift would evaluate and throw away). Uses the
    /// tokens the source was lexed into once. Throws the lexer's or the `#if` resolution's `FixtureError`, or the
    /// interpreter's for a module the platform lacks (`ActiveSource.checkImports()`).
    /// `note` receives a line for each import left out.
    package static func fixtureBody(of source: FixtureSource, conditions: CompilationConditions,
                                    note: (String) -> Void = { _ in }) throws -> String? {
        let active = try source.active(for: conditions)
        try active.checkImports()
        let outline = active.outline
        guard !outline.previewMacros.isEmpty || !outline.previewProviders.isEmpty else { return nil }
        var edits = outline.previewMacros.map { (range: $0, replacement: Array("_layoutshotPreview")) }
            + (outline.previewableAttributes + outline.mainActorAttributes + outline.mainAttributes).map {
                (range: $0, replacement: Array(repeating: Character(" "), count: $0.count))
            }
        for declaration in outline.imports where !providedModules.contains(declaration.module)
            && conditions.canImport(declaration.module) == true {
            if let module = renamedModules[declaration.module] {
                edits.append((declaration.range, Array("import \(module)")))
                continue
            }
            edits.append((declaration.range, Array(repeating: " ", count: declaration.range.count)))
            note("\(source.path):\(declaration.line):\(declaration.column): note: 'import \(declaration.module)' is left out: "
                 + "Layoutshot has no \(declaration.module); what the file uses from it is an error where it is used")
        }
        var body = active.text(editing: edits)
        for provider in outline.previewProviders {
            // Each name in backticks: a keyword (`class`) or a raw identifier (`my previews`) names the type too.
            body += "\n#sourceLocation(file: \"\(literal(source.path))\", line: \(provider.line))\n"
                + "_layoutshotPreviews(\(provider.name.map { "`\($0)`" }.joined(separator: ".")).self)"
        }
        return body
    }

    /// Modules a compiled fixture can import: this package's and the toolchain's.
    static let providedModules: Set<String> = ["Swift", "SwiftUI", "UIKit", "AppKit", "CoreGraphics", "Combine",
                                               "WidgetKit", "AppIntents", "CoreLocation", "MapKit", "AVFoundation", "AVKit",
                                               "Foundation", "Observation", "Dispatch", "CoreFoundation", "Layoutshot",
                                               "LayoutCore", "LayoutshotTesting"]
    /// Apple's other names for a module of this package.
    static let renamedModules: [String: String] = ["Cocoa": "AppKit", "SwiftUICore": "SwiftUI"]

    /// `text` as the inside of a Swift string literal.
    package static func literal(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }
}
