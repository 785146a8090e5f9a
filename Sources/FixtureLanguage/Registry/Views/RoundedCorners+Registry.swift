import Foundation
import LayoutCore

extension Registry {
    /// `RoundedCornerStyle`.
    func registerRoundedCorners() {
        Builtin.roundedCornerStyle.members(["circular": RoundedCornerStyle.circular,
                                            "continuous": RoundedCornerStyle.continuous])
        add(Builtin.roundedCornerStyle)
    }
}
