import Layoutshot
@testable import LayoutshotTesting
import Testing

/// The helpers' default record mode: `LAYOUTSHOT_RECORD` when it names a mode, an error when it names none (the
/// assertion then fails with that sentence), else the CI detection.
@Suite struct RecordModeVariableTests {
    @Test func aModeNamedWinsOverTheCIDetection() throws {
        #expect(try defaultRecordMode(environment: ["LAYOUTSHOT_RECORD": "all", "CI": "true"]) == .all)
        #expect(try defaultRecordMode(environment: ["CI": "true"]) == .never)
        #expect(try defaultRecordMode(environment: ["LAYOUTSHOT_RECORD": ""]) == .missing)
    }

    @Test func trueIsNotAModeAndSaysWhichAre() {
        #expect(throws: RecordModeError(value: "true")) { try defaultRecordMode(environment: ["LAYOUTSHOT_RECORD": "true"]) }
    }
}
