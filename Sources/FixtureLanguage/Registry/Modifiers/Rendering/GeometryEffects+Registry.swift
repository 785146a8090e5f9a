import Foundation
import LayoutCore

extension Registry {
    /// `Angle`, `rotationEffect` and `scaleEffect`.
    func registerGeometryEffects() {
        let angle = Builtin.angle
        angle.members(["zero": Angle.zero])
        angle.staticFunction("degrees", [Param("_ degrees", .double)]) { a in Angle(degrees: a.degrees) }
        angle.staticFunction("radians", [Param("_ radians", .double)]) { a in Angle(radians: a.radians) }
        angle.initializer([Param("degrees", .double)]) { a in Angle(degrees: a.degrees) }
        angle.initializer([Param("radians", .double)]) { a in Angle(radians: a.radians) }
        angle.property("degrees") { .double(($0 as! Angle).degrees) }
        angle.property("radians") { .double(($0 as! Angle).radians) }
        add(angle)

        let center = Param("anchor", .unitPoint, default: UnitPoint.center)
        modifier("rotationEffect", [Param("_ angle", .type(Builtin.angle)), center]) { v, a in v.rotationEffect(a.angle, anchor: a.anchor) }
        modifier("scaleEffect", [Param("_ scale", .cgFloat), center]) { v, a in v.scaleEffect(a.scale as CGFloat, anchor: a.anchor) }
        modifier("scaleEffect", [Param("_ scale", .cgSize), center]) { v, a in v.scaleEffect(a.scale as CGSize, anchor: a.anchor) }
        modifier("scaleEffect", [Param("x", .cgFloat, default: CGFloat(1)), Param("y", .cgFloat, default: CGFloat(1)), center]) { v, a in
            v.scaleEffect(x: a.x, y: a.y, anchor: a.anchor)
        }
    }
}
