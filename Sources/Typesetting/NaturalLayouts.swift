import LayoutCore

/// The unwrapped layouts of a measurer's recent paragraphs, shared by every width they are typeset at.
///
/// A paragraph's layout before any wrapping is the same whatever the width: a text is measured at several
/// widths (0, ∞, its share) and drawn at one of them, and each used to lay the paragraph out unwrapped again
/// (shaping it) only to find that it fits or to wrap it. A shared layout is never changed (`LayoutHandle.isShared`):
/// one that must wrap or be shortened is made afresh, exactly as before. Bounded, least recently used first.
final class NaturalLayouts {
    struct Key: Hashable {
        var text: ResolvedText
        /// The paragraph's UTF-8 offset in the text.
        var offset: Int
    }

    /// Paragraphs kept: a layout pass asks a few texts at a time, and drawing follows it.
    static let capacity = 256

    private var layouts = LRUCache<Key, LayoutHandle>(capacity: NaturalLayouts.capacity)

    /// The shared unwrapped layout of the paragraph at `offset` of `text`, made by `make` when not kept.
    func layout(of text: ResolvedText, offset: Int, make: () -> LayoutHandle) -> LayoutHandle {
        let key = Key(text: text, offset: offset)
        if let layout = layouts.value(for: key) { return layout }
        let layout = make()
        layout.isShared = true
        layouts.insert(layout, for: key, cost: 1)
        return layout
    }
}
