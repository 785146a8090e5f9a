import Foundation

// Combine's `ObservableObject` and `@Published`, and SwiftUI's wrappers that hold such objects, with SwiftUI's
// initial-value semantics: a picture shows the state a view starts in, and nothing ever publishes a change
// (docs/BEHAVIOUR.md, "Property wrappers"). Combine itself is not on Linux; these are the parts views use.

/// Combine's `ObservableObject`: a class whose `@Published` properties views read.
public protocol ObservableObject: AnyObject {}

extension ObservableObject {
    /// Announces a change; a still picture never redraws, so it does nothing.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Combine's `ObservableObjectPublisher`; `send()` does nothing in a picture.
public final class ObservableObjectPublisher {
    public init() {}
    public func send() {}
}

/// Combine's `@Published`: a stored property of an `ObservableObject`.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }

    /// `$property` in the object: Combine's publisher of the values, which never emits here.
    public var projectedValue: Publisher {
        get { Publisher() }
        set {}
    }

    /// The publisher `$property` names (only its type exists: nothing subscribes in a picture).
    public struct Publisher {}
}

/// SwiftUI's `@ObservedObject`: an object the view is given. `$object.property` is a binding to a property.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the object's properties (`$store.title`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object: object, keyPath: keyPath)
        }
    }
}

/// SwiftUI's `@StateObject`: an object the view creates once, on first use, and keeps.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private final class Storage {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }

    private let storage: Storage

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(thunk) }

    public var wrappedValue: ObjectType { storage.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: storage.object) }
}

extension Binding {
    /// A binding to `keyPath` of `object` (what `$object.property` makes).
    init<Root: AnyObject>(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
