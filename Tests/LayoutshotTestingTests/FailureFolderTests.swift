import Foundation
import Testing
@testable import LayoutshotTesting

/// Assertions of one test file run in parallel: one writes its failure files while another's pass removes the
/// folder once only its `.gitignore` is left. Found by a new user's `make test`: "cannot write
/// …/__Failures__/.gitignore: No such file or directory".
@Suite struct FailureFolderTests {
    @Test func parallelWritesAndRemovalsLoseNothing() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutshot-failure-folder-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = TestFailureFolder(url: root.appendingPathComponent("__Failures__"))
        let lock = NSLock()
        var errors: [String] = []
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            do {
                // A failing snapshot's file must exist once written, until its own next pass removes it.
                let written = try folder.write([(name: "s\(index).actual.txt", data: Data("x".utf8))])
                if !written.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) {
                    lock.lock(); errors.append("s\(index): written file missing"); lock.unlock()
                }
                folder.remove(prefix: "s\(index).")
            } catch {
                lock.lock(); errors.append("s\(index): \(error)"); lock.unlock()
            }
        }
        #expect(errors.isEmpty, "\(errors.prefix(3))")
        // Every snapshot passed in the end: nothing is left, not even the folder.
        #expect(!FileManager.default.fileExists(atPath: folder.url.path))
    }
}
