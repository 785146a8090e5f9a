import Foundation

/// Where `value` lies in `lower...upper`, as a fraction 0…1 (a slider's thumb, a progress bar's or gauge's
/// fill). Values outside the range are clamped, as SwiftUI's controls show them; a NaN or infinite value or
/// bound, or an empty range, is 0, with a warning for the non-finite ones (docs/BEHAVIOUR.md §18).
func controlFraction(_ value: Double, in lower: Double, _ upper: Double, _ parameter: String,
                     problems: inout ArgumentProblems) -> Double {
    for (number, name) in [(value, parameter), (lower, "\(parameter) range lower bound"), (upper, "\(parameter) range upper bound")]
    where !number.isFinite {
        problems.note("Invalid control value (non-finite)", name, CGFloat(number), "used 0")
        return 0
    }
    guard upper > lower else { return 0 }
    return min(max((value - lower) / (upper - lower), 0), 1)
}

/// Nodes with the invalid arguments of the control that made them.
func reporting(_ problems: ArgumentProblems, _ nodes: [ViewNode]) -> [ViewNode] {
    if !problems.isEmpty, let first = nodes.first { first.resolveDiagnostics += problems.diagnostics }
    return nodes
}
