import Testing
import LayoutCore
@testable import FixtureLanguage

/// `#if` and the conditions: each answer from Swift's rules for an Xcode preview (the simulator on iOS,
/// the Mac on macOS, the Debug configuration), the branches wherever Swift allows a block.
@Suite struct ConditionalCompilationTests {
    static let iOS = CompilationConditions(platform: .iOS)
    static let macOS = CompilationConditions(platform: .macOS)

    struct Answer: CustomTestStringConvertible, Sendable {
        let condition: String
        let iOS: Bool
        let macOS: Bool
        var testDescription: String { condition }
        init(_ condition: String, _ iOS: Bool, _ macOS: Bool) {
            self.condition = condition
            self.iOS = iOS
            self.macOS = macOS
        }
    }

    static let answers: [Answer] = [
        Answer("os(iOS)", true, false),
        Answer("os(macOS)", false, true),
        Answer("os(OSX)", false, true), // the old name of macOS
        Answer("os(watchOS) || os(tvOS) || os(visionOS)", false, false),
        Answer("os(Linux)", false, false), // the machine Layoutshot runs on does not matter
        Answer("canImport(UIKit)", true, false),
        Answer("canImport(AppKit)", false, true),
        Answer("canImport(SwiftUI)", true, true),
        Answer("canImport(UIKit.UIView)", true, false),
        Answer("canImport(WatchKit)", false, false),
        Answer("targetEnvironment(simulator)", true, false), // Xcode's iOS previews run in the simulator
        Answer("targetEnvironment(macCatalyst)", false, false),
        Answer("arch(arm64)", true, true), // Apple silicon
        Answer("arch(x86_64)", false, false),
        Answer("DEBUG", true, true), // previews build the Debug configuration
        Answer("RELEASE", false, false), // a flag nobody set is false, as in Swift
        Answer("!DEBUG", false, false),
        Answer("true", true, true),
        Answer("false", false, false),
        Answer("swift(>=5.9)", true, true),
        Answer("swift(>=99.1)", false, false),
        Answer("swift(<99)", true, true),
        Answer("compiler(>=5.9)", true, true),
        Answer("compiler(>=99)", false, false),
        Answer("compiler(<5.0)", false, false),
        Answer("_endian(little) && _pointerBitWidth(_64)", true, true),
        // `&&` binds tighter than `||`: true || (false && false).
        Answer("true || false && false", true, true),
        Answer("(true || false) && false", false, false),
        Answer("os(iOS) && !targetEnvironment(macCatalyst)", true, false),
        Answer("!(os(iOS) || os(macOS))", false, false),
    ]

    @Test(arguments: answers)
    func conditionsAnswerAsXcodePreviews(_ a: Answer) throws {
        #expect(try Self.iOS.evaluate(a.condition) == a.iOS, "iOS")
        #expect(try Self.macOS.evaluate(a.condition) == a.macOS, "macOS")
    }

    @Test func unknownConditionsAreErrors() {
        func problem(_ condition: String) -> String? {
            do {
                _ = try Self.iOS.evaluate(condition, file: "f.swift", line: 4, column: 5)
                return nil
            } catch let error as FixtureError {
                return error.description
            } catch {
                return "\(error)"
            }
        }
        #expect(problem("platform(iOS)") == "f.swift:4:5: error: unknown condition 'platform(…)' (expected os, arch, canImport, targetEnvironment, swift, compiler)")
        #expect(problem("os(IOS)")?.hasPrefix("f.swift:4:8: error: unknown argument 'IOS' for 'os(…)'; did you mean 'iOS'?") == true)
        #expect(problem("canImport(NoSuchKit)")?.hasPrefix("f.swift:4:15: error: Layoutshot does not know whether module 'NoSuchKit' can be imported") == true)
        #expect(problem("swift(>=five)") == "f.swift:4:11: error: expected a version such as 5.9 in 'swift(…)', found 'five'")
        #expect(problem("DEBUG &&") == "f.swift:4:13: error: expected a condition such as 'os(iOS)' or 'DEBUG', found end of file")
        #expect(problem("") != nil)
    }

    // MARK: Blocks in fixtures

    static let platformText = """
    struct Badge: View {
        #if os(iOS)
        let label = "phone"
        #elseif os(macOS)
        let label = "mac"
        #else
        let label = "other"
        #endif
        var body: some View {
            VStack {
                Text(label)
                #if canImport(UIKit)
                Text("UIKit")
                    #if targetEnvironment(simulator)
                    Text("simulator")
                    #endif
                #else
                Text("AppKit")
                #endif
            }
            #if os(iOS)
            .padding(4)
            #else
            .border(Color.red)
            #endif
        }
    }

    #if DEBUG
    #Preview {
        Badge()
    }
    #else
    #Preview {
        Text("release")
    }
    #endif
    """

    @Test func blocksInTypesBuildersAndChainsOnIOS() {
        expectSame(Self.platformText, VStack {
            Text("phone")
            Text("UIKit")
            Text("simulator")
        }.padding(4))
    }

    @Test func blocksInTypesBuildersAndChainsOnMacOS() {
        var mac = EnvironmentValues()
        mac.platform = .macOS
        expectSame(Self.platformText, VStack {
            Text("mac")
            Text("AppKit")
        }.border(Color.red), environment: mac)
    }

    @Test func blocksInClosuresAndPostfixChainsOfSeveralMembers() {
        expectSame("""
        HStack {
            ForEach(0..<2) { i in
                #if os(macOS)
                Text("mac \\(i)")
                #else
                Text("other \\(i)")
                #endif
            }
        }
        #if DEBUG
        .padding(.horizontal, 8)
        .frame(width: 200)
        #endif
        .border(Color.blue)
        """, HStack {
            ForEach(0..<2) { Text("other \($0)") }
        }.padding(.horizontal, 8).frame(width: 200).border(Color.blue))
    }

    @Test func inactiveBranchesMayHoldAnySwift() throws {
        // Functions and classes would send the fixture to the compiler; in a branch not taken they are never parsed.
        let fixture = try previews("""
        #if os(macOS)
        final class Model: ObservableObject { @Published var x = 1 }
        func helper() -> Int { 1 }
        #endif
        Text("a")
        """)
        #expect(fixture.count == 1)
    }

    @Test func misplacedBlocksAreErrors() {
        func message(_ source: String) -> String? { parseError(source)?.description }
        #expect(message("Text(\"a\")\n#endif") == "bad.swift:2:1: error: '#endif' without a matching '#if'")
        #expect(message("#if DEBUG\nText(\"a\")\n") == "bad.swift:3:1: error: expected '#endif' for the '#if' at line 1, found end of file")
        #expect(message("Text(\"a\")\n#else\nText(\"b\")\n#endif") == "bad.swift:2:1: error: '#else' without a matching '#if'")
        #expect(message("#if DEBUG\nText(\"a\")\n#else\nText(\"b\")\n#else\nText(\"c\")\n#endif")
                == "bad.swift:5:1: error: '#else' after '#else' (of the '#if' at line 1)")
        #expect(message("#if DEBUG\nText(\"a\")\n#else Text(\"b\")\n#endif") == "bad.swift:3:7: error: extra tokens after '#else'")
        #expect(message("Text(\"a\") #if DEBUG\n.padding()\n#endif") == "bad.swift:1:11: error: '#if' must begin a line")
        #expect(message("Text(\"a\").padding(\n#if DEBUG\n4\n#endif\n)")
                == "bad.swift:2:1: error: '#if' cannot stand inside '(…)'; put it around whole statements, declarations or members of a chain")
        #expect(message("#if DEBUG\nVStack {\n#else\nHStack {\n#endif\nText(\"a\")\n}")
                == "bad.swift:3:1: error: '{' at line 2, column 8 is not closed before '#else'; each branch of '#if' must close the brackets it opens")
        #expect(message("VStack {\n#if DEBUG\n}\n#endif")
                == "bad.swift:3:1: error: '}' closes a bracket opened before the '#if' at line 2; each branch of '#if' must close the brackets it opens")
        #expect(message("#if\nText(\"a\")\n#endif") == "bad.swift:1:2: error: expected a condition after '#if'")
        // An unknown condition is an error where it is written, not a silent `false`.
        #expect(message("VStack {\n    #if os(Andriod)\n    Text(\"a\")\n    #endif\n}")?
            .hasPrefix("bad.swift:2:12: error: unknown argument 'Andriod' for 'os(…)'; did you mean 'Android'?") == true)
    }

    @Test func conditionsInBranchesNotTakenAreNotEvaluated() throws {
        // As in Swift: the second condition is never asked, so a module Layoutshot does not know is fine there.
        #expect(try previews("#if DEBUG\nText(\"a\")\n#elseif canImport(SomeThirdPartyKit)\nText(\"b\")\n#endif").count == 1)
    }

    @Test func activeSourceBlanksDirectivesAndBranchesNotTaken() throws {
        func blank(_ text: String) -> String { String(repeating: " ", count: text.count) }
        let source = "import SwiftUI\n#if os(iOS)\nlet a = 1\n#else\nlet a = 2\n#endif\r\nText(\"\\(a)\")\n"
        #expect(try Self.iOS.activeSource(of: source, path: "f.swift")
                == "import SwiftUI\n\(blank("#if os(iOS)"))\nlet a = 1\n\(blank("#else"))\n\(blank("let a = 2"))\n\(blank("#endif"))\r\nText(\"\\(a)\")\n")
        #expect(try Self.macOS.activeSource(of: source, path: "f.swift")
                == "import SwiftUI\n\(blank("#if os(iOS)"))\n\(blank("let a = 1"))\n\(blank("#else"))\nlet a = 2\n\(blank("#endif"))\r\nText(\"\\(a)\")\n")
        // Without blocks the text is returned as it is.
        #expect(try Self.iOS.activeSource(of: "Text(\"a\")\r", path: "f.swift") == "Text(\"a\")\r")
    }

    /// A comment that begins on a directive's line, or ends on it, is the fixture's comment on both paths:
    /// blanking whole lines left the rest of a comment as code (the source-rewriting fuzz target's property).
    @Test func activeSourceKeepsCommentsThatShareADirectivesLine() throws {
        // The interpreter sees one preview, "A"; so must the compiler.
        let opened = "#if os(iOS) /* the preview\n#Preview(\"B\") { Text(\"b\") } */\n#Preview(\"A\") { Text(\"a\") }\n#endif\n"
        #expect(try Self.iOS.activeSource(of: opened, path: "f.swift")
                == "           " + opened.dropFirst("#if os(iOS)".count).dropLast("#endif\n".count) + "      \n")
        let closed = "Text(\"x\")\n/* a note\nthat ends */ #if os(macOS)\n#Preview(\"C\") { Text(\"c\") }\n#endif\n// */\n"
        let active = try Self.iOS.activeSource(of: closed, path: "f.swift")
        func blank(_ text: String) -> String { String(repeating: " ", count: text.count) }
        #expect(active == "Text(\"x\")\n/* a note\nthat ends */ \(blank("#if os(macOS)"))\n\(blank("#Preview(\"C\") { Text(\"c\") }"))\n"
                + "\(blank("#endif"))\n// */\n", "\(active.debugDescription)")
        #expect(try previews(opened).map(\.name) == ["A"])
    }

    /// The compiled path's source checks its imports as the interpreter does: the library has UIKit and AppKit
    /// everywhere, so only this check makes `import UIKit` fail on macOS, at the module's name.
    @Test func activeSourceRefusesAModuleThePlatformLacks() throws {
        let source = "import SwiftUI\n@testable import UIKit\n#Preview { Text(\"a\") }\n"
        do {
            _ = try Self.macOS.activeSource(of: source, path: "f.swift")
            Issue.record("import UIKit on macOS was accepted")
        } catch let error as FixtureError {
            #expect(error.description == "f.swift:2:18: error: no such module 'UIKit' on macOS")
        }
        #expect(try Self.iOS.activeSource(of: source, path: "f.swift") == source)
        // In a branch not taken, or guarded by canImport, it is fine; so is a module nobody knows (the compiler decides).
        _ = try Self.macOS.activeSource(of: "#if canImport(UIKit)\nimport UIKit\n#endif\nimport Charts2\n", path: "f.swift")
    }

    @Test func topLevelIfIsNoLongerAnUnknownMacro() throws {
        #expect(try previews("#if os(iOS)\n#Preview(\"A\") { Text(\"a\") }\n#endif\n#if os(macOS)\n#Preview(\"B\") { Text(\"b\") }\n#endif")
            .map(\.name) == ["A"])
        #expect(try previews("#if os(iOS)\n#Preview(\"A\") { Text(\"a\") }\n#endif\n#if os(macOS)\n#Preview(\"B\") { Text(\"b\") }\n#endif",
                             platform: .macOS).map(\.name) == ["B"])
    }
}
