import Foundation
import LayoutCore

extension Registry {
    /// Scroll views, grids, `ViewThatFits`, `GeometryReader` and `Divider`.
    func registerContainers() {
        view("Divider", []) { _ in Divider() }
        view("ScrollView", [Param("_ axes", .axisSet, default: Axis.Set.vertical),
                            Param("showsIndicators", .bool, default: true), Param("content", .content)]) { a in
            ScrollView(a.axes, showsIndicators: a.showsIndicators) { a.content as AnyView }
        }
        view("ViewThatFits", [Param("in axes", .axisSet, default: [.horizontal, .vertical] as Axis.Set),
                              Param("content", .content)]) { a in
            ViewThatFits(in: a.axes) { a.content as AnyView }
        }

        // The closure is run once now with a 100 × 100 probe, so that its mistakes are reported while parsing,
        // and again in every layout with the reader's real size. A failure during layout (a branch the probe
        // did not take) shows the error as red text in place of the content.
        view("GeometryReader", [Param("content", .viewBuilderFunction)]) { a in
            let content = a.function("content")
            _ = try content(.native(FixtureGeometryProxy(probe: CGSize(width: 100, height: 100)), Builtin.geometryProxy))
            return GeometryReader { proxy in
                do {
                    return try content(.native(FixtureGeometryProxy(proxy), Builtin.geometryProxy))
                } catch {
                    return AnyView(Text(verbatim: "\(error)").foregroundColor(.red))
                }
            }
        }

        let alignment = Param("alignment", .alignment, default: Alignment.center)
        view("Grid", [alignment, Param("horizontalSpacing", .optional(.cgFloat), default: nil),
                      Param("verticalSpacing", .optional(.cgFloat), default: nil), Param("content", .content)]) { a in
            Grid(alignment: a.alignment, horizontalSpacing: a.horizontalSpacing, verticalSpacing: a.verticalSpacing) {
                a.content as AnyView
            }
        }
        view("GridRow", [Param("alignment", .optional(.verticalAlignment), default: nil), Param("content", .content)]) { a in
            GridRow(alignment: a.alignment) { a.content as AnyView }
        }

        let item = Builtin.gridItem, size = Builtin.gridItemSize
        size.staticFunction("fixed", [Param("_ size", .cgFloat)]) { a in GridItem.Size.fixed(a.size) }
        size.staticFunction("flexible", [Param("minimum", .cgFloat, default: CGFloat(10)),
                                         Param("maximum", .cgFloat, default: CGFloat.infinity)]) { a in
            GridItem.Size.flexible(minimum: a.minimum, maximum: a.maximum)
        }
        size.staticFunction("adaptive", [Param("minimum", .cgFloat),
                                         Param("maximum", .cgFloat, default: CGFloat.infinity)]) { a in
            GridItem.Size.adaptive(minimum: a.minimum, maximum: a.maximum)
        }
        item.staticMembers["Size"] = .type(size)
        item.initializer([Param("_ size", .type(size), default: GridItem.Size.flexible()),
                          Param("spacing", .optional(.cgFloat), default: nil),
                          Param("alignment", .optional(.alignment), default: nil)]) { a in
            GridItem(a.size, spacing: a.spacing, alignment: a.alignment)
        }
        add(item)
        add(size)
        let items = PType.array(.type(item))
        view("LazyVGrid", [Param("columns", items), Param("alignment", .horizontalAlignment, default: HorizontalAlignment.center),
                           Param("spacing", .optional(.cgFloat), default: nil), Param("content", .content)]) { a in
            LazyVGrid(columns: (a.columns as [Any]).map { $0 as! GridItem }, alignment: a.alignment, spacing: a.spacing) {
                a.content as AnyView
            }
        }
        view("LazyHGrid", [Param("rows", items), Param("alignment", .verticalAlignment, default: VerticalAlignment.center),
                           Param("spacing", .optional(.cgFloat), default: nil), Param("content", .content)]) { a in
            LazyHGrid(rows: (a.rows as [Any]).map { $0 as! GridItem }, alignment: a.alignment, spacing: a.spacing) {
                a.content as AnyView
            }
        }
    }

    /// Buttons (their actions are parsed, never run), labels, images and button styles.
    func registerControls() {
        view("Button", [Param("action", .action), Param("label", .content)]) { a in
            Button(action: {}) { a.label as AnyView }
        }
        // Titles: a literal (Markdown rendered) before a String value (shown as it is), as for Text.
        view("Button", [Param("_ titleKey", .localizedStringKey), Param("action", .action)]) { a in
            Button(a.titleKey as LocalizedStringKey, action: {})
        }
        view("Button", [Param("_ title", .string), Param("action", .action)]) { a in
            Button(a.title as String, action: {})
        }
        view("Button", [Param("_ titleKey", .localizedStringKey), Param("systemImage", .string), Param("action", .action)]) { a in
            Button(a.titleKey as LocalizedStringKey, systemImage: a.systemImage, action: {})
        }
        view("Button", [Param("_ title", .string), Param("systemImage", .string), Param("action", .action)]) { a in
            Button(a.title as String, systemImage: a.systemImage, action: {})
        }

        view("Label", [Param("_ titleKey", .localizedStringKey), Param("systemImage", .string)]) { a in
            Label(a.titleKey as LocalizedStringKey, systemImage: a.systemImage)
        }
        view("Label", [Param("_ title", .string), Param("systemImage", .string)]) { a in
            Label(a.title as String, systemImage: a.systemImage)
        }
        view("Label", [Param("_ titleKey", .localizedStringKey), Param("image", .string)]) { a in
            let name: String = a.image
            if let problem = a.fixture.imageProblem(name) { throw Failure(problem) }
            return Label(a.titleKey as LocalizedStringKey, image: name)
        }
        view("Label", [Param("_ title", .string), Param("image", .string)]) { a in
            let name: String = a.image
            if let problem = a.fixture.imageProblem(name) { throw Failure(problem) }
            return Label(a.title as String, image: name)
        }
        view("Label", [Param("title", .content), Param("icon", .content)]) { a in
            Label(title: { a.title as AnyView }, icon: { a.icon as AnyView })
        }

        let image = Builtin.image
        add(image)
        view("Image", [Param("_ name", .string)]) { a in
            let name: String = a.name
            if let problem = a.fixture.imageProblem(name) { throw Failure(problem) }
            return Image(name)
        }
        view("Image", [Param("systemName", .string)]) { a in Image(systemName: a.systemName) }
        Builtin.resizingMode.members(["stretch": Image.ResizingMode.stretch, "tile": Image.ResizingMode.tile])
        image.staticMembers["ResizingMode"] = .type(Builtin.resizingMode)
        image.method("resizable", [Param("capInsets", .edgeInsets, default: EdgeInsets()),
                                   Param("resizingMode", .type(Builtin.resizingMode), default: Image.ResizingMode.stretch)],
                     returns: image) { i, a in
            (i as! Image).resizable(capInsets: a.capInsets, resizingMode: a.resizingMode)
        }

        let style = Builtin.buttonStyle
        let styles: [(String, String, any PrimitiveButtonStyle)] = [
            ("automatic", "DefaultButtonStyle", DefaultButtonStyle()), ("plain", "PlainButtonStyle", PlainButtonStyle()),
            ("borderless", "BorderlessButtonStyle", BorderlessButtonStyle()),
            ("bordered", "BorderedButtonStyle", BorderedButtonStyle()),
            ("borderedProminent", "BorderedProminentButtonStyle", BorderedProminentButtonStyle()),
        ]
        for (member, typeName, value) in styles {
            style.staticMembers[member] = style.wrap(value)
            let type = FType(typeName, parents: [style])
            type.initializer([]) { _ in value }
            add(type)
        }
        add(style)
    }

    /// Layouts used as containers: `HStackLayout(spacing: 4) { … }`, `AnyLayout(…)`, and the seeds' layouts
    /// that fixtures can use without declaring them (`FlowLayout`, `WideFirstGrid`).
    func registerLayouts() {
        let layout = Builtin.layout
        layout.method("callAsFunction", [Param("_ content", .content)]) { l, a in
            let container: any Layout = l as! any Layout
            let content: AnyView = a.content
            return contain(container, content)
        }
        add(layout)
        func layoutType(_ name: String, _ params: [Param], _ make: @escaping (Args) throws -> any Layout) {
            let type = FType(name, parents: [layout])
            type.initializer(params, make)
            add(type)
        }
        let spacing = Param("spacing", .optional(.cgFloat), default: nil)
        layoutType("HStackLayout", [Param("alignment", .verticalAlignment, default: VerticalAlignment.center), spacing]) { a in
            HStackLayout(alignment: a.alignment, spacing: a.spacing)
        }
        layoutType("VStackLayout", [Param("alignment", .horizontalAlignment, default: HorizontalAlignment.center), spacing]) { a in
            VStackLayout(alignment: a.alignment, spacing: a.spacing)
        }
        layoutType("ZStackLayout", [Param("alignment", .alignment, default: Alignment.center)]) { a in
            ZStackLayout(alignment: a.alignment)
        }
        layoutType("GridLayout", [Param("alignment", .alignment, default: Alignment.center),
                                  Param("horizontalSpacing", .optional(.cgFloat), default: nil),
                                  Param("verticalSpacing", .optional(.cgFloat), default: nil)]) { a in
            GridLayout(alignment: a.alignment, horizontalSpacing: a.horizontalSpacing, verticalSpacing: a.verticalSpacing)
        }
        layoutType("AnyLayout", [Param("_ layout", .type(layout))]) { a in
            let wrapped: any Layout = a.layout
            return AnyLayout(wrapped)
        }
        layoutType("FlowLayout", [Param("spacing", .cgFloat, default: CGFloat(8))]) { a in SeedFlowLayout(spacing: a.spacing) }
        layoutType("WideFirstGrid", []) { _ in SeedWideFirstGrid() }
    }

    /// Names that can be called like a view (views and layouts), for suggestions.
    var containerNames: [String] {
        types.filter { $0.value.lineage.contains { $0 === Builtin.layout } && $0.value !== Builtin.layout }.map(\.key)
    }
}

/// `layout { content }` with a layout known only at run time.
private func contain<L: Layout>(_ layout: L, _ content: AnyView) -> any View {
    layout { content }
}
