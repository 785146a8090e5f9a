import Foundation

/// The parts of a Swift symbol graph (`swift symbolgraph-extract`'s JSON) the parity check reads: each public
/// symbol's kind, path, declaration, generic constraints and source location, and which types conform to
/// which protocols.
public struct SymbolGraph: Decodable {
    public struct Symbol: Decodable {
        public struct Kind: Decodable { public var identifier: String }
        public struct Identifier: Decodable { public var precise: String }
        public struct Fragment: Decodable {
            public var kind: String
            public var spelling: String
        }
        public struct Generics: Decodable {
            public struct Constraint: Decodable {
                public var kind: String
                public var lhs: String
                public var rhs: String
            }
            public struct Parameter: Decodable { public var name: String }
            public var parameters: [Parameter]?
            public var constraints: [Constraint]?
        }
        public struct Location: Decodable {
            public struct Position: Decodable { public var line: Int }
            public var uri: String
            public var position: Position
        }

        public var kind: Kind
        public var identifier: Identifier
        public var pathComponents: [String]
        public var declarationFragments: [Fragment]?
        public var swiftGenerics: Generics?
        public var swiftExtension: Generics?
        public var location: Location?

        /// The declaration as Swift source: `func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`.
        public var declaration: String { (declarationFragments ?? []).map(\.spelling).joined() }
    }

    public struct Relationship: Decodable {
        public var kind: String
        public var source: String
        public var target: String
        public var targetFallback: String?
    }

    public var symbols: [Symbol]
    public var relationships: [Relationship]

    /// Reads `<module>.symbols.json` in `folder`.
    public init(module: String, in folder: URL) throws {
        let file = folder.appendingPathComponent("\(module).symbols.json")
        self = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: file))
    }
}

/// Runs the toolchain's `swift-symbolgraph-extract` on a build's modules.
public enum SymbolGraphExtractor {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// How to make the graph by hand, for messages.
    public static let howTo = "make coverage (or: swift build, then swift symbolgraph-extract -module-name LayoutCore "
        + "-I .build/debug/Modules -target <triple> -output-dir DIR -minimum-access-level public -skip-synthesized-members)"

    /// Extracts `module`'s public symbol graph from `modules` (a build folder's `Modules`, which `swift build`
    /// and `swift test` make) into a new temporary folder and reads it. Throws, saying how to make it, when the
    /// modules or the tool are missing or the tool fails.
    public static func graph(of module: String, modules: URL) throws -> SymbolGraph {
        let swiftmodule = modules.appendingPathComponent("\(module).swiftmodule")
        guard FileManager.default.fileExists(atPath: swiftmodule.path) else {
            throw Failure(description: "no \(swiftmodule.path): build first (\(howTo))")
        }
        guard let tool = toolchainTool() else {
            throw Failure(description: "swift-symbolgraph-extract is not in any folder of PATH (the Swift toolchain's "
                          + "bin folder): \(howTo)")
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["-module-name", module, "-I", modules.path, "-target", triple(of: modules),
                             "-output-dir", output.path, "-minimum-access-level", "public", "-skip-synthesized-members"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(tool.path) failed (\(process.terminationStatus)): "
                          + String(decoding: message, as: UTF8.self).prefix(2000) + "\n" + howTo)
        }
        return try SymbolGraph(module: module, in: output)
    }

    /// `swift-symbolgraph-extract` in a folder of PATH.
    static func toolchainTool() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift-symbolgraph-extract")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The target the modules were built for: SwiftPM builds into `<scratch>/<triple>/<configuration>/Modules`.
    static func triple(of modules: URL) -> String {
        let folder = modules.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
        if folder.split(separator: "-").count >= 3 { return folder }
        #if arch(arm64)
        return "aarch64-unknown-linux-gnu"
        #else
        return "x86_64-unknown-linux-gnu"
        #endif
    }
}
