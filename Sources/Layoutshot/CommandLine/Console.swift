import Foundation

/// Standard output and standard error without traps. `FileHandle.write(_:)` stops the process (SIGILL)
/// when the output is closed or full; `print` loses the error in stdio's buffer. Every command writes
/// through here instead: a failed write to standard output is a `FileError` the tool reports in one line
/// on standard error, exiting 74 (EX_IOERR), except that a reader gone (`| head`, EPIPE) is `ReaderGone`, which
/// ends the run quietly; a failed write to standard error is dropped, there being nowhere left to say it.
enum Console {
    /// Standard output's reader has gone (EPIPE: `layoutshot layout --json F | head -1`). Not a fault to report:
    /// the tool stops quietly with `ExitCode.readerGone`, as a Unix tool that SIGPIPE stops.
    struct ReaderGone: Error {}

    /// Writes `data` to standard output, unbuffered.
    static func out(_ data: Data) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: data)
        } catch {
            if FileError.posixCode(of: error) == EPIPE { throw ReaderGone() }
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

    /// Whether standard output and standard error are one file (one terminal, `> log 2>&1`, `2>&1 | less`):
    /// then a line written to both would be read twice.
    static let standardOutputIsStandardError: Bool = {
        var out = stat(), err = stat()
        guard fstat(STDOUT_FILENO, &out) == 0, fstat(STDERR_FILENO, &err) == 0 else { return false }
        return out.st_dev == err.st_dev && out.st_ino == err.st_ino
    }()
}
