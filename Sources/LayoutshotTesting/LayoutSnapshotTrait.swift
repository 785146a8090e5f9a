import Foundation
import Layoutshot
import Testing

/// The record mode of every `assertLayoutSnapshot` in a suite or test, as swift-snapshot-testing's
/// `.snapshots(record:)` sets its own:
///
/// ```swift
/// @Suite(.layoutSnapshots(record: .failed)) struct CardTests { … }
/// @Test(.layoutSnapshots(record: .all)) func card() { … }
/// ```
///
/// The mode an assertion uses is, first to last: its `record:` argument, the innermost trait (a test's over
/// its suite's), `LAYOUTSHOT_RECORD`, then `never` on a CI runner and `missing` elsewhere
/// (`resolvedRecordMode`). A trait makes `LAYOUTSHOT_RECORD` unread, so a bad value of it is no error there.
/// The trait is Swift Testing's: it applies to the tests of the suite (and their subsuites) while they run,
/// through a task-local value; XCTest tests take `record:` or the variable.
public struct LayoutSnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    /// The mode the assertions under the trait use when they name none.
    public var record: RecordMode

    /// Applies to every test of a suite, and of the suites inside it.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await LayoutSnapshotTrait.$current.withValue(record) { try await function() }
    }

    /// The mode of the innermost trait around the running test; nil outside one.
    @TaskLocal static var current: RecordMode?
}

extension Trait where Self == LayoutSnapshotTrait {
    /// `@Suite(.layoutSnapshots(record: .failed))`: the record mode of the suite's (or test's) assertions that
    /// name none (`LayoutSnapshotTrait`).
    public static func layoutSnapshots(record: RecordMode) -> LayoutSnapshotTrait {
        LayoutSnapshotTrait(record: record)
    }
}

/// The mode an assertion records in: `argument`, else `trait`, else `LAYOUTSHOT_RECORD`, else `never` on a CI
/// runner, else `missing`.
/// - Throws: `RecordModeError` when it comes to `LAYOUTSHOT_RECORD` and that names no mode.
func resolvedRecordMode(argument: RecordMode?, trait: RecordMode? = LayoutSnapshotTrait.current,
                        environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
    if let argument { return argument }
    if let trait { return trait }
    return try defaultRecordMode(environment: environment)
}
