import Foundation
import Testing
@testable import Layoutshot

/// The formatters Foundation on Linux lacks, in Apple's English, without a compiled fixture.
@Suite struct FoundationFormatterTests {
    /// 3,605 s is 1 h 0 min 5 s. The abbreviated style drops every zero unit by default (`.dropAll`): "1h 5s";
    /// `.dropLeading` drops only the zeros before the first non-zero unit, so the minutes stay: "1h 0m 5s".
    /// A zero duration keeps the smallest allowed unit: "0s".
    @Test func zeroUnitsAreDroppedAsTheBehaviourSays() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 3605) == "1h 5s")
        formatter.zeroFormattingBehavior = .dropLeading
        #expect(formatter.string(from: 3605) == "1h 0m 5s")
        formatter.zeroFormattingBehavior = .default
        #expect(formatter.string(from: 0) == "0s")
    }

    /// The table of names: 2 days in the short style is "2 days", 1 hour "1 hr"; relative short "2 hr. ago".
    @Test func unitNamesInEachStyle() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.day, .hour]
        formatter.unitsStyle = .short
        #expect(formatter.string(from: 2 * 86_400 + 3_600) == "2 days, 1 hr")
        let relative = RelativeDateTimeFormatter()
        relative.unitsStyle = .short
        let now = Date(timeIntervalSince1970: 1_749_462_060)
        #expect(relative.localizedString(for: now.addingTimeInterval(-7_200), relativeTo: now) == "2 hr. ago")
    }
}
