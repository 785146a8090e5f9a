import Foundation
import LayoutCore

extension Registry {
    /// `ColorScheme` (`ForEach(ColorScheme.allCases, id: \.self)`, as previews iterate over the schemes).
    func registerEnvironmentValues() {
        Builtin.colorScheme.members(["light": ColorScheme.light, "dark": ColorScheme.dark])
        Builtin.colorScheme.staticMember("allCases", .array(ColorScheme.allCases.map(Builtin.colorScheme.wrap)))
        add(Builtin.colorScheme)
    }
}
