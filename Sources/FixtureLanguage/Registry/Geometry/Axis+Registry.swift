import Foundation
import LayoutCore

extension Registry {
    /// `Axis`, `Axis.Set` and `LayoutDirection`.
    func registerAxis() {
        let axis = Builtin.axis, axisSet = Builtin.axisSet
        axis.members(["horizontal": Axis.horizontal, "vertical": Axis.vertical])
        axis.staticMember("Set", .type(axisSet))
        axisSet.members(["horizontal": Axis.Set.horizontal, "vertical": Axis.Set.vertical])
        axisSet.arrayLiteral = { members in members.reduce(Axis.Set()) { $0.union($1 as! Axis.Set) } }
        add(axis)
        add(axisSet)

        Builtin.layoutDirection.members(["leftToRight": LayoutDirection.leftToRight,
                                         "rightToLeft": LayoutDirection.rightToLeft])
        add(Builtin.layoutDirection)
    }
}
