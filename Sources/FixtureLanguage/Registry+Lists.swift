import Foundation
import LayoutCore

extension Registry {
    /// Lists, forms, sections and labelled rows, and the navigation stack with its title and links
    /// (docs/BEHAVIOUR.md §20–21): the common forms only. Toolbars, tab views, split views, disclosure groups
    /// and the rest of the list vocabulary are Layoutshot's library's, which the compiled path runs.
    func registerLists() {
        view("List", [Param("content", .content)]) { a in List { a.content as AnyView } }
        view("Form", [Param("content", .content)]) { a in Form { a.content as AnyView } }

        view("Section", [Param("content", .content)]) { a in Section { a.content as AnyView } }
        view("Section", [Param("_ titleKey", .localizedStringKey), Param("content", .content)]) { a in
            Section(a.titleKey as LocalizedStringKey) { a.content as AnyView }
        }
        view("Section", [Param("_ title", .string), Param("content", .content)]) { a in
            Section(a.title as String) { a.content as AnyView }
        }
        view("Section", [Param("content", .content), Param("header", .content)]) { a in
            Section { a.content as AnyView } header: { a.header as AnyView }
        }
        view("Section", [Param("content", .content), Param("footer", .content)]) { a in
            Section { a.content as AnyView } footer: { a.footer as AnyView }
        }
        view("Section", [Param("content", .content), Param("header", .content), Param("footer", .content)]) { a in
            Section { a.content as AnyView } header: { a.header as AnyView } footer: { a.footer as AnyView }
        }

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
        view("GroupBox", [Param("content", .content)]) { a in GroupBox { a.content as AnyView } }
        view("GroupBox", [Param("_ titleKey", .localizedStringKey), Param("content", .content)]) { a in
            GroupBox(a.titleKey as LocalizedStringKey) { a.content as AnyView }
        }

        view("NavigationStack", [Param("root", .content)]) { a in NavigationStack { a.root as AnyView } }
        // A link's destination is never shown (a picture is a stack's root), but it is evaluated, so that its
        // mistakes are reported as Swift would.
        view("NavigationLink", [Param("_ titleKey", .localizedStringKey), Param("destination", .content)]) { a in
            NavigationLink(a.titleKey as LocalizedStringKey) { a.destination as AnyView }
        }
        view("NavigationLink", [Param("_ title", .string), Param("destination", .content)]) { a in
            NavigationLink(a.title as String) { a.destination as AnyView }
        }
        view("NavigationLink", [Param("destination", .content), Param("label", .content)]) { a in
            NavigationLink { a.destination as AnyView } label: { a.label as AnyView }
        }

        modifier("navigationTitle", [Param("_ titleKey", .localizedStringKey)]) { v, a in
            v.navigationTitle(a.titleKey as LocalizedStringKey)
        }
        modifier("navigationTitle", [Param("_ title", .string)]) { v, a in v.navigationTitle(a.title as String) }
        let mode = FType("NavigationBarItem.TitleDisplayMode", cast: { $0 as? NavigationBarItem.TitleDisplayMode })
        mode.members(["automatic": NavigationBarItem.TitleDisplayMode.automatic,
                      "inline": NavigationBarItem.TitleDisplayMode.inline, "large": NavigationBarItem.TitleDisplayMode.large])
        add(mode)
        modifier("navigationBarTitleDisplayMode", [Param("_ displayMode", .type(mode))]) { v, a in
            v.navigationBarTitleDisplayMode(a.displayMode)
        }

        let style = FType("ListStyle", cast: { $0 as? any ListStyle })
        let styles: [(String, String, any ListStyle)] = [
            ("automatic", "DefaultListStyle", DefaultListStyle()), ("plain", "PlainListStyle", PlainListStyle()),
            ("grouped", "GroupedListStyle", GroupedListStyle()), ("insetGrouped", "InsetGroupedListStyle", InsetGroupedListStyle()),
            ("inset", "InsetListStyle", InsetListStyle()), ("sidebar", "SidebarListStyle", SidebarListStyle()),
        ]
        for (member, typeName, value) in styles {
            style.staticMembers[member] = style.wrap(value)
            let type = FType(typeName, parents: [style])
            type.initializer([]) { _ in value }
            add(type)
        }
        add(style)
        modifier("listStyle", [Param("_ style", .type(style))]) { v, a in
            let style: any ListStyle = a.style
            return v.listStyle(style)
        }
        modifier("badge", [Param("_ count", .int)]) { v, a in v.badge(a.count as Int) }
        modifier("badge", [Param("_ label", .string)]) { v, a in v.badge(a.label as String) }
    }
}
