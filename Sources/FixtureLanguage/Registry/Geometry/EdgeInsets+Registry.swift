import Foundation
import LayoutCore

extension Registry {
    /// `Edge`, `Edge.Set`, `EdgeInsets` (and its sides) and `UnitPoint` (`VerticalEdge` and `HorizontalEdge`:
    /// ListTraits+Registry.swift, beside their declaration).
    func registerEdgeInsets() {
        let edge = Builtin.edge, edgeSet = Builtin.edgeSet
        edge.members(["top": Edge.top, "leading": Edge.leading, "bottom": Edge.bottom, "trailing": Edge.trailing])
        edge.staticMember("Set", .type(edgeSet))
        edgeSet.members(["top": Edge.Set.top, "leading": Edge.Set.leading, "bottom": Edge.Set.bottom,
                         "trailing": Edge.Set.trailing, "horizontal": Edge.Set.horizontal,
                         "vertical": Edge.Set.vertical, "all": Edge.Set.all])
        edgeSet.arrayLiteral = { members in members.reduce(Edge.Set()) { $0.union($1 as! Edge.Set) } }
        edgeSet.initializer([Param("_ edge", .type(edge))]) { a in Edge.Set(a.edge as Edge) }
        add(edge)
        add(edgeSet)

        let insets = Builtin.edgeInsets
        insets.initializer([Param("top", .cgFloat, default: CGFloat(0)), Param("leading", .cgFloat, default: CGFloat(0)),
                            Param("bottom", .cgFloat, default: CGFloat(0)), Param("trailing", .cgFloat, default: CGFloat(0))]) { a in
            EdgeInsets(top: a.top, leading: a.leading, bottom: a.bottom, trailing: a.trailing)
        }
        // Read as GeometryProxy.safeAreaInsets gives them.
        insets.property("top") { .double(Double(($0 as! EdgeInsets).top)) }
        insets.property("leading") { .double(Double(($0 as! EdgeInsets).leading)) }
        insets.property("bottom") { .double(Double(($0 as! EdgeInsets).bottom)) }
        insets.property("trailing") { .double(Double(($0 as! EdgeInsets).trailing)) }
        add(insets)

        let point = Builtin.unitPoint
        point.members(["zero": UnitPoint.zero, "center": UnitPoint.center, "leading": UnitPoint.leading,
                       "trailing": UnitPoint.trailing, "top": UnitPoint.top, "bottom": UnitPoint.bottom,
                       "topLeading": UnitPoint.topLeading, "topTrailing": UnitPoint.topTrailing,
                       "bottomLeading": UnitPoint.bottomLeading, "bottomTrailing": UnitPoint.bottomTrailing])
        point.initializer([Param("x", .cgFloat), Param("y", .cgFloat)]) { a in UnitPoint(x: a.x as CGFloat, y: a.y as CGFloat) }
        point.property("x") { .double(Double(($0 as! UnitPoint).x)) }
        point.property("y") { .double(Double(($0 as! UnitPoint).y)) }
        add(point)
    }
}
