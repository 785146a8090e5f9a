import Foundation
import LayoutCore

/// The fixture language's built-in types. Their members, initialisers and methods are filled in once by
/// `Registry.standard` (the `*+Registry.swift` files of `Registry/`), which every parse touches first.
enum Builtin {
    /// An `AnyView` (what every modifier returns) is taken as it is, and a view type the registry makes is erased
    /// through `views`: `as? any View` on a concrete type is a conformance look-up, a scan of every conformance
    /// record the first time for each type.
    static let view = FType("View", isView: true, cast: {
        ($0 as? AnyView) ?? views($0) ?? ($0 as? any View).map { AnyView(erasing: $0) }
    })
    static let shapeStyle = FType("ShapeStyle", cast: { $0 as? any ShapeStyle })
    /// Converts to `any Shape`; its functions get the existential back with `anyShape(_:)`.
    static let shape = FType("Shape", parents: [view], cast: { anyShape($0) })
    /// The view types the registry makes (`view(_:parents:_:_:)`), erased where their type is known.
    static let views = Conformers<AnyView>()
    /// The shape types the registry makes.
    static let shapes = Conformers<any Shape>()

    /// A value `Builtin.shape` converted (or any shape) as `any Shape`: from `shapes` where its type is there,
    /// so that a built-in shape costs no conformance look-up.
    static func anyShape(_ value: Any) -> (any Shape)? { shapes(value) ?? (value as? any Shape) }
    static let color = FType("Color", parents: [view, shapeStyle], cast: { $0 as? Color })
    static let text = FType("Text", parents: [view], cast: { $0 as? Text })

    static let cgFloat = number("CGFloat") { CGFloat($0) }
    static let double = number("Double") { $0 }
    static let int = FType("Int", convert: { if case .int(let n) = $0 { return n } else { return nil } })
    static let string = FType("String", convert: { if case .string(let s) = $0 { return s } else { return nil } })
    /// What a string literal becomes where `Text`, `Button` or `Label` takes a title (its Markdown is
    /// rendered); a `String` value does not convert, so the overload taking a `String` (shown as it is) is
    /// tried next, as Swift picks `Text.init(_: LocalizedStringKey)` only for literals.
    static let localizedStringKey: FType = {
        let type = FType("LocalizedStringKey", cast: { $0 as? LocalizedStringKey })
        // The overload taking a String is tried next and takes any string, so a mismatch is about that.
        type.mismatchMessage = { "cannot convert value of type '\($0.typeName)' to expected argument type 'String'" }
        return type
    }()
    static let bool = FType("Bool", convert: { if case .bool(let b) = $0 { return b } else { return nil } })
    /// Arrays and ranges (for `count`, `isEmpty`, `first`, `last`).
    static let array = FType("Array", convert: { $0.elements })
    /// A half-open range of integers (`ForEach(0..<3)`), as its elements.
    static let intRange = FType("Range<Int>", convert: {
        if case .range(_, _, false) = $0 { return $0.elements } else { return nil }
    })
    /// An array of `Identifiable` struct values (`ForEach(items) { … }`), as its elements.
    static let identifiables = FType("[Identifiable]", convert: { value in
        guard case .array(let elements) = value, elements.allSatisfy({ element in
            if case .instance(let i) = element { return i.decl.conformances.contains("Identifiable") }
            return false
        }) else { return nil }
        return elements
    })
    /// Fixture values returned as they are (functions that compute a `Value`).
    static let value = FType("Value", convert: { $0 })

    static let font = FType("Font", cast: { $0 as? Font })
    static let fontWeight = FType("Font.Weight", cast: { $0 as? Font.Weight })
    static let fontDesign = FType("Font.Design", cast: { $0 as? Font.Design })
    static let fontWidth = FType("Font.Width", cast: { $0 as? Font.Width })
    static let textStyle = FType("Font.TextStyle", cast: { $0 as? Font.TextStyle })
    static let horizontalAlignment = FType("HorizontalAlignment", cast: { $0 as? HorizontalAlignment })
    static let verticalAlignment = FType("VerticalAlignment", cast: { $0 as? VerticalAlignment })
    static let alignment = FType("Alignment", cast: { $0 as? Alignment })
    static let edge = FType("Edge", cast: { $0 as? Edge })
    static let edgeSet = FType("Edge.Set", cast: { $0 as? Edge.Set })
    static let edgeInsets = FType("EdgeInsets", cast: { $0 as? EdgeInsets })
    static let cgSize = FType("CGSize", cast: { $0 as? CGSize })
    static let truncationMode = FType("Text.TruncationMode", cast: { $0 as? Text.TruncationMode })
    static let textAlignment = FType("TextAlignment", cast: { $0 as? TextAlignment })
    static let textCase = FType("Text.Case", cast: { $0 as? Text.Case })
    static let roundedCornerStyle = FType("RoundedCornerStyle", cast: { $0 as? RoundedCornerStyle })
    static let strokeStyle = FType("StrokeStyle", cast: { $0 as? StrokeStyle })
    static let layoutDirection = FType("LayoutDirection", cast: { $0 as? LayoutDirection })
    static let colorScheme = FType("ColorScheme", cast: { $0 as? ColorScheme })
    static let viewDimensions = FType("ViewDimensions", cast: { $0 as? ViewDimensions })
    /// `#Preview`'s `traits:`.
    static let previewTrait = FType("PreviewTrait", cast: { $0 as? PreviewTrait })

    static let axis = FType("Axis", cast: { $0 as? Axis })
    static let axisSet = FType("Axis.Set", cast: { $0 as? Axis.Set })
    static let unitPoint = FType("UnitPoint", cast: { $0 as? UnitPoint })
    static let angle = FType("Angle", cast: { $0 as? Angle })
    static let cgPoint = FType("CGPoint", cast: { $0 as? CGPoint })
    static let cgRect = FType("CGRect", cast: { $0 as? CGRect })
    static let contentMode = FType("ContentMode", cast: { $0 as? ContentMode })
    static let coordinateSpace = FType("CoordinateSpace", cast: { $0 as? CoordinateSpace })
    static let geometryProxy = FType("GeometryProxy", cast: { $0 as? FixtureGeometryProxy })
    static let verticalEdge = FType("VerticalEdge", cast: { $0 as? VerticalEdge })
    static let visibility = FType("Visibility", cast: { $0 as? Visibility })
    static let horizontalEdge = FType("HorizontalEdge", cast: { $0 as? HorizontalEdge })
    static let dynamicTypeSize = FType("DynamicTypeSize", cast: { $0 as? DynamicTypeSize })
    /// `.xSmall ... .xxLarge`, `.small...`, `...DynamicTypeSize.large`, `.xSmall ..< .accessibility1`.
    static let dynamicTypeSizeRange = FType("ClosedRange<DynamicTypeSize>", cast: { $0 as? ClosedRange<DynamicTypeSize> })
    /// `2...4`, `2...`, `...3` for `lineLimit`.
    static let closedRange = FType("ClosedRange<Int>", convert: {
        if case .range(let lower, let upper, true) = $0 { return lower...upper } else { return nil }
    })
    static let rangeFrom = FType("PartialRangeFrom<Int>", convert: {
        if case .rangeFrom(let lower) = $0 { return lower... } else { return nil }
    })
    static let rangeThrough = FType("PartialRangeThrough<Int>", convert: {
        if case .rangeThrough(let upper) = $0 { return ...upper } else { return nil }
    })
    /// `.plain`, `PlainButtonStyle()` …
    static let buttonStyle = FType("PrimitiveButtonStyle", cast: { $0 as? any PrimitiveButtonStyle })
    /// Layout values used as containers (`HStackLayout(spacing: 4) { … }`, `AnyLayout`).
    static let layout = FType("Layout", cast: { $0 as? any Layout })
    static let gridItem = FType("GridItem", cast: { $0 as? GridItem })
    static let gridItemSize = FType("GridItem.Size", cast: { $0 as? GridItem.Size })
    static let pinnedScrollableViews = FType("PinnedScrollableViews", cast: { $0 as? PinnedScrollableViews })
    static let image = FType("Image", parents: [view], cast: { $0 as? Image })
    static let resizingMode = FType("Image.ResizingMode", cast: { $0 as? Image.ResizingMode })
    static let imageScale = FType("Image.Scale", cast: { $0 as? Image.Scale })
    static let symbolVariants = FType("SymbolVariants", cast: { $0 as? SymbolVariants })
    static let symbolRenderingMode = FType("SymbolRenderingMode", cast: { $0 as? SymbolRenderingMode })
    static let redactionReasons = FType("RedactionReasons", cast: { $0 as? RedactionReasons })
    static let blendMode = FType("BlendMode", cast: { $0 as? BlendMode })
    /// A fixture's own `AlignmentID` type (`ValueColumn.self`).
    static let alignmentID = FType("AlignmentID.Type", cast: { $0 as? GuideID })

    private static func number(_ name: String, _ make: @escaping (Double) -> Any) -> FType {
        FType(name, convert: { value in
            switch value {
            case .int(let n): return make(Double(n))
            case .double(let x): return make(x)
            default: return nil
            }
        })
    }
}

/// Shorthands for parameter types in the registry tables.
extension PType {
    static var cgFloat: PType { .type(Builtin.cgFloat) }
    static var double: PType { .type(Builtin.double) }
    static var int: PType { .type(Builtin.int) }
    static var string: PType { .type(Builtin.string) }
    /// A title as `Text("…")` takes it: a literal's Markdown is rendered (a `String` value needs a `.string`
    /// overload after this one).
    static var localizedStringKey: PType { .type(Builtin.localizedStringKey) }
    static var bool: PType { .type(Builtin.bool) }
    static var view: PType { .type(Builtin.view) }
    static var color: PType { .type(Builtin.color) }
    static var shapeStyle: PType { .type(Builtin.shapeStyle) }
    static var shape: PType { .type(Builtin.shape) }
    static var font: PType { .type(Builtin.font) }
    static var fontWeight: PType { .type(Builtin.fontWeight) }
    static var fontDesign: PType { .type(Builtin.fontDesign) }
    static var horizontalAlignment: PType { .type(Builtin.horizontalAlignment) }
    static var verticalAlignment: PType { .type(Builtin.verticalAlignment) }
    static var alignment: PType { .type(Builtin.alignment) }
    static var edgeSet: PType { .type(Builtin.edgeSet) }
    static var edgeInsets: PType { .type(Builtin.edgeInsets) }
    static var cgSize: PType { .type(Builtin.cgSize) }
    static var roundedCornerStyle: PType { .type(Builtin.roundedCornerStyle) }
    /// `@ViewBuilder content: () -> some View`
    static var content: PType { .viewBuilder }
    static var axisSet: PType { .type(Builtin.axisSet) }
    static var contentMode: PType { .type(Builtin.contentMode) }
    static var unitPoint: PType { .type(Builtin.unitPoint) }
    /// An action closure taking no parameter (`Button`'s).
    static var action: PType { .action(0) }
}

/// The names a fixture can use: every built-in type by its Swift name. The registry is laid out file for file
/// beside LayoutCore: what `Sources/LayoutCore/<path>/<Name>.swift` declares is registered by
/// `Registry/<path>/<Name>+Registry.swift`, in its `register<Name>()`; `RegistryParityTests` checks every entry
/// against LayoutCore's symbol graph (docs/ARCHITECTURE.md, "Adding a view or modifier").
final class Registry {
    static let standard = Registry()

    private(set) var types: [String: FType] = [:]
    /// Free functions: `min`, `max`, `abs`.
    var functions: [String: [Signature]] = [:]
    /// The `EnvironmentValues` key paths `.environment(_:_:)` supports.
    var environmentKeys: [String] = []
    /// The `EnvironmentValues` key paths `@Environment(\.name)` can read, by name.
    var environmentReaders: [String: EnvironmentReader] = [:]

    private init() {
        // Swift's and Foundation's types first: every other table uses them.
        registerFoundation()
        registerAlignment()
        registerAxis()
        registerEdgeInsets()
        registerColor()
        registerShapeStyle()
        registerFont()
        registerEnvironmentValues()
        registerTextEnvironment()
        registerDynamicProperties()
        registerLayout()
        registerAnyLayout()
        registerStackLayout()
        registerZStackLayout()
        registerGridLayout()
        registerLazyStackLayout()
        registerLazyGridLayout()
        registerScrollViewLayout()
        registerScrollModifiers()
        registerGeometryReaderLayout()
        registerSeedFlowLayout()
        registerSeedWideFirstGrid()
        registerViewBuilder()
        registerSpacer()
        registerDivider()
        registerForEach()
        registerRoundedCorners()
        registerShapes()
        registerShapeView()
        registerStrokeStyle()
        registerText()
        registerLocalizedStringKey()
        registerButton()
        registerButtonStyles()
        registerList()
        registerForm()
        registerSection()
        registerLabeledContent()
        registerGroupBox()
        registerListStyle()
        registerListTraits()
        registerNavigationStack()
        registerNavigationLink()
        registerNavigationDeclarations()
        registerTag()
        registerImage()
        registerState()
        registerPropertyWrappers()
        registerPreviews()
        registerTextModifiers()
        registerEnvironment()
        registerAppearance()
        registerTraitModifiers()
        registerBorder()
        registerOpacity()
        registerRedactionReasons()
        registerRedaction()
        registerCompositing()
        registerColorFilters()
        registerGeometryEffects()
        registerShadowAndBlur()
        registerClipping()
        registerPaddingLayout()
        registerFrameLayout()
        registerContainerRelativeFrameLayout()
        registerFlexFrameLayout()
        registerFixedSizeLayout()
        registerOffsetLayout()
        registerPositionLayout()
        registerAlignmentGuideLayout()
        registerAspectRatioLayout()
        registerOverlayLayout()
        registerSafeAreaIgnoringLayout()
        registerSafeAreaInsetLayout()
        registerSafeAreaPaddingLayout()
        registerSymbolEnvironment()
        registerTextFeatures()
        registerNoOpModifiers()
        registerTag()
        registerAnimation()
        registerGestures()
        registerPresentations()
        // Enumerations whose every case is here: an unknown member of one is a mistake, not Swift to compile.
        for type in [Builtin.dynamicTypeSize, Builtin.colorScheme, Builtin.layoutDirection, Builtin.axis, Builtin.edge,
                     Builtin.edgeSet, Builtin.textAlignment, Builtin.truncationMode, Builtin.textCase, Builtin.contentMode,
                     Builtin.roundedCornerStyle, Builtin.fontWeight, Builtin.fontDesign, Builtin.imageScale,
                     Builtin.symbolVariants, Builtin.symbolRenderingMode, Builtin.pinnedScrollableViews, Builtin.visibility] {
            type.isComplete = true
        }
    }

    /// Makes `type` visible under its name (and `alias`es).
    func add(_ type: FType, as names: String...) {
        for name in names.isEmpty ? [type.name] : names { types[name] = type }
    }

    /// Declares a view type with one initialiser per signature: `view("Spacer", [Param("minLength", …)]) { … }`.
    /// `V`'s values are erased to `AnyView` through `Builtin.views`, without a conformance look-up.
    @discardableResult
    func view<V: View>(_ name: String, parents: [FType] = [Builtin.view], _ params: [Param], file: String = #fileID,
                       line: Int = #line, _ make: @escaping (Args) throws -> V) -> FType {
        let type = types[name] ?? FType(name, parents: parents, isView: true)
        type.initializer(params, file: file, line: line) { try make($0) }
        Builtin.views.add(V.self) { AnyView($0) }
        add(type, as: name)
        return type
    }

    /// Declares a modifier available on every view: `self` arrives as an `AnyView`.
    func modifier(_ name: String, _ params: [Param], file: String = #fileID, line: Int = #line,
                  _ apply: @escaping (AnyView, Args) throws -> any View) {
        // Erased here, where the result's type is known statically, so that converting it back to a view later
        // needs no conformance look-up (`Builtin.view`).
        Builtin.view.method(name, params, file: file, line: line) { AnyView(erasing: try apply($0 as! AnyView, $1)) }
    }

    /// A modifier that never changes a static picture (gestures, lifecycle, accessibility, focus): accepted, its
    /// arguments checked, the view returned unchanged. Its closures are actions: parsed, never run.
    func noOpModifier(_ name: String, _ params: [Param], file: String = #fileID, line: Int = #line) {
        modifier(name, params, file: file, line: line) { v, _ in v }
    }

    /// `.environment(\.name, value)` for one `EnvironmentValues` key, with the key's value type.
    func environmentKey<T>(_ name: String, _ type: PType, _ path: WritableKeyPath<EnvironmentValues, T>,
                           file: String = #fileID, line: Int = #line) {
        environmentKeys.append(name)
        modifier("environment", [Param("_ keyPath", .environmentKey(name)), Param("_ value", type)], file: file, line: line) { v, a in
            v.environment(path, a.value as T)
        }
    }

    /// What `@Environment(\.name)` reads: the value at `path`, as a fixture value of `type`.
    func environmentReader<T>(_ name: String, _ type: PType, _ path: KeyPath<EnvironmentValues, T>, file: String = #fileID,
                              line: Int = #line, _ wrap: @escaping (T) -> Value) {
        environmentReaders[name] = EnvironmentReader(type: type, site: RegistrySite(file, line)) { wrap($0[keyPath: path]) }
    }

    /// The view names a misspelt view name is compared with.
    var viewNames: [String] { types.filter { $0.value.isView && $0.value !== Builtin.view }.map(\.key) }
}

/// Conversions to one protocol's existential (or `AnyView`) for the Swift types the registry makes, by type: each
/// upcast is compiled where the type is known, while a cast of an `Any` to the protocol is a conformance look-up
/// that scans every conformance record the first time for each type (docs/PERFORMANCE.md, "Start-up").
final class Conformers<Existential> {
    private var upcasts: [ObjectIdentifier: (Any) -> Existential] = [:]

    /// Values of type `T` convert through `upcast`. Called while `Registry.standard` is built, never later.
    func add<T>(_: T.Type, _ upcast: @escaping (T) -> Existential) {
        upcasts[ObjectIdentifier(T.self)] = { upcast($0 as! T) }
    }

    /// `value` converted, or nil if its type was never added.
    func callAsFunction(_ value: Any) -> Existential? {
        upcasts[ObjectIdentifier(type(of: value))]?(value)
    }
}

/// An error a registry function reports; the evaluator adds the call's location.
struct Failure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Several views as one, as a `@ViewBuilder` block makes them: each stays a separate child of the container.
func combine(_ views: [AnyView]) -> AnyView {
    switch views.count {
    case 0: return AnyView(EmptyView())
    case 1: return views[0]
    default: return AnyView(ForEach(_unkeyed: views.indices, content: { views[$0] }))
    }
}
