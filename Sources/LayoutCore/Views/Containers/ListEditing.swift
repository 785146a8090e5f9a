import Foundation

// Editing a list (deleting, moving, swiping) happens after a picture is taken: these are accepted and draw
// nothing, so that list code compiles as written.

/// SwiftUI's `EditMode`: a picture is not editing.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

private enum EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }

extension EnvironmentValues {
    /// The edit mode (`@Environment(\.editMode)`): nil, as outside an editing container.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// The button that toggles editing: "Edit", as a picture is not editing.
public struct EditButton: View {
    public init() {}
    public var body: some View { Button("Edit") {} }
}

extension ForEach {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> ForEach { self }
}

private enum ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether a list or form draws its background (`.scrollContentBackground(.hidden)` shows what is behind).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Swipe actions show only while a row is swiped.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Hides (or shows) the background of lists and forms in this view, so that a background behind them shows.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
