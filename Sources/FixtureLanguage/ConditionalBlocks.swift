import Foundation

/// `#if` / `#elseif` / `#else` / `#endif`, resolved before parsing: the active branch's tokens stay in place,
/// the directives and the inactive branches go. That is Swift's meaning wherever a block may stand — at the
/// top level, among a type's members, among the statements of a body, builder or closure, and around the
/// members of a postfix chain (`Text("a")` / `#if os(iOS)` / `.padding()` / `#endif`): what remains is the
/// code Swift compiles. Where Swift does not allow a block, neither does this: each directive is on a line
/// of its own, a block is not inside `( )` or `[ ]`, and each branch opens and closes its own brackets.
/// Inactive branches are lexed (as Swift does) but not parsed, so they may hold any Swift.
struct ConditionalBlocks {
    let conditions: CompilationConditions
    let file: String

    /// One `#if … #endif` being read.
    private struct Block {
        let start: SourceLocation
        /// Whether the code around the block is active.
        let enclosingActive: Bool
        /// Whether a branch so far was taken.
        var taken = false
        var active = false
        var sawElse = false
        /// The brackets open where the block starts; each branch must end with exactly these open.
        let brackets: Int
    }

    /// The result of resolving a file's blocks.
    struct Resolved {
        /// The tokens Swift compiles, ending with `.endOfFile`.
        var tokens: [Token]
        /// The characters of directives and of inactive branches (offsets as `Token.offsets` counts them),
        /// which the compiled path blanks.
        var removed: [Range<Int>]
    }

    func resolve(_ tokens: [Token]) throws -> Resolved {
        var kept: [Token] = []
        kept.reserveCapacity(tokens.count)
        var removed: [Range<Int>] = []
        var blocks: [Block] = []
        /// Open brackets with where they opened.
        var brackets: [(String, SourceLocation)] = []
        var active: Bool { blocks.last.map(\.active) ?? true }
        var index = 0
        /// Where the inactive stretch being skipped starts (after the directive that began it), if any.
        var inactiveFrom: Int?

        func error(_ message: String, at location: SourceLocation) -> FixtureError {
            FixtureError(message, at: location, file: file)
        }

        while index < tokens.count {
            let token = tokens[index]
            if token.isEndOfFile {
                if let open = blocks.last {
                    throw error("expected '#endif' for the '#if' at line \(open.start.line), found end of file", at: token.location)
                }
                kept.append(token)
                break
            }
            guard token.isPunctuation("#"), index + 1 < tokens.count, let word = tokens[index + 1].identifier,
                  ["if", "elseif", "else", "endif"].contains(word), !tokens[index + 1].spaceBefore else {
                if case .punctuation(let p) = token.kind {
                    if ["(", "[", "{"].contains(p) { brackets.append((p, token.location)) }
                    if [")", "]", "}"].contains(p) {
                        if let open = blocks.last, brackets.count <= open.brackets {
                            throw error("'\(p)' closes a bracket opened before the '#if' at line \(open.start.line); "
                                        + "each branch of '#if' must close the brackets it opens", at: token.location)
                        }
                        if !brackets.isEmpty { brackets.removeLast() }
                    }
                }
                if active { kept.append(token) }
                index += 1
                continue
            }
            let directive = "#" + word
            guard index == 0 || token.newlineBefore else {
                throw error("'\(directive)' must begin a line", at: token.location)
            }
            // The condition (for `#if`, `#elseif`) runs to the end of the line.
            var end = index + 2
            while end < tokens.count, !tokens[end].newlineBefore, !tokens[end].isEndOfFile { end += 1 }
            let rest = Array(tokens[(index + 2)..<end])
            if word == "if" || word == "elseif", rest.isEmpty {
                throw error("expected a condition after '\(directive)'", at: tokens[index + 1].location)
            }
            func condition() throws -> Bool {
                let end = Token(kind: .endOfFile, text: "", location: tokens[end].location)
                return try conditions.evaluate(rest + [end], file: file)
            }
            func checkBrackets(_ block: Block) throws {
                guard brackets.count == block.brackets else {
                    let (open, location) = brackets.last!
                    throw error("'\(open)' at line \(location.line), column \(location.column) is not closed before '\(directive)'; "
                                + "each branch of '#if' must close the brackets it opens", at: token.location)
                }
            }
            let wasActive = active
            switch word {
            case "if":
                if let (open, _) = brackets.last, open != "{" {
                    throw error("'#if' cannot stand inside '\(open)…\(open == "(" ? ")" : "]")'; put it around whole statements, "
                                + "declarations or members of a chain", at: token.location)
                }
                var block = Block(start: token.location, enclosingActive: active, brackets: brackets.count)
                // As in Swift, a condition is only evaluated where its answer matters.
                let holds = block.enclosingActive ? try condition() : false
                block.active = block.enclosingActive && holds
                block.taken = holds
                blocks.append(block)
            case "elseif", "else":
                guard var block = blocks.popLast() else {
                    throw error("'\(directive)' without a matching '#if'", at: token.location)
                }
                if block.sawElse { throw error("'\(directive)' after '#else' (of the '#if' at line \(block.start.line))", at: token.location) }
                try checkBrackets(block)
                if word == "else" {
                    guard rest.isEmpty else { throw error("extra tokens after '#else'", at: rest[0].location) }
                    block.sawElse = true
                    block.active = block.enclosingActive && !block.taken
                    block.taken = true
                } else {
                    let holds = block.enclosingActive && !block.taken ? try condition() : false
                    block.active = block.enclosingActive && !block.taken && holds
                    block.taken = block.taken || holds
                }
                blocks.append(block)
            default: // endif
                guard let block = blocks.popLast() else {
                    throw error("'#endif' without a matching '#if'", at: token.location)
                }
                guard rest.isEmpty else { throw error("extra tokens after '#endif'", at: rest[0].location) }
                try checkBrackets(block)
            }
            // The directive's characters are removed, and so is a branch not taken, from the end of the
            // directive before it: exactly its tokens and what lies between them, so that a comment that
            // begins or ends on a directive's line stays whole (removing whole lines would cut it).
            let directiveEnd = tokens[end - 1].offsets.upperBound
            if wasActive {
                removed.append(token.offsets.lowerBound..<directiveEnd)
            } else if let from = inactiveFrom {
                removed.append(from..<directiveEnd)
            }
            inactiveFrom = active ? nil : directiveEnd
            index = end
        }
        return Resolved(tokens: kept, removed: removed)
    }
}

extension CompilationConditions {
    /// `source` with every `#if`/`#elseif`/`#else`/`#endif` directive and every branch not taken made blank
    /// (each character a space but line breaks), so that the compiler sees exactly the code the interpreter
    /// runs, on the same lines and columns, with every comment and string as it was. Throws the
    /// `FixtureError` the interpreter would (an unknown condition, a misplaced directive). An `import` of a
    /// module this platform does not have, in a branch taken, is an error (`ActiveSource.checkImports()`).
    public func activeSource(of source: String, path: String) throws -> String {
        let active = try FixtureSource(text: source, path: path).active(for: self)
        try active.checkImports()
        guard !active.removed.isEmpty else { return source }
        // The offsets count the characters after a byte order mark, which stays.
        return (source.first == "\u{FEFF}" ? "\u{FEFF}" : "") + String(ActiveSource.blanking(active.removed, in: active.source.characters))
    }

    /// Throws at the first `import` among `tokens` of a module this platform cannot import.
    func checkImports(_ tokens: [Token], path: String) throws {
        for declaration in ProgramOutline.imports(in: tokens) {
            let module = declaration.module
            if canImport(module) == false {
                throw FixtureError("no such module '\(module)' on \(operatingSystem)", at: declaration.location, file: path)
            }
        }
    }
}
