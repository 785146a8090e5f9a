import Foundation

/// Why the views of a subtree are drawn redacted: SwiftUI's `RedactionReasons` (`.redacted(reason:)`).
/// Redaction changes only drawing, never sizes (docs/BEHAVIOUR.md §8, "Redaction").
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as generic placeholders: text as bars, images as blocks of the same size.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content marked `privacySensitive()` is hidden.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content shown as waiting for an update (drawn as it is: widgets dim it only while the update runs).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)

    // Declared here (OptionSet has them too) so that fixtures can call them: `reasons.contains(.placeholder)`.
    /// Whether every reason of `member` is among these.
    public func contains(_ member: RedactionReasons) -> Bool { rawValue & member.rawValue == member.rawValue }
    /// Whether there is no reason: nothing is redacted.
    public var isEmpty: Bool { rawValue == 0 }
}

private enum RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private enum PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The reasons the views in this subtree are redacted (`.redacted(reason:)` adds to them,
    /// `.unredacted()` clears them); empty by default.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether this subtree is marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether texts and images in this environment are drawn redacted: SwiftUI redacts everything under
    /// `.placeholder`, and what is marked `privacySensitive()` under `.privacy`.
    var isRedacted: Bool {
        let reasons = redactionReasons
        return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
    }
}
