import Foundation
import Observation

// Objects a view finds in its environment: `@EnvironmentObject` with `.environmentObject(_:)` for
// `ObservableObject`s, `@Environment(Model.self)` with `.environment(_:)` for `@Observable` classes. Both are
// looked up by type where the view sits, when its `body` runs (DynamicProperties.swift). A missing object
// stops the program with a located error, as SwiftUI stops with "No ObservableObject of type … found".

/// The objects of an environment, by type.
private enum EnvironmentObjectsKey: EnvironmentKey {
    static let defaultValue: [ObjectIdentifier: AnyObject] = [:]
}

/// Where a wrapper reading an object was declared: the key of `@Environment(Model.self)`'s key path, which
/// carries the place for the message about a missing object. Not SwiftUI API.
public struct _ObjectKey<Object: AnyObject>: Hashable {
    let file: String
    let line: Int
    let column: Int
}

extension EnvironmentValues {
    /// The object of type `T` set by `.environmentObject(_:)` or `.environment(_:)` around the view, or nil.
    func object<T: AnyObject>(_ type: T.Type) -> T? {
        self[EnvironmentObjectsKey.self][ObjectIdentifier(type)] as? T
    }

    mutating func setObject<T: AnyObject>(_ object: T?) {
        self[EnvironmentObjectsKey.self][ObjectIdentifier(T.self)] = object
    }

    /// The `@Observable` object `@Environment(T.self)` reads; a missing one stops the program (`_ObjectKey`).
    public subscript<T: AnyObject>(_object key: _ObjectKey<T>) -> T {
        guard let object = object(T.self) else {
            missingObject("No Observable object of type \(T.self) found: add .environment(\(T.self)(…)) to a view "
                + "around this one (SwiftUI stops here too: \"A View.environment(_:) for \(T.self) may be missing as an "
                + "ancestor of this view\")", file: key.file, line: key.line, column: key.column)
        }
        return object
    }

    /// The optional `@Observable` object `@Environment(T?.self)`-style wrappers read: nil when none is set.
    public subscript<T: AnyObject>(_optionalObject key: _ObjectKey<T>) -> T? { object(T.self) }
}

/// Stops the program: a view read an object no view around it provides. Printed as the fixture's error
/// (`file:line:column: error: …`) with the exit code of bad input, since SwiftUI would crash here too.
func missingObject(_ message: String, file: String, line: Int, column: Int) -> Never {
    try? FileHandle.standardError.write(contentsOf: Data("\(file):\(line):\(column): error: \(message)\n".utf8))
    exit(65)
}

/// SwiftUI's `@EnvironmentObject`: an `ObservableObject` some view around this one provides with
/// `.environmentObject(_:)`. `$object.property` makes bindings.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    private let file: String
    private let line: Int
    private let column: Int

    /// The place of the declaration is only for the message about a missing object.
    public init(file: String = #file, line: Int = #line, column: Int = #column) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues._current.object(ObjectType.self) else {
            missingObject("No ObservableObject of type \(ObjectType.self) found: add .environmentObject(\(ObjectType.self)(…)) "
                + "to a view around this one (SwiftUI stops here too: \"A View.environmentObject(_:) for \(ObjectType.self) "
                + "may be missing as an ancestor of this view\")", file: file, line: line, column: column)
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension Environment {
    /// `@Environment(Model.self)`: the `@Observable` object of that type a view around this one provides
    /// with `.environment(_:)`.
    public init(_ objectType: Value.Type, file: String = #file, line: Int = #line, column: Int = #column)
        where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[_object: _ObjectKey<Value>(file: file, line: line, column: column)])
    }

    /// `@Environment(Model.self) var model: Model?`: the object, or nil when no view around provides one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type, file: String = #file, line: Int = #line,
                                           column: Int = #column) where Value == T? {
        self.init(\EnvironmentValues.[_optionalObject: _ObjectKey<T>(file: file, line: line, column: column)])
    }
}

extension View {
    /// Provides `object` to `@EnvironmentObject` properties of this view and the views inside it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier { $0.setObject(object) })
    }

    /// Provides an `@Observable` object to `@Environment(T.self)` properties of this view and the views inside it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentModifier { $0.setObject(object) })
    }
}
