import Foundation

/// Which glyph draws each SF Symbol name: the table in `SFSymbols.tsv` (its header says where the names and
/// glyphs come from, and the fonts' licences), compiled into the library.
enum SymbolMap {
    /// One line of the table.
    struct Entry: Hashable, Sendable {
        /// The SF Symbol name (`star.fill`).
        let name: String
        let font: SymbolFontID
        /// The font's own name for the glyph (`star`), for people and the tests.
        let icon: String
        /// The glyph's code point in the font's character map.
        let codePoint: UInt32
        /// False where the glyph is a neighbour of the symbol's meaning rather than the same thing.
        let isExact: Bool
        /// False where the glyph is filled and SF's symbol outlined, or the other way round.
        let hasMatchingStyle: Bool
    }

    /// The entry for `name`: its line found by comparing bytes and parsed alone, since a fixture draws a few symbols
    /// and parsing the whole table cost a render 3 % of its instructions (docs/PERFORMANCE.md). The names are unique
    /// (`SymbolMapTests`), so the first line with the name is `entries[name]`.
    static func entry(named name: String) -> Entry? {
        let table = PackageResources.SFSymbols_tsv
        let key = Array(name.utf8) + [UInt8(ascii: "\t")]
        var lines = table.split(separator: UInt8(ascii: "\n"))[...].filter { $0.first != UInt8(ascii: "#") }[...]
        guard let header = lines.popFirst(), header.starts(with: "name\t".utf8) else { return entries[name] }
        guard key.count > 1, let line = lines.first(where: { $0.starts(with: key) }) else { return nil }
        return parse(String(decoding: header + [UInt8(ascii: "\n")] + line, as: UTF8.self)).first
    }

    /// Every entry by name.
    static let entries: [String: Entry] = {
        var entries: [String: Entry] = [:]
        for entry in parse(String(decoding: PackageResources.SFSymbols_tsv, as: UTF8.self)) { entries[entry.name] = entry }
        return entries
    }()

    /// The entries of a table in `SFSymbols.tsv`'s format: `#` lines are comments, the first other line names the
    /// columns (name, font, icon, codepoint, match, style, …). A malformed line is a programming error in the
    /// table, which `SymbolMapTests` reads whole, so it traps.
    static func parse(_ table: String) -> [Entry] {
        // Bytes, not Characters (the separators are ASCII): splitting by Character cost a render 4 % of its
        // instructions.
        let lines = table.utf8.split(separator: UInt8(ascii: "\n")).filter { $0.first != UInt8(ascii: "#") }
        func fields(_ line: Substring.UTF8View) -> [String] {
            line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { String(Substring($0)) }
        }
        guard let header = lines.first.map(fields) else { return [] }
        func column(_ name: String) -> Int {
            guard let index = header.firstIndex(of: name) else { fatalError("SFSymbols.tsv has no column \(name)") }
            return index
        }
        let name = column("name"), font = column("font"), icon = column("icon"), code = column("codepoint"),
            match = column("match"), style = column("style")
        return lines.dropFirst().map { line in
            let fields = fields(line)
            guard fields.count == header.count, let id = SymbolFontID(rawValue: fields[font]),
                  let codePoint = UInt32(fields[code], radix: 16) else { fatalError("SFSymbols.tsv: bad line \(Substring(line))") }
            return Entry(name: fields[name], font: id, icon: fields[icon], codePoint: codePoint,
                         isExact: fields[match] == "exact", hasMatchingStyle: fields[style] == "yes")
        }
    }
}
