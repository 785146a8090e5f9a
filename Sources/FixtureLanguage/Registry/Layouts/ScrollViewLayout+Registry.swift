import Foundation
import LayoutCore

extension Registry {
    /// `ScrollView` and `ViewThatFits`.
    func registerScrollViewLayout() {
        view("ScrollView", [Param("_ axes", .axisSet, default: Axis.Set.vertical),
                            Param("showsIndicators", .bool, default: true), Param("content", .content)]) { a in
            ScrollView(a.axes, showsIndicators: a.showsIndicators) { a.content as AnyView }
        }
        view("ViewThatFits", [Param("in axes", .axisSet, default: [.horizontal, .vertical] as Axis.Set),
                              Param("content", .content)]) { a in
            ViewThatFits(in: a.axes) { a.content as AnyView }
        }
    }
}
