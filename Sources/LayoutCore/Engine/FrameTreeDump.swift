import Foundation

extension FrameNode {
    /// The text dump, one line per node indented two spaces per level:
    /// `HStack (0, 0, 320, 20.5) ← 320×nil`; `Text "Name" @"row-1" #title (…)` (the text, the `ForEach`
    /// element's identity, the `.id`). Numbers have at most 2 decimals.
    public func textDump() -> String {
        var lines: [String] = []
        func walk(_ node: FrameNode, _ depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + node.dumpLine)
            for child in node.children { walk(child, depth + 1) }
        }
        walk(self, 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// This node's line of the text dump, without indentation.
    public var dumpLine: String {
        var line = type
        if let text { line += " " + quoted(text) }
        if let elementID { line += " @" + quoted(elementID) }
        if let id { line += " #" + id }
        let f = frame
        line += " (\(formatNumber(f.minX)), \(formatNumber(f.minY)), \(formatNumber(f.width)), \(formatNumber(f.height)))"
        line += " ← \(proposal)"
        return line
    }
}

/// A string in double quotes with `\`, `"`, newlines and tabs escaped.
func quoted(_ text: String) -> String {
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

extension FrameNode: Encodable {
    enum CodingKeys: String, CodingKey {
        case type, text, id, frame, proposal, children
    }

    /// docs/ARCHITECTURE.md §7: `{"type", "frame": [x, y, w, h], "proposal": [w|null, h|null], "text"?, "id"?, "children"}`;
    /// lengths rounded to 1/10000 pt, an infinite proposal written as the string "inf".
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type, forKey: .type)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encodeIfPresent(id, forKey: .id)
        try c.encode([frame.minX, frame.minY, frame.width, frame.height].map(jsonNumber), forKey: .frame)
        try c.encode(proposalArray(proposal), forKey: .proposal)
        try c.encode(children, forKey: .children)
    }
}

/// A length for JSON: rounded to 4 decimals so that output is stable and short.
public func jsonNumber(_ value: CGFloat) -> Double {
    guard value.isFinite else { return Double(value) }
    let rounded = (Double(value) * 10_000).rounded() / 10_000
    return rounded == 0 ? 0 : rounded
}

/// A proposal as `[w|null, h|null]`.
public func proposalArray(_ proposal: ProposedViewSize) -> [Double?] {
    [proposal.width.map(jsonNumber), proposal.height.map(jsonNumber)]
}
