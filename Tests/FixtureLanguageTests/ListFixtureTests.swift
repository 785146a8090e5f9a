import Testing
import Foundation
import LayoutCore
@testable import FixtureLanguage

/// Lists, forms and the navigation stack in the interpreter: each fixture builds the same tree as the Swift
/// API (equal dumps); what the registry does not have goes to the compiler.
@Suite struct ListFixtureTests {
    @Test func aSettingsFormUnderANavigationTitle() {
        expectSame("""
        NavigationStack {
            Form {
                Section {
                    LabeledContent("Name", value: "Ada")
                    NavigationLink("Privacy") { Text("Privacy") }
                        .badge(2)
                } header: {
                    Text("Account")
                } footer: {
                    Text("Shown to others.")
                }
                Section("About") {
                    Text("Version")
                }
            }
            .navigationTitle("Settings")
        }
        """, NavigationStack {
            Form {
                Section {
                    LabeledContent("Name", value: "Ada")
                    NavigationLink("Privacy") { Text("Privacy") }
                        .badge(2)
                } header: {
                    Text("Account")
                } footer: {
                    Text("Shown to others.")
                }
                Section("About") {
                    Text("Version")
                }
            }
            .navigationTitle("Settings")
        }, ProposedViewSize(width: 402, height: 600))
    }

    /// The older initialisers, header and footer views given first, make the sections the closure forms make.
    @Test func sectionsWithHeaderAndFooterViewsGivenFirst() {
        expectSame("""
        List {
            Section(header: Text("General")) {
                Text("Wi-Fi")
            }
            Section(footer: Text("Off in Low Power Mode.")) {
                Text("Background Refresh")
            }
            Section(header: Text("About"), footer: Text("Version 2.1")) {
                Text("Licenses")
            }
        }
        """, List {
            Section {
                Text("Wi-Fi")
            } header: {
                Text("General")
            }
            Section {
                Text("Background Refresh")
            } footer: {
                Text("Off in Low Power Mode.")
            }
            Section {
                Text("Licenses")
            } header: {
                Text("About")
            } footer: {
                Text("Version 2.1")
            }
        }, ProposedViewSize(width: 402, height: 600))
    }

    @Test func aPlainListWithAnInlineTitle() {
        expectSame("""
        NavigationStack {
            List {
                NavigationLink {
                    Text("Detail")
                } label: {
                    Label("Inbox", systemImage: "tray")
                }
                GroupBox("Box") { Text("Inside") }
            }
            .listStyle(.plain)
            .navigationTitle("Mail")
            .navigationBarTitleDisplayMode(.inline)
        }
        """, NavigationStack {
            List {
                NavigationLink {
                    Text("Detail")
                } label: {
                    Label("Inbox", systemImage: "tray")
                }
                GroupBox("Box") { Text("Inside") }
            }
            .listStyle(.plain)
            .navigationTitle("Mail")
            .navigationBarTitleDisplayMode(.inline)
        }, ProposedViewSize(width: 402, height: 600))
    }

    @Test func whatTheRegistryLacksIsCompiled() {
        let error = parseError("NavigationStack {\n    Text(\"a\").toolbar { Text(\"b\") }\n}")
        #expect(error?.kind == .needsCompiler(construct: "'.toolbar(…)'"))
    }
}
