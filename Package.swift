// swift-tools-version:6.0
import PackageDescription

// The modules and why they are split so (docs/ARCHITECTURE.md §2): a pure-Swift core, C only at the edges (CGraphics).
let package = Package(
    name: "Layoutshot",
    products: [
        .library(name: "Layoutshot", targets: ["Layoutshot"]),
        // The same library as a shared object: fixtures that declare their own Layout types are compiled
        // against it (docs/ARCHITECTURE.md §Compiled fixtures).
        // With it, the modules real view files import (docs/ARCHITECTURE.md §5).
        .library(name: "LayoutshotDynamic", type: .dynamic,
                 targets: ["Layoutshot", "SwiftUI", "UIKit", "AppKit", "CoreGraphics", "Combine", "WidgetKit",
                          "AppIntents", "CoreLocation", "MapKit", "AVFoundation", "AVKit"]),
        // assertLayoutSnapshot for XCTest and Swift Testing.
        .library(name: "LayoutshotTesting", targets: ["LayoutshotTesting"]),
        .executable(name: "layoutshot", targets: ["layoutshot"]),
        // `swift package layoutshot render|check|record …`, in this package and in those that depend on it.
        .plugin(name: "LayoutshotPlugin", targets: ["LayoutshotPlugin"]),
    ],
    targets: [
        .target(name: "LayoutCore"),
        // Files written whole or not at all (temporary file + rename, stale temporaries swept), a folder's
        // lock, and file errors said with their path: for every module that writes (docs/ARCHITECTURE.md §2).
        .target(name: "Files"),
        .systemLibrary(name: "CGraphics", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev"])]),
        // SFSymbols.tsv, the SF Symbol names' glyphs, is compiled into the library (no file to find at run time).
        .target(name: "Typesetting", dependencies: ["LayoutCore", "CGraphics"], resources: [.embedInCode("SFSymbols.tsv")]),
        .target(name: "Rendering", dependencies: ["LayoutCore", "Typesetting", "CGraphics"]),
        // Compare, record, diff and report snapshots (docs/SNAPSHOTS.md): under `layoutshot check` and the test helpers.
        .target(name: "Snapshots", dependencies: ["Files", "LayoutCore", "Rendering", "Typesetting", "CGraphics"]),
        .target(name: "FixtureLanguage", dependencies: ["LayoutCore"]),
        // The registry compared with LayoutCore's symbol graph: labels, types, defaults, and the file each entry
        // is in (docs/ARCHITECTURE.md, "Adding a view or modifier"); under RegistryParityTests and `make coverage`.
        .target(name: "RegistryParity", dependencies: ["FixtureLanguage"]),
        .executableTarget(name: "layoutshot-coverage", dependencies: ["RegistryParity", "FixtureLanguage"]),
        // fork and exec with resource limits for compiled fixtures and the compiler (header only).
        .systemLibrary(name: "CSpawn"),
        .target(name: "Layoutshot", dependencies: ["Files", "LayoutCore", "Typesetting", "Rendering", "FixtureLanguage",
                                                   "Snapshots", "CSpawn"]),
        .executableTarget(name: "layoutshot", dependencies: ["Layoutshot"]),
        // What view files import besides Layoutshot: thin modules that re-export it, UIKit and AppKit with the
        // view-side types views touch (colours, images, fonts). Observation is Swift's own.
        .target(name: "SwiftUI", dependencies: ["Layoutshot", "UIKit", "AppKit"]),
        .target(name: "UIKit", dependencies: ["Layoutshot"]),
        .target(name: "AppKit", dependencies: ["Layoutshot"]),
        .target(name: "CoreGraphics", dependencies: ["Layoutshot"]),
        .target(name: "Combine", dependencies: ["Layoutshot"]),
        // Widget files: WidgetKit's timelines, configurations and the widget's picture (docs/ARCHITECTURE.md §5),
        // and the App Intents a widget's configuration is made of.
        .target(name: "WidgetKit", dependencies: ["Layoutshot", "AppIntents"]),
        .target(name: "AppIntents", dependencies: ["Layoutshot"]),
        // Maps and video players as still pictures: a map drawn without tiles, a player showing its controls.
        .target(name: "CoreLocation", dependencies: ["Layoutshot"]),
        .target(name: "MapKit", dependencies: ["Layoutshot", "CoreLocation"]),
        .target(name: "AVFoundation", dependencies: ["Layoutshot"]),
        .target(name: "AVKit", dependencies: ["Layoutshot", "AVFoundation"]),
        // The fuzzing targets (the fixture language, the compiled path's source rewriting, its answers): replay
        // inputs in a normal build, libFuzzer's entry point with -D FUZZING (`make fuzz`, docs/RELIABILITY.md).
        .systemLibrary(name: "CLibFuzzer"),
        .executableTarget(name: "layoutshot-fuzz", dependencies: ["FixtureLanguage", "LayoutCore", "Typesetting", "Rendering",
                                                                 "Layoutshot", "CLibFuzzer"]),
        .target(name: "LayoutshotTesting", dependencies: ["Layoutshot"]),
        // Runs the built `layoutshot` with the plugin's arguments (`record` is `check --record all`; no PATH is
        // the package's fixtures/): README.md, "SwiftPM plugin".
        .plugin(name: "LayoutshotPlugin",
                capability: .command(intent: .custom(verb: "layoutshot",
                                                     description: "Render or check SwiftUI previews with Layoutshot: render|check|record [PATH…] [options]"),
                                     permissions: [.writeToPackageDirectory(reason: "layoutshot writes pictures, references and failure files into the package's folders")]),
                dependencies: ["layoutshot"]),
        // `make bench`: the speed scenarios of docs/PERFORMANCE.md.
        .executableTarget(name: "layoutshot-bench", dependencies: ["Layoutshot"]),
        .testTarget(name: "LayoutCoreTests", dependencies: ["LayoutCore"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Typesetting"]),
        .testTarget(name: "SnapshotsTests", dependencies: ["Snapshots", "Rendering", "Typesetting", "LayoutCore"]),
        .testTarget(name: "FixtureLanguageTests", dependencies: ["FixtureLanguage", "Layoutshot"]),
        .testTarget(name: "RegistryParityTests", dependencies: ["RegistryParity", "FixtureLanguage", "LayoutCore"]),
        .testTarget(name: "LayoutshotTests", dependencies: ["Layoutshot"]),
        .testTarget(name: "LayoutshotTestingTests", dependencies: ["LayoutshotTesting"], exclude: ["__snapshots__", "__Snapshots__"]),
    ],
    swiftLanguageModes: [.v5]
)
