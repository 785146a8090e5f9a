import Foundation
import LayoutCore

extension Registry {
    /// `StrokeStyle` (width, caps, joins, dashes) and the line caps and joins it takes, for `stroke(_:style:)` and
    /// `strokeBorder(_:style:)`.
    func registerStrokeStyle() {
        let cap = FType("CGLineCap", cast: { $0 as? CGLineCap })
        cap.members(["butt": CGLineCap.butt, "round": CGLineCap.round, "square": CGLineCap.square])
        let join = FType("CGLineJoin", cast: { $0 as? CGLineJoin })
        join.members(["miter": CGLineJoin.miter, "round": CGLineJoin.round, "bevel": CGLineJoin.bevel])
        Builtin.strokeStyle.initializer([Param("lineWidth", .cgFloat, default: CGFloat(1)),
                                         Param("lineCap", .type(cap), default: CGLineCap.butt),
                                         Param("lineJoin", .type(join), default: CGLineJoin.miter),
                                         Param("miterLimit", .cgFloat, default: CGFloat(10)),
                                         Param("dash", .array(.cgFloat), default: [Any]()),
                                         Param("dashPhase", .cgFloat, default: CGFloat(0))]) { a in
            StrokeStyle(lineWidth: a.lineWidth, lineCap: a.lineCap, lineJoin: a.lineJoin, miterLimit: a.miterLimit,
                        dash: (a.dash as [Any]).map { $0 as! CGFloat }, dashPhase: a.dashPhase)
        }
        add(cap)
        add(join)
        add(Builtin.strokeStyle)
    }
}
