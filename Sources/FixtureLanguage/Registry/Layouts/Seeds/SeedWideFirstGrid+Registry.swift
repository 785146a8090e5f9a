import Foundation
import LayoutCore

extension Registry {
    /// Seed 001's `WideFirstGrid`, which fixtures use without declaring it (LayoutCore's `SeedWideFirstGrid`).
    func registerSeedWideFirstGrid() {
        layoutType("WideFirstGrid", []) { _ in SeedWideFirstGrid() }
    }
}
