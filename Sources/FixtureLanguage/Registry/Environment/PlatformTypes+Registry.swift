import Foundation
import LayoutCore

extension Registry {
    /// The UIKit and AppKit types view files use, which the compiled path has (the UIKit and AppKit modules):
    /// a fixture that names one is compiled.
    static let platformModules: [String: String] = {
        var modules: [String: String] = [:]
        for name in ["UIColor", "UIImage", "UIFont", "UIScreen", "UIDevice", "UIApplication", "UITraitCollection"] {
            modules[name] = "UIKit"
        }
        for name in ["NSColor", "NSImage", "NSFont", "NSApplication", "NSWorkspace", "NSAppearance"] { modules[name] = "AppKit" }
        return modules
    }()

    /// Argument labels that take those types (`Color(uiColor:)`, `Image(nsImage:)`).
    static let platformLabels = ["uiColor": "UIKit", "nsColor": "AppKit", "uiImage": "UIKit", "nsImage": "AppKit"]
}
