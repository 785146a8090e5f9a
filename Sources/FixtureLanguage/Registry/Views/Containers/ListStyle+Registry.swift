import Foundation
import LayoutCore

extension Registry {
    /// `.listStyle(_:)` and the built-in list styles, as members (`.plain`) and as types (`PlainListStyle()`).
    func registerListStyle() {
        let style = FType("ListStyle", cast: { $0 as? any ListStyle })
        let styles: [(String, String, any ListStyle)] = [
            ("automatic", "DefaultListStyle", DefaultListStyle()), ("plain", "PlainListStyle", PlainListStyle()),
            ("grouped", "GroupedListStyle", GroupedListStyle()),
            ("insetGrouped", "InsetGroupedListStyle", InsetGroupedListStyle()),
            ("inset", "InsetListStyle", InsetListStyle()), ("sidebar", "SidebarListStyle", SidebarListStyle()),
            ("bordered", "BorderedListStyle", BorderedListStyle()),
        ]
        for (member, typeName, value) in styles {
            style.staticMember(member, style.wrap(value))
            let type = FType(typeName, parents: [style])
            type.initializer([]) { _ in value }
            add(type)
        }
        add(style)
        modifier("listStyle", [Param("_ style", .type(style))]) { v, a in
            let style: any ListStyle = a.style
            return v.listStyle(style)
        }
    }
}
