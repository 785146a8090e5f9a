import Foundation
import LayoutCore

extension Registry {
    /// Tabular digits, font widths, text scales and baseline offsets (LayoutCore's `Text/TextFeatures.swift`), on
    /// `Font`, on `Text` and on any view.
    func registerTextFeatures() {
        let font = Builtin.font, text = Builtin.text
        let width = FType("Font.Width", cast: { $0 as? Font.Width })
        width.members(["compressed": Font.Width.compressed, "condensed": Font.Width.condensed,
                       "standard": Font.Width.standard, "expanded": Font.Width.expanded])
        width.initializer([Param("_ value", .cgFloat)]) { a in Font.Width(a.value) }
        font.staticMembers["Width"] = .type(width)
        let scale = FType("Text.Scale", cast: { $0 as? Text.Scale })
        scale.members(["default": Text.Scale.default, "secondary": Text.Scale.secondary])
        text.staticMembers["Scale"] = .type(scale)
        for type in [width, scale] { add(type) }

        font.method("monospacedDigit", [], returns: font) { f, _ in (f as! Font).monospacedDigit() }
        font.method("width", [Param("_ width", .type(width))], returns: font) { f, a in (f as! Font).width(a.width) }

        func textMethod(_ name: String, _ params: [Param], _ body: @escaping (Text, Args) -> Text) {
            text.method(name, params, returns: text) { t, a in body(t as! Text, a) }
        }
        textMethod("monospacedDigit", []) { t, _ in t.monospacedDigit() }
        textMethod("fontWidth", [Param("_ width", .optional(.type(width)))]) { t, a in t.fontWidth(a.width) }
        textMethod("textScale", [Param("_ scale", .type(scale)), Param("isEnabled", .bool, default: true)]) { t, a in
            t.textScale(a.scale, isEnabled: a.isEnabled)
        }
        textMethod("baselineOffset", [Param("_ offset", .cgFloat)]) { t, a in t.baselineOffset(a.offset) }

        modifier("monospacedDigit", []) { v, _ in v.monospacedDigit() }
        modifier("fontWidth", [Param("_ width", .optional(.type(width)))]) { v, a in v.fontWidth(a.width) }
        modifier("textScale", [Param("_ scale", .type(scale)), Param("isEnabled", .bool, default: true)]) { v, a in
            v.textScale(a.scale, isEnabled: a.isEnabled)
        }
        modifier("baselineOffset", [Param("_ offset", .cgFloat)]) { v, a in v.baselineOffset(a.offset) }
    }
}
