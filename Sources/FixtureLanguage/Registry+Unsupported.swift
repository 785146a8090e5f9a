import Foundation
import LayoutCore

extension Registry {
    /// Modifiers that never change a static picture in SwiftUI (gestures, lifecycle, accessibility, hit
    /// testing, animations): accepted, their arguments checked, and the view returned unchanged. Their
    /// closures are actions: parsed, never run. The list is in docs/FIXTURE_LANGUAGE.md.
    func registerNoOpModifiers() {
        func noOp(_ name: String, _ params: [Param]) {
            modifier(name, params) { v, _ in v }
        }
        // Any value will do where SwiftUI only watches a value (`onChange(of:)`, `task(id:)`, `animation(_:value:)`):
        // an optional that is nil included.
        let anyValue = PType.type(Builtin.value)
        noOp("onTapGesture", [Param("count", .int, default: 1), Param("perform action", .action)])
        noOp("onLongPressGesture", [Param("minimumDuration", .double, default: 0.5), Param("perform action", .action)])
        noOp("onAppear", [Param("perform action", .action, default: ())])
        noOp("onDisappear", [Param("perform action", .action, default: ())])
        noOp("onChange", [Param("of value", anyValue), Param("initial", .bool, default: false), Param("_ action", .action(nil))])
        noOp("onChange", [Param("of value", anyValue), Param("perform action", .action(nil))])
        noOp("task", [Param("_ action", .action)])
        noOp("task", [Param("id value", anyValue), Param("_ action", .action)])
        noOp("contextMenu", [Param("menuItems", .content)])
        for name in ["accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier", "help"] {
            noOp(name, [Param("_ text", .string)])
            noOp(name, [Param("_ text", .type(Builtin.text))])
        }
        noOp("accessibilityHidden", [Param("_ hidden", .bool)])
        noOp("accessibilityElement", [Param("children", .type(accessibilityChildBehavior), default: "ignore")])
        noOp("contentShape", [Param("_ shape", .shape)])
        noOp("tag", [Param("_ tag", anyValue)])
        noOp("animation", [Param("_ animation", .optional(.type(animation))), Param("value", anyValue)])
        noOp("transition", [Param("_ transition", .type(transition))])
        noOp("scrollIndicators", [Param("_ visibility", .type(scrollIndicatorVisibility))])
        // Focus does not change layout, and nothing has it in a picture.
        noOp("focused", [Param("_ condition", anyValue)])
        noOp("focused", [Param("_ binding", anyValue), Param("equals value", anyValue)])
        // A picture has no transition; the source view keeps its own frame.
        let matched = FType("MatchedGeometryProperties", cast: { $0 as? MatchedGeometryProperties })
        matched.members(["position": MatchedGeometryProperties.position, "size": MatchedGeometryProperties.size,
                         "frame": MatchedGeometryProperties.frame])
        add(matched)
        noOp("matchedGeometryEffect", [Param("id", .hashable), Param("in namespace", anyValue),
                                       Param("properties", .type(matched), default: MatchedGeometryProperties.frame),
                                       Param("anchor", .unitPoint, default: UnitPoint.center), Param("isSource", .bool, default: true)])
        // A picture's safe area is empty (no status bar, home indicator or keyboard), so ignoring it changes
        // nothing, exactly as in SwiftUI with zero insets (GeometryProxy.safeAreaInsets is zero too).
        let regions = safeAreaRegions
        noOp("ignoresSafeArea", [Param("_ regions", .type(regions), default: ["all"]), Param("edges", .type(Builtin.edgeSet), default: Edge.Set.all)])
        noOp("edgesIgnoringSafeArea", [Param("_ edges", .type(Builtin.edgeSet))])
    }

    /// `SafeAreaRegions`: only named, as the safe area is empty.
    private var safeAreaRegions: FType {
        if let type = types["SafeAreaRegions"] { return type }
        let type = FType("SafeAreaRegions")
        type.members(Dictionary(uniqueKeysWithValues: ["all", "container", "keyboard"].map { ($0, [$0]) }))
        type.arrayLiteral = { members in members.flatMap { $0 as! [String] } }
        add(type)
        return type
    }

    /// `Animation`: only named, since animations never show in a picture.
    private var animation: FType {
        if let type = types["Animation"] { return type }
        let type = FType("Animation")
        let names = ["default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "bouncy", "smooth", "snappy",
                     "interactiveSpring"]
        type.members(Dictionary(uniqueKeysWithValues: names.map { ($0, $0) }))
        for name in ["linear", "easeIn", "easeOut", "easeInOut"] {
            type.staticFunction(name, [Param("duration", .double)]) { _ in name }
        }
        type.staticFunction("spring", [Param("response", .double, default: 0.5), Param("dampingFraction", .double, default: 0.825),
                                       Param("blendDuration", .double, default: 0.0)]) { _ in "spring" }
        type.staticFunction("spring", [Param("duration", .double, default: 0.5), Param("bounce", .double, default: 0.0)]) { _ in "spring" }
        type.method("delay", [Param("_ delay", .double)], returns: type) { a, _ in a }
        type.method("speed", [Param("_ speed", .double)], returns: type) { a, _ in a }
        add(type)
        return type
    }

    private var transition: FType {
        if let type = types["AnyTransition"] { return type }
        let type = FType("AnyTransition")
        type.members(Dictionary(uniqueKeysWithValues: ["identity", "opacity", "scale", "slide"].map { ($0, $0) }))
        type.staticFunction("move", [Param("edge", .type(Builtin.edge))]) { _ in "move" }
        type.staticFunction("push", [Param("from edge", .type(Builtin.edge))]) { _ in "push" }
        type.method("combined", [Param("with other", .type(type))], returns: type) { t, _ in t }
        add(type)
        return type
    }

    private var scrollIndicatorVisibility: FType {
        if let type = types["ScrollIndicatorVisibility"] { return type }
        let type = FType("ScrollIndicatorVisibility")
        type.members(Dictionary(uniqueKeysWithValues: ["automatic", "visible", "hidden", "never"].map { ($0, $0) }))
        add(type)
        return type
    }

    private var accessibilityChildBehavior: FType {
        if let type = types["AccessibilityChildBehavior"] { return type }
        let type = FType("AccessibilityChildBehavior")
        type.members(Dictionary(uniqueKeysWithValues: ["ignore", "combine", "contain"].map { ($0, $0) }))
        add(type)
        return type
    }

    /// SwiftUI views Layoutshot does not lay out yet, with advice (what to write meanwhile, or that it is coming).
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
        let control = "controls with their own chrome are coming; until then lay out its label in its place "
            + "(for example HStack { Text(\"…\"); Spacer() })"
        for name in ["DatePicker", "ColorPicker", "Menu", "Link", "ShareLink", "DisclosureGroup", "OutlineGroup",
                     "ControlGroup", "GroupBox", "EditButton", "PasteButton", "RenameButton", "LabeledContent"] {
            views[name] = control
        }
        let placeholder = "it is coming; until then put a placeholder of its size in its place "
            + "(Color.gray.opacity(0.2).frame(width: …, height: …))"
        for name in ["Table", "Canvas", "TimelineView", "AsyncImage", "ContentUnavailableView", "Map", "VideoPlayer",
                     "SpriteView", "SceneView"] {
            views[name] = placeholder
        }
        views["MeshGradient"] = "a mesh gradient is not drawn yet; until then fill with a LinearGradient of its colours"
        for name in ["Toolbar", "ToolbarItem", "ToolbarItemGroup"] {
            views[name] = "toolbars are navigation chrome, drawn outside the view; remove it"
        }
        for name in ["WindowGroup", "Window", "Settings", "DocumentGroup", "MenuBarExtra"] {
            views[name] = "a fixture shows a view, not a scene; use the scene's content view"
        }
        return views
    }()

    /// SwiftUI modifiers Layoutshot does not apply yet, with advice (what to write meanwhile, or that it is coming).
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
        let drawing = "it changes only how the view is drawn, which is coming; remove it to see the layout"
        for name in ["rotation3DEffect", "mask", "blendMode", "compositingGroup", "drawingGroup", "brightness", "contrast",
                     "saturation", "grayscale", "colorMultiply", "colorInvert", "hueRotation", "luminanceToAlpha",
                     "transformEffect", "projectionEffect", "redacted", "privacySensitive", "symbolRenderingMode",
                     "symbolVariant", "scrollContentBackground"] {
            modifiers[name] = drawing
        }
        let sizes = "it is coming; remove it for now (the picture then differs where it changes sizes)"
        for name in ["monospacedDigit", "baselineOffset", "allowsTightening", "imageScale", "safeAreaInset", "safeAreaPadding",
                     "containerRelativeFrame", "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition", "layoutValue",
                     "coordinateSpace", "preference", "onPreferenceChange", "anchorPreference", "overlayPreferenceValue",
                     "backgroundPreferenceValue", "statusBarHidden", "persistentSystemOverlays"] {
            modifiers[name] = sizes
        }
        let input = "input does not show in a still picture; remove it"
        for name in ["gesture", "simultaneousGesture", "highPriorityGesture", "textSelection"] {
            modifiers[name] = input
        }
        modifiers["tertiary"] = "use .secondary until the other levels of the hierarchy are there"
        modifiers["quaternary"] = modifiers["tertiary"]
        modifiers["quinary"] = modifiers["tertiary"]
        return modifiers
    }()

    /// Advice for SwiftUI initialisers Layoutshot lacks, by `Type.label` (a label of the call).
    static let unsupportedInitializers: [String: String] = [
        "Text.format": "format the value into a String first (Text(String(format: \"%.2f\", value)))",
        "Text.formatter": "format the value into a String first",
        "Text.style": "show the date as a fixed String for the picture",
        "Text.timerInterval": "show the time as a fixed String for the picture",
        "Button.intent": "use Button(action:label:) for the picture",
    ]
}
