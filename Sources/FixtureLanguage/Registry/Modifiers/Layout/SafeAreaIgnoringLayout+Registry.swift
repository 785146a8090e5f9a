import Foundation
import LayoutCore

extension Registry {
    /// `ignoresSafeArea(_:edges:)`, `edgesIgnoringSafeArea(_:)` and `SafeAreaRegions` (docs/BEHAVIOUR.md §16,
    /// "The safe area").
    func registerSafeAreaIgnoringLayout() {
        let regions = FType("SafeAreaRegions", cast: { $0 as? SafeAreaRegions })
        regions.members(["all": SafeAreaRegions.all, "container": SafeAreaRegions.container, "keyboard": SafeAreaRegions.keyboard])
        regions.arrayLiteral = { members in members.reduce(SafeAreaRegions()) { $0.union($1 as! SafeAreaRegions) } }
        regions.isComplete = true
        add(regions)
        modifier("ignoresSafeArea", [Param("_ regions", .type(regions), default: SafeAreaRegions.all),
                                     Param("edges", .edgeSet, default: Edge.Set.all)]) { v, a in
            v.ignoresSafeArea(a.regions, edges: a.edges)
        }
        modifier("edgesIgnoringSafeArea", [Param("_ edges", .edgeSet)]) { v, a in v.edgesIgnoringSafeArea(a.edges) }
    }
}
