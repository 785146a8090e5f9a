import Foundation

/// The preview constructs of a fixture's source, found with the fixture language's lexer (so that nothing in
/// a comment or a string counts), for the compiled path, which turns them into ordinary Swift.
public struct ProgramOutline {
    /// Where each `#Preview` is (the `#` and the name), as character offsets into `characters`.
    public var previewMacros: [Range<Int>] = []
    /// Where each `@Previewable` attribute is.
    public var previewableAttributes: [Range<Int>] = []
    /// The types that conform to `PreviewProvider` where they are declared (`struct Card_Previews:
    /// PreviewProvider`, `extension Card: PreviewProvider`), by the names Swift reaches them with from the top
    /// level (`["Outer", "Inner"]` for a nested type; a name written in backticks without them), with the line
    /// of the declaration.
    public var previewProviders: [(name: [String], line: Int)] = []
    /// The source's characters (grapheme clusters) after a byte order mark, which the offsets count.
    public let characters: [Character]

    /// Scans `source` (`path` is for the lexer's error messages). Throws the lexer's `FixtureError`: text
    /// that is not Swift's tokens (an unterminated string), reported at its line as the compiler would.
    public init(source: String, path: String) throws {
        var lexer = Lexer(source: source, file: path)
        let tokens = try lexer.tokenize()
        characters = Array(source.first == "\u{FEFF}" ? String(source.dropFirst()) : source)
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
                findPreviewForms(in: tokens[index...min(index + 1, tokens.count - 1)])
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

    /// `#Preview` and `@Previewable` where `tokens` begin, and in the code of the interpolations of a string
    /// they begin with (which is code to Swift as well).
    private mutating func findPreviewForms(in tokens: ArraySlice<Token>) {
        guard let token = tokens.first else { return }
        let next = tokens.dropFirst().first
        switch token.kind {
        case .punctuation("#") where next?.identifier == "Preview" && next?.spaceBefore == false:
            previewMacros.append(token.offsets.lowerBound..<next!.offsets.upperBound)
        case .punctuation("@") where next?.identifier == "Previewable" && next?.spaceBefore == false:
            previewableAttributes.append(token.offsets.lowerBound..<next!.offsets.upperBound)
        case .string(let segments):
            for case .interpolation(let inner) in segments {
                for k in inner.indices { findPreviewForms(in: inner[k...min(k + 1, inner.count - 1)]) }
            }
        default:
            break
        }
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
