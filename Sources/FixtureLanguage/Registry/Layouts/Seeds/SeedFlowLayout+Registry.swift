import Foundation
import LayoutCore

extension Registry {
    /// Seed 000's `FlowLayout`, which fixtures use without declaring it (LayoutCore's `SeedFlowLayout`).
    func registerSeedFlowLayout() {
        layoutType("FlowLayout", [Param("spacing", .cgFloat, default: CGFloat(8))]) { a in SeedFlowLayout(spacing: a.spacing) }
    }
}
