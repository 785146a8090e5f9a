import Foundation

// SwiftUI's animation vocabulary, accepted as what a still picture shows: a picture has no time, so an
// animation is the state it animates to (the view as written), a transition shows the view inserted, a
// content transition the content itself, a symbol effect the symbol at rest, and a phase or keyframe
// animator its first phase or initial value (docs/BEHAVIOUR.md, "Animation and interaction").

/// SwiftUI's `Animation`: only named, since a picture has no time.
public struct Animation: Hashable, Sendable {
    let name: String

    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static let interactiveSpring = Animation(name: "interactiveSpring")

    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: Double = 0.35) -> Animation {
        Animation(name: "timingCurve")
    }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        .spring
    }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation { .spring }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        .interactiveSpring
    }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        .spring
    }
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        .spring
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }

    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// SwiftUI's `Spring`: the parameters of a spring animation, only kept.
public struct Spring: Hashable, Sendable {
    public var duration: Double
    public var bounce: Double

    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }
    public init(response: Double, dampingRatio: Double) { self.init(duration: response, bounce: 1 - dampingRatio) }
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.init(duration: 0.5, bounce: 0)
    }

    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
}

/// SwiftUI's `UnitCurve` (keyframe timing): only named.
public struct UnitCurve: Hashable, Sendable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
}

/// SwiftUI's `Transaction`: the animation a state change would run with.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` at once (there is no animation to run it in).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` at once, then `completion` (the animation ends at once: a picture has no time).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Runs `body` at once.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result { try body() }

/// SwiftUI's `AnyTransition`: only named; a still shows the view inserted.
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// SwiftUI's `ContentTransition`: a still shows the content itself.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

// MARK: Symbol effects

/// SwiftUI's `SymbolEffect`: an animation of a symbol image; a still shows the symbol at rest.
public protocol SymbolEffect {}
/// An effect that runs while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once when a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}
/// An effect that changes a symbol into another (`contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect {}
/// An effect that shows or hides a symbol (`.appear`, `.disappear`).
public protocol TransitionSymbolEffect {}

extension SymbolEffect {
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
}

/// The direction effects that move a symbol take (`.bounce.up`, `.scale.down`, `.replace.downUp`).
public protocol _DirectionalSymbolEffect: SymbolEffect {}
extension _DirectionalSymbolEffect {
    public var up: Self { self }
    public var down: Self { self }
}

public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _DirectionalSymbolEffect {}
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {}
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, _DirectionalSymbolEffect {}
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, _DirectionalSymbolEffect {}
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, _DirectionalSymbolEffect {}
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var plain: Self { self }
    public var pulse: Self { self }
}
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _DirectionalSymbolEffect {
    public var left: Self { self }
    public var right: Self { self }
    public var forward: Self { self }
    public var backward: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
}
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
}
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
}
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { .init() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }

/// SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    public var repeating: SymbolEffectOptions { self }
    public var nonRepeating: SymbolEffectOptions { self }
}

// MARK: Phase and keyframe animators

/// The view a phase or keyframe animator's content closure is given: the modified view itself.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value
    public var body: Value { content }
}

/// SwiftUI's `PhaseAnimator`: a still draws the first phase (no phases: nothing).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    public init<P: Sequence, T: Equatable>(_ phases: P, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                                           animation: @escaping (Phase) -> Animation? = { _ in .default })
        where P.Element == Phase {
        first = phases.first { _ in true }
        self.content = content
    }

    public init<P: Sequence>(_ phases: P, @ViewBuilder content: @escaping (Phase) -> Content,
                             animation: @escaping (Phase) -> Animation? = { _ in .default }) where P.Element == Phase {
        first = phases.first { _ in true }
        self.content = content
    }

    @ViewBuilder public var body: some View {
        if let first { content(first) }
    }
}

/// SwiftUI's `KeyframeAnimator`: a still draws the initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View {
    let initialValue: Value
    let content: (Value) -> Content

    public init<T: Equatable>(initialValue: Value, trigger: T, @ViewBuilder content: @escaping (Value) -> Content,
                              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: Content { content(initialValue) }
}

extension View {
    /// Draws `content` with the first phase (a still shows the animator before it runs).
    public func phaseAnimator<Phase: Equatable, P: Sequence, T: Equatable, Content: View>(
        _ phases: P, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where P.Element == Phase {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) })
    }

    /// Draws `content` with the first phase.
    public func phaseAnimator<Phase: Equatable, P: Sequence, Content: View>(
        _ phases: P, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View where P.Element == Phase {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) })
    }

    /// Draws `content` with the initial value (the keyframes never run in a still).
    public func keyframeAnimator<Value, T: Equatable, Content: View, K: Keyframes>(
        initialValue: Value, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// Draws `content` with the initial value.
    public func keyframeAnimator<Value, Content: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// SwiftUI's `Keyframes`: what a keyframe animator animates `Value` through (never run in a still).
public protocol Keyframes {
    associatedtype Value
}

/// Keyframes for one property of the animated value, or for the whole value.
public protocol KeyframeTrackContent {
    associatedtype Value
}

/// The keyframes a builder collected.
public struct _KeyframeList<Value>: Keyframes, KeyframeTrackContent {
    let count: Int
}

/// What both keyframe builders do with what they collected: count it.
public protocol _KeyframeListBuilder {
    associatedtype Value
}

extension _KeyframeListBuilder {
    public static func buildBlock(_ components: _KeyframeList<Value>...) -> _KeyframeList<Value> {
        _KeyframeList(count: components.reduce(0) { $0 + $1.count })
    }
    public static func buildOptional(_ component: _KeyframeList<Value>?) -> _KeyframeList<Value> { component ?? _KeyframeList(count: 0) }
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
    public static func buildArray(_ components: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(count: components.reduce(0) { $0 + $1.count })
    }
}

@resultBuilder
public enum KeyframesBuilder<Value>: _KeyframeListBuilder {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeList<Value> where K.Value == Value {
        _KeyframeList(count: 1)
    }
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value>: _KeyframeListBuilder {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value> where K.Value == Value {
        _KeyframeList(count: 1)
    }
}

/// The keyframes of one property (`KeyframeTrack(\.scale) { … }`) or of the whole value.
public struct KeyframeTrack<Root, Property>: Keyframes {
    public typealias Value = Root
    public init(_ keyPath: WritableKeyPath<Root, Property>,
                @KeyframeTrackContentBuilder<Property> content: () -> _KeyframeList<Property>) {}
}

extension KeyframeTrack where Root == Property {
    public init(@KeyframeTrackContentBuilder<Root> content: () -> _KeyframeList<Root>) {}
}

/// A keyframe moving to `to` in a straight line over `duration`.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe moving to `to` along a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe moving to `to` along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe jumping to `to`.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

// MARK: Modifiers

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// The deprecated form without a value.
    public func animation(_ animation: Animation?) -> some View { self }
    public func transition(_ transition: AnyTransition) -> some View { self }
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                      isActive: Bool = true) -> some View { self }
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T,
                                                                                   options: SymbolEffectOptions = .default,
                                                                                   value: U) -> some View { self }
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension View {
    /// Makes the view's geometry one group for animations; a still has none to change.
    public func geometryGroup() -> some View { self }
}
