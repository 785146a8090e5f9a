import Foundation
import LayoutCore

extension Registry {
    /// `.tag(_:)`: a picker's option's value. The fixture language has no pickers yet (a fixture with one is
    /// compiled), so here the tag changes nothing.
    func registerTag() {
        noOpModifier("tag", [Param("_ tag", .type(Builtin.value))])
    }
}
