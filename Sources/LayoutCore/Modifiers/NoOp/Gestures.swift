import Foundation

// SwiftUI's gestures, their state and haptic feedback, accepted as what a still picture shows: nothing is
// touched, so no gesture runs, `@GestureState` holds its initial value and no feedback plays
// (docs/BEHAVIOUR.md, "Animation and interaction").

/// SwiftUI's `Gesture`: an input a view recognises; never recognised in a still.
public protocol Gesture {
    associatedtype Value
}

/// SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    public var count: Int
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

public struct DragGesture: Gesture {
    /// A drag's state; a still never has one (a view shows its state before any drag).
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A gesture with an action or a mapping added (`onChanged`, `onEnded`, `updating`, `map`).
public struct _ModifiedGesture<Base: Gesture, Value>: Gesture {
    let base: Base
}

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
}

public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
}

public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
}

/// SwiftUI's `AnyGesture`.
public struct AnyGesture<Value>: Gesture {
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {}
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> { _ModifiedGesture(base: self) }
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> { _ModifiedGesture(base: self) }
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> _ModifiedGesture<Self, Value> {
        _ModifiedGesture(base: self)
    }
    public func map<T>(_ body: @escaping (Value) -> T) -> _ModifiedGesture<Self, T> { _ModifiedGesture(base: self) }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(first: self, second: other)
    }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(first: self, second: other)
    }
}

/// SwiftUI's `@GestureState`: the value while a gesture runs, else the initial one — always the initial
/// one in a still.
@propertyWrapper
public struct GestureState<Value> {
    private let initial: Value

    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }

    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { initial = nil }
}

/// SwiftUI's `SensoryFeedback`: a haptic a change would play; a still plays none.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")

    public struct Weight: Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    public struct Flexibility: Hashable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

extension View {
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> some View { self }
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
}
