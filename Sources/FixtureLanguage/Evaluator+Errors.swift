import Foundation

/// Every error of a file, as swiftc reports them: while a fixture is evaluated (`Evaluator.previews()`), a final
/// error in one builder statement, declaration check or preview is recorded and evaluation goes on with the next
/// one, so that one run shows them all (at most `FixtureError.maximumReported`). The first error is the one
/// evaluation met first, as before; the others follow it in `FixtureError.further`.
///
/// What is not collected: an error that sends the fixture to the compiler (`needsCompiler`: the compiler reports
/// the file's errors then, unless a final error came first, which is then what is reported), an error of a limit
/// (`limitError`: time, depth, views, text, elements — going on would only cross it again) and anything met
/// outside `previews()` (a view rebuilt during layout shows its error as it did).
extension Evaluator {
    /// Runs `body`; while errors are collected, a final error is recorded and nil returned, so that the caller
    /// goes on with its next statement or declaration. A binding's failure is not caught here (what uses the
    /// name would fail after it): its builder stops and the enclosing statement records it.
    @discardableResult
    func collectingErrors<T>(_ body: () throws -> T) throws -> T? {
        guard errorLog.isCollecting else { return try body() }
        do {
            return try body()
        } catch let error as FixtureError where errorLog.accepts(error) {
            errorLog.record(error)
            return nil
        } catch let mismatch as ArgumentMismatch where errorLog.accepts(mismatch.error) {
            errorLog.record(mismatch.error)
            return nil
        }
    }

    /// An error of a limit: evaluation stops collecting (the next statement would only cross it again).
    func limitError(_ message: String, at location: SourceLocation) -> FixtureError {
        errorLog.isCollecting = false
        return error(message, at: location)
    }

    /// Runs `evaluate` (the fixture's whole evaluation) collecting errors, and throws every error it met, the
    /// first with the others in `further`.
    func collectingEveryError<T>(_ evaluate: () throws -> T) throws -> T {
        errorLog.isCollecting = true
        defer { errorLog.isCollecting = false }
        let result: T
        do {
            result = try evaluate()
        } catch let error as FixtureError {
            throw errorLog.combined(with: error)
        } catch let mismatch as ArgumentMismatch {
            throw errorLog.combined(with: mismatch.error)
        }
        if let first = errorLog.combined() { throw first }
        return result
    }
}

/// The errors met so far while evaluating a fixture (`Evaluator.collectingErrors`).
struct ErrorLog {
    /// On while `previews()` evaluates the fixture, off after a limit's error and when the log is full.
    var isCollecting = false
    private(set) var errors: [FixtureError] = []
    /// `file:line:column: error: message` of each, to record each once (a view used three times fails three times).
    private var seen: Set<String> = []
    private var isFull = false

    /// Whether `error` is one to record and go on after.
    func accepts(_ error: FixtureError) -> Bool {
        isCollecting && !error.needsCompiler && !isFull
    }

    mutating func record(_ error: FixtureError) {
        var error = error
        error.further = []
        guard seen.insert(error.description).inserted else { return }
        errors.append(error)
        if errors.count == FixtureError.maximumReported { isFull = true }
    }

    /// The errors recorded, and `last` — the error evaluation stopped at — after them unless it sends the fixture
    /// to the compiler (a final error came first, so it is not compiled) or was recorded already.
    mutating func combined(with last: FixtureError) -> FixtureError {
        guard !errors.isEmpty else { return last }
        // Full: `last` is one more than is reported.
        let more = isFull && !last.needsCompiler
        if !last.needsCompiler, !isFull { record(last) }
        return combined(moreNotReported: more)!
    }

    /// The errors recorded, the first with the others in `further`; nil when there are none.
    func combined(moreNotReported: Bool = false) -> FixtureError? {
        guard var first = errors.first else { return nil }
        first.further = Array(errors.dropFirst())
        first.moreNotReported = moreNotReported
        return first
    }
}
