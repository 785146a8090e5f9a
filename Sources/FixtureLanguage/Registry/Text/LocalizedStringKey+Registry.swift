import Foundation
import LayoutCore

extension Registry {
    /// `LocalizedStringKey`: what a string literal is where a title is expected (its Markdown is rendered).
    func registerLocalizedStringKey() {
        let key = Builtin.localizedStringKey
        key.initializer([Param("_ value", .string)]) { a in LocalizedStringKey(a.value as String) }
        add(key)
    }
}
