import Foundation

/// Handles SIGINT and SIGTERM on a thread of their own (so the handler may use locks and the file
/// system): temporary files are removed, children stopped, and the process exits with 128 + the signal.
enum InterruptHandling {
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
            TemporaryFiles.cleanUpBeforeExit()
            exit(128 + received)
        }
        thread.start()
    }
}
