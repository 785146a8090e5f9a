import Foundation

// How a text field takes input: the keyboard's return key, autocapitalisation, autocorrection, what happens on
// return. None of it shows in a still picture — the keyboard is not drawn and nothing is typed — so these
// modifiers return the view unchanged (docs/BEHAVIOUR.md §19). UIKit's own types (`UIKeyboardType`,
// `UITextContentType`) and the modifiers taking them are the UIKit module's.

/// The title of the keyboard's return key (`submitLabel(_:)`).
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits a field (`onSubmit(of:_:)`): return in a text field, or in a search field.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// How typed text is capitalised (`textInputAutocapitalization(_:)`).
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

extension View {
    /// The return key's title; the keyboard is not drawn.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// What return does; it never runs in a picture.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// How typed text is capitalised; nothing is typed in a picture.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Whether typed text is corrected; nothing is typed in a picture.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// SwiftUI's older name for `autocorrectionDisabled(_:)`.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
}
