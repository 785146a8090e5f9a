import Foundation

// Keyboard shortcuts (`keyboardShortcut(_:)`): no key is pressed in a picture, but on macOS the button whose
// shortcut is `.defaultAction` (Return) is drawn as the window's default button, in the tint
// (docs/BEHAVIOUR.md §22).

/// A key a shortcut is pressed with: SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{7F}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// The modifier keys held with a shortcut's key: SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and its modifiers: SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return with no modifiers: the default button's shortcut.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape with no modifiers: the cancel button's shortcut.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

private struct DefaultActionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set by `keyboardShortcut(.defaultAction)`: buttons here are the default button.
    var isDefaultAction: Bool {
        get { self[DefaultActionKey.self] }
        set { self[DefaultActionKey.self] = newValue }
    }
}

extension View {
    /// Gives the buttons in this view a shortcut; `.defaultAction` makes them the default button, which macOS
    /// draws in the tint.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(EnvironmentModifier { $0.isDefaultAction = shortcut == .defaultAction })
    }

    /// A shortcut, or none (nil).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(EnvironmentModifier { $0.isDefaultAction = shortcut == .defaultAction })
    }

    /// A shortcut of `key` with `modifiers` (⌘ by default).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }
}
