import Foundation
import LayoutCore

extension Registry {
    /// `Divider()` and the colour it is drawn in, `Color.separator`.
    func registerDivider() {
        view("Divider", []) { _ in Divider() }
        Builtin.color.members(["separator": Color.separator])
    }
}
