import Foundation

/// A modifier that turns a view into another, as in SwiftUI. Custom modifiers implement `body(content:)`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The content a custom modifier wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard let content = context.modifierContent.last else { return [] }
        var outer = context
        outer.modifierContent.removeLast()
        return content(outer)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        if let primitive = modifier as? PrimitiveModifier {
            return primitive.apply(to: { content.makeNodes($0) }, in: context)
        }
        let saved = context.modifierContent
        var inner = context
        inner.modifierContent.append { outer in
            var restored = outer
            restored.modifierContent = saved
            return content.makeNodes(restored)
        }
        return modifier.body(content: _ViewModifier_Content<Modifier>()).makeNodes(inner)
    }
}

extension View {
    /// Applies a modifier.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier Layoutshot applies to the resolved nodes itself.
protocol PrimitiveModifier {
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode]
}

/// Wraps each view of the content in a one-child layout node (padding, frame, fixedSize, …). A modifier on
/// several views (a `Group`, a `ForEach`) applies to each of them, as in SwiftUI.
struct LayoutModifier<L: Layout>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: String
    let layout: L

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        content(context).map {
            ViewNode.wrapping($0, name: name, layout: ConcreteLayoutBox(layout), direction: context.environment.layoutDirection)
        }
    }
}

/// Changes the environment for its content (font, foreground style, platform).
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var problems = ArgumentProblems()
    let transform: (inout EnvironmentValues) -> Void

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        var inner = context
        transform(&inner.environment)
        let nodes = content(inner)
        if !problems.isEmpty { for node in nodes { node.resolveDiagnostics += problems.diagnostics } }
        return nodes
    }
}

/// Sets a trait (layout priority, layout value, id) on each view of its content.
struct TraitModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout ViewTraits) -> Void

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        for node in nodes { transform(&node.traits) }
        return nodes
    }
}

/// Adds a drawing-only decoration (border, opacity, clip) to each view of its content.
struct DecorationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let make: (EnvironmentValues) -> PendingDecoration

    init(_ make: @escaping (EnvironmentValues) -> Decoration) {
        self.make = { .ready(make($0)) }
    }

    /// A decoration that needs the node's frame (a clip's outline).
    init(pending make: @escaping (EnvironmentValues) -> PendingDecoration) {
        self.make = make
    }

    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let nodes = content(context)
        let decoration = make(context.environment)
        for node in nodes {
            node.decorations.append(decoration)
            if case .laidOut(let diagnostics, _) = decoration { node.resolveDiagnostics += diagnostics }
        }
        return nodes
    }
}

extension View {
    /// Sets an environment value for this view and its descendants. The value is checked now, by the
    /// key's setter (a NaN line spacing, a font of no size), and what the setter keeps is what is set.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        var probe = EnvironmentValues()
        probe[keyPath: keyPath] = value
        let checked = probe[keyPath: keyPath]
        return modifier(EnvironmentModifier(problems: probe.invalidArguments) { $0[keyPath: keyPath] = checked })
    }

    /// Changes several environment values at once, checked now by their setters as `environment(_:_:)`
    /// checks one: `transform` runs on a scratch environment here, and again on the real one when resolved.
    func checkedEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
        var probe = EnvironmentValues()
        transform(&probe)
        return modifier(EnvironmentModifier(problems: probe.invalidArguments, transform: transform))
    }

    /// The font of text in this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// The style of text and shapes in this view. A style that refers to the foreground (`.secondary`,
    /// `.foreground`) means the one around this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = StyleLevels([AnyShapeStyle(style)], parent: $0.foregroundStyle) })
    }

    /// The primary and secondary levels of the foreground style (`.secondary` draws with `secondary`; deeper
    /// levels are `secondary`'s own levels, [I]).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(EnvironmentModifier {
            $0.foregroundStyle = StyleLevels([AnyShapeStyle(primary), AnyShapeStyle(secondary)], parent: $0.foregroundStyle)
        })
    }

    /// The primary, secondary and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                                _ tertiary: S3) -> some View {
        modifier(EnvironmentModifier {
            $0.foregroundStyle = StyleLevels([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)],
                                             parent: $0.foregroundStyle)
        })
    }

    /// The colour of text and shapes in this view (nil: back to the default, primary).
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(EnvironmentModifier { $0.foregroundStyle = color.map { StyleLevels([AnyShapeStyle($0)], parent: nil) } })
    }

    /// The style `.background` stands for in this view (SwiftUI's `backgroundStyle(_:)`).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EnvironmentModifier {
            $0.backgroundStyleLevels = StyleLevels([AnyShapeStyle(style)], parent: $0.backgroundStyleLevels)
        })
    }

    /// The tint of this view (`.tint`, and the accent of its buttons); nil: the accent colour.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(EnvironmentModifier { env in env.tintStyle = tint.map { StyleLevels([AnyShapeStyle($0)], parent: env.tintStyle) } })
    }

    /// The tint of this view as a colour; nil: the accent colour.
    public func tint(_ tint: Color?) -> some View {
        modifier(EnvironmentModifier { $0.tintStyle = tint.map { StyleLevels([AnyShapeStyle($0)], parent: nil) } })
    }

    /// Limits text to `number` lines.
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    public func lineSpacing(_ spacing: CGFloat) -> some View { environment(\.lineSpacing, spacing) }

    /// Sets the priority a stack gives this view when it divides space (SwiftUI: higher first; default 0).
    /// ±∞ order as numbers do; NaN, which orders nothing, is reported and 0 used.
    public func layoutPriority(_ value: Double) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.order(value, "layoutPriority") }
        return modifier(TraitModifier { $0.layoutPriority = checked }, reporting: problems)
    }

    /// Draws the view above siblings of a lower value and below those of a higher one (default 0); layout
    /// is unchanged. SwiftUI: `zIndex(_:)`. NaN is reported and 0 used.
    public func zIndex(_ value: Double) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.order(value, "zIndex") }
        return modifier(TraitModifier { $0.zIndex = checked }, reporting: problems)
    }

    /// Names the view; the name appears as `id` in the frame tree.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(TraitModifier { $0.id = "\(id)" })
    }

    /// Draws a border inside the view's frame (drawing only; layout is unchanged), painted with `content` —
    /// a gradient laid over the frame. A negative or non-finite width is reported and 1 used.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.size(width, "width", kind: "border width", fallback: 1) }
        return modifier(DecorationModifier(pending: { env in
            let paint = content._paint(in: env, level: 0)
            return .laidOut(diagnostics: paint.diagnostics) { .border(paint.paint(in: $0), width: checked) }
        }), reporting: problems)
    }

    /// Draws the view and its subtree with `opacity`, clamped into 0...1 as SwiftUI does (NaN and
    /// infinities are reported and 1 used).
    public func opacity(_ opacity: Double) -> some View {
        let (checked, problems) = ArgumentProblems.checking { $0.fraction(opacity, "opacity", fallback: 1) }
        return modifier(DecorationModifier { _ in .opacity(checked) }, reporting: problems)
    }
}
