import Foundation

extension View {
    /// Sets an environment value for this view and its descendants. The value is checked now, by the
    /// key's setter (a NaN line spacing, a font of no size), and what the setter keeps is what is set.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        var probe = EnvironmentValues()
        probe[keyPath: keyPath] = value
        let checked = probe[keyPath: keyPath]
        return modifier(EnvironmentModifier(problems: probe.invalidArguments) { $0[keyPath: keyPath] = checked })
    }

    /// Changes several environment values at once, checked now by their setters as `environment(_:_:)`
    /// checks one: `transform` runs on a scratch environment here, and again on the real one when resolved.
    func checkedEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
        var probe = EnvironmentValues()
        transform(&probe)
        return modifier(EnvironmentModifier(problems: probe.invalidArguments, transform: transform))
    }
}
