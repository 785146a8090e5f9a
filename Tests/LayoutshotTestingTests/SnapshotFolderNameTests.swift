import Foundation
import Layoutshot
import LayoutshotTesting
import Testing

/// This file's references are in __snapshots__/SnapshotFolderNameTests/ (committed), the one folder name
/// `layoutshot check` uses too; AssertLayoutSnapshotTests' are still in the earlier __Snapshots__/, which is
/// read as it is.
@Suite struct SnapshotFolderNameTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test func aTestFileWithoutAnEarlierFolderUsesTheOneName() {
        assertLayoutSnapshot(of: Text("one name"), named: "text")
        let reference = Self.here.appendingPathComponent("__snapshots__/SnapshotFolderNameTests/"
                                                         + "aTestFileWithoutAnEarlierFolderUsesTheOneName.text.txt")
        #expect(FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func anEarlierFolderStaysItsTestFilesFolder() {
        // AssertLayoutSnapshotTests' references are only in __Snapshots__/ (a case-sensitive file system); its
        // assertions read and record there, and pass against the committed references.
        let earlier = Self.here.appendingPathComponent("__Snapshots__/AssertLayoutSnapshotTests")
        #expect(SnapshotFolder.TestFile(testFile: Self.here.appendingPathComponent("AssertLayoutSnapshotTests.swift").path).folder
                == earlier)
    }
}
