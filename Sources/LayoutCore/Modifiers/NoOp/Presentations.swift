import Foundation

// Modal presentations (SwiftUI's "Modal presentations" group): sheets, full-screen covers, popovers, alerts,
// confirmation dialogs and inspectors. A picture shows the presenting view: the presentation's content is
// built only when it is presented, and a still never presents one (docs/BEHAVIOUR.md §17b). When the binding
// is already true (or the item set) as the view appears, SwiftUI would show the presentation over the view;
// Layoutshot still draws the presenter alone and warns (`LayoutDiagnostic.presentationNotDrawn`).

/// Where a popover's arrow points: a rectangle of the presenting view (its bounds by default) or a point in it.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// The presenting view, unchanged; `presented` names the modifier when its binding starts true, for the warning.
struct PresentingView<Presenter: View>: View, PrimitiveView {
    public func _makeNodes(_ inputs: _ViewInputs) -> _ViewOutputs { _ViewOutputs(nodes: makeNodes(inputs.context)) }
    typealias Body = Never
    let presenter: Presenter
    let presented: String?

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = presenter.makeNodes(context)
        if let presented, let first = nodes.first { first.resolveDiagnostics.append(.presentationNotDrawn(presented)) }
        return nodes
    }
}

extension View {
    fileprivate func presenting(_ modifier: String, when isPresented: Bool) -> some View {
        PresentingView(presenter: self, presented: isPresented ? modifier : nil)
    }

    // MARK: Sheets and covers

    /// A sheet shown while `isPresented` is true. The picture shows this view; the content is not built.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting("sheet(isPresented:)", when: isPresented.wrappedValue)
    }

    /// A sheet shown while `item` is not nil, built from it.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting("sheet(item:)", when: item.wrappedValue != nil)
    }

    /// A cover over the whole screen, shown while `isPresented` is true.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting("fullScreenCover(isPresented:)", when: isPresented.wrappedValue)
    }

    /// A cover over the whole screen, shown while `item` is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting("fullScreenCover(item:)", when: item.wrappedValue != nil)
    }

    /// A popover pointing at `attachmentAnchor` of this view, shown while `isPresented` is true.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting("popover(isPresented:)", when: isPresented.wrappedValue)
    }

    /// A popover shown while `item` is not nil.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting("popover(item:)", when: item.wrappedValue != nil)
    }

    /// An inspector (a trailing column on macOS and regular widths, a sheet on compact ones), shown while
    /// `isPresented` is true. The picture shows this view without it.
    public func inspector<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content) -> some View {
        presenting("inspector(isPresented:)", when: isPresented.wrappedValue)
    }

    // MARK: Alerts

    /// An alert titled `titleKey`, with `actions` as its buttons, shown while `isPresented` is true.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        presenting("alert", when: isPresented.wrappedValue)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        presenting("alert", when: isPresented.wrappedValue)
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presenting("alert", when: isPresented.wrappedValue)
    }

    /// An alert with a message under its title.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presenting("alert", when: isPresented.wrappedValue)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        presenting("alert", when: isPresented.wrappedValue)
    }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        presenting("alert", when: isPresented.wrappedValue)
    }

    /// An alert whose actions are built from `data` (shown while `isPresented` is true and `data` is not nil).
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        presenting("alert", when: isPresented.wrappedValue && data != nil)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        presenting("alert", when: isPresented.wrappedValue && data != nil)
    }

    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        presenting("alert", when: isPresented.wrappedValue && data != nil)
    }

    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presenting("alert", when: isPresented.wrappedValue && data != nil)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        presenting("alert", when: isPresented.wrappedValue && data != nil)
    }

    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presenting("alert", when: isPresented.wrappedValue && data != nil)
    }

    // MARK: Confirmation dialogs

    /// An action sheet (iOS) or dialog (macOS) titled `titleKey`, shown while `isPresented` is true.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        presenting("confirmationDialog", when: isPresented.wrappedValue)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        presenting("confirmationDialog", when: isPresented.wrappedValue)
    }

    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        presenting("confirmationDialog", when: isPresented.wrappedValue)
    }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        presenting("confirmationDialog", when: isPresented.wrappedValue)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        presenting("confirmationDialog", when: isPresented.wrappedValue)
    }

    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        presenting("confirmationDialog", when: isPresented.wrappedValue)
    }

    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        presenting("confirmationDialog", when: isPresented.wrappedValue && data != nil)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        presenting("confirmationDialog", when: isPresented.wrappedValue && data != nil)
    }

    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        presenting("confirmationDialog", when: isPresented.wrappedValue && data != nil)
    }

    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        presenting("confirmationDialog", when: isPresented.wrappedValue && data != nil)
    }

    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        presenting("confirmationDialog", when: isPresented.wrappedValue && data != nil)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View {
        presenting("confirmationDialog", when: isPresented.wrappedValue && data != nil)
    }
}
