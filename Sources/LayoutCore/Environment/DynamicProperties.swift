import Foundation

/// The environment of the view whose `body` is being evaluated. SwiftUI updates a view's dynamic properties
/// (`@Environment`, `@ScaledMetric`) from the environment where the view sits before it asks for `body`;
/// Layoutshot gets the same answers by publishing that environment while `body` runs (View.swift).
enum ResolvingEnvironment {
    /// A box, because task-local values must be `Sendable` and `EnvironmentValues` holds arbitrary keys;
    /// each box is only read on the thread that set it.
    final class Box: @unchecked Sendable {
        let values: EnvironmentValues
        init(_ values: EnvironmentValues) { self.values = values }
    }

    @TaskLocal static var current: Box?

    /// Runs `body` with `environment` as the one dynamic properties read.
    static func with<T>(_ environment: EnvironmentValues, _ body: () -> T) -> T {
        $current.withValue(Box(environment), operation: body)
    }
}

extension EnvironmentValues {
    /// The environment where the view whose `body` is being evaluated sits (the default values outside a
    /// `body`). Layoutshot's stand-in for SwiftUI's dynamic-property update, not SwiftUI API: `@Environment`
    /// and `@ScaledMetric` read it, and the fixture interpreter builds environment-dependent views with it.
    public static var _current: EnvironmentValues { ResolvingEnvironment.current?.values ?? EnvironmentValues() }
}

/// SwiftUI's `@Environment(\.keyPath)`: a value of the environment where the view sits, read when its
/// `body` is evaluated.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { EnvironmentValues._current[keyPath: keyPath] }
}

/// SwiftUI's `@ScaledMetric`: a number that grows and shrinks with the Dynamic Type size, along the curve of
/// a text style (`.body` by default). The value given is the one at the default size (`.large`).
///
/// The rule (docs/BEHAVIOUR.md, "Scaled metrics"): the value times the text style's line height at the
/// current Dynamic Type size over its line height at `.large`, rounded to the nearest pixel
/// (1 / `displayScale` points). Text styles that do not change with the size (every style on macOS) leave the
/// value as it is, rounded.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    private let value: Value
    private let textStyle: Font.TextStyle

    /// Scales along `.body`'s curve.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        value = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled for the environment where the view sits.
    public var wrappedValue: Value {
        Self.scaledValue(value, relativeTo: textStyle, in: EnvironmentValues._current)
    }

    /// `value` (points, or any number) scaled for `environment`'s Dynamic Type size along `textStyle`'s curve.
    public static func scaledValue(_ value: Value, relativeTo textStyle: Font.TextStyle,
                                   in environment: EnvironmentValues) -> Value {
        let platform = environment.platform
        let current = TextStyleTable.metrics(textStyle, platform, environment.dynamicTypeSize).lineHeight
        let standard = TextStyleTable.metrics(textStyle, platform, .large).lineHeight
        let scaled = Double(value) * Double(current) / Double(standard)
        let pixels = Double(environment.displayScale)
        guard scaled.isFinite, pixels > 0 else { return Value(scaled) }
        return Value((scaled * pixels).rounded(.toNearestOrAwayFromZero) / pixels)
    }
}
