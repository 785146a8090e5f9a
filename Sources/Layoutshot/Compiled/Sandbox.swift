import Foundation

/// Debian's bubblewrap (`bwrap`) around a compiled fixture's program and the compiler that builds it:
/// new user, mount, pid, network, IPC, UTS and cgroup namespaces (no network, no other process visible,
/// and every process of the run ended with it), the file system read-only and minimal — /usr and the root's
/// links into it, what the program needs bound at the same paths, a private /tmp — and an empty
/// environment but for what the program needs (docs/RELIABILITY.md, "Trust model").
struct Sandbox {
    /// The bwrap executable.
    let executable: String

    /// Why compiled fixtures cannot run sandboxed here.
    struct Unavailable: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// `LAYOUTSHOT_BWRAP` names the executable (a test points it at a missing file); by default `bwrap` on
    /// the PATH.
    static let environmentVariable = "LAYOUTSHOT_BWRAP"

    /// The sandbox, if it works here: bwrap is found and starts a trivial program with every namespace of
    /// `arguments(…)`. Probed once per process.
    static let probed: Result<Sandbox, Unavailable> = probe()

    private static func probe() -> Result<Sandbox, Unavailable> {
        let named = ProcessInfo.processInfo.environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        guard let executable = ChildProcess.find(named ?? "bwrap") else {
            return .failure(Unavailable(reason: named.map { "\(environmentVariable)=\($0) is not an executable file" }
                ?? "bubblewrap (bwrap) is not installed"))
        }
        let sandbox = Sandbox(executable: executable)
        guard let truePath = ["/usr/bin/true", "/bin/true"].first(where: FileManager.default.isExecutableFile) else {
            return .failure(Unavailable(reason: "there is no /usr/bin/true to try the sandbox with"))
        }
        do {
            let (program, arguments) = sandbox.command(truePath, [], readOnly: [], writable: [], environment: [:])
            let outcome = try ChildProcess.run(program, arguments, environment: [:], limits: ChildProcess.Limits(), timeout: 20)
            if outcome.exitCode == 0 { return .success(sandbox) }
            let said = String(decoding: outcome.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let how = outcome.exitCode.map { "exit \($0)" } ?? "signal \(outcome.signal ?? 0)"
            return .failure(Unavailable(reason: "\(executable) cannot make the sandbox's namespaces here (\(how)"
                + (said.isEmpty ? ")" : ": \(said.split(separator: "\n").first ?? "")") + ")"))
        } catch {
            return .failure(Unavailable(reason: "\(executable) cannot be run (\(error))"))
        }
    }

    /// The command that runs `program` with `arguments` in the sandbox: `readOnly` and `writable` paths
    /// (files or folders) are bound at their own paths; the working folder is `/`; the environment is
    /// `environment` and nothing else; /tmp is a private, empty file system of at most `temporarySpace` bytes.
    func command(_ program: String, _ arguments: [String], readOnly: [String], writable: [String],
                 environment: [String: String], temporarySpace: Int = 64 << 20) -> (String, [String]) {
        var args = ["--unshare-all", "--unshare-user", "--uid", "65534", "--gid", "65534", "--disable-userns",
                    "--cap-drop", "ALL", "--die-with-parent", "--new-session", "--clearenv",
                    "--ro-bind", "/usr", "/usr"]
        // The root's links into /usr (merged /usr) or, on older systems, its own folders.
        let fm = FileManager.default
        for name in ["bin", "sbin", "lib", "lib32", "lib64", "libx32"] {
            let path = "/" + name
            if let target = try? fm.destinationOfSymbolicLink(atPath: path) {
                args += ["--symlink", target, path]
            } else if isDirectory(path) {
                args += ["--ro-bind", path, path]
            }
        }
        for path in ["/etc/ld.so.cache", "/etc/fonts", "/var/cache/fontconfig"] { args += ["--ro-bind-try", path, path] }
        args += ["--proc", "/proc", "--dev", "/dev", "--size", "\(temporarySpace)", "--tmpfs", "/tmp"]
        for path in readOnly { args += ["--ro-bind", path, path] }
        for path in writable { args += ["--bind", path, path] }
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { args += ["--setenv", name, value] }
        args += ["--chdir", "/", "--", program] + arguments
        return (executable, args)
    }

    private func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
