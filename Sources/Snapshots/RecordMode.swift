import Foundation

/// When references are written (docs/SNAPSHOTS.md). A reference is never written unless the mode asks, and
/// only when its bytes would change.
///
/// | mode | reference missing | reference mismatches | reference matches |
/// |---|---|---|---|
/// | `all` | write (recorded) | rewrite (updated) | rewrite if its bytes differ (updated), else matched |
/// | `missing` | write (recorded) | fail | matched |
/// | `failed` | write (recorded) | rewrite (updated) | matched |
/// | `never` | fail (missing) | fail | matched |
public enum RecordMode: String, CaseIterable, Codable, Sendable {
    case all, missing, failed, never

    /// Whether a reference in `state` is (re)written in this mode.
    public func writes(_ state: ReferenceState) -> Bool {
        switch (self, state) {
        case (.all, _): return true
        case (.missing, .missing), (.failed, .missing), (.failed, .mismatches): return true
        default: return false
        }
    }

    /// The mode when none is given: `never` on a CI runner, else `missing`. A runner is recognised by `CI`
    /// set to anything but empty, `0`, `false` or `no` (GitHub Actions, GitLab and most others set
    /// `CI=true`; `CI=false` is how people turn it off).
    public static func `default`(environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        isCI(environment) ? .never : .missing
    }

    /// Whether `environment` says this is a CI run (see `default(environment:)`).
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }
}

/// How an existing reference file compares with what was produced now.
public enum ReferenceState: Equatable, Sendable {
    case missing
    case matches
    case mismatches
}

