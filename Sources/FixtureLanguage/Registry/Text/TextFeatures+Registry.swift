import Foundation
import LayoutCore

extension Registry {
    /// Tabular digits, font widths, text scales and baseline offsets on `Text` and on any view (`Font`'s own are in
    /// Font+Registry.swift).
    func registerTextFeatures() {
        let text = Builtin.text, width = Builtin.fontWidth
        let scale = FType("Text.Scale", cast: { $0 as? Text.Scale })
        scale.members(["default": Text.Scale.default, "secondary": Text.Scale.secondary])
        text.staticMember("Scale", .type(scale))
        add(scale)

        func textMethod(_ name: String, _ params: [Param], line: Int = #line, _ body: @escaping (Text, Args) -> Text) {
            text.method(name, params, returns: text, line: line) { t, a in body(t as! Text, a) }
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
