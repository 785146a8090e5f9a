import Foundation
import LayoutCore

extension Registry {
    /// Text, the modifiers that return Text, and its enumerations (truncation, alignment, case).
    func registerText() {
        let text = Builtin.text
        add(text)
        // A literal (Markdown rendered) first, then a String value (shown as it is), as Swift prefers them.
        view("Text", [Param("_ key", .localizedStringKey), Param("tableName", .optional(.string), default: nil),
                      Param("comment", .optional(.string), default: nil)]) { a in Text(a.key as LocalizedStringKey) }
        view("Text", [Param("_ content", .string)]) { a in Text(a.content as String) }
        view("Text", [Param("verbatim content", .string)]) { a in Text(verbatim: a.content) }
        text.staticMember("TruncationMode", .type(Builtin.truncationMode))
        text.staticMember("Case", .type(Builtin.textCase))
        func textMethod(_ name: String, _ params: [Param], line: Int = #line, _ body: @escaping (Text, Args) -> Text) {
            text.method(name, params, returns: text, line: line) { t, a in body(t as! Text, a) }
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

        let truncation = Builtin.truncationMode, textAlignment = Builtin.textAlignment
        truncation.members(["head": Text.TruncationMode.head, "middle": Text.TruncationMode.middle,
                            "tail": Text.TruncationMode.tail])
        textAlignment.members(["leading": TextAlignment.leading, "center": TextAlignment.center,
                               "trailing": TextAlignment.trailing])
        Builtin.textCase.members(["uppercase": Text.Case.uppercase, "lowercase": Text.Case.lowercase])
        for type in [truncation, textAlignment, Builtin.textCase] { add(type) }
    }
}
