import Foundation

/// Standard output and standard error without traps. `FileHandle.write(_:)` stops the process (SIGILL)
/// when the output is closed or full; `print` loses the error in stdio's buffer. Every command writes
/// through here instead: a failed write to standard output is a `FileError` the tool reports in one line
/// on standard error, exiting 74 (EX_IOERR); a failed write to standard error is dropped, there being
/// nowhere left to say it.
enum Console {
    /// Writes `data` to standard output, unbuffered.
    static func out(_ data: Data) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: data)
        } catch {
            throw FileError(.write, "standard output", error: error)
        }
    }

    /// Writes `text` and a newline (`terminator`) to standard output.
    static func out(_ text: String, terminator: String = "\n") throws {
        try out(Data((text + terminator).utf8))
    }

    /// Writes `text` and a newline to standard error, in swiftc's colours on a terminal
    /// (`SourceDiagnostics.coloured`); a failure is ignored.
    static func error(_ text: String, terminator: String = "\n") {
        let shown = coloursStandardError ? SourceDiagnostics.coloured(text) : text
        try? FileHandle.standardError.write(contentsOf: Data((shown + terminator).utf8))
    }

    /// Whether standard error is a terminal that takes colour (`SourceDiagnostics.usesColour`).
    static let coloursStandardError = SourceDiagnostics.usesColour(isTerminal: isatty(STDERR_FILENO) == 1,
                                                                   environment: ProcessInfo.processInfo.environment)
}
