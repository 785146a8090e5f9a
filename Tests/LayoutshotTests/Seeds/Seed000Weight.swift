// Seed 000 (Vietnamese), the Weight layout value, verbatim.
import Layoutshot

struct Weight: LayoutValueKey {
    static let defaultValue: CGFloat = 1
}

extension View {
    func weight(_ value: CGFloat) -> some View {
        layoutValue(key: Weight.self, value: value)
    }
}

