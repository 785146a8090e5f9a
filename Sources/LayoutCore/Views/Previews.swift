import Foundation

// Xcode's preview vocabulary, as data: how a preview's canvas is sized, the device and orientation it shows,
// its name and colour scheme. `#Preview` traits and `PreviewProvider` modifiers both end up here, and the
// command line reads it (docs/FIXTURE_LANGUAGE.md, "Previews"; docs/BEHAVIOUR.md, "The preview canvas").

/// SwiftUI's `PreviewLayout` (`.previewLayout(_:)`): how a preview's canvas is sized.
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen: the root is offered the screen's safe area and centred in it (SwiftUI's default).
    case device
    /// "Fit the container to the size of the preview when offered the size of the device that the preview is
    /// running on" (Apple): the root is proposed the device's screen and the canvas is the size it chooses.
    case sizeThatFits
    /// A canvas of this size in points, which is what the root is proposed.
    case fixed(width: CGFloat, height: CGFloat)
    /// Layoutshot's, not SwiftUI's: a bare view expression (the fixture language's shorthand) at its ideal size,
    /// proposed `.unspecified`, the canvas its size.
    case idealSize

    /// What the host proposes on `device` in `orientation`: the screen for `.device` and `.sizeThatFits` (nil
    /// dimensions on a Mac, whose window fits the view), the fixed size, or nothing for `.idealSize`. A `.device`
    /// canvas on a device with a screen is that screen, whose safe area the root is offered.
    public func proposal(on device: Device, orientation: InterfaceOrientation = .portrait) -> ProposedViewSize {
        switch self {
        case .device, .sizeThatFits: return device.screenSize(orientation).map { ProposedViewSize($0) } ?? .unspecified
        case .idealSize: return .unspecified
        case .fixed(let width, let height): return ProposedViewSize(width: width, height: height)
        }
    }

    /// The root's proposal on `platform`'s default device in `orientation` (`proposal(on:orientation:)`).
    public func proposal(on platform: Platform, orientation: InterfaceOrientation = .portrait) -> ProposedViewSize {
        proposal(on: .default(for: platform), orientation: orientation)
    }

    /// How the canvas is sized: `.sizeThatFits` fits the root whatever it was proposed; the others are the
    /// proposal where it is finite.
    public var canvas: LayoutEngine.Canvas { self == .sizeThatFits ? .fitsRoot : .proposal }
}

/// SwiftUI's `InterfaceOrientation`: the device's orientation in a preview.
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether the screen is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// SwiftUI's `PreviewDevice`: a simulator device by name (`"iPhone 15 Pro"`) or model identifier
/// (`"iPhone16,1"`), which Layoutshot looks up in its table (`Device.all`; any case).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    /// The device of the table this names, or why none.
    public var device: Result<Device, UnknownDevice> { Device.named(rawValue) }

    /// The screen of the default device of `platform` in `orientation`, in points; nil on macOS, where a
    /// preview's window fits its content (docs/BEHAVIOUR.md, "The preview canvas").
    public static func screenSize(on platform: Platform, orientation: InterfaceOrientation = .portrait) -> CGSize? {
        Device.default(for: platform).screenSize(orientation)
    }
}

/// The device a preview runs on, in an orientation, and whether the canvas is its screen (a `.device`
/// layout, which gets its safe area, status bar and home indicator) or not (a fixed or fitting canvas, which
/// still sees the device's scale, size classes and `UIScreen`).
public struct PreviewScreen: Hashable, Sendable {
    public var device: Device
    public var orientation: InterfaceOrientation
    public var isCanvas: Bool

    public init(device: Device, orientation: InterfaceOrientation = .portrait, isCanvas: Bool = true) {
        self.device = device
        self.orientation = orientation
        self.isCanvas = isCanvas
    }

    /// The screen in points, turned in landscape; nil for a Mac window.
    public var size: CGSize? { device.screenSize(orientation) }

    /// The canvas's safe-area insets: the device's in this orientation when the canvas is its screen.
    public var safeAreaInsets: EdgeInsets {
        isCanvas && size != nil ? device.safeAreaInsets(orientation) : EdgeInsets()
    }
}

/// SwiftUI's `PreviewPlatform` (`PreviewProvider.platform`).
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A `#Preview(…, traits:)` trait: a layout or an orientation. Several may be given; a later one of the same
/// kind wins.
public struct PreviewTrait: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    let kind: Kind

    /// The device canvas, as with no trait.
    public static let defaultLayout = PreviewTrait(kind: .layout(.device))
    /// The view's ideal size.
    public static let sizeThatFitsLayout = PreviewTrait(kind: .layout(.sizeThatFits))
    /// A canvas of this size in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(kind: .layout(.fixed(width: width, height: height)))
    }
    public static let portrait = PreviewTrait(kind: .orientation(.portrait))
    public static let portraitUpsideDown = PreviewTrait(kind: .orientation(.portraitUpsideDown))
    public static let landscapeLeft = PreviewTrait(kind: .orientation(.landscapeLeft))
    public static let landscapeRight = PreviewTrait(kind: .orientation(.landscapeRight))
}

/// What a preview says about itself: the `#Preview` traits, or a `PreviewProvider` element's `.preview…`
/// modifiers and `.preferredColorScheme(_:)`. Nil: not said.
public struct PreviewSettings: Hashable, Sendable {
    public var layout: PreviewLayout?
    public var orientation: InterfaceOrientation?
    public var device: PreviewDevice?
    public var displayName: String?
    public var colorScheme: ColorScheme?

    public init(layout: PreviewLayout? = nil, orientation: InterfaceOrientation? = nil, device: PreviewDevice? = nil,
                displayName: String? = nil, colorScheme: ColorScheme? = nil) {
        self.layout = layout
        self.orientation = orientation
        self.device = device
        self.displayName = displayName
        self.colorScheme = colorScheme
    }

    /// The settings `#Preview(traits: …)` makes, each trait in turn.
    public init(traits: [PreviewTrait]) {
        self.init()
        for trait in traits {
            switch trait.kind {
            case .layout(let layout): self.layout = layout
            case .orientation(let orientation): self.orientation = orientation
            }
        }
    }
}

/// Xcode's older preview form: `static var previews` holds one preview per top-level view (a `Group`'s
/// children, a `ForEach`'s views), each with its own `.preview…` modifiers.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are for; nil: the one being built for.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The trait of a view-list element that holds its preview settings (moves outwards through modifiers).
enum PreviewSettingsKey: LayoutValueKey {
    static let defaultValue = PreviewSettings()
}

extension View {
    /// How the preview's canvas is sized (a `PreviewProvider`'s; `#Preview` uses traits instead).
    public func previewLayout(_ value: PreviewLayout) -> some View { previewSetting { $0.layout = value } }

    /// The preview's title.
    public func previewDisplayName(_ value: String?) -> some View { previewSetting { $0.displayName = value } }

    /// The device the preview shows (`PreviewDevice`; nil: the default device).
    public func previewDevice(_ value: PreviewDevice?) -> some View { previewSetting { $0.device = value } }

    /// The device's orientation in the preview.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        previewSetting { $0.orientation = value }
    }

    /// The colour scheme of the presentation this view is in: a preview whose view sets it is laid out and
    /// drawn in that scheme. Layoutshot reads it from the preview's root (the view and the modifiers around
    /// it), not from views nested in containers.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        previewSetting { $0.colorScheme = colorScheme }
    }

    private func previewSetting(_ change: @escaping (inout PreviewSettings) -> Void) -> some View {
        modifier(TraitModifier { traits in
            var settings = traits.value(for: PreviewSettingsKey.self)
            change(&settings)
            traits.setValue(settings, for: PreviewSettingsKey.self)
        })
    }
}

/// Splits a `PreviewProvider`'s `previews` into Xcode's previews.
public enum PreviewElements {
    /// One entry per view `previews` contributes at the top level (as a container would see them: a `Group`
    /// and a `ForEach` contribute each of their views), with its settings, and a view showing only that
    /// view. `previews` is called again each time a preview is resolved, as Xcode evaluates it for the
    /// preview being shown (so `UIScreen.main` is that preview's device). A `previews` that makes no view
    /// (or more than `limits` allow) is one preview of everything.
    public static func split<V: View>(_ previews: @escaping () -> V, environment: EnvironmentValues = EnvironmentValues(),
                                      limits: LayoutLimits = LayoutLimits()) -> [(settings: PreviewSettings, view: AnyView)] {
        let budget = ResolveBudget(limits: limits)
        let nodes = previews().makeNodes(ResolveContext(environment: environment, stackAxis: nil, budget: budget))
        let whole = _DeferredView { AnyView(previews()) }
        guard !budget.isExceeded, nodes.count > 1 else {
            return [(nodes.count == 1 ? nodes[0].traits.value(for: PreviewSettingsKey.self) : PreviewSettings(), AnyView(whole))]
        }
        return nodes.indices.map { index in
            (nodes[index].traits.value(for: PreviewSettingsKey.self), AnyView(PreviewElement(content: whole, index: index)))
        }
    }
}

/// A view made each time it is resolved, from a closure: a preview's body, which runs where the preview is
/// shown rather than when the fixture registers it. Not SwiftUI API.
public struct _DeferredView: View, PrimitiveView {
    public typealias Body = Never
    let make: () -> AnyView
    /// This view's identity in a layout's passes.
    private let identity = LayoutSession.Key()

    public init(_ make: @escaping () -> AnyView) { self.make = make }

    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }

    /// The body runs once per layout: the passes preferences ask for see the same view, and so the same state
    /// (an `onPreferenceChange` that sets a `@State` of the preview's view is seen by the next pass).
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        context.budget.session.view(for: identity, make).makeNodes(context)
    }
}

/// The `index`th top-level view of `content`.
struct PreviewElement: View, PrimitiveView {
    typealias Body = Never
    let content: _DeferredView
    let index: Int

    func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = content.makeNodes(context)
        return nodes.indices.contains(index) ? [nodes[index]] : []
    }
}
