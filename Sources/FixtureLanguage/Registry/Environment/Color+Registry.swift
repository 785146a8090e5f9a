import Foundation
import LayoutCore

extension Registry {
    /// Colours, shape styles, fonts and the small enums of text and shapes.
    func registerStyles() {
        let color = Builtin.color, style = Builtin.shapeStyle
        let colors: [String: Color] = [
            "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
            "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
            "gray": .gray, "black": .black, "white": .white, "clear": .clear, "primary": .primary,
            "secondary": .secondary, "accentColor": .accentColor,
        ]
        color.members(colors)
        color.members(["separator": Color.separator])
        color.initializer([Param("red", .double), Param("green", .double), Param("blue", .double),
                           Param("opacity", .double, default: 1.0)]) { a in
            Color(red: a.red, green: a.green, blue: a.blue, opacity: a.opacity)
        }
        color.initializer([Param("white", .double), Param("opacity", .double, default: 1.0)]) { a in
            Color(white: a.white, opacity: a.opacity)
        }
        color.initializer([Param("hue", .double), Param("saturation", .double), Param("brightness", .double),
                           Param("opacity", .double, default: 1.0)]) { a in
            Color(hue: a.hue, saturation: a.saturation, brightness: a.brightness, opacity: a.opacity)
        }
        color.method("opacity", [Param("_ opacity", .double)], returns: color) { c, a in
            (c as! Color).opacity(a.opacity)
        }
        color.isView = true
        add(color)

        // `.red` where any ShapeStyle is expected is a Color (SwiftUI's `ShapeStyle where Self == Color`).
        for (name, value) in colors { style.staticMembers[name] = color.wrap(value) }
        style.staticMembers["foreground"] = .native(ForegroundStyle(), style)
        add(style)
        let foregroundStyle = FType("ForegroundStyle", parents: [style])
        foregroundStyle.initializer([]) { _ in ForegroundStyle() }
        add(foregroundStyle)

        let font = Builtin.font, weight = Builtin.fontWeight, design = Builtin.fontDesign, textStyle = Builtin.textStyle
        let styles: [String: Font.TextStyle] = [
            "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
            "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote,
            "caption": .caption, "caption2": .caption2,
        ]
        font.members(["largeTitle": Font.largeTitle, "title": Font.title, "title2": Font.title2, "title3": Font.title3,
                      "headline": Font.headline, "subheadline": Font.subheadline, "body": Font.body,
                      "callout": Font.callout, "footnote": Font.footnote, "caption": Font.caption,
                      "caption2": Font.caption2])
        textStyle.members(styles)
        weight.members(["ultraLight": Font.Weight.ultraLight, "thin": Font.Weight.thin, "light": Font.Weight.light,
                        "regular": Font.Weight.regular, "medium": Font.Weight.medium, "semibold": Font.Weight.semibold,
                        "bold": Font.Weight.bold, "heavy": Font.Weight.heavy, "black": Font.Weight.black])
        design.members(["default": Font.Design.default, "serif": Font.Design.serif, "rounded": Font.Design.rounded,
                        "monospaced": Font.Design.monospaced])
        font.staticMembers["Weight"] = .type(weight)
        font.staticMembers["Design"] = .type(design)
        font.staticMembers["TextStyle"] = .type(textStyle)
        font.staticFunction("system", [Param("size", .cgFloat), Param("weight", .optional(.fontWeight), default: nil),
                                       Param("design", .optional(.fontDesign), default: nil)]) { a in
            Font.system(size: a.size, weight: a.weight, design: a.design)
        }
        font.staticFunction("system", [Param("_ style", .type(textStyle)), Param("design", .optional(.fontDesign), default: nil),
                                       Param("weight", .optional(.fontWeight), default: nil)]) { a in
            Font.system(a.style, design: a.design, weight: a.weight)
        }
        font.staticFunction("custom", [Param("_ name", .string), Param("size", .cgFloat)]) { a in
            Font.custom(a.name, size: a.size)
        }
        font.method("weight", [Param("_ weight", .fontWeight)], returns: font) { f, a in (f as! Font).weight(a.weight) }
        font.method("bold", [], returns: font) { f, _ in (f as! Font).bold() }
        font.method("italic", [], returns: font) { f, _ in (f as! Font).italic() }
        font.method("monospaced", [], returns: font) { f, _ in (f as! Font).monospaced() }
        for type in [font, weight, design, textStyle] { add(type) }

        let truncation = Builtin.truncationMode, textAlignment = Builtin.textAlignment
        truncation.members(["head": Text.TruncationMode.head, "middle": Text.TruncationMode.middle,
                            "tail": Text.TruncationMode.tail])
        textAlignment.members(["leading": TextAlignment.leading, "center": TextAlignment.center,
                               "trailing": TextAlignment.trailing])
        Builtin.textCase.members(["uppercase": Text.Case.uppercase, "lowercase": Text.Case.lowercase])
        Builtin.roundedCornerStyle.members(["circular": RoundedCornerStyle.circular,
                                            "continuous": RoundedCornerStyle.continuous])
        Builtin.layoutDirection.members(["leftToRight": LayoutDirection.leftToRight,
                                         "rightToLeft": LayoutDirection.rightToLeft])
        Builtin.colorScheme.members(["light": ColorScheme.light, "dark": ColorScheme.dark])
        for type in [truncation, textAlignment, Builtin.textCase, Builtin.roundedCornerStyle, Builtin.layoutDirection, Builtin.colorScheme] { add(type) }
    }
}
