import Foundation

/// The preview constructs of a fixture's source, found with the fixture language's lexer (so that nothing in
/// a comment or a string counts), for the compiled path, which turns them into ordinary Swift.
public struct ProgramOutline {
    /// Where each `#Preview` is (the `#` and the name), as character offsets into `characters`.
    public var previewMacros: [Range<Int>] = []
    /// Where each `@Previewable` attribute is.
    public var previewableAttributes: [Range<Int>] = []
    /// Where each `@MainActor` attribute of a declaration is (`@MainActor final class Model`), not of a closure
    /// (`{ @MainActor in … }`) or a function type.
    public var mainActorAttributes: [Range<Int>] = []
    /// Where each `@main` attribute is (`@main struct Widgets: WidgetBundle`): the compiled program's entry
    /// point is its own top-level code.
    public var mainAttributes: [Range<Int>] = []
    /// The types that conform to `PreviewProvider` where they are declared (`struct Card_Previews:
    /// PreviewProvider`, `extension Card: PreviewProvider`), by the names Swift reaches them with from the top
    /// level (`["Outer", "Inner"]` for a nested type; a name written in backticks without them), with the line
    /// of the declaration.
    public var previewProviders: [(name: [String], line: Int)] = []
    /// The source's characters (grapheme clusters) after a byte order mark, which the offsets count.
    public let characters: [Character]

    /// The title each `#Preview` will have, in order: its first argument when that is a plain string literal
    /// (escapes decoded), nil when it has none or one only running the program could tell (an interpolation,
    /// a constant's name).
    public var previewTitles: [String?] = []

    /// The `import` declarations, in order.
    package let imports: [ImportDeclaration]

    /// One `import` declaration: `import SwiftUI`, `@testable import App`, `import struct Foundation.Date`.
    package struct ImportDeclaration {
        /// The top-level module (`Foundation` of `Foundation.Date`).
        package let module: String
        /// Where the module's name is.
        let location: SourceLocation
        /// The line and column (from 1) of the module's name.
        package var line: Int { location.line }
        package var column: Int { location.column }
        /// The declaration's characters, from its first attribute to the end of its path (offsets as
        /// `characters`).
        package let range: Range<Int>
    }

    /// The `import` declarations among `tokens`: at the start of a line or after `;`, after attributes such as
    /// `@testable`, with an optional kind (`import struct Foundation.Date`).
    static func imports(in tokens: [Token]) -> [ImportDeclaration] {
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        var found: [ImportDeclaration] = []
        for (i, token) in tokens.enumerated() where token.identifier == "import" {
            var start = i
            while start >= 2, tokens[start - 1].identifier != nil, tokens[start - 2].isPunctuation("@") { start -= 2 }
            guard start == 0 || tokens[start].newlineBefore || tokens[start - 1].isPunctuation(";") else { continue }
            var j = i + 1
            if j + 1 < tokens.count, let kind = tokens[j].identifier, kinds.contains(kind), tokens[j + 1].identifier != nil { j += 1 }
            guard j < tokens.count, let module = tokens[j].identifier else { continue }
            var end = j
            while end + 2 < tokens.count, tokens[end + 1].isPunctuation("."), tokens[end + 2].identifier != nil { end += 2 }
            found.append(ImportDeclaration(module: module, location: tokens[j].location,
                                           range: tokens[start].offsets.lowerBound..<tokens[end].offsets.upperBound))
        }
        return found
    }

    /// Scans `source` (`path` is for the lexer's error messages), `#if` branches not taken included. Throws
    /// the lexer's `FixtureError`: text that is not Swift's tokens (an unterminated string), reported at its
    /// line as the compiler would.
    public init(source: String, path: String) throws {
        try self.init(of: FixtureSource(text: source, path: path))
    }

    /// The outline of a lexed fixture, every `#if` branch included (`ActiveSource.outline` has the branches
    /// taken only).
    public init(of source: FixtureSource) throws {
        self.init(tokens: try source.lexed(), characters: source.characters)
    }

    init(tokens: [Token], characters: [Character]) {
        self.characters = characters
        imports = Self.imports(in: tokens)
        // The enclosing type declarations: their names and the brace depth of their bodies.
        var types: [(name: [String], depth: Int)] = []
        var depth = 0
        var pendingType: [String]?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : token
            switch token.kind {
            case .punctuation("#"), .punctuation("@"), .string:
                findPreviewForms(in: tokens, at: index)
            case .identifier(let word) where ["struct", "class", "enum", "actor", "extension"].contains(word):
                // `class func`, `class var`: a modifier, not a declaration.
                guard let first = next.identifier, !["func", "var", "let", "subscript", "init"].contains(first) else { break }
                var name = [first]
                var k = index + 2
                while k + 1 < tokens.count, tokens[k].isPunctuation("."), let member = tokens[k + 1].identifier {
                    name.append(member)
                    k += 2
                }
                let qualified = word == "extension" ? name : (types.last?.name ?? []) + name
                pendingType = qualified
                if Self.conformances(in: tokens, from: k).contains("PreviewProvider") {
                    previewProviders.append((qualified, token.location.line))
                }
            case .punctuation("{"):
                depth += 1
                if let name = pendingType { types.append((name, depth)) }
                pendingType = nil
            case .punctuation("}"):
                if types.last?.depth == depth { types.removeLast() }
                depth -= 1
            default:
                break
            }
            index += 1
        }
    }

    /// `#Preview` (with its title) and `@Previewable` at `tokens[index]`, and in the code of the interpolations
    /// of a string there (which is code to Swift as well).
    private mutating func findPreviewForms(in tokens: [Token], at index: Int) {
        let token = tokens[index]
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        switch token.kind {
        case .punctuation("#") where next?.identifier == "Preview" && next?.spaceBefore == false:
            previewMacros.append(token.offsets.lowerBound..<next!.offsets.upperBound)
            previewTitles.append(Self.title(in: tokens, after: index + 1))
        case .punctuation("@") where next?.identifier == "Previewable" && next?.spaceBefore == false:
            previewableAttributes.append(token.offsets.lowerBound..<next!.offsets.upperBound)
        case .punctuation("@") where next?.identifier == "MainActor" && next?.spaceBefore == false:
            let after = index + 2 < tokens.count ? tokens[index + 2] : nil
            if after?.isPunctuation("@") == true || after?.identifier.map(Self.declarationWords.contains) == true {
                mainActorAttributes.append(token.offsets.lowerBound..<next!.offsets.upperBound)
            }
        case .punctuation("@") where next?.identifier == "main" && next?.spaceBefore == false:
            let after = index + 2 < tokens.count ? tokens[index + 2] : nil
            if after?.isPunctuation("@") == true || after?.identifier.map(Self.declarationWords.contains) == true {
                mainAttributes.append(token.offsets.lowerBound..<next!.offsets.upperBound)
            }
        case .string(let segments):
            for case .interpolation(let inner) in segments {
                for k in inner.indices { findPreviewForms(in: inner, at: k) }
            }
        default:
            break
        }
    }

    /// The words that can follow a declaration's attributes: modifiers and declaration keywords.
    static let declarationWords: Set<String> = [
        "final", "class", "struct", "enum", "actor", "protocol", "extension", "func", "var", "let", "init", "subscript",
        "static", "private", "fileprivate", "internal", "public", "package", "open", "override", "convenience",
        "required", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "indirect", "typealias",
    ]

    /// `("Title"` followed by `,` or `)` after the `Preview` at `index`: the literal's value as the lexer reads
    /// it (the interpreter's too); nil for anything else (an interpolation, a name, an expression).
    static func title(in tokens: [Token], after index: Int) -> String? {
        guard index + 3 < tokens.count, tokens[index + 1].isPunctuation("("),
              case .string(let segments) = tokens[index + 2].kind,
              tokens[index + 3].isPunctuation(",") || tokens[index + 3].isPunctuation(")") else { return nil }
        var title = ""
        for segment in segments {
            guard case .text(let text) = segment else { return nil }
            title += text
        }
        return title
    }

    /// The names after a declaration's `:` (at `index`), up to its body or `where` clause.
    static func conformances(in tokens: [Token], from index: Int) -> [String] {
        guard index < tokens.count, tokens[index].isPunctuation(":") else { return [] }
        var names: [String] = []
        var k = index + 1
        while k < tokens.count, !tokens[k].isPunctuation("{"), tokens[k].identifier != "where", !tokens[k].isEndOfFile {
            // `SwiftUI.PreviewProvider` names the same protocol.
            if let name = tokens[k].identifier, !(k + 1 < tokens.count && tokens[k + 1].isPunctuation(".")) { names.append(name) }
            k += 1
        }
        return names
    }
}
