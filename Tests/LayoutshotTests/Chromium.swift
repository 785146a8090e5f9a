import Foundation

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
