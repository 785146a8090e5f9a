import Foundation
import LayoutCore

extension Registry {
    /// Buttons (their actions are parsed, never run) and labels.
    func registerButton() {
        view("Button", [Param("action", .action), Param("label", .content)]) { a in
            Button(action: {}) { a.label as AnyView }
        }
        // Titles: a literal (Markdown rendered) before a String value (shown as it is), as for Text.
        view("Button", [Param("_ titleKey", .localizedStringKey), Param("action", .action)]) { a in
            Button(a.titleKey as LocalizedStringKey, action: {})
        }
        view("Button", [Param("_ title", .string), Param("action", .action)]) { a in
            Button(a.title as String, action: {})
        }
        view("Button", [Param("_ titleKey", .localizedStringKey), Param("systemImage", .string), Param("action", .action)]) { a in
            Button(a.titleKey as LocalizedStringKey, systemImage: a.systemImage, action: {})
        }
        view("Button", [Param("_ title", .string), Param("systemImage", .string), Param("action", .action)]) { a in
            Button(a.title as String, systemImage: a.systemImage, action: {})
        }

        view("Label", [Param("_ titleKey", .localizedStringKey), Param("systemImage", .string)]) { a in
            Label(a.titleKey as LocalizedStringKey, systemImage: a.systemImage)
        }
        view("Label", [Param("_ title", .string), Param("systemImage", .string)]) { a in
            Label(a.title as String, systemImage: a.systemImage)
        }
        view("Label", [Param("_ titleKey", .localizedStringKey), Param("image", .string)]) { a in
            let name: String = a.image
            if let problem = a.fixture.imageProblem(name) { throw Failure(problem) }
            return Label(a.titleKey as LocalizedStringKey, image: name)
        }
        view("Label", [Param("_ title", .string), Param("image", .string)]) { a in
            let name: String = a.image
            if let problem = a.fixture.imageProblem(name) { throw Failure(problem) }
            return Label(a.title as String, image: name)
        }
        view("Label", [Param("title", .content), Param("icon", .content)]) { a in
            Label(title: { a.title as AnyView }, icon: { a.icon as AnyView })
        }
    }
}
