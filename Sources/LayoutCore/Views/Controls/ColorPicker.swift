import Foundation

/// A control showing a chosen colour (docs/BEHAVIOUR.md §22), drawn closed: on iOS the row of a labelled
/// control with a colour well (`UIColorWell`) at its trailing edge — a ring of the hue wheel around the
/// selection; on macOS the label, 8 pt, then a bordered well with the selection inside. Opacity support
/// changes nothing in a picture.
public struct ColorPicker<Label: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    public typealias Body = Never
    let selection: Binding<Color>
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let well = env.platform == .macOS ? Self.macWell(selection.wrappedValue) : Self.well(selection.wrappedValue)
        return labelledControl("ColorPicker", label: AnyView(label), control: well, context: context)
    }

    /// The hue wheel's colours, clockwise from three o'clock (SwiftUI's angular gradients start there).
    static var hues: [Color] {
        [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0),
         Color(red: 0, green: 1, blue: 1), Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 1),
         Color(red: 1, green: 0, blue: 0)]
    }

    /// iOS: a circle of `ControlMetrics.colorWell` — the hue ring `colorWellRing` wide, a gap of half that in
    /// the background colour, the selection inside.
    static func well(_ color: Color) -> AnyView {
        let side = ControlMetrics.colorWell, ring = ControlMetrics.colorWellRing, gap = ring / 2
        let wheel = AngularGradient(colors: hues, center: .center)
        return parts("ColorWell", size: { _ in CGSize(width: side, height: side) }, frames: { s in
            [CGRect(origin: .zero, size: s),
             CGRect(x: ring, y: ring, width: s.width - 2 * ring, height: s.height - 2 * ring),
             CGRect(x: ring + gap, y: ring + gap, width: s.width - 2 * (ring + gap), height: s.height - 2 * (ring + gap))]
        }, [AnyView(ShapeView(shape: AnyShape(Circle()), layers: [.fill(AnyShapeStyle(wheel), FillStyle())], name: "Circle")),
            part("Circle", Circle(), fill: ControlColors.systemBackground),
            part("Circle", Circle(), fill: color)])
    }

    /// macOS: a push button's face of `ControlMetrics.macColorWell` with the selection inset 4 pt, radius 2.
    static func macWell(_ color: Color) -> AnyView {
        let size = ControlMetrics.macColorWell, inset = ControlMetrics.macColorWellInset
        return parts("ColorWell", size: { _ in size }, frames: { s in
            [CGRect(origin: .zero, size: s), CGRect(x: inset, y: inset, width: s.width - 2 * inset, height: s.height - 2 * inset)]
        }, [part("RoundedRectangle", RoundedRectangle(cornerRadius: ControlMetrics.macButtonRadius), fill: ControlColors.macControlFace,
                 stroke: (ControlColors.macControlBorder, 0.5)),
            part("RoundedRectangle", RoundedRectangle(cornerRadius: 2), fill: color)])
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled with a string literal (Markdown rendered, as `Text`'s).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker titled with a string value, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
