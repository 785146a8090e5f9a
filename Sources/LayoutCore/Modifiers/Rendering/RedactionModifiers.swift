import Foundation

extension View {
    /// Draws the texts and images of this view as placeholders of their sizes (`.placeholder`) or hides what
    /// is marked `privacySensitive()` (`.privacy`); adds `reason` to the reasons already in effect.
    /// Layout is unchanged. SwiftUI: `View.redacted(reason:)`.
    public func redacted(reason: RedactionReasons) -> some View {
        checkedEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Draws this view as it is inside a redacted subtree: clears the redaction reasons.
    public func unredacted() -> some View { environment(\.redactionReasons, []) }

    /// Marks this view's content as private: redacted when the reasons include `.privacy`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { environment(\.isPrivacySensitive, sensitive) }
}
