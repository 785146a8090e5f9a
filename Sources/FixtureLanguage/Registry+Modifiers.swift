import Foundation
import LayoutCore

extension Registry {
    /// Modifiers on every view. One entry per overload, in the order Swift prefers them:
    ///
    ///     modifier("border", [Param("_ content", .shapeStyle), Param("width", .cgFloat, default: CGFloat(1))]) { v, a in
    ///         v.border(a.content as any ShapeStyle, width: a.width)
    ///     }
    func registerModifiers() {
        modifier("font", [Param("_ font", .optional(.font))]) { v, a in v.font(a.font) }
        modifier("foregroundStyle", [Param("_ style", .shapeStyle)]) { v, a in
            let style: any ShapeStyle = a.style
            return v.foregroundStyle(style)
        }
        modifier("foregroundColor", [Param("_ color", .optional(.color))]) { v, a in v.foregroundColor(a.color) }
        modifier("lineLimit", [Param("_ number", .optional(.int))]) { v, a in v.lineLimit(a.number as Int?) }
        modifier("truncationMode", [Param("_ mode", .type(Builtin.truncationMode))]) { v, a in v.truncationMode(a.mode) }
        modifier("multilineTextAlignment", [Param("_ alignment", .type(Builtin.textAlignment))]) { v, a in
            v.multilineTextAlignment(a.alignment)
        }
        modifier("lineSpacing", [Param("_ spacing", .cgFloat)]) { v, a in v.lineSpacing(a.spacing) }
        modifier("textCase", [Param("_ textCase", .optional(.type(Builtin.textCase)))]) { v, a in v.textCase(a.textCase) }
        modifier("layoutPriority", [Param("_ value", .double)]) { v, a in v.layoutPriority(a.value) }
        modifier("zIndex", [Param("_ value", .double)]) { v, a in v.zIndex(a.value) }
        modifier("blur", [Param("radius", .cgFloat), Param("opaque", .bool, default: false)]) { v, a in
            v.blur(radius: a.radius, opaque: a.opaque)
        }
        modifier("shadow", [Param("color", .color, default: Color(white: 0, opacity: 0.33)), Param("radius", .cgFloat),
                            Param("x", .cgFloat, default: CGFloat(0)), Param("y", .cgFloat, default: CGFloat(0))]) { v, a in
            v.shadow(color: a.color, radius: a.radius, x: a.x, y: a.y)
        }
        modifier("id", [Param("_ id", .hashable)]) { v, a in v.id(a.id as AnyHashable) }
        modifier("border", [Param("_ content", .shapeStyle), Param("width", .cgFloat, default: CGFloat(1))]) { v, a in
            let style: any ShapeStyle = a.content
            return v.border(style, width: a.width)
        }
        modifier("opacity", [Param("_ opacity", .double)]) { v, a in v.opacity(a.opacity) }
        let center = Param("anchor", .unitPoint, default: UnitPoint.center)
        modifier("rotationEffect", [Param("_ angle", .type(Builtin.angle)), center]) { v, a in v.rotationEffect(a.angle, anchor: a.anchor) }
        modifier("scaleEffect", [Param("_ scale", .cgFloat), center]) { v, a in v.scaleEffect(a.scale as CGFloat, anchor: a.anchor) }
        modifier("scaleEffect", [Param("_ scale", .cgSize), center]) { v, a in v.scaleEffect(a.scale as CGSize, anchor: a.anchor) }
        modifier("scaleEffect", [Param("x", .cgFloat, default: CGFloat(1)), Param("y", .cgFloat, default: CGFloat(1)), center]) { v, a in
            v.scaleEffect(x: a.x, y: a.y, anchor: a.anchor)
        }
        registerEnvironment()
    }

    /// `.environment(\.font, .title)`: one overload per supported key, each with the key's value type.
    private func registerEnvironment() {
        func key<T>(_ name: String, _ type: PType, _ path: WritableKeyPath<EnvironmentValues, T>) {
            environmentKeys.append(name)
            modifier("environment", [Param("_ keyPath", .environmentKey(name)), Param("_ value", type)]) { v, a in
                v.environment(path, a.value as T)
            }
        }
        key("font", .optional(.font), \.font)
        key("lineLimit", .optional(.int), \.lineLimit)
        key("lineSpacing", .cgFloat, \.lineSpacing)
        key("truncationMode", .type(Builtin.truncationMode), \.truncationMode)
        key("multilineTextAlignment", .type(Builtin.textAlignment), \.multilineTextAlignment)
        key("textCase", .optional(.type(Builtin.textCase)), \.textCase)
        key("layoutDirection", .type(Builtin.layoutDirection), \.layoutDirection)
        key("colorScheme", .type(Builtin.colorScheme), \.colorScheme)
    }

    /// Modifiers that add layout nodes: padding, frames, fixed size, offset, alignment guides, backgrounds
    /// and overlays.
    func registerLayoutModifiers() {
        modifier("padding", [Param("_ length", .cgFloat)]) { v, a in v.padding(a.length as CGFloat) }
        modifier("padding", [Param("_ edges", .edgeSet, default: Edge.Set.all),
                             Param("_ length", .optional(.cgFloat), default: nil)]) { v, a in
            v.padding(a.edges, a.length)
        }
        modifier("padding", [Param("_ insets", .edgeInsets)]) { v, a in v.padding(a.insets as EdgeInsets) }

        let alignment = Param("alignment", .alignment, default: Alignment.center)
        // LayoutCore checks the numbers (SwiftUI's "Invalid frame dimension"); the warning gets the call's line.
        modifier("frame", [Param("width", .optional(.cgFloat), default: nil),
                           Param("height", .optional(.cgFloat), default: nil), alignment]) { v, a in
            v.frame(width: a.width, height: a.height, alignment: a.alignment)
        }
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
            Param($0, .optional(.cgFloat), default: nil)
        }
        modifier("frame", flexible + [alignment]) { v, a in
            v.frame(minWidth: a.minWidth, idealWidth: a.idealWidth, maxWidth: a.maxWidth, minHeight: a.minHeight,
                    idealHeight: a.idealHeight, maxHeight: a.maxHeight, alignment: a.alignment)
        }
        modifier("fixedSize", []) { v, _ in v.fixedSize() }
        modifier("fixedSize", [Param("horizontal", .bool), Param("vertical", .bool)]) { v, a in
            v.fixedSize(horizontal: a.horizontal, vertical: a.vertical)
        }
        modifier("offset", [Param("x", .cgFloat, default: CGFloat(0)), Param("y", .cgFloat, default: CGFloat(0))]) { v, a in
            v.offset(x: a.x, y: a.y)
        }
        modifier("offset", [Param("_ offset", .cgSize)]) { v, a in v.offset(a.offset as CGSize) }
        modifier("alignmentGuide", [Param("_ g", .horizontalAlignment), Param("computeValue", .dimensionsFunction)]) { v, a in
            v.alignmentGuide(a.g as HorizontalAlignment, computeValue: a.computeValue)
        }
        modifier("alignmentGuide", [Param("_ g", .verticalAlignment), Param("computeValue", .dimensionsFunction)]) { v, a in
            v.alignmentGuide(a.g as VerticalAlignment, computeValue: a.computeValue)
        }

        for inFront in [false, true] {
            let name = inFront ? "overlay" : "background"
            modifier(name, [alignment, Param("content", .content)]) { v, a in
                let content: AnyView = a.content
                return inFront ? AnyView(v.overlay(alignment: a.alignment) { content })
                    : AnyView(v.background(alignment: a.alignment) { content })
            }
            if !inFront {
                // Swift prefers this one for `.background(Color.red)`: a Color is a ShapeStyle and a View.
                modifier(name, [Param("_ style", .shapeStyle), Param("ignoresSafeAreaEdges", .edgeSet, default: Edge.Set.all)]) { v, a in
                    let style: any ShapeStyle = a.style
                    return v.background(style, ignoresSafeAreaEdges: a.ignoresSafeAreaEdges)
                }
            }
            modifier(name, [Param("_ content", .view), alignment]) { v, a in
                let content: AnyView = a.content
                return inFront ? AnyView(v.overlay(content, alignment: a.alignment))
                    : AnyView(v.background(content, alignment: a.alignment))
            }
            modifier(name, [Param("_ style", .shapeStyle), Param("in shape", .shape)]) { v, a in
                let style: any ShapeStyle = a.style, shape: any Shape = a.shape
                return inFront ? overlay(v, style, shape) : background(v, style, shape)
            }
        }
    }
}

private func background<S: Shape>(_ view: AnyView, _ style: any ShapeStyle, _ shape: S) -> any View {
    view.background(style, in: shape)
}

private func overlay<S: Shape>(_ view: AnyView, _ style: any ShapeStyle, _ shape: S) -> any View {
    view.overlay(style, in: shape)
}

extension Registry {
    /// Text styling on any view, line limits, grid cells, button styles, aspect ratios, clipping, hiding and
    /// positioning.
    func registerNewModifiers() {
        modifier("fontWeight", [Param("_ weight", .optional(.fontWeight))]) { v, a in v.fontWeight(a.weight) }
        modifier("bold", [Param("_ isActive", .bool, default: true)]) { v, a in v.bold(a.isActive) }
        modifier("italic", [Param("_ isActive", .bool, default: true)]) { v, a in v.italic(a.isActive) }
        modifier("fontDesign", [Param("_ design", .optional(.fontDesign))]) { v, a in v.fontDesign(a.design) }
        modifier("monospaced", [Param("_ isActive", .bool, default: true)]) { v, a in v.monospaced(a.isActive) }
        modifier("strikethrough", [Param("_ isActive", .bool, default: true), Param("color", .optional(.color), default: nil)]) { v, a in
            v.strikethrough(a.isActive, color: a.color)
        }
        modifier("underline", [Param("_ isActive", .bool, default: true), Param("color", .optional(.color), default: nil)]) { v, a in
            v.underline(a.isActive, color: a.color)
        }
        modifier("lineLimit", [Param("_ limits", .type(Builtin.closedRange))]) { v, a in v.lineLimit(a.limits as ClosedRange<Int>) }
        modifier("lineLimit", [Param("_ limits", .type(Builtin.rangeFrom))]) { v, a in v.lineLimit(a.limits as PartialRangeFrom<Int>) }
        modifier("lineLimit", [Param("_ limits", .type(Builtin.rangeThrough))]) { v, a in
            v.lineLimit(a.limits as PartialRangeThrough<Int>)
        }
        modifier("lineLimit", [Param("_ limit", .int), Param("reservesSpace", .bool)]) { v, a in
            v.lineLimit(a.limit as Int, reservesSpace: a.reservesSpace)
        }
        modifier("minimumScaleFactor", [Param("_ factor", .cgFloat)]) { v, a in v.minimumScaleFactor(a.factor) }
        modifier("dynamicTypeSize", [Param("_ size", .type(Builtin.dynamicTypeSize))]) { v, a in v.dynamicTypeSize(a.size) }
        modifier("dynamicTypeSize", [Param("_ range", .type(Builtin.dynamicTypeSizeRange))]) { v, a in
            v.dynamicTypeSize(a.range as ClosedRange<DynamicTypeSize>)
        }

        modifier("gridCellColumns", [Param("_ count", .int)]) { v, a in v.gridCellColumns(a.count) }
        modifier("gridCellAnchor", [Param("_ anchor", .unitPoint)]) { v, a in v.gridCellAnchor(a.anchor) }
        modifier("gridColumnAlignment", [Param("_ guide", .horizontalAlignment)]) { v, a in v.gridColumnAlignment(a.guide) }
        modifier("gridCellUnsizedAxes", [Param("_ axes", .axisSet)]) { v, a in v.gridCellUnsizedAxes(a.axes) }

        modifier("buttonStyle", [Param("_ style", .type(Builtin.buttonStyle))]) { v, a in
            let style: any PrimitiveButtonStyle = a.style
            return v.buttonStyle(style)
        }

        modifier("aspectRatio", [Param("_ aspectRatio", .optional(.cgFloat), default: nil),
                                 Param("contentMode", .contentMode)]) { v, a in
            v.aspectRatio(a.aspectRatio as CGFloat?, contentMode: a.contentMode)
        }
        modifier("aspectRatio", [Param("_ aspectRatio", .cgSize), Param("contentMode", .contentMode)]) { v, a in
            v.aspectRatio(a.aspectRatio as CGSize, contentMode: a.contentMode)
        }
        modifier("scaledToFit", []) { v, _ in v.scaledToFit() }
        modifier("scaledToFill", []) { v, _ in v.scaledToFill() }
        modifier("clipped", []) { v, _ in v.clipped() }
        modifier("clipShape", [Param("_ shape", .shape)]) { v, a in
            let shape: any Shape = a.shape
            return clip(v, shape)
        }
        modifier("cornerRadius", [Param("_ radius", .cgFloat)]) { v, a in v.cornerRadius(a.radius) }
        modifier("hidden", []) { v, _ in v.hidden() }
        modifier("position", [Param("x", .cgFloat, default: CGFloat(0)), Param("y", .cgFloat, default: CGFloat(0))]) { v, a in
            v.position(x: a.x, y: a.y)
        }
        modifier("position", [Param("_ position", .type(Builtin.cgPoint))]) { v, a in v.position(a.position as CGPoint) }

        func key<T>(_ name: String, _ type: PType, _ path: WritableKeyPath<EnvironmentValues, T>) {
            environmentKeys.append(name)
            modifier("environment", [Param("_ keyPath", .environmentKey(name)), Param("_ value", type)]) { v, a in
                v.environment(path, a.value as T)
            }
        }
        key("dynamicTypeSize", .type(Builtin.dynamicTypeSize), \.dynamicTypeSize)
    }
}

private func clip<S: Shape>(_ view: AnyView, _ shape: S) -> any View {
    view.clipShape(shape)
}
