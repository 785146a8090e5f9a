import Foundation

/// Where the fixture language and LayoutCore differ on purpose, each with its reason: the one place the parity
/// check (`Parity.compare`) reads them from (docs/ARCHITECTURE.md, "Adding a view or modifier"). Anything else
/// that differs fails `RegistryParityTests`.
public struct ParityExceptions {
    /// Registry types that are Swift's or Foundation's, or the fixture language's own stand-ins, and so not in
    /// LayoutCore's symbol graph: not compared.
    public var outsideLayoutCore: [String: String]
    /// Registry type names that are a LayoutCore type of another name.
    public var typeNames: [String: (layoutCore: String, reason: String)]
    /// Registry entries that LayoutCore does not declare, on purpose, by Swift name (`EnvironmentValues.pixelLength`).
    public var fixtureOnly: [String: String]
    /// LayoutCore declarations the fixture language does not offer, on purpose: by Swift name
    /// (`View.layoutValue(key:value:)`, every overload of it), by `Type.*` (the whole type) or by `*.member`
    /// (that member of every type).
    public var unsupported: [String: String]
    /// LayoutCore files, or folders (ending in `/`), whose API the fixture language does not offer yet, with the
    /// reason: what they declare and no entry covers is listed, not missing (`Views/Controls/`: compiled until
    /// the controls are registered).
    public var unregisteredFiles: [String: String]
    /// Types whose members are vocabulary even though no registry entry names the type.
    public var vocabularyTypes: Set<String>
    /// Protocols whose conforming types' members are vocabulary (the views, shapes, layouts and styles).
    public var vocabularyProtocols: Set<String>

    /// The reason `declaration` may be missing from the registry, if it may.
    func unsupportedReason(_ declaration: APIDeclaration) -> String? {
        let member = declaration.swiftName.dropFirst(declaration.typeName.isEmpty ? 0 : declaration.typeName.count + 1)
        return unsupported[declaration.swiftName] ?? unsupported["\(declaration.typeName).\(declaration.name)"]
            ?? unsupported["\(declaration.typeName).*"] ?? unsupported["*.\(member)"]
            ?? unregisteredFiles.first { file, _ in
                declaration.file == file || file.hasSuffix("/") && declaration.file.hasPrefix(file)
            }?.value
    }
}

extension ParityExceptions {
    public static let standard: ParityExceptions = {
        let swift = "Swift's standard library type, not LayoutCore's"
        let foundation = "Foundation's type, not LayoutCore's"
        let standIn = "the fixture language's stand-in for Swift values (ranges, arrays of Identifiable values, any value)"
        var outside: [String: String] = [:]
        for name in ["CGFloat", "Double", "Int", "String", "Bool", "Array"] { outside[name] = swift }
        for name in ["CGSize", "CGPoint", "CGRect", "UUID"] { outside[name] = foundation }
        for name in ["Value", "Range<Int>", "ClosedRange<Int>", "PartialRangeFrom<Int>", "PartialRangeThrough<Int>",
                     "[Identifiable]", "ClosedRange<DynamicTypeSize>"] {
            outside[name] = standIn
        }

        let seedName = "the seed's name, which fixtures use; LayoutCore's has a prefix so that code declaring its own "
            + "layout of that name compiles beside it"
        let typeNames: [String: (layoutCore: String, reason: String)] = [
            "FlowLayout": ("SeedFlowLayout", seedName),
            "WideFirstGrid": ("SeedWideFirstGrid", seedName),
        ]

        let fixtureOnly = [
            "EnvironmentValues.pixelLength": "SwiftUI's `1 / displayScale`, read from `displayScale`; LayoutCore has no "
                + "property of its own for it",
            "ColorScheme.allCases": "Swift's CaseIterable member, synthesized, which the symbol graph leaves out",
        ]

        let compiled = "not in the fixture language yet: a fixture that uses it is compiled (docs/FIXTURE_LANGUAGE.md, "
            + "\"Which path runs a fixture\")"
        let declared = "takes a type the fixture declares (a class, a key, a modifier type), which the compiled path runs"
        let engine = "Layoutshot's own API (the engine, the compiled path, the test helpers), not SwiftUI's vocabulary"
        let stored = "a stored property of a view, layout or value: fixtures build these values, they do not read them back"
        let literal = "made from a literal by the fixture language itself"
        let key = "a string literal takes the String overload, which a modifier that changes nothing treats alike"
        let readable = "an environment value that modifiers set; `@Environment` reads in fixtures only the values of "
            + "Registry/Environment/DynamicProperties+Registry.swift, others are compiled"
        var unsupported: [String: String] = [
            "*.rawValue": "OptionSet's raw-value plumbing: fixtures write members and array literals",
            "*.init(rawValue:)": "OptionSet's raw-value plumbing: fixtures write members and array literals",
            "*.init(stringLiteral:)": literal,
            "*.init(stringInterpolation:)": literal,
            "View.environmentObject(_:)": declared,
            "View.environment(_:)": declared,
            "View.layoutValue(key:value:)": declared,
            "View.modifier(_:)": declared,
            "EnvironmentValues.subscript(_:)": declared,
            "Font.init(_:)": "a UIKit or AppKit font, which sends a fixture to the compiler",
            "View.accessibilityLabel(_:)": key, "View.accessibilityHint(_:)": key, "View.accessibilityValue(_:)": key,
            "View.help(_:)": key,
            "View.accessibilityAddTraits(_:)": compiled, "View.accessibilityRemoveTraits(_:)": compiled,
            "View.scrollPosition(id:anchor:)": compiled + "; its binding's scroll target is not applied (a still is at offset 0)",
            "Animation.repeatForever(autoreverses:)": compiled, "AnyTransition.scale(scale:anchor:)": compiled,
            "AnyTransition.asymmetric(insertion:removal:)": compiled, "AnyView.init(erasing:)": compiled,
            "DynamicTypeSize.isAccessibilitySize": compiled,
            "Binding.init(get:set:)": "a binding is its value in a still picture (`$x` is `x`); one made of closures is compiled",
            "Binding.wrappedValue": "a binding is its value in a still picture (`$x` is `x`)",
            "Binding.projectedValue": "a binding is its value in a still picture (`$x` is `x`)",
            "Binding.subscript(dynamicMember:)": "a binding is its value in a still picture (`$x.name` is `x.name`)",
            "Namespace.init()": "`@Namespace` is the interpreter's property wrapper (Evaluator+Wrappers.swift)",
            "Namespace.wrappedValue": "`@Namespace` is the interpreter's property wrapper (Evaluator+Wrappers.swift)",
            "UnitPoint.init()": "the zero point: fixtures write `.zero`",
            "AnyShape.init(_:)": compiled, "AnyShapeStyle.init(_:)": compiled,
            "ModifiedContent.*": "what `.modifier(_:)` makes of a modifier type the fixture declares, which is compiled",
            "TupleView.*": "what `@ViewBuilder` makes of a block; fixtures write the block",
            "Angle.init()": "the zero angle: fixtures write `.zero`",
        ]
        for name in ["ViewDimensions.init(width:height:)", "Color.resolve(in:)", "EnvironmentValues.init()",
                     "Font.Weight.value", "Font.resolved(for:dynamicTypeSize:)", "LocalizedStringKey.format(_:specifier:)",
                     "LocalizedStringKey.numberConversion(in:)",
                     "EnvironmentValues.imageSource", "PreviewLayout.proposal(on:orientation:)",
                     "InterfaceOrientation.isLandscape", "PreviewDevice.device",
                     "PreviewDevice.screenSize(on:orientation:)"] {
            unsupported[name] = engine
        }
        // Issue 13 §3: a control made from a style's configuration is written inside the `makeBody(configuration:)` of
        // a style the fixture declares, which the compiled path runs; so is a binding made from a closure parameter.
        let styleConfiguration = declared + " (inside a style's `makeBody(configuration:)`)"
        for name in ["Button.init(_:)", "Label.init(_:)"] { unsupported[name] = styleConfiguration }
        unsupported["ForEach.init(_:content:)"] = "the form over a binding (`ForEach($items) { $item in … }`): a binding is "
            + "its value in a still picture and `$item` closure parameters are compiled; the registry has the other forms"
        unsupported["Binding.init(projectedValue:)"] = "what `$item` closure parameters are made from, which are compiled"
        unsupported["Edge.init(_:)"] = "the `Edge` of a `VerticalEdge` or `HorizontalEdge`, which `safeAreaInset` "
            + "converts; fixtures write the edge itself"
        for name in ["GridLayout.alignment", "GridLayout.horizontalSpacing", "GridLayout.verticalSpacing", "GridItem.size",
                     "GridItem.spacing", "GridItem.alignment", "HStackLayout.alignment", "HStackLayout.spacing",
                     "VStackLayout.alignment", "VStackLayout.spacing", "ZStackLayout.alignment", "ForEach.data",
                     "ForEach.content", "RoundedRectangle.cornerSize", "RoundedRectangle.style", "Capsule.style",
                     "Spacer.minLength", "SeedFlowLayout.spacing", "SeedWideFirstGrid.minimumColumnWidth",
                     "SeedWideFirstGrid.gap", "StrokeStyle.lineWidth", "StrokeStyle.lineCap", "StrokeStyle.lineJoin",
                     "StrokeStyle.miterLimit", "StrokeStyle.dash", "StrokeStyle.dashPhase"] {
            unsupported[name] = stored
        }
        for name in ["fontWeight", "fontDesign", "isItalic", "strikethrough", "underline", "reservedLines"] {
            unsupported["EnvironmentValues.\(name)"] = readable
        }
        for name in ["dismiss", "openURL", "refresh", "isPresented", "isSearching", "scenePhase", "colorSchemeContrast",
                     "accessibilityReduceMotion", "accessibilityReduceTransparency",
                     "accessibilityDifferentiateWithoutColor", "accessibilityInvertColors", "locale", "calendar",
                     "timeZone", "horizontalSizeClass", "verticalSizeClass"] {
            unsupported["EnvironmentValues.\(name)"] = compiled
        }
        // Drawing's API (gradients, materials, image paints, paths, shape modifiers, stroke styles, the
        // environment's styles): compiled until registered (docs/FIXTURE_LANGUAGE.md lists what fixtures have).
        let drawing = compiled + "; drawing's API, not registered yet"
        var unregistered: [String: String] = [:]
        for file in ["Environment/Gradients.swift", "Environment/Material.swift", "Environment/ColorSpaces.swift",
                     "Views/Path.swift", "Views/PathTrim.swift", "Views/ShapeModifiers.swift",
                     "Geometry/CGAffineTransform.swift"] {
            unregistered[file] = drawing
        }
        unregistered["Views/Controls/"] = compiled + "; the controls are not registered yet"
        for name in ["Button.init(role:action:label:)"] {
            unsupported[name] = compiled + "; the controls (roles among them) are not registered yet"
        }
        for name in ["Color.Resolved.*", "Color.init(_:red:green:blue:opacity:)", "Color.init(_:white:opacity:)",
                     "Color.init(_:)", "Color.mix(with:by:in:)", "ShapeStyle.secondary", "ShapeStyle.tertiary",
                     "ShapeStyle.quaternary", "ShapeStyle.quinary", "ShapeStyle.opacity(_:)", "ShapeStyle.background",
                     "ShapeStyle.separator", "ShapeStyle.fill", "FillShapeStyle.init()", "BackgroundStyle.init()",
                     "TintShapeStyle.init()", "SeparatorShapeStyle.init()", "HierarchicalShapeStyle.*", "View.backgroundStyle(_:)",
                     "View.tint(_:)",
                     "View.background(_:ignoresSafeAreaEdges:)", "View.background(in:fillStyle:)",
                     "View.overlay(_:ignoresSafeAreaEdges:)", "Shape.fill(style:)",
                     "Shape.stroke(style:)", "Shape.strokeBorder(style:antialiased:)",
                     "ContainerRelativeShape.init()", "Shape.capsule", "Shape.capsule(style:)", "Shape.circle",
                     "Shape.containerRelative", "Shape.ellipse", "Shape.rect", "Shape.rect(cornerRadii:style:)",
                     "Shape.rect(cornerRadius:style:)", "Shape.rect(cornerSize:style:)",
                     "Shape.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)",
                     "UnevenRoundedRectangle.*"] where unsupported[name] == nil {
            unsupported[name] = drawing
        }
        unsupported["StrokeStyle.maximumDashCount"] = "a limit of Layoutshot's (docs/RELIABILITY.md), not SwiftUI's vocabulary"
        unsupported["Font.Width.value"] = "a width's number, which no fixture reads (widths are given by name or Font.Width(_:))"
        // Formatted values: their format styles and dates are Foundation's, which the interpreter does not model.
        unregistered["Text/FormattedText.swift"] = compiled + "; Text(_:format:) and Text(_:style:) take Foundation's format styles and dates"
        // Issue 13 §4 and §6: preferences take a key the fixture declares; animators and conditional feedback take
        // closures the interpreter does not run; symbol effects are generic over two protocols.
        unregistered["Modifiers/Preferences/Preferences.swift"] = declared + " (a `PreferenceKey`)"
        unregistered["Views/Time/TimelineView.swift"] = compiled + "; the content closure takes the timeline's context"
        unregistered["Views/AsyncImage.swift"] = compiled + "; the content closures take the load's image or phase"
        unregistered["Views/Canvas.swift"] = compiled + "; the renderer is a closure the interpreter does not run"
        for name in ["GeometryProxy.frame(in:)", "GeometryProxy.bounds(of:)", "Animation.spring(_:blendDuration:)",
                     "Gesture.map(_:)", "View.symbolEffect(_:options:isActive:)", "View.symbolEffect(_:options:value:)",
                     "ContentTransition.symbolEffect(_:options:)",
                     "View.sensoryFeedback(_:trigger:condition:)", "View.sensoryFeedback(trigger:_:)",
                     "PhaseAnimator.*", "KeyframeAnimator.*", "View.phaseAnimator(_:trigger:content:animation:)",
                     "View.phaseAnimator(_:content:animation:)", "View.keyframeAnimator(initialValue:trigger:content:keyframes:)",
                     "View.keyframeAnimator(initialValue:repeating:content:keyframes:)"] {
            unsupported[name] = compiled
        }
        unsupported["GeometryProxy.subscript(_:)"] = "an anchor comes from a preference, whose key the fixture declares: " + compiled
        for name in ["TapGesture.count", "SpatialTapGesture.count", "LongPressGesture.minimumDuration",
                     "LongPressGesture.maximumDistance", "DragGesture.minimumDistance"] {
            unsupported[name] = stored
        }
        // Lists and navigation beyond the common forms the registry has (Registry/Views/Containers/,
        // Registry/Views/Navigation/): toolbars, tab views, split views, row modifiers, search, styles' types.
        let lists = compiled + "; the registry has lists' and navigation's common forms only"
        for folder in ["Views/Containers/", "Views/Navigation/"] { unregistered[folder] = lists }
        unsupported["Color.init(_:bundle:)"] = "a colour of the asset catalog, by name: " + compiled
        unsupported["EnvironmentValues.backgroundStyle"] = readable
        for name in ["ShapeStyle.resolveColor(in:)", "LocalizedStringKey.plainText", "PreviewLayout.canvas",
                     "Image.Scale.factor"] {
            unsupported[name] = engine
        }
        unsupported["PreviewLayout.idealSize"] = "Layoutshot's layout of a bare view expression, which the fixture "
            + "language chooses itself; not SwiftUI's"
        return ParityExceptions(outsideLayoutCore: outside, typeNames: typeNames, fixtureOnly: fixtureOnly,
                                unsupported: unsupported, unregisteredFiles: unregistered, vocabularyTypes: ["View"],
                                vocabularyProtocols: ["View", "Shape", "Layout", "ShapeStyle", "PrimitiveButtonStyle"])
    }()
}
