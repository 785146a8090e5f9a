import Foundation
import LayoutCore

extension Registry {
    /// Dynamic Type sizes and their ranges (`.xSmall ... .xxLarge`).
    func registerTextEnvironment() {
        let sizes: [String: DynamicTypeSize] = [
            "xSmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "xLarge": .xLarge,
            "xxLarge": .xxLarge, "xxxLarge": .xxxLarge, "accessibility1": .accessibility1,
            "accessibility2": .accessibility2, "accessibility3": .accessibility3, "accessibility4": .accessibility4,
            "accessibility5": .accessibility5,
        ]
        Builtin.dynamicTypeSize.members(sizes)
        add(Builtin.dynamicTypeSize)
        add(Builtin.dynamicTypeSizeRange)
    }
}
