import Foundation
import LayoutCore

extension Registry {
    /// `Divider()`.
    func registerDivider() {
        view("Divider", []) { _ in Divider() }
    }
}
