import Foundation
import LayoutCore

extension Registry {
    /// `.redacted(reason:)`, `.unredacted()` and `.privacySensitive(_:)`.
    func registerRedaction() {
        let reasons = Builtin.redactionReasons
        modifier("redacted", [Param("reason", .type(reasons))]) { v, a in v.redacted(reason: a.reason) }
        modifier("unredacted", []) { v, _ in v.unredacted() }
        modifier("privacySensitive", [Param("_ sensitive", .bool, default: true)]) { v, a in v.privacySensitive(a.sensitive) }
    }
}
