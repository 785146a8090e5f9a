import Foundation
import LayoutCore

extension Registry {
    /// Containers and leaf views. One entry per initialiser:
    ///
    ///     view("HStack", [Param("alignment", .verticalAlignment, default: VerticalAlignment.center),
    ///                     Param("spacing", .optional(.cgFloat), default: nil),
    ///                     Param("content", .content)]) { a in
    ///         HStack(alignment: a.alignment, spacing: a.spacing) { a.content as AnyView }
    ///     }
    ///
    /// `Param("_ x", …)` is unlabelled; `a.x` is the converted argument (or the default) as the Swift type the
    /// call needs. `.content` is a `@ViewBuilder` closure, already evaluated into one `AnyView`.
    func registerViews() {
        view("HStack", [Param("alignment", .verticalAlignment, default: VerticalAlignment.center),
                        Param("spacing", .optional(.cgFloat), default: nil), Param("content", .content)]) { a in
            HStack(alignment: a.alignment, spacing: a.spacing) { a.content as AnyView }
        }
        view("VStack", [Param("alignment", .horizontalAlignment, default: HorizontalAlignment.center),
                        Param("spacing", .optional(.cgFloat), default: nil), Param("content", .content)]) { a in
            VStack(alignment: a.alignment, spacing: a.spacing) { a.content as AnyView }
        }
        view("ZStack", [Param("alignment", .alignment, default: Alignment.center), Param("content", .content)]) { a in
            ZStack(alignment: a.alignment) { a.content as AnyView }
        }
        view("Group", [Param("content", .content)]) { a in Group { a.content as AnyView } }
        view("EmptyView", []) { _ in EmptyView() }
        view("Spacer", [Param("minLength", .optional(.cgFloat), default: nil)]) { a in
            Spacer(minLength: a.minLength)
        }
        view("AnyView", [Param("_ view", .view)]) { a in a.view as AnyView }

        // ForEach builds its views at once, one per element; they become separate children of the container.
        let forEach: (Args) throws -> Any = { a in
            let data: [Value] = a.data
            let content = a.function("content")
            let views = try data.map(content)
            return ForEach(views.indices, content: { views[$0] })
        }
        view("ForEach", [Param("_ data", .sequence), Param("id", .keyPath), Param("content", .viewBuilderFunction)], forEach)
        view("ForEach", [Param("_ data", .type(Builtin.intRange)), Param("content", .viewBuilderFunction)], forEach)
        view("ForEach", [Param("_ data", .type(Builtin.identifiables)), Param("content", .viewBuilderFunction)], forEach)
        Builtin.intRange.mismatchMessage = { value in
            switch value {
            case .range: return "ForEach over a closed range needs 'id: \\.self' (or use '..<')"
            case .array: return "ForEach over '\(value.typeName)' needs 'id: \\.self' or elements that conform to Identifiable"
            default: return nil
            }
        }
    }

    /// Shapes and what they draw with.
    func registerShapes() {
        let shape = Builtin.shape
        view("Rectangle", parents: [shape], []) { _ in Rectangle() }
        view("RoundedRectangle", parents: [shape], [Param("cornerRadius", .cgFloat),
                                                    Param("style", .roundedCornerStyle, default: RoundedCornerStyle.continuous)]) { a in
            RoundedRectangle(cornerRadius: a.cornerRadius, style: a.style)
        }
        view("RoundedRectangle", parents: [shape], [Param("cornerSize", .cgSize),
                                                    Param("style", .roundedCornerStyle, default: RoundedCornerStyle.continuous)]) { a in
            RoundedRectangle(cornerSize: a.cornerSize, style: a.style)
        }
        view("Circle", parents: [shape], []) { _ in Circle() }
        view("Capsule", parents: [shape], [Param("style", .roundedCornerStyle, default: RoundedCornerStyle.continuous)]) { a in
            Capsule(style: a.style)
        }
        view("Ellipse", parents: [shape], []) { _ in Ellipse() }
        add(shape)

        let foreground: any ShapeStyle = ForegroundStyle()
        shape.method("fill", [Param("_ content", .shapeStyle, default: foreground)]) { s, a in
            let shape = s as! any Shape
            return fill(shape, a.content)
        }
        shape.method("stroke", [Param("_ content", .shapeStyle), Param("lineWidth", .cgFloat, default: CGFloat(1))]) { s, a in
            let shape = s as! any Shape
            return stroke(shape, a.content, a.lineWidth)
        }
        shape.method("stroke", [Param("lineWidth", .cgFloat, default: CGFloat(1))]) { s, a in
            let shape = s as! any Shape
            return stroke(shape, foreground, a.lineWidth)
        }
        shape.method("strokeBorder", [Param("_ content", .shapeStyle, default: foreground),
                                      Param("lineWidth", .cgFloat, default: CGFloat(1))]) { s, a in
            let shape = s as! any Shape
            return strokeBorder(shape, a.content, a.lineWidth)
        }
    }

    /// Text and the modifiers that return Text.
    func registerText() {
        let text = Builtin.text
        add(text)
        let key = Builtin.localizedStringKey
        key.initializer([Param("_ value", .string)]) { a in LocalizedStringKey(a.value as String) }
        add(key)
        // A literal (Markdown rendered) first, then a String value (shown as it is), as Swift prefers them.
        view("Text", [Param("_ key", .localizedStringKey), Param("tableName", .optional(.string), default: nil),
                      Param("comment", .optional(.string), default: nil)]) { a in Text(a.key as LocalizedStringKey) }
        view("Text", [Param("_ content", .string)]) { a in Text(a.content as String) }
        view("Text", [Param("verbatim content", .string)]) { a in Text(verbatim: a.content) }
        text.staticMembers["TruncationMode"] = .type(Builtin.truncationMode)
        text.staticMembers["Case"] = .type(Builtin.textCase)
        func textMethod(_ name: String, _ params: [Param], _ body: @escaping (Text, Args) -> Text) {
            text.method(name, params, returns: text) { t, a in body(t as! Text, a) }
        }
        textMethod("font", [Param("_ font", .optional(.font))]) { t, a in t.font(a.font) }
        textMethod("fontWeight", [Param("_ weight", .optional(.fontWeight))]) { t, a in t.fontWeight(a.weight) }
        textMethod("bold", []) { t, _ in t.bold() }
        textMethod("bold", [Param("_ isActive", .bool)]) { t, a in t.bold(a.isActive) }
        textMethod("italic", []) { t, _ in t.italic() }
        textMethod("foregroundColor", [Param("_ color", .optional(.color))]) { t, a in t.foregroundColor(a.color) }
        textMethod("foregroundStyle", [Param("_ color", .color)]) { t, a in t.foregroundStyle(a.color) }
        textMethod("tracking", [Param("_ tracking", .cgFloat)]) { t, a in t.tracking(a.tracking) }
        textMethod("kerning", [Param("_ kerning", .cgFloat)]) { t, a in t.kerning(a.kerning) }
        textMethod("strikethrough", [Param("_ isActive", .bool, default: true), Param("color", .optional(.color), default: nil)]) { t, a in
            t.strikethrough(a.isActive, color: a.color)
        }
        textMethod("underline", [Param("_ isActive", .bool, default: true), Param("color", .optional(.color), default: nil)]) { t, a in
            t.underline(a.isActive, color: a.color)
        }
        textMethod("fontDesign", [Param("_ design", .optional(.fontDesign))]) { t, a in t.fontDesign(a.design) }
        textMethod("monospaced", [Param("_ isActive", .bool, default: true)]) { t, a in t.monospaced(a.isActive) }
    }
}

// Existential openers: a shape and a style known only at run time, passed to the generic API.
private func fill<S: Shape>(_ shape: S, _ style: any ShapeStyle) -> any View { shape.fill(style) }
private func stroke<S: Shape>(_ shape: S, _ style: any ShapeStyle, _ width: CGFloat) -> any View {
    shape.stroke(style, lineWidth: width)
}
private func strokeBorder<S: Shape>(_ shape: S, _ style: any ShapeStyle, _ width: CGFloat) -> any View {
    shape.strokeBorder(style, lineWidth: width)
}
