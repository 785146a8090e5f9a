import CSpawn
import Foundation

/// Runs a program as a child of its own: a process group of its own (ended as a whole when the run ends),
/// every signal unblocked and at its default action (the tool itself blocks SIGINT and SIGTERM for its
/// signal thread, which Foundation's `Process` would pass on), resource limits, standard input from
/// /dev/null, no descriptor of the tool's but the pipes it is given, and a wall-clock limit.
struct ChildProcess {
    /// Resource limits (`setrlimit`, soft and hard alike); nil leaves one as it is.
    struct Limits {
        var cpuSeconds: Int?
        var addressSpaceBytes: Int?
        var fileSizeBytes: Int?
        var openFiles: Int?
    }

    /// How a run ended.
    struct Outcome {
        /// The exit code, or nil when a signal ended it.
        var exitCode: Int32?
        /// The signal that ended it (SIGKILL after the time limit).
        var signal: Int32?
        /// Standard output and standard error, merged, at most `maximumOutput` bytes of them.
        var output: Data
        /// What it wrote on descriptor 3, when asked for.
        var answer: Data
        /// It was stopped at the wall-clock limit.
        var timedOut: Bool
        /// It wrote more than `maximumAnswer` bytes on descriptor 3 and was stopped.
        var answerTooLarge: Bool
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `executable` (an absolute path) and waits for it, for at most `timeout` seconds.
    ///
    /// With `answers`, descriptor 3 of the child is a pipe whose bytes come back as `Outcome.answer`
    /// (at most `maximumAnswer`; more stops the child). Whatever happens, the child's whole process group
    /// is sent SIGKILL before this returns, so nothing it started outlives it (a child that made a session
    /// of its own escapes that; the sandbox's pid namespace catches it there).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    directory: String = "/", limits: Limits, timeout: Double?, answers: Bool = false,
                    maximumAnswer: Int = 0, maximumOutput: Int = 1 << 16) throws -> Outcome {
        var output: [Int32] = [-1, -1], answer: [Int32] = [-1, -1]
        guard makePipe(&output) else { throw Failure(description: "cannot make a pipe (\(String(cString: strerror(errno))))") }
        defer { closeIfOpen(&output) }
        if answers {
            guard makePipe(&answer) else { throw Failure(description: "cannot make a pipe (\(String(cString: strerror(errno))))") }
        }
        defer { closeIfOpen(&answer) }
        let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { if null >= 0 { close(null) } }
        var descriptors: [Int32] = [null, output[1], output[1]]
        if answers { descriptors.append(answer[1]) }

        var cLimits = layoutshot_limits(cpu_seconds: Int64(limits.cpuSeconds ?? -1),
                                        address_space_bytes: Int64(limits.addressSpaceBytes ?? -1),
                                        file_size_bytes: Int64(limits.fileSizeBytes ?? -1), core_bytes: 0,
                                        open_files: Int64(limits.openFiles ?? -1))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let pid = descriptors.withUnsafeBufferPointer { fds in
            layoutshot_spawn(executable, argv, envp, fds.baseAddress, Int32(fds.count), directory, &cLimits)
        }
        guard pid > 0 else {
            throw Failure(description: "cannot run \(executable) (\(String(cString: strerror(-pid))))")
        }
        // An interrupt (Ctrl-C, SIGTERM) ends the whole group at once.
        TemporaryFiles.adopt(-pid)
        close(output[1]); output[1] = -1
        if answers { close(answer[1]); answer[1] = -1 }

        var outcome = Outcome(exitCode: nil, signal: nil, output: Data(), answer: Data(), timedOut: false,
                              answerTooLarge: false)
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        var open: [(fd: Int32, isAnswer: Bool)] = [(output[0], false)]
        if answers { open.append((answer[0], true)) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        /// Reads what is there; false at the end of the pipe.
        func drain(_ fd: Int32, isAnswer: Bool) -> Bool {
            while true {
                let count = read(fd, &buffer, buffer.count)
                if count > 0 {
                    if isAnswer {
                        if outcome.answer.count + count > maximumAnswer {
                            outcome.answerTooLarge = true
                            return false
                        }
                        outcome.answer.append(contentsOf: buffer[0..<count])
                    } else if outcome.output.count < maximumOutput {
                        outcome.output.append(contentsOf: buffer[0..<min(count, maximumOutput - outcome.output.count)])
                    }
                    continue
                }
                if count < 0 && (errno == EINTR) { continue }
                return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
            }
        }
        while !outcome.answerTooLarge {
            var waitMilliseconds: Int32 = 100
            if let deadline {
                let left = deadline.timeIntervalSinceNow
                if left <= 0 {
                    outcome.timedOut = true
                    break
                }
                waitMilliseconds = Int32(min(100, max(1, left * 1000)))
            }
            if open.isEmpty {
                usleep(UInt32(min(waitMilliseconds, 10)) * 1000)
            } else {
                var polled = open.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
                _ = poll(&polled, nfds_t(polled.count), waitMilliseconds)
                for (index, entry) in polled.enumerated().reversed() where entry.revents != 0 {
                    if !drain(entry.fd, isAnswer: open[index].isAnswer) { open.remove(at: index) }
                }
            }
            // The leader ended (something it started may still hold the pipes open): the run is over.
            if exited(pid) {
                for entry in open where !outcome.answerTooLarge { _ = drain(entry.fd, isAnswer: entry.isAnswer) }
                break
            }
        }
        // Nothing of the run outlives it; the leader is not reaped yet, so the group's id is still its own.
        endTree(pid)
        TemporaryFiles.release(-pid)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if status & 0x7f == 0 {
            outcome.exitCode = (status >> 8) & 0xff
        } else {
            outcome.signal = status & 0x7f
        }
        return outcome
    }

    /// Ends `pid`'s descendants, then its process group. A sandbox's leader (bwrap) leaves by itself once
    /// its child — the init of the sandbox's pid namespace, whose end takes every process of the namespace
    /// with it — is gone, so it is given a moment to: then nothing of the sandbox is left when it is reaped.
    private static func endTree(_ pid: Int32) {
        let descendants = ChildProcess.descendants(of: pid)
        for child in descendants { kill(child, SIGKILL) }
        if !descendants.isEmpty {
            let until = Date().addingTimeInterval(1)
            while !exited(pid) && Date() < until { usleep(2_000) }
        }
        kill(-pid, SIGKILL)
    }

    /// The processes below `pid`, parents first (from /proc/PID/task/TID/children), at most 10,000.
    static func descendants(of pid: Int32) -> [Int32] {
        var found: [Int32] = [], queue = [pid]
        while let next = queue.first, found.count < 10_000 {
            queue.removeFirst()
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(next)/task")) ?? []
            for task in tasks {
                guard let text = try? String(contentsOfFile: "/proc/\(next)/task/\(task)/children", encoding: .utf8) else { continue }
                let children = text.split(separator: " ").compactMap { Int32($0) }
                found += children
                queue += children
            }
        }
        return found
    }

    /// Whether `pid` has ended, without reaping it.
    private static func exited(_ pid: Int32) -> Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo == SIGCHLD
    }

    /// A pipe whose ends close on exec, the reading end non-blocking.
    private static func makePipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        return true
    }

    private static func closeIfOpen(_ fds: inout [Int32]) {
        for i in fds.indices where fds[i] >= 0 {
            close(fds[i])
            fds[i] = -1
        }
    }

    /// The absolute path of `program` on `PATH` (or `program` itself when it has a slash), nil if none.
    static func find(_ program: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
