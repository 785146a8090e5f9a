import Foundation

/// Every syntax error of a fixture, as swiftc reports them: after an error in a statement or declaration the
/// parser skips to where the next one starts — the next line at the same bracket depth, or the `}` that closes the
/// enclosing block — and goes on, so that one run shows each mistake once (at most `FixtureError.maximumReported`).
/// A missing `)` gives one error: everything up to the block's end is skipped with it, never read as more mistakes.
///
/// What stops it: an error that sends the fixture to the compiler (`needsCompiler`; the errors recorded before it
/// are reported, and the fixture is not compiled, as when a final error came first), a limit crossed (nesting),
/// and a full list. A file with syntax errors is not evaluated: its evaluation errors are reported once it parses.
extension Parser {
    /// Runs `parse`, one statement or declaration from the current token; when it throws a syntax error and the
    /// parser recovers, records the error, skips the rest of the statement and returns nil. An error on a line
    /// that has one already is taken for the same mistake met again (each block a missing `}` leaves open ends at
    /// the end of the file; a `}` typed inside a call ends its block there, and what follows it on the line is
    /// read as another statement) and is not recorded.
    /// `topLevel`: the top level's items, which an error that ends every open block (`missingBrace(before:)`)
    /// reaches, to go on at the `#Preview` that ended them.
    @discardableResult
    mutating func recovering<T>(topLevel: Bool = false, _ parse: (inout Parser) throws -> T) throws -> T? {
        guard recovers else { return try parse(&self) }
        let start = position
        let trailingClosures = allowsTrailingClosures
        do {
            return try parse(&self)
        } catch let error as FixtureError where recovers && !error.needsCompiler && !crossedLimit
                    && (topLevel || !unwindsToTopLevel) {
            // One error a line: a second on a recorded line is skipped, even when the list is full.
            let repeated = syntaxErrors.contains(where: { $0.line == error.line })
            guard repeated || syntaxErrors.count < FixtureError.maximumReported else {
                // Full: the enclosing statements rethrow instead of recording it.
                recovers = false
                moreSyntaxErrors = true
                throw error
            }
            if !repeated { syntaxErrors.append(error) }
            allowsTrailingClosures = trailingClosures
            if unwindsToTopLevel {
                unwindsToTopLevel = false
            } else {
                skipToNextStatement(from: start)
            }
            return nil
        }
    }

    /// With `recovers`, a `#Preview` at the start of a line inside the block `open` began is taken for that block's
    /// missing `}`: one error there, and every open block ends, so that the parse goes on at the `#Preview` rather
    /// than calling each later preview misplaced and the file's end unclosed.
    mutating func checkMissingBrace(of open: Token) throws {
        guard recovers, current.isPunctuation("#"), current.location.column == 1, peek(1).identifier == "Preview" else { return }
        unwindsToTopLevel = true
        throw error("expected '}' to close the '{' at line \(open.location.line), column \(open.location.column), "
                    + "found '#Preview' (only allowed at the top level)", at: current.location)
    }

    /// Moves from the statement that starts at token `start` to the token after it: the first one on a new line
    /// outside every bracket the statement opened (a line that starts with `.` continues it), a `;` there, or the
    /// `}` of an enclosing block, which is left for the block. A `)` or `]` that closes nothing is part of the
    /// mistake and skipped, and so is a `}` inside a call that more of the line follows (`.background(.red}ary)`:
    /// a brace typed in the call, not the block's end). Always moves past `start`.
    mutating func skipToNextStatement(from start: Int) {
        position = start
        var open: [String] = []
        var first = true
        while !current.isEndOfFile {
            if !first, open.isEmpty, current.newlineBefore, !current.isPunctuation(".") { return }
            if case .punctuation(let p) = current.kind {
                switch p {
                case "(", "[", "{":
                    open.append(p)
                case ")", "]", "}":
                    let opener = p == ")" ? "(" : p == "]" ? "[" : "{"
                    if let index = open.lastIndex(of: opener) {
                        open.removeSubrange(index...)
                    } else if p == "}", !first {
                        let strayInCall = !open.isEmpty && !peek(1).newlineBefore && !peek(1).isEndOfFile
                        if !strayInCall { return }
                    }
                case ";" where open.isEmpty:
                    advance()
                    return
                default:
                    break
                }
            }
            advance()
            first = false
        }
    }

    /// The syntax errors recorded and `last`, the error the parse stopped at, as one error: the first with the
    /// others in `further`. `last` is left out when it sends the fixture to the compiler after final errors, or
    /// when the list was full.
    func combinedSyntaxErrors(endingWith last: FixtureError) -> FixtureError {
        guard !syntaxErrors.isEmpty else { return last }
        var errors = syntaxErrors
        if !last.needsCompiler, !moreSyntaxErrors,
           !errors.contains(where: { $0.line == last.line }) {
            errors.append(last)
        }
        return combined(errors, more: moreSyntaxErrors)
    }

    /// The syntax errors recorded, as one error; nil when there were none.
    func combinedSyntaxErrors() -> FixtureError? {
        syntaxErrors.isEmpty ? nil : combined(syntaxErrors, more: moreSyntaxErrors)
    }

    private func combined(_ errors: [FixtureError], more: Bool) -> FixtureError {
        var first = errors[0]
        first.further = Array(errors.dropFirst().prefix(FixtureError.maximumReported - 1))
        first.moreNotReported = more || errors.count > FixtureError.maximumReported
        return first
    }
}
