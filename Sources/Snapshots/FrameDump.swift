import Foundation
import LayoutCore

/// One line of a frame-tree text dump (`FrameNode.textDump()`), parsed:
/// `    Text "Name" @"row-1" #id (16, 11.86, 28.55, 20.29) ← 140×44`.
public struct FrameDumpNode: Equatable, Sendable {
    /// Indentation in levels of two spaces; the root is 0.
    public var depth: Int
    /// `Text`, `HStack`, `padding`, a custom layout's name.
    public var type: String
    /// A `Text`'s string, unescaped.
    public var text: String?
    /// The `ForEach` element's identity (`@"…"`); nil in dumps written before it was recorded.
    public var elementID: String?
    /// The `.id(…)` value.
    public var id: String?
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var proposal: ProposedViewSize
    /// Line number in the dump, from 1.
    public var line: Int

    /// The line's name part as the dump writes it: `Text "Name" @"row-1" #id`.
    public var head: String {
        var head = type
        if let text { head += " " + Self.quote(text) }
        if let elementID { head += " @" + Self.quote(elementID) }
        if let id { head += " #" + id }
        return head
    }

    /// The frame and proposal as the dump writes them: `(16, 11.86, 28.55, 20.29) ← 140×44`.
    public var geometry: String {
        "(\(Self.format(x)), \(Self.format(y)), \(Self.format(width)), \(Self.format(height))) ← \(proposal)"
    }

    static func format(_ value: Double) -> String { formatNumber(CGFloat(value)) }

    static func quote(_ text: String) -> String {
        var out = "\""
        for ch in text {
            switch ch {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.append(ch)
            }
        }
        return out + "\""
    }
}

/// A dump line that could not be read.
public struct FrameDumpError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "frame dump line \(line): \(message)" }
}

/// A whole frame-tree text dump, parsed into its lines in order (depth first, parents before children).
public struct FrameDump: Equatable, Sendable {
    public var nodes: [FrameDumpNode]

    /// Parses `text`; blank lines are skipped, `\r\n` is accepted.
    /// - Throws: `FrameDumpError` naming the first line that is not a dump line or is indented more than one
    ///   level below the line before it.
    public init(parsing text: String) throws {
        nodes = []
        var lineNumber = 0
        // "\r\n" is one Character in Swift: split on both.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line.removeLast() }
            if line.allSatisfy({ $0 == " " }) { continue }
            let node = try Self.parseLine(line, number: lineNumber)
            let limit = (nodes.last?.depth ?? -1) + 1
            guard node.depth <= limit else {
                throw FrameDumpError(line: lineNumber, message: "indented \(node.depth) levels, at most \(limit) expected")
            }
            nodes.append(node)
        }
    }

    /// Whether both show the same views, frames and proposals, `ForEach` element identities aside: those
    /// only pair views, so a reference written before they were recorded still matches.
    public func matchesIgnoringElementIDs(_ other: FrameDump) -> Bool {
        func plain(_ node: FrameDumpNode) -> FrameDumpNode {
            var node = node
            node.elementID = nil
            node.line = 0
            return node
        }
        return nodes.count == other.nodes.count && zip(nodes, other.nodes).allSatisfy { plain($0) == plain($1) }
    }

    /// Each node's parent index, nil for top-level lines.
    var parents: [Int?] {
        var parents: [Int?] = []
        var stack: [Int] = []
        for (index, node) in nodes.enumerated() {
            while stack.count > node.depth { stack.removeLast() }
            parents.append(stack.last)
            stack.append(index)
        }
        return parents
    }

    static func parseLine(_ line: Substring, number: Int) throws -> FrameDumpNode {
        func fail(_ message: String) -> FrameDumpError { FrameDumpError(line: number, message: message) }
        let spaces = line.prefix { $0 == " " }.count
        guard spaces % 2 == 0 else { throw fail("odd indentation (\(spaces) spaces)") }
        let body = line.dropFirst(spaces)
        guard let arrow = body.range(of: " ← ", options: .backwards) else { throw fail("no \" ← \" before the proposal") }
        let proposal = try parseProposal(body[arrow.upperBound...], fail)
        let beforeArrow = body[..<arrow.lowerBound]
        guard beforeArrow.hasSuffix(")"), let open = beforeArrow.range(of: " (", options: .backwards) else {
            throw fail("no frame \"(x, y, width, height)\"")
        }
        let numbers = beforeArrow[open.upperBound..<beforeArrow.index(before: beforeArrow.endIndex)]
            .split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3] else {
            throw fail("the frame \"\(beforeArrow[open.lowerBound...].dropFirst())\" is not four numbers")
        }
        let head = try parseHead(beforeArrow[..<open.lowerBound], fail)
        return FrameDumpNode(depth: spaces / 2, type: head.type, text: head.text, elementID: head.elementID, id: head.id,
                             x: x, y: y, width: w, height: h, proposal: proposal, line: number)
    }

    /// `Type`, then optionally `"text"`, `@"element"` and `#id`, in that order.
    static func parseHead(_ head: Substring, _ fail: (String) -> FrameDumpError) throws
        -> (type: String, text: String?, elementID: String?, id: String?) {
        guard let first = head.first, first != " " else { throw fail("no view type") }
        // A type never holds " \"", " @\"" or " #": the first of them ends it.
        let end = [" \"", " @\"", " #"].compactMap { head.range(of: $0)?.lowerBound }.min() ?? head.endIndex
        var rest = head[end...]
        var text: String?, elementID: String?, id: String?
        if rest.hasPrefix(" \"") {
            let (value, after) = try readQuoted(rest.dropFirst(2), fail)
            text = value
            rest = after
        }
        if rest.hasPrefix(" @\"") {
            let (value, after) = try readQuoted(rest.dropFirst(3), fail)
            elementID = value
            rest = after
        }
        if !rest.isEmpty {
            guard rest.hasPrefix(" #") else { throw fail("unexpected \"\(rest)\" after the text") }
            id = String(rest.dropFirst(2))
        }
        return (String(head[..<end]), text, elementID, id)
    }

    /// The string up to the closing quote (escapes undone) and what follows it.
    static func readQuoted(_ quoted: Substring, _ fail: (String) -> FrameDumpError) throws -> (String, Substring) {
        var value = ""
        var index = quoted.startIndex
        while index < quoted.endIndex {
            let ch = quoted[index]
            index = quoted.index(after: index)
            if ch == "\"" { return (value, quoted[index...]) }
            guard ch == "\\" else { value.append(ch); continue }
            guard index < quoted.endIndex else { break }
            let escaped = quoted[index]
            index = quoted.index(after: index)
            switch escaped {
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            default: value.append(escaped)
            }
        }
        throw fail("unterminated text \"\(quoted)")
    }

    /// `320×nil`, `inf×0`.
    static func parseProposal(_ text: Substring, _ fail: (String) -> FrameDumpError) throws -> ProposedViewSize {
        let parts = text.split(separator: "×", omittingEmptySubsequences: false)
        func value(_ part: Substring) -> CGFloat?? {
            switch part {
            case "nil": return .some(nil)
            case "inf": return .some(.infinity)
            case "-inf": return .some(-.infinity)
            default:
                guard let number = Double(part) else { return .none }
                return .some(CGFloat(number))
            }
        }
        guard parts.count == 2, let width = value(parts[0]), let height = value(parts[1]) else {
            throw fail("the proposal \"\(text)\" is not WIDTH×HEIGHT")
        }
        return ProposedViewSize(width: width, height: height)
    }
}
