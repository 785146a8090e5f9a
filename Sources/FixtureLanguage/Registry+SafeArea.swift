import Foundation
import LayoutCore

extension Registry {
    /// The safe area (docs/BEHAVIOUR.md §16, "The safe area"): `ignoresSafeArea`, `safeAreaInset`,
    /// `safeAreaPadding`, a style's overlay that ignores it, and their types. A style's background is
    /// `Registry+Modifiers.swift`'s `.background(_ style:ignoresSafeAreaEdges:)`.
    func registerSafeArea() {
        let regions = FType("SafeAreaRegions", cast: { $0 as? SafeAreaRegions })
        regions.members(["all": SafeAreaRegions.all, "container": SafeAreaRegions.container, "keyboard": SafeAreaRegions.keyboard])
        regions.arrayLiteral = { members in members.reduce(SafeAreaRegions()) { $0.union($1 as! SafeAreaRegions) } }
        regions.isComplete = true
        add(regions)
        let edges = Param("edges", .edgeSet, default: Edge.Set.all)
        modifier("ignoresSafeArea", [Param("_ regions", .type(regions), default: SafeAreaRegions.all), edges]) { v, a in
            v.ignoresSafeArea(a.regions, edges: a.edges)
        }
        modifier("edgesIgnoringSafeArea", [Param("_ edges", .edgeSet)]) { v, a in v.edgesIgnoringSafeArea(a.edges) }

        let vertical = FType("VerticalEdge", cast: { $0 as? VerticalEdge })
        vertical.members(["top": VerticalEdge.top, "bottom": VerticalEdge.bottom])
        vertical.isComplete = true
        add(vertical)
        let horizontal = FType("HorizontalEdge", cast: { $0 as? HorizontalEdge })
        horizontal.members(["leading": HorizontalEdge.leading, "trailing": HorizontalEdge.trailing])
        horizontal.isComplete = true
        add(horizontal)
        let spacing = Param("spacing", .optional(.cgFloat), default: nil)
        modifier("safeAreaInset", [Param("edge", .type(vertical)),
                                   Param("alignment", .horizontalAlignment, default: HorizontalAlignment.center),
                                   spacing, Param("content", .content)]) { v, a in
            let content: AnyView = a.content
            return v.safeAreaInset(edge: a.edge as VerticalEdge, alignment: a.alignment, spacing: a.spacing) { content }
        }
        modifier("safeAreaInset", [Param("edge", .type(horizontal)),
                                   Param("alignment", .verticalAlignment, default: VerticalAlignment.center),
                                   spacing, Param("content", .content)]) { v, a in
            let content: AnyView = a.content
            return v.safeAreaInset(edge: a.edge as HorizontalEdge, alignment: a.alignment, spacing: a.spacing) { content }
        }

        modifier("safeAreaPadding", [Param("_ insets", .edgeInsets)]) { v, a in v.safeAreaPadding(a.insets as EdgeInsets) }
        modifier("safeAreaPadding", [Param("_ length", .cgFloat)]) { v, a in v.safeAreaPadding(a.length as CGFloat) }
        modifier("safeAreaPadding", [Param("_ edges", .edgeSet, default: Edge.Set.all),
                                     Param("_ length", .optional(.cgFloat), default: nil)]) { v, a in
            v.safeAreaPadding(a.edges, a.length)
        }

        // Swift prefers the style's overlay for `.overlay(Color.red)`, as the background's (the view forms are
        // disfavoured overloads in SwiftUI): tried before the other `overlay`s.
        let overlay = Signature(params: [Param("_ style", .shapeStyle), edges], result: nil) { view, a in
            let style: any ShapeStyle = a.style
            return (view as! AnyView).overlay(style, ignoresSafeAreaEdges: a.edges)
        }
        Builtin.view.methods["overlay", default: []].insert(overlay, at: 0)
    }
}
