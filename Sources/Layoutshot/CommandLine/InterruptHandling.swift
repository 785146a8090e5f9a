import Foundation

/// Handles SIGINT and SIGTERM on a thread of their own (so the handler may use locks and the file
/// system): temporary files are removed, children stopped, and the process exits with 128 + the signal —
/// or, for a command that ends so by design (`preview`), with what its `onInterrupt` handler returns.
enum InterruptHandling {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var handler: (() -> Int32)?

    static func install() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        // Blocked here, the signals are inherited blocked by every thread started after, and wait for sigwait.
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let waitedFor = signals
        let thread = Thread {
            var set = waitedFor
            var received: Int32 = 0
            sigwait(&set, &received)
            lock.lock()
            let handler = handler
            lock.unlock()
            let status = handler?() ?? 128 + received
            TemporaryFiles.cleanUpBeforeExit()
            exit(status)
        }
        thread.start()
    }

    /// Makes an interrupt a clean stop: `handler` runs (closing what the command serves) and its result is the
    /// exit code.
    static func onInterrupt(_ handler: @escaping () -> Int32) {
        lock.lock()
        self.handler = handler
        lock.unlock()
    }
}
