import Foundation
@testable import Layoutshot
import Testing

/// The command plugin (Plugins/LayoutshotPlugin). A plugin is its own module that tests cannot import, so its
/// list of the options that take a value is checked against the tool's option table from its source text, and
/// its use from another package is run end to end when asked (it builds Layoutshot again: minutes).
@Suite struct PluginTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let pluginSource = root.appendingPathComponent("Plugins/LayoutshotPlugin/plugin.swift")

    /// The plugin tells a PATH from an option's value with its own list; a list that lacked `--report` would
    /// take `--report DIR`'s DIR for a PATH and check no fixtures folder.
    @Test func thePluginsValueOptionsAreTheToolsOptionsThatTakeAValue() throws {
        let source = try String(contentsOf: Self.pluginSource, encoding: .utf8)
        let start = try #require(source.range(of: "// value options begin"))
        let end = try #require(source.range(of: "// value options end"))
        let list = source[start.upperBound..<end.lowerBound]
        let quoted = try Regex(#""(-[^"]*)""#)
        let plugin = Set(list.matches(of: quoted).map { String($0.output[1].substring!) })
        var tool = Set<String>()
        for spec in LayoutshotTool.specs {
            for option in spec.allOptions {
                if case .none = option.value { continue }
                tool.insert(option.name)
                tool.formUnion(option.aliases)
            }
        }
        #expect(plugin == tool)
    }

    static let endToEnd = ProcessInfo.processInfo.environment["LAYOUTSHOT_PLUGIN_TEST"].map { !$0.isEmpty && $0 != "0" } ?? false

    /// A package that depends on this one by path runs `swift package layoutshot render` (no PATH: its
    /// fixtures/), `record` and `check`. Opt-in (`LAYOUTSHOT_PLUGIN_TEST=1`): it builds Layoutshot in a fresh
    /// package, README.md "SwiftPM plugin" has the time it takes.
    @Test(.enabled(if: endToEnd, "set LAYOUTSHOT_PLUGIN_TEST=1: builds Layoutshot again, minutes"),
          .timeLimit(.minutes(30)))
    func aDependentPackageRendersRecordsAndChecksThroughThePlugin() throws {
        let manager = FileManager.default
        let package = manager.temporaryDirectory.appendingPathComponent("layoutshot-plugin-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: package) }
        try manager.createDirectory(at: package.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try manager.createDirectory(at: package.appendingPathComponent("fixtures"), withIntermediateDirectories: true)
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "\(Self.root.path)")],
                targets: [.target(name: "App")]
            )

            """
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data("public let app = 1\n".utf8).write(to: package.appendingPathComponent("Sources/App/App.swift"))
        let fixture = """
            import SwiftUI

            #Preview(traits: .fixedLayout(width: 120, height: 40)) {
                Text("Hello").padding()
            }

            """
        try Data(fixture.utf8).write(to: package.appendingPathComponent("fixtures/greeting.swift"))

        func swiftPackage(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift", "package", "--allow-writing-to-package-directory", "layoutshot"] + arguments
            process.currentDirectoryURL = package
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: output, as: UTF8.self))
        }

        let render = try swiftPackage(["render", "--out", "pictures"])
        #expect(render.status == 0, "\(render.output)")
        let picture = try Data(contentsOf: package.appendingPathComponent("pictures/greeting.png"))
        #expect(picture.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))

        let record = try swiftPackage(["record"])
        #expect(record.status == 0, "\(record.output)")
        let references = package.appendingPathComponent("fixtures/__snapshots__")
        #expect(manager.fileExists(atPath: references.appendingPathComponent("greeting.txt").path))
        #expect(manager.fileExists(atPath: references.appendingPathComponent("greeting.png").path))

        let check = try swiftPackage(["check"])
        #expect(check.status == 0, "\(check.output)")

        // A changed fixture fails `check`, and the plugin's exit status says so.
        try Data(fixture.replacingOccurrences(of: "Hello", with: "Hello, world").utf8)
            .write(to: package.appendingPathComponent("fixtures/greeting.swift"))
        let failing = try swiftPackage(["check", "--record", "never"])
        #expect(failing.status != 0, "\(failing.output)")
    }
}
