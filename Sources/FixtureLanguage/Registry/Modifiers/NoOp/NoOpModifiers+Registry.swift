import Foundation
import LayoutCore

extension Registry {
    /// Modifiers that never change a static picture in SwiftUI (gestures, lifecycle, accessibility, hit
    /// testing, animations): accepted, their arguments checked, and the view returned unchanged. Their
    /// closures are actions: parsed, never run. The list is in docs/FIXTURE_LANGUAGE.md.
    func registerNoOpModifiers() {
        // Any value will do where SwiftUI only watches a value (`onChange(of:)`, `task(id:)`, `animation(_:value:)`):
        // an optional that is nil included.
        let anyValue = PType.type(Builtin.value)
        noOpModifier("onAppear", [Param("perform action", .action, default: ())])
        noOpModifier("onDisappear", [Param("perform action", .action, default: ())])
        noOpModifier("onChange", [Param("of value", anyValue), Param("initial", .bool, default: false), Param("_ action", .action(nil))])
        noOpModifier("onChange", [Param("of value", anyValue), Param("perform action", .action(nil))])
        noOpModifier("task", [Param("_ action", .action)])
        noOpModifier("task", [Param("id value", anyValue), Param("_ action", .action)])
        noOpModifier("contextMenu", [Param("menuItems", .content)])
        for name in ["accessibilityLabel", "accessibilityHint", "accessibilityValue", "help"] {
            noOpModifier(name, [Param("_ text", .string)])
            noOpModifier(name, [Param("_ text", .type(Builtin.text))])
        }
        // SwiftUI's identifier is a String only.
        noOpModifier("accessibilityIdentifier", [Param("_ identifier", .string)])
        noOpModifier("accessibilityHidden", [Param("_ hidden", .bool)])
        noOpModifier("accessibilityElement", [Param("children", .type(accessibilityChildBehavior), default: "ignore")])
        noOpModifier("contentShape", [Param("_ shape", .shape)])
        noOpModifier("scrollIndicators", [Param("_ visibility", .type(scrollIndicatorVisibility))])
        noOpModifier("autocorrectionDisabled", [Param("_ disable", .bool, default: true)])
        // Text input: no keyboard is drawn, nothing is typed or submitted (docs/BEHAVIOUR.md §22, TextField).
        noOpModifier("disableAutocorrection", [Param("_ disable", .optional(.bool))])
        noOpModifier("submitLabel", [Param("_ submitLabel", .type(submitLabel))])
        noOpModifier("onSubmit", [Param("_ action", .action)])
        noOpModifier("textInputAutocapitalization", [Param("_ autocapitalization", .optional(.type(textInputAutocapitalization)))])
    }

    /// `SubmitLabel`: the return key's title, only named.
    private var submitLabel: FType {
        if let type = types["SubmitLabel"] { return type }
        let type = FType("SubmitLabel")
        let names = ["done", "go", "send", "join", "route", "search", "return", "next", "continue"]
        type.members(Dictionary(uniqueKeysWithValues: names.map { ($0, $0) }))
        add(type)
        return type
    }

    /// `TextInputAutocapitalization`: only named.
    private var textInputAutocapitalization: FType {
        if let type = types["TextInputAutocapitalization"] { return type }
        let type = FType("TextInputAutocapitalization")
        type.members(Dictionary(uniqueKeysWithValues: ["never", "words", "sentences", "characters"].map { ($0, $0) }))
        add(type)
        return type
    }

    private var scrollIndicatorVisibility: FType {
        if let type = types["ScrollIndicatorVisibility"] { return type }
        let type = FType("ScrollIndicatorVisibility")
        type.members(Dictionary(uniqueKeysWithValues: ["automatic", "visible", "hidden", "never"].map { ($0, $0) }))
        add(type)
        return type
    }

    private var accessibilityChildBehavior: FType {
        if let type = types["AccessibilityChildBehavior"] { return type }
        let type = FType("AccessibilityChildBehavior")
        type.members(Dictionary(uniqueKeysWithValues: ["ignore", "combine", "contain"].map { ($0, $0) }))
        add(type)
        return type
    }
}
