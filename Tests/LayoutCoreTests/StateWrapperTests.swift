import Foundation
import Observation
import Testing
@testable import LayoutCore

/// SwiftUI's state-holding property wrappers show their initial state (PropertyWrappers.swift,
/// ObservableObject.swift): each view below would show exactly these texts on its first appearance.
@Suite struct StateWrapperTests {
    final class Store: ObservableObject {
        @Published var count = 3
        @Published var title = "Inbox"
        static var made = 0
        init() { Store.made += 1 }
    }

    @Observable final class Note {
        var title = "Groceries"
        var pinned = false
    }

    struct Counter: View {
        @ObservedObject var store: Store
        @StateObject private var own = Store()
        var body: some View {
            HStack(spacing: 0) {
                Text("\(store.count)")
                Text("\(own.title)")
            }
        }
    }

    @Test func observedAndStateObjectsShowTheirValues() {
        let store = Store()
        store.count = 12
        // "12" (2 characters) then "Inbox" (5), 10 pt each at 20 pt, no spacing.
        let r = layout(Counter(store: store))
        expectFrame(r.root[0].frame, rect(0, 0, 20, line))
        expectFrame(r.root[1].frame, rect(20, 0, 50, line))
        #expect(r.root[1].text == "Inbox")
    }

    @Test func aStateObjectIsMadeOnceOnFirstUse() {
        Store.made = 0
        @StateObject var lazy = Store()
        #expect(Store.made == 0)
        _ = lazy.count
        _ = lazy.title
        #expect(Store.made == 1)
        $lazy.count.wrappedValue = 7
        #expect(lazy.count == 7)
    }

    @Test func projectedObjectsAndBindablesMakeBindingsToTheirProperties() {
        let store = Store()
        @ObservedObject var observed = store
        let count = $observed.count
        count.wrappedValue = 40
        #expect(store.count == 40)

        let note = Note()
        @Bindable var bindable = note
        $bindable.title.wrappedValue = "Hardware"
        #expect(note.title == "Hardware")
        #expect(Bindable(note).pinned.wrappedValue == false)
    }

    @Test func focusStartsEmpty() {
        enum Field: Hashable { case email, password }
        @FocusState var isFocused: Bool
        @FocusState var field: Field?
        #expect(isFocused == false)
        #expect(field == nil)
        $field.wrappedValue = .password
        #expect(field == .password)
        // `.focused` does not change layout.
        let plain = layout(Text("ab").padding(2))
        #expect(layout(Text("ab").padding(2).focused($isFocused)).root.textDump() == plain.root.textDump())
        #expect(layout(Text("ab").padding(2).focused($field, equals: .email)).root.textDump() == plain.root.textDump())
    }

    @Test func storageShowsTheDeclaredDefaultValue() {
        enum Sort: String { case name, date }
        @AppStorage("greeting.name") var name = "Ada"
        @AppStorage("greeting.count") var count = 2
        @AppStorage("sort") var sort = Sort.date
        @AppStorage("token") var token: String?
        @SceneStorage("tab") var tab = 1
        #expect(name == "Ada" && count == 2 && sort == .date && token == nil && tab == 1)
        // A write is kept for the view's life (an action that ran), not stored in the user defaults.
        $name.wrappedValue = "Grace"
        #expect(name == "Grace")
        #expect(UserDefaults.standard.string(forKey: "greeting.name") == nil)
    }

    @Test func namespacesAreDistinctAndStable() {
        @Namespace var first
        @Namespace var second
        #expect(first == first && first != second)
        let plain = layout(Text("ab"))
        #expect(layout(Text("ab").matchedGeometryEffect(id: "tab", in: first)).root.textDump() == plain.root.textDump())
    }

    @Test func presentationValuesAreAFreshPreviews() {
        var iPhone = EnvironmentValues()
        #expect(iPhone.horizontalSizeClass == .compact && iPhone.verticalSizeClass == .regular)
        iPhone.verticalSizeClass = .compact
        #expect(iPhone.verticalSizeClass == .compact)
        var mac = EnvironmentValues()
        mac.platform = .macOS
        #expect(mac.horizontalSizeClass == nil && mac.verticalSizeClass == nil)
        #expect(iPhone.isPresented == false && iPhone.scenePhase == .active)
        iPhone.dismiss()
        iPhone.openURL(URL(string: "https://example.com")!)
        #expect(iPhone.locale.identifier == "en_US")
    }
}

/// Objects from the environment (EnvironmentObjects.swift): found by type where the view sits, the nearest
/// provider winning, as environment values do.
@Suite struct EnvironmentObjectTests {
    final class Cart: ObservableObject {
        @Published var count: Int
        init(count: Int) { self.count = count }
    }

    @Observable final class Theme {
        var width: CGFloat
        init(width: CGFloat) { self.width = width }
    }

    struct Badge: View {
        @EnvironmentObject var cart: Cart
        var body: some View { Text(String(repeating: "x", count: cart.count)) }
    }

    struct Bar: View {
        @Environment(Theme.self) private var theme
        var body: some View { Color.red.frame(width: theme.width, height: 5) }
    }

    struct OptionalBar: View {
        @Environment(Theme.self) private var theme: Theme?
        var body: some View { Color.red.frame(width: theme?.width ?? 1, height: 5) }
    }

    @Test func anEnvironmentObjectIsTheOneAViewAroundProvides() {
        // Four characters of 10 pt.
        expectFrame(layout(Badge().environmentObject(Cart(count: 4))).root.frame, rect(0, 0, 40, line))
        // The nearest provider wins.
        let nested = VStack { Badge().environmentObject(Cart(count: 1)) }.environmentObject(Cart(count: 3))
        expectFrame(layout(nested).root[0].frame, rect(0, 0, 10, line))
    }

    @Test func anObservableObjectFromTheEnvironment() {
        expectFrame(layout(Bar().environment(Theme(width: 25))).root.frame, rect(0, 0, 25, 5))
        expectFrame(layout(HStack { Bar().environment(Theme(width: 7)) }.environment(Theme(width: 30))).root[0].frame,
                    rect(0, 0, 7, 5))
        // Declared optional: nil without a provider.
        expectFrame(layout(OptionalBar()).root.frame, rect(0, 0, 1, 5))
        expectFrame(layout(OptionalBar().environment(Theme(width: 12))).root.frame, rect(0, 0, 12, 5))
    }
}
