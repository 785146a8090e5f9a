import Foundation
import LayoutCore

extension Registry {
    /// `Spacer(minLength:)`.
    func registerSpacer() {
        view("Spacer", [Param("minLength", .optional(.cgFloat), default: nil)]) { a in
            Spacer(minLength: a.minLength)
        }
    }
}
