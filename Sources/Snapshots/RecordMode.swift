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

    /// The mode when none is given: `never` on a CI runner (`isCI`), else `missing`.
    public static func `default`(environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        isCI(environment) ? .never : .missing
    }

    /// The variables that mark a CI runner: `CI` (GitHub Actions, GitLab, CircleCI, Travis, Buildkite and most
    /// others set `CI=true`), then those of the runners that do not set it or may not: Jenkins (`JENKINS_URL`),
    /// Azure Pipelines (`TF_BUILD=True`), Buildkite, GitLab CI and GitHub Actions (each documents its own).
    public static let ciVariables = ["CI", "JENKINS_URL", "TF_BUILD", "BUILDKITE", "GITLAB_CI", "GITHUB_ACTIONS"]

    /// Whether `environment` says this is a CI run. `CI` decides when it is set to something: empty, `0`,
    /// `false` or `no` (any case) say no — how people turn the detection off — and anything else yes. Without
    /// it, any other of `ciVariables` set to a value that is not one of those false ones says yes.
    public static func isCI(_ environment: [String: String]) -> Bool {
        func truth(_ name: String) -> Bool? {
            guard let value = environment[name]?.trimmingCharacters(in: .whitespaces).lowercased(), !value.isEmpty else {
                return nil
            }
            return !["0", "false", "no"].contains(value)
        }
        if let ci = truth("CI") { return ci }
        return ciVariables.dropFirst().contains { truth($0) == true }
    }

    /// The mode `LAYOUTSHOT_RECORD` names (any case, spaces around it ignored); nil when it is unset or empty.
    /// - Throws: `RecordModeError` for a value that is no mode (`true`, `yes`, `1`), naming the valid ones.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode? {
        guard let text = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let mode = RecordMode(rawValue: text.lowercased()) else { throw RecordModeError(value: text) }
        return mode
    }

    /// `LAYOUTSHOT_RECORD`: the test helpers' record mode when the call gives none.
    public static let environmentVariable = "LAYOUTSHOT_RECORD"
}

/// A `LAYOUTSHOT_RECORD` value that is not a record mode: `LAYOUTSHOT_RECORD=true is not a record mode; use one
/// of all, missing, failed, never`.
public struct RecordModeError: Error, CustomStringConvertible, Equatable {
    public let value: String
    public init(value: String) { self.value = value }
    public var description: String {
        "\(RecordMode.environmentVariable)=\(value) is not a record mode; use one of "
            + RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    }
}

/// How an existing reference file compares with what was produced now.
public enum ReferenceState: Equatable, Sendable {
    case missing
    case matches
    case mismatches
}

