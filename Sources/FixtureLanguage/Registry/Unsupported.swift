import Foundation
import LayoutCore

// Fixture-only: SwiftUI names no LayoutCore file declares, with the advice the fixture's error gives.
extension Registry {
    /// SwiftUI views Layoutshot does not lay out yet, with advice (may be empty).
    static let unsupportedViews: [String: String] = {
        var views: [String: String] = [:]
        let navigation = "lay out its content without the navigation container"
        for name in ["NavigationStack", "NavigationView", "NavigationSplitView"] { views[name] = navigation }
        views["NavigationLink"] = "use its label instead"
        views["List"] = "use a VStack (in a ScrollView) for its rows"
        views["Form"] = "use a VStack (in a ScrollView) for its rows"
        views["Section"] = "lay out its content directly"
        views["TabView"] = "lay out one tab's content"
        views["LazyVStack"] = "use a VStack"
        views["LazyHStack"] = "use an HStack"
        for name in ["Toggle", "TextField", "SecureField", "TextEditor", "Picker", "Slider", "Stepper", "DatePicker",
                     "ColorPicker", "ProgressView", "Gauge", "Menu", "Link", "ShareLink", "DisclosureGroup", "OutlineGroup",
                     "Table", "Canvas", "TimelineView", "AsyncImage", "ControlGroup", "GroupBox", "ContentUnavailableView",
                     "EditButton", "PasteButton", "RenameButton", "Map", "VideoPlayer", "SpriteView", "SceneView",
                     "LabeledContent", "Toolbar", "ToolbarItem", "ToolbarItemGroup"] {
            views[name] = ""
        }
        for name in ["WindowGroup", "Window", "Settings", "DocumentGroup", "MenuBarExtra"] {
            views[name] = "a fixture shows a view, not a scene; use the scene's content view"
        }
        return views
    }()

    /// SwiftUI modifiers Layoutshot does not apply yet, with advice (may be empty).
    static let unsupportedModifiers: [String: String] = {
        var modifiers: [String: String] = [:]
        let chrome = "navigation chrome is drawn outside the view; remove it"
        for name in ["toolbar", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "navigationTitle",
                     "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarHidden", "navigationBarItems",
                     "navigationBarBackButtonHidden", "navigationDestination", "navigationSubtitle"] {
            modifiers[name] = chrome
        }
        let presentation = "presentations are not part of the picture; remove it"
        for name in ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector", "fileImporter",
                     "fileExporter"] {
            modifiers[name] = presentation
        }
        for name in ["listStyle", "listRowInsets", "listRowBackground", "listRowSeparator", "listSectionSeparator",
                     "swipeActions", "searchable", "refreshable", "tabItem", "badge"] {
            modifiers[name] = "it belongs to a container fixtures do not support yet"
        }
        for name in ["rotation3DEffect", "mask", "blendMode",
                     "compositingGroup", "drawingGroup", "brightness", "contrast", "saturation", "grayscale",
                     "colorMultiply", "colorInvert", "hueRotation", "luminanceToAlpha",
                     "baselineOffset", "allowsTightening", "imageScale", "symbolRenderingMode", "symbolVariant",
                     "controlSize", "labelStyle", "toggleStyle", "pickerStyle", "textFieldStyle", "progressViewStyle",
                     "redacted", "privacySensitive", "safeAreaInset",
                     "safeAreaPadding", "containerRelativeFrame", "scrollContentBackground", "scrollTargetBehavior",
                     "scrollTargetLayout", "scrollPosition", "gesture", "simultaneousGesture", "highPriorityGesture",
                     "preference", "onPreferenceChange", "anchorPreference",
                     "overlayPreferenceValue", "backgroundPreferenceValue", "coordinateSpace", "transformEffect",
                     "projectionEffect", "layoutValue", "submitLabel", "keyboardType", "textContentType",
                     "autocorrectionDisabled", "textInputAutocapitalization", "keyboardShortcut", "textSelection",
                     "statusBarHidden", "persistentSystemOverlays"] {
            modifiers[name] = ""
        }
        modifiers["tint"] = "tint colours are not modelled yet; use foregroundStyle for text and shapes"
        modifiers["accentColor"] = "tint colours are not modelled yet; use foregroundStyle for text and shapes"
        modifiers["disabled"] = "disabled controls are drawn dimmed, which is not modelled yet; remove it"
        return modifiers
    }()
}
