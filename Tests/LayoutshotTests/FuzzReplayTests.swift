import Foundation
import Testing

/// The kept inputs of the source-rewriting and answer fuzz targets (`Fuzz/source`, `Fuzz/answer`: seeds,
/// forged answers, and the regression inputs of what the targets found) replayed through `layoutshot-fuzz`,
/// built beside the tests: every check of the target holds on each (a failed one traps, and the run fails).
/// The fixture target's inputs are replayed in process by `FuzzRegressionTests`.
@Suite struct FuzzReplayTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: [("source", "Fuzz/source"), ("answer", "Fuzz/answer")])
    func keptInputsReplay(target: String, folder: String) throws {
        let inputs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
        #expect(inputs.count >= 5)
        let process = Process()
        process.executableURL = CLI.executable.deletingLastPathComponent().appendingPathComponent("layoutshot-fuzz")
        process.arguments = [target, Self.root.appendingPathComponent(folder).path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(errors)")
        #expect(text.hasPrefix("\(target): \(inputs.count) input(s) replayed without a crash"), "\(text)")
    }
}
