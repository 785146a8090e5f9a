import Foundation
import LayoutCore

extension Registry {
    /// `.ignoresSafeArea` and `.edgesIgnoringSafeArea`: a picture's safe area is empty (no status bar, home
    /// indicator or keyboard), so ignoring it changes nothing, exactly as in SwiftUI with zero insets
    /// (`GeometryProxy.safeAreaInsets` is zero too).
    func registerSafeArea() {
        let regions = FType("SafeAreaRegions")
        regions.members(Dictionary(uniqueKeysWithValues: ["all", "container", "keyboard"].map { ($0, [$0]) }))
        regions.arrayLiteral = { members in members.flatMap { $0 as! [String] } }
        add(regions)
        noOpModifier("ignoresSafeArea", [Param("_ regions", .type(regions), default: ["all"]),
                                         Param("edges", .type(Builtin.edgeSet), default: Edge.Set.all)])
        noOpModifier("edgesIgnoringSafeArea", [Param("_ edges", .type(Builtin.edgeSet))])
    }
}
