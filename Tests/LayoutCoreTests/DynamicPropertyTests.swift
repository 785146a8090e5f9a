import Foundation
import Testing
@testable import LayoutCore

private struct Scheme: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Color.clear.frame(width: scheme == .dark ? 20 : 10, height: 1) }
}

private struct Metric: View {
    @ScaledMetric var side: CGFloat = 17
    var body: some View { Color.clear.frame(width: side, height: 1) }
}

/// `@Environment` and `@ScaledMetric` read the environment where the view sits, when its body is evaluated.
@Suite struct DynamicPropertyTests {
    func environment(_ size: DynamicTypeSize, platform: Platform = .iOS) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.platform = platform
        environment.dynamicTypeSize = size
        return environment
    }

    func scaled(_ value: CGFloat, _ style: Font.TextStyle, _ size: DynamicTypeSize, platform: Platform = .iOS) -> CGFloat {
        ScaledMetric<CGFloat>.scaledValue(value, relativeTo: style, in: environment(size, platform: platform))
    }

    @Test func scaledMetricsFollowTheTextStylesLineHeight() {
        // At the default size the value is itself (on the 1/3-point grid of a 3× iPhone).
        #expect(scaled(17, .body, .large) == 17)
        #expect(scaled(20.1, .body, .large) == 20)
        // A body-relative 17 at Medium is 17 × 21 / 22 = 16.23, drawn at 16.33 on the 1/3-point grid: what
        // UIFontMetrics(forTextStyle: .body).scaledValue(for: 17) returns there (Jared Sinclair, "Scaled
        // Metric Surprises on iOS & iPadOS", 2024), and not 16, the body font's size at Medium.
        #expect(abs(scaled(17, .body, .medium) - 49.0 / 3) < 1e-9)
        // Body line heights (HIG): xxxLarge 29, accessibility5 62.
        #expect(abs(scaled(22, .body, .xxxLarge) - 29) < 1e-9)
        #expect(abs(scaled(11, .body, .accessibility5) - 31) < 1e-9)
        // Along another style's curve: largeTitle 41 at Large, 70 at accessibility5.
        #expect(abs(scaled(41, .largeTitle, .accessibility5) - 70) < 1e-9)
        // caption2 keeps its line height (13) from xSmall to Large.
        #expect(scaled(12, .caption2, .xSmall) == 12)
        // macOS text styles do not change with the size; values land on its 1/2-point grid.
        #expect(scaled(20.2, .body, .accessibility5, platform: .macOS) == 20)
    }

    @Test func dynamicPropertiesReadTheEnvironmentWhereTheViewSits() {
        let result = LayoutEngine.layout(VStack(spacing: 0) {
            Scheme()
            Scheme().environment(\.colorScheme, .dark)
            Metric()
            Metric().dynamicTypeSize(.xxxLarge)
        }, measurer: FixedAdvanceTextMeasurer())
        #expect(result.root.children.map(\.frame.width) == [10, 20, 17, CGFloat((17.0 * 29 / 22 * 3).rounded() / 3)])
    }
}
