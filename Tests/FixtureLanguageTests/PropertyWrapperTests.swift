import Foundation
import Testing
import LayoutCore
@testable import FixtureLanguage

// The Swift side of the comparisons: the same views, written against LayoutCore's own wrappers.

private struct Counter: View {
    @State var count = 2
    @Binding var isOn: Bool
    var body: some View {
        Text(verbatim: isOn ? "on \(count)" : "off \(count)")
    }
}

private struct SchemeLabel: View {
    @Environment(\.colorScheme) var scheme
    @Environment(\.dynamicTypeSize) private var size
    var body: some View {
        Text(scheme == .dark ? "dark" : "light")
            .padding(size >= .accessibility1 ? 20 : 4)
    }
}

private struct Dot: View {
    @ScaledMetric var size = 20
    @ScaledMetric(relativeTo: .largeTitle) var gap: CGFloat = 10
    var body: some View {
        HStack(spacing: gap) {
            Circle().frame(width: size, height: size)
            Text("dot")
        }
    }
}

@Suite struct PropertyWrapperTests {
    @Test func stateAndBindingHoldTheirValues() {
        let source = """
        struct Counter: View {
            @State private var count = 2
            @Binding var isOn: Bool
            var body: some View {
                Text(verbatim: isOn ? "on \\(count)" : "off \\(count)")
            }
        }
        struct Host: View {
            @State var flag = true
            var body: some View {
                VStack {
                    Counter(isOn: $flag)
                    Counter(isOn: .constant(false))
                    Counter(isOn: Binding.constant(true))
                }
            }
        }
        Host()
        """
        expectSame(source, VStack {
            Counter(isOn: .constant(true))
            Counter(isOn: .constant(false))
            Counter(isOn: Binding.constant(true))
        })
    }

    static let schemeSource = """
    struct SchemeLabel: View {
        @Environment(\\.colorScheme) var scheme
        @Environment(\\.dynamicTypeSize) private var size
        var body: some View {
            Text(scheme == .dark ? "dark" : "light")
                .padding(size >= .accessibility1 ? 20 : 4)
        }
    }
    VStack {
        SchemeLabel()
        SchemeLabel().environment(\\.colorScheme, .dark)
    }
    """

    @Test func environmentIsReadWhereTheViewSits() throws {
        let swift = VStack {
            SchemeLabel()
            SchemeLabel().environment(\.colorScheme, .dark)
        }
        expectSame(Self.schemeSource, swift)
        // The layout's environment (the command line's --color-scheme and --dynamic-type-size) reaches the body.
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        environment.dynamicTypeSize = .accessibility2
        expectSame(Self.schemeSource, swift, environment: environment)
        let dark = dump(try previews(Self.schemeSource)[0].view, .unspecified, environment: environment)
        #expect(!dark.contains("Text \"light\"") && dark.contains("Text \"dark\""))
    }

    @Test func scaledMetricsFollowTheDynamicTypeSize() throws {
        let source = """
        struct Dot: View {
            @ScaledMetric private var size = 20
            @ScaledMetric(relativeTo: .largeTitle) var gap: CGFloat = 10
            var body: some View {
                HStack(spacing: gap) {
                    Circle().frame(width: size, height: size)
                    Text("dot")
                }
            }
        }
        VStack {
            Dot()
            Dot(size: 30)
        }
        """
        let swift = VStack {
            Dot()
            Dot(size: 30)
        }
        for size in [DynamicTypeSize.xSmall, .large, .xxxLarge, .accessibility5] {
            var environment = EnvironmentValues()
            environment.dynamicTypeSize = size
            expectSame(source, swift, environment: environment)
        }
        // At accessibility3 a body-relative 20 is 20 × 48 / 22 = 43.64, drawn on the 1/3-point grid: 43.67.
        var large = EnvironmentValues()
        large.dynamicTypeSize = .accessibility3
        #expect(dump(try previews(source)[0].view, .unspecified, environment: large).contains(", 43.67, 43.67) ← 43.67×43.67"))
    }

    @Test func wrappersThatStartEmpty() {
        expectSame("""
        struct Form: View {
            @FocusState private var focused: Bool
            @FocusState var field: String?
            @Namespace var namespace
            @AppStorage("count") var stored = 3
            @SceneStorage("tab") private var tab = "home"
            @GestureState var dragging = false
            var body: some View {
                Text(verbatim: "\\(focused) \\(field ?? "none") \\(stored) \\(tab) \\(dragging)")
            }
        }
        Form()
        """, Text(verbatim: "false none 3 home false"))
    }

    @Test func wrappersTheInterpreterCannotRunGoToTheCompiler() {
        func construct(_ source: String) -> String? { parseError(source)?.construct }
        let view = "\n    var body: some View { Text(\"a\") }\n}\nV()"
        #expect(construct("struct V: View {\n    @StateObject var model = Model()" + view) == "'@StateObject'")
        #expect(construct("struct V: View {\n    @ObservedObject var model: Model" + view) == "'@ObservedObject'")
        #expect(construct("struct V: View {\n    @EnvironmentObject var model: Model" + view) == "'@EnvironmentObject'")
        #expect(construct("struct V: View {\n    @Bindable var model: Model" + view) == "'@Bindable'")
        #expect(construct("struct V: View {\n    @Query var items: [Int]" + view) == "'@Query'")
        #expect(construct("struct V: View {\n    @Environment(Theme.self) private var theme" + view) == "'@Environment(Theme.self)'")
        #expect(construct("struct V: View {\n    @Environment(\\.modelContext) var context" + view) == "'@Environment(\\.modelContext)'")
        #expect(construct("struct V: View {\n    @Environment(\\.dismiss) var dismiss" + view) == "'@Environment(\\.dismiss)'")
        let located = parseError("struct V: View {\n    @Environment(Theme.self) private var theme" + view)
        #expect(located?.compileNote == "note: compiled because of '@Environment(Theme.self)' at bad.swift:2:5")
    }

    @Test func aMisspeltEnvironmentKeyIsAnErrorNotACompile() {
        let error = parseError("struct V: View {\n    @Environment(\\.colorShceme) var scheme\n    var body: some View { Text(\"a\") }\n}\nV()")
        #expect(error == FixtureError(file: "bad.swift", line: 2, column: 18,
                                      message: "the environment value '\\.colorShceme' is not available in fixtures yet; did you mean 'colorScheme'?"))
    }
}
