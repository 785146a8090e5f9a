import Testing
import Foundation
import LayoutCore
@testable import FixtureLanguage

// The same guides compiled in Swift, for comparison.
extension HorizontalAlignment {
    private enum ValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.leading]
        }
    }

    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

private enum MidBadge: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}

extension VerticalAlignment {
    static let midBadge = VerticalAlignment(MidBadge.self)
}

private struct StartQuarter: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

extension HorizontalAlignment {
    static let startQuarter = HorizontalAlignment(StartQuarter.self)
}

/// Custom alignment guides declared in the fixture (seed 004's `valueColumn`), evaluated as run-time guides.
@Suite struct CustomGuideTests {
    private struct User {
        let name = "Ada Lovelace"
        let email = "ada@example.com"
    }

    /// Seed 004's declaration and use, verbatim (the snippet's `user` is declared around it).
    @Test func seed004ValueColumnVerbatim() throws {
        let source = """
        struct User {
            let name = "Ada Lovelace"
            let email = "ada@example.com"
        }
        let user = User()

        extension HorizontalAlignment {
            private enum ValueColumn: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat {
                    context[.leading]
                }
            }

            static let valueColumn = HorizontalAlignment(ValueColumn.self)
        }

        #Preview {
            VStack(alignment: .valueColumn) {
                HStack {
                    Text("Tên")
                    Text(user.name).alignmentGuide(.valueColumn) { $0[.leading] }
                }
                HStack {
                    Text("Địa chỉ email")
                    Text(user.email).alignmentGuide(.valueColumn) { $0[.leading] }
                }
            }
        }
        """
        let user = User()
        expectSame(source, VStack(alignment: .valueColumn) {
            HStack {
                Text("Tên")
                Text(user.name).alignmentGuide(.valueColumn) { $0[.leading] }
            }
            HStack {
                Text("Địa chỉ email")
                Text(user.email).alignmentGuide(.valueColumn) { $0[.leading] }
            }
        })
        // The values line up: both start at the same x.
        let preview = try previews(source)[0]
        let root = LayoutEngine.layout(preview.view, proposal: .unspecified, measurer: FixedAdvanceTextMeasurer()).root
        #expect(root.children[0].children[1].frame.minX == root.children[1].children[1].frame.minX)
    }

    /// As LayoutCore's `customGuideLinesUpValuesAcrossRows` builds it in Swift.
    @Test func sameFramesAsTheLayoutCoreTest() {
        expectSame("""
        extension HorizontalAlignment {
            private enum ValueColumn: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
            }
            static let valueColumn = HorizontalAlignment(ValueColumn.self)
        }
        VStack(alignment: .valueColumn, spacing: 0) {
            HStack(spacing: 0) {
                Text("A")
                Text("x").alignmentGuide(.valueColumn) { $0[.leading] }
            }
            HStack(spacing: 0) {
                Text("BBB")
                Text("y").alignmentGuide(.valueColumn) { $0[.leading] }
            }
        }
        """, VStack(alignment: .valueColumn, spacing: 0) {
            HStack(spacing: 0) {
                Text("A")
                Text("x").alignmentGuide(.valueColumn) { $0[.leading] }
            }
            HStack(spacing: 0) {
                Text("BBB")
                Text("y").alignmentGuide(.valueColumn) { $0[.leading] }
            }
        }, .unspecified)
    }

    /// A top-level enum, a vertical guide, its default value used (no explicit guide on one child), and the
    /// guide in an `Alignment` for a ZStack and a frame.
    @Test func verticalGuideDeclaredAtTopLevel() {
        expectSame("""
        enum MidBadge: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
        }

        extension VerticalAlignment {
            static let midBadge = VerticalAlignment(MidBadge.self)
        }

        VStack {
            HStack(alignment: .midBadge) {
                Color.red.frame(width: 20, height: 40)
                Text("badge").alignmentGuide(.midBadge) { d in d[.bottom] }
            }
            ZStack(alignment: Alignment(horizontal: .center, vertical: .midBadge)) {
                Color.blue.frame(width: 30, height: 30)
                Text("z")
            }
            Text("f").frame(width: 50, height: 50, alignment: Alignment(horizontal: .leading, vertical: .midBadge))
        }
        """, VStack {
            HStack(alignment: .midBadge) {
                Color.red.frame(width: 20, height: 40)
                Text("badge").alignmentGuide(.midBadge) { d in d[.bottom] }
            }
            ZStack(alignment: Alignment(horizontal: .center, vertical: .midBadge)) {
                Color.blue.frame(width: 30, height: 30)
                Text("z")
            }
            Text("f").frame(width: 50, height: 50, alignment: Alignment(horizontal: .leading, vertical: .midBadge))
        })
    }

    /// A struct conforming to AlignmentID, a `_` parameter, a `static var` with a getter, and an explicit
    /// `HorizontalAlignment.` prefix.
    @Test func structIDAndComputedStatic() {
        expectSame("""
        struct StartQuarter: AlignmentID {
            static func defaultValue(in context: ViewDimensions) -> CGFloat {
                let quarter = context.width / 4
                return quarter
            }
        }
        extension HorizontalAlignment {
            static var startQuarter: HorizontalAlignment { HorizontalAlignment(StartQuarter.self) }
        }
        VStack(alignment: HorizontalAlignment.startQuarter) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 80, height: 10)
        }
        """, VStack(alignment: .startQuarter) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 80, height: 10)
        })
    }

    @Test func extensionsAddStaticConstantsToOtherTypes() {
        expectSame("""
        extension Color {
            static let brand = Color(red: 0.2, green: 0.4, blue: 0.6)
        }
        extension CGFloat {
            static let gutter: CGFloat = 12
        }
        extension Font {
            static let caption3 = Font.system(size: 9)
        }
        Text("Brand")
            .font(.caption3)
            .foregroundColor(.brand)
            .padding(.gutter)
            .background(Color.brand.opacity(0.2))
        """, Text("Brand")
            .font(.system(size: 9))
            .foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6))
            .padding(12)
            .background(Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.2)))
    }

    @Test func guideErrors() {
        func expectError(_ source: String, _ line: Int, _ column: Int, _ message: String, routes: String? = nil,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            let error = parseError(source)
            let kind: FixtureError.Kind = routes.map { .needsCompiler(construct: $0) } ?? .final
            #expect(error == FixtureError(file: "bad.swift", line: line, column: column, message: message, kind: kind),
                    sourceLocation: sourceLocation)
        }
        expectError("enum Col: AlignmentID {\n    static func defaultValue(in d: CGSize) -> CGFloat { 0 }\n}\nText(\"a\")", 2, 36,
                    "the parameter of 'defaultValue(in:)' must be 'ViewDimensions', not 'CGSize'")
        expectError("enum Col: AlignmentID {\n    static let x = 1\n}\nText(\"a\")", 2, 5,
                    "an AlignmentID type declares only 'static func defaultValue(in context: ViewDimensions) -> CGFloat { … }'")
        expectError("enum Col: AlignmentID {\n}\nText(\"a\")", 1, 6,
                    "'Col' must declare 'static func defaultValue(in context: ViewDimensions) -> CGFloat { … }'")
        expectError("enum Col: AlignmentID {\n    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leadng] }\n}\nText(\"a\")",
                    2, 68, "type 'HorizontalAlignment' has no member 'leadng'; did you mean 'leading'?")
        expectError("""
        extension HorizontalAlignment {
            enum Col: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.col] }
            }
            static let col = HorizontalAlignment(Col.self)
        }
        Text("a")
        """, 5, 16, "'HorizontalAlignment.col' is defined in terms of itself (HorizontalAlignment.col → HorizontalAlignment.col)")
        expectError("extension HorizontalAlignment {\n    static let leading = HorizontalAlignment.center\n}\nText(\"a\")", 2, 16,
                    "invalid redeclaration of 'leading' in 'HorizontalAlignment'")
        expectError("extension HorizontalAlignmnt {\n    static let x = 1\n}\nText(\"a\")", 1, 11,
                    "cannot find type 'HorizontalAlignmnt' in scope; did you mean 'HorizontalAlignment'?")
        expectError("extension View {\n    func weight(_ value: CGFloat) -> some View { self }\n}\nText(\"a\")", 2, 5,
                    "methods in extensions are not supported in fixtures yet", routes: "'func'")
        expectError("struct Weight: LayoutValueKey {\n    static let defaultValue: CGFloat = 1\n}\nText(\"a\")", 1, 1,
                    "custom Layout types are not supported in fixtures yet ('Weight' conforms to 'LayoutValueKey')",
                    routes: "'LayoutValueKey' type 'Weight'")
        expectError("VStack(alignment: .valueColum) { Text(\"a\") }\nextension HorizontalAlignment {\n    static let valueColumn = HorizontalAlignment.leading\n}",
                    1, 20, "type 'HorizontalAlignment' has no member 'valueColum'; did you mean 'valueColumn'?")
        expectError("extension Color {\n    static let gap = 4\n}\nText(\"a\").foregroundColor(.gap)", 4, 28,
                    "cannot convert value of type 'Int' to expected type 'Color' ('Color.gap')")
    }
}
