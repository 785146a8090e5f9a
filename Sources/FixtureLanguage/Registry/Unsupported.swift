import Foundation
import LayoutCore

// Fixture-only: SwiftUI names no LayoutCore file declares, with the advice the fixture's error gives.
extension Registry {
    /// SwiftUI views Layoutshot does not lay out yet, with advice (what to write meanwhile, or that it is coming).
    static let unsupportedViews: [String: String] = {
        var views: [String: String] = [:]
        let placeholder = "it is coming; until then put a placeholder of its size in its place "
            + "(Color.gray.opacity(0.2).frame(width: …, height: …))"
        // `Map` and `VideoPlayer` are MapKit's and AVKit's, modules of this package: a file using them is compiled.
        for name in ["Table", "SpriteView", "SceneView"] {
            views[name] = placeholder
        }
        views["MeshGradient"] = "a mesh gradient is not drawn yet; until then fill with a LinearGradient of its colours"
        for name in ["WindowGroup", "Window", "Settings", "DocumentGroup", "MenuBarExtra"] {
            views[name] = "a fixture shows a view, not a scene; use the scene's content view"
        }
        return views
    }()

    /// SwiftUI modifiers Layoutshot does not apply yet, with advice (what to write meanwhile, or that it is coming).
    static let unsupportedModifiers: [String: String] = {
        var modifiers: [String: String] = [:]
        // Sheets, alerts and the other presentations are accepted (Registry/Modifiers/NoOp/Presentations+Registry.swift).
        for name in ["fileImporter", "fileExporter"] {
            modifiers[name] = "a file panel is not part of the picture; remove it"
        }
        let drawing = "it changes only how the view is drawn, which is coming; remove it to see the layout"
        for name in ["rotation3DEffect", "transformEffect", "projectionEffect"] {
            modifiers[name] = drawing
        }
        let sizes = "it is coming; remove it for now (the picture then differs where it changes sizes)"
        for name in ["allowsTightening", "layoutValue",
                     "statusBarHidden", "persistentSystemOverlays"] {
            modifiers[name] = sizes
        }
        let input = "input does not show in a still picture; remove it"
        for name in ["textSelection"] {
            modifiers[name] = input
        }
        modifiers["tertiary"] = "use .secondary until the other levels of the hierarchy are there"
        modifiers["quaternary"] = modifiers["tertiary"]
        modifiers["quinary"] = modifiers["tertiary"]
        return modifiers
    }()

    /// Advice for SwiftUI initialisers Layoutshot lacks, by `Type.label` (a label of the call).
    static let unsupportedInitializers: [String: String] = [
        "Text.formatter": "format the value into a String first",
        "Text.timerInterval": "show the time as a fixed String for the picture",
    ]
}
