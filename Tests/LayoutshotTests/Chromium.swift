import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium (installed by `make deps`), to check that generated pages load in a real browser.
enum Chromium {
    struct Page {
        /// The DOM after the page's scripts ran.
        let dom: String
        /// Messages the page logged at error level, and uncaught exceptions.
        let consoleErrors: [String]
    }

    static var path: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Loads `file` and returns its DOM and console errors.
    static func load(_ file: URL) throws -> Page {
        guard let path else { throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "chromium is not installed; run make deps"]) }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)",
                             "--enable-logging=stderr", "--v=0", "--virtual-time-budget=5000", "--dump-dom", file.absoluteString]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let log = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let errors = log.split(separator: "\n").filter { $0.contains("CONSOLE") && ($0.contains("Uncaught") || $0.contains(":ERROR:")) }
        return Page(dom: dom, consoleErrors: errors.map(String.init))
    }
}

extension Chromium {
    /// A headless Chromium kept open on one page and asked about it over the DevTools protocol on a pipe
    /// (`--remote-debugging-pipe`: JSON messages ending in NUL on its fds 3 and 4), for pages that keep a
    /// connection open (an `EventSource`), which `--dump-dom` would wait for forever.
    final class Session {
        private let process = Process()
        private let commands = Pipe(), replies = Pipe()
        private let profile = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-chromium-\(UUID().uuidString)")
        private var buffer = Data()
        private var nextID = 0
        private var session: String?
        /// Uncaught exceptions the page threw (`Runtime.exceptionThrown`).
        private(set) var exceptions: [String] = []

        /// Opens `url` in a new tab.
        init(_ url: String) throws {
            guard let path = Chromium.path else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "chromium is not installed; run make deps"])
            }
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            // The shell gives Chromium the two pipes as fds 3 (commands) and 4 (replies).
            process.arguments = ["-c", "exec \"$0\" --headless=new --no-sandbox --disable-gpu --user-data-dir=\"$1\" "
                + "--remote-debugging-pipe about:blank 3<&0 4>&1 0</dev/null 1>/dev/null 2>/dev/null", path, profile.path]
            process.standardInput = commands
            process.standardOutput = replies
            try process.run()
            let target = try call("Target.createTarget", ["url": url], sessionless: true)
            let id = try #require(target["targetId"] as? String)
            let attached = try call("Target.attachToTarget", ["targetId": id, "flatten": true], sessionless: true)
            session = try #require(attached["sessionId"] as? String)
            _ = try call("Runtime.enable", [:])
        }

        deinit {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: profile)
        }

        /// The value of a JavaScript expression in the page (a string, number or bool), nil if it threw.
        func evaluate(_ expression: String) throws -> Any? {
            let reply = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true])
            return (reply["result"] as? [String: Any])?["value"]
        }

        /// Polls `expression` until it is true or `seconds` have passed.
        func wait(until expression: String, seconds: Double) throws -> Bool {
            let deadline = Date(timeIntervalSinceNow: seconds)
            while Date() < deadline {
                if try evaluate(expression) as? Bool == true { return true }
                Thread.sleep(forTimeInterval: 0.1)
            }
            return false
        }

        private func call(_ method: String, _ params: [String: Any], sessionless: Bool = false) throws -> [String: Any] {
            nextID += 1
            var message: [String: Any] = ["id": nextID, "method": method, "params": params]
            if !sessionless, let session { message["sessionId"] = session }
            try commands.fileHandleForWriting.write(contentsOf: try JSONSerialization.data(withJSONObject: message) + Data([0]))
            let deadline = Date(timeIntervalSinceNow: 30)
            while Date() < deadline {
                guard let reply = try read(until: deadline) else { break }
                if reply["method"] as? String == "Runtime.exceptionThrown" {
                    let details = (reply["params"] as? [String: Any])?["exceptionDetails"] as? [String: Any]
                    exceptions.append(((details?["exception"] as? [String: Any])?["description"] as? String) ?? "\(details ?? [:])")
                }
                guard reply["id"] as? Int == nextID else { continue }
                if let error = reply["error"] { throw CocoaError(.coderReadCorrupt, userInfo: [NSLocalizedDescriptionKey: "\(method): \(error)"]) }
                return reply["result"] as? [String: Any] ?? [:]
            }
            throw CocoaError(.coderReadCorrupt, userInfo: [NSLocalizedDescriptionKey: "\(method): no reply from chromium"])
        }

        /// The next message, nil at the deadline or when Chromium is gone.
        private func read(until deadline: Date) throws -> [String: Any]? {
            let fd = replies.fileHandleForReading.fileDescriptor
            while true {
                if let end = buffer.firstIndex(of: 0) {
                    let message = buffer[buffer.startIndex..<end]
                    buffer = Data(buffer[(end + 1)...])
                    return try JSONSerialization.jsonObject(with: message) as? [String: Any] ?? [:]
                }
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let wait = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
                guard poll(&poller, 1, wait) > 0 else { return nil }
                var chunk = [UInt8](repeating: 0, count: 65536)
                let count = Glibc.read(fd, &chunk, chunk.count)
                guard count > 0 else { return nil }
                buffer += chunk[..<count]
            }
        }
    }
}
