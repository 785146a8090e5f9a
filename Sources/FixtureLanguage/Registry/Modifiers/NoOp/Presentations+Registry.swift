import Foundation
import LayoutCore

extension Registry {
    /// Sheets, full-screen covers, popovers, alerts, confirmation dialogs and inspectors: the picture shows the
    /// presenting view (docs/BEHAVIOUR.md §17b). Their content is evaluated (so its mistakes are reported) but not
    /// drawn; a binding that starts true (an item that is set) warns, through LayoutCore's own modifiers.
    func registerPresentations() {
        let anyValue = PType.type(Builtin.value)
        let onDismiss = Param("onDismiss", .action(0), default: ())
        func isSet(_ value: Value) -> Bool {
            if case .none = value { return false }
            return true
        }
        modifier("sheet", [Param("isPresented", .bool), onDismiss, Param("content", .content)]) { v, a in
            v.sheet(isPresented: .constant(a.isPresented)) { EmptyView() }
        }
        modifier("sheet", [Param("item", anyValue), onDismiss, Param("content", .viewBuilderFunction)]) { v, a in
            v.sheet(item: .constant(isSet(a.item) ? PresentedItem() : nil)) { _ in EmptyView() }
        }
        modifier("fullScreenCover", [Param("isPresented", .bool), onDismiss, Param("content", .content)]) { v, a in
            v.fullScreenCover(isPresented: .constant(a.isPresented)) { EmptyView() }
        }
        modifier("fullScreenCover", [Param("item", anyValue), onDismiss, Param("content", .viewBuilderFunction)]) { v, a in
            v.fullScreenCover(item: .constant(isSet(a.item) ? PresentedItem() : nil)) { _ in EmptyView() }
        }
        // The attachment anchor is left to its default: `.rect(.bounds)` takes an anchor source, which only
        // preferences (compiled) make.
        let arrowEdge = Param("arrowEdge", .optional(.type(Builtin.edge)), default: nil)
        modifier("popover", [Param("isPresented", .bool), arrowEdge, Param("content", .content)]) { v, a in
            v.popover(isPresented: .constant(a.isPresented), arrowEdge: a.arrowEdge) { EmptyView() }
        }
        modifier("popover", [Param("item", anyValue), arrowEdge, Param("content", .viewBuilderFunction)]) { v, a in
            v.popover(item: .constant(isSet(a.item) ? PresentedItem() : nil), arrowEdge: a.arrowEdge) { _ in EmptyView() }
        }
        modifier("inspector", [Param("isPresented", .bool), Param("content", .content)]) { v, a in
            v.inspector(isPresented: .constant(a.isPresented)) { EmptyView() }
        }

        // Alerts and confirmation dialogs: a title as a literal, a String or a Text; actions; an optional
        // message; the `presenting:` forms build both from a value, shown only when it is not nil.
        let titles = [Param("_ titleKey", .localizedStringKey), Param("_ title", .string), Param("_ title", .type(Builtin.text))]
        let visibility = Param("titleVisibility", .type(Builtin.visibility), default: Visibility.automatic)
        for title in titles {
            for message in [false, true] {
                let plain = [title, Param("isPresented", .bool), Param("actions", .content)]
                    + (message ? [Param("message", .content)] : [])
                let presenting = [title, Param("isPresented", .bool), Param("presenting data", anyValue),
                                  Param("actions", .viewBuilderFunction)] + (message ? [Param("message", .viewBuilderFunction)] : [])
                modifier("alert", plain) { v, a in v.alert(Text(""), isPresented: .constant(a.isPresented)) { EmptyView() } }
                modifier("alert", presenting) { v, a in
                    v.alert(Text(""), isPresented: .constant(a.isPresented),
                            presenting: isSet(a.data) ? 0 : nil) { _ in EmptyView() }
                }
                var dialog = plain, dialogPresenting = presenting
                dialog.insert(visibility, at: 2)
                dialogPresenting.insert(visibility, at: 2)
                modifier("confirmationDialog", dialog) { v, a in
                    v.confirmationDialog(Text(""), isPresented: .constant(a.isPresented), titleVisibility: a.titleVisibility) {
                        EmptyView()
                    }
                }
                modifier("confirmationDialog", dialogPresenting) { v, a in
                    v.confirmationDialog(Text(""), isPresented: .constant(a.isPresented), titleVisibility: a.titleVisibility,
                                         presenting: isSet(a.data) ? 0 : nil) { _ in EmptyView() }
                }
            }
        }
    }
}

/// What a fixture's `sheet(item:)` stands for when its item is set: the content is not built, so any
/// identifiable value will do.
private struct PresentedItem: Identifiable {
    let id = 0
}
