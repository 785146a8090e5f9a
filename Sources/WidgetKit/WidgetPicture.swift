// A widget as the preview canvas shows it (docs/BEHAVIOUR.md, "Widgets"): its family's size on the device
// previewed, a continuous rounded rectangle filled with its container background, the content inset by the
// default content margins. Accessory (Lock Screen) families have no container drawn.

/// The container background a widget's content set, carried up to its picture as a preference.
struct ContainerBackground: Equatable {
    let view: AnyView
    /// One view's background is the same from pass to pass: equal, so that the passes end.
    static func == (a: ContainerBackground, b: ContainerBackground) -> Bool { true }
}

struct ContainerBackgroundKey: PreferenceKey {
    static let defaultValue: ContainerBackground? = nil
    /// The first one set wins.
    static func reduce(value: inout ContainerBackground?, nextValue: () -> ContainerBackground?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// The widget's container background: drawn behind the whole widget, margins included, where the system
    /// shows one (not on the Lock Screen).
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        preference(key: ContainerBackgroundKey.self, value: ContainerBackground(view: AnyView(Rectangle().fill(style))))
    }

    /// The widget's container background made of views, aligned in the container.
    public func containerBackground<V: View>(for placement: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let background = content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
        return preference(key: ContainerBackgroundKey.self, value: ContainerBackground(view: AnyView(background)))
    }

    /// The address the app opens when the widget is tapped: nothing to draw.
    public func widgetURL(_ url: URL?) -> some View { self }

    /// Puts this view in the accent group of a tinted widget: full colour draws it as it is.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
}

/// The picture of one entry of a widget. Layoutshot's.
struct WidgetPicture: View {
    let definition: _WidgetDefinition
    let family: WidgetFamily
    let entry: any TimelineEntry

    /// [I] 16 pt on each side for the Home Screen families, none for the Lock Screen's (docs/BEHAVIOUR.md).
    static func defaultMargins(_ family: WidgetFamily) -> EdgeInsets {
        family.isSystem ? EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) : EdgeInsets()
    }

    /// [I] The container's corner radius (docs/BEHAVIOUR.md).
    static let cornerRadius: CGFloat = 22

    var body: some View {
        let size = family._size(on: _PreviewScreen.device)
        let margins = definition.contentMarginsDisabled ? EdgeInsets() : Self.defaultMargins(family)
        let system = family.isSystem
        let content = definition.content(entry) ?? AnyView(EmptyView())
        return content
            .padding(margins)
            .frame(width: size.width, height: size.height)
            .backgroundPreferenceValue(ContainerBackgroundKey.self) { background in
                if system, let background { background.view }
            }
            .overlayPreferenceValue(ContainerBackgroundKey.self) { background in
                if background == nil { AdoptContainerBackground() }
            }
            .clipShape(RoundedRectangle(cornerRadius: system ? Self.cornerRadius : 0, style: .continuous))
            .environment(\.widgetFamily, family)
            .environment(\.widgetContentMargins, margins)
            .environment(\.widgetRenderingMode, system ? .fullColor : .vibrant)
            .environment(\.showsWidgetContainerBackground, system)
    }
}

/// What iOS 17 draws instead of a widget that sets no container background ([D] nemecek.be, "Hotfixing widgets
/// for iOS 17": the message instead of the content; its style [I]).
struct AdoptContainerBackground: View {
    var body: some View {
        Text("Please adopt containerBackground API")
            .font(.caption)
            .multilineTextAlignment(.center)
            .foregroundStyle(.secondary)
            .padding(8)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.background)
    }
}
