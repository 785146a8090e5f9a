import Foundation
import LayoutCore

extension Registry {
    /// `LabeledContent`: a title and a value, or a title (or label) and any content.
    func registerLabeledContent() {
        view("LabeledContent", [Param("_ titleKey", .localizedStringKey), Param("value", .string)]) { a in
            LabeledContent(a.titleKey as LocalizedStringKey, value: a.value as String)
        }
        view("LabeledContent", [Param("_ title", .string), Param("value", .string)]) { a in
            LabeledContent(a.title as String, value: a.value as String)
        }
        view("LabeledContent", [Param("_ titleKey", .localizedStringKey), Param("content", .content)]) { a in
            LabeledContent(a.titleKey as LocalizedStringKey) { a.content as AnyView }
        }
        view("LabeledContent", [Param("content", .content), Param("label", .content)]) { a in
            LabeledContent { a.content as AnyView } label: { a.label as AnyView }
        }
    }
}
