import Foundation
import LayoutCore

extension Registry {
    /// Fonts: the text styles, `system` and `custom`, weights, designs, widths and the modifiers that return a Font.
    func registerFont() {
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
        font.staticMember("Weight", .type(weight))
        font.staticMember("Design", .type(design))
        font.staticMember("TextStyle", .type(textStyle))
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
        font.method("monospacedDigit", [], returns: font) { f, _ in (f as! Font).monospacedDigit() }
        let width = Builtin.fontWidth
        width.members(["compressed": Font.Width.compressed, "condensed": Font.Width.condensed,
                       "standard": Font.Width.standard, "expanded": Font.Width.expanded])
        width.initializer([Param("_ value", .cgFloat)]) { a in Font.Width(a.value) }
        font.staticMember("Width", .type(width))
        font.method("width", [Param("_ width", .type(width))], returns: font) { f, a in (f as! Font).width(a.width) }
        for type in [font, weight, design, textStyle, width] { add(type) }
    }
}
