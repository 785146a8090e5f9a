import Foundation
import Observation

// SwiftUI's property wrappers for state a view keeps, with SwiftUI's initial-value semantics: a picture shows
// the state a view starts in (docs/BEHAVIOUR.md, "Property wrappers"). `@State` and `@Binding` are in State.swift.

/// SwiftUI's `@Bindable`: bindings to the properties of an `@Observable` object (`$model.title`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { wrappedValue = projectedValue.wrappedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
        where Value: AnyObject {
        Binding(object: wrappedValue, keyPath: keyPath)
    }
}

/// SwiftUI's `@FocusState`. Nothing has focus in a picture: the value is `false` or `nil`, as when a view
/// first appears.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    public init() where Value == Bool { box = Box(false) }
    public init<T: Hashable>() where Value == T? { box = Box(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    /// What `$focus` is: passed to `.focused(_:)` and `.focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void

        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Binds the view's focus to a Boolean; focus does not change layout (and nothing has it in a picture).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Binds the view's focus to a value; focus does not change layout.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}

/// The types `@AppStorage` and `@SceneStorage` store (SwiftUI: Bool, Int, Double, String, URL, Data, Date).
public protocol _StorableValue {}
extension Bool: _StorableValue {}
extension Int: _StorableValue {}
extension Double: _StorableValue {}
extension String: _StorableValue {}
extension URL: _StorableValue {}
extension Data: _StorableValue {}
extension Date: _StorableValue {}

/// A value that starts as given and can be written (the storage of `@AppStorage` and `@SceneStorage`).
final class InitialValueBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }

    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// SwiftUI's `@AppStorage("key")`. A picture shows the default value given in the declaration: what the
/// view shows on a fresh install, and the same on every machine (the user defaults are not read).
@propertyWrapper
public struct AppStorage<Value> {
    private let box: InitialValueBox<Value>

    private init(initial: Value) { box = InitialValueBox(initial) }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: _StorableValue {
        self.init(initial: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(initial: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(initial: wrappedValue)
    }
    /// An optional value with no default: nil.
    public init<Wrapped: _StorableValue>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.init(initial: nil)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> { box.binding }
}

/// SwiftUI's `@SceneStorage("key")`: as `@AppStorage`, the declared default value (a new scene).
@propertyWrapper
public struct SceneStorage<Value> {
    private let box: InitialValueBox<Value>

    private init(initial: Value) { box = InitialValueBox(initial) }

    public init(wrappedValue: Value, _ key: String) where Value: _StorableValue { self.init(initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(initial: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(initial: wrappedValue)
    }
    public init<Wrapped: _StorableValue>(_ key: String) where Value == Wrapped? { self.init(initial: nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> { box.binding }
}

/// SwiftUI's `@Namespace`: an identity for `matchedGeometryEffect`, unique per declaration.
@propertyWrapper
public struct Namespace {
    private final class Token {}

    /// A namespace's identity: only compared, never shown.
    public struct ID: Hashable {
        fileprivate let token: ObjectIdentifier
    }

    private let token = Token()

    public init() {}

    public var wrappedValue: ID { ID(token: ObjectIdentifier(token)) }
}

/// Which geometry `matchedGeometryEffect` shares.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Shares geometry between views of one id during a transition. A picture has no transition, and the source
    /// view keeps its own frame, so layout is unchanged.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        self
    }
}
