import Foundation

/// `make coverage`'s report: what disagrees, what is missing, and what is left out on purpose, by LayoutCore file.
public enum RegistryCoverage {
    public static func text(_ report: ParityReport) -> String {
        var lines: [String] = []
        if !report.problems.isEmpty {
            lines.append("Registry entries that disagree with LayoutCore (\(report.problems.count)):")
            lines += report.problems.map { "  \($0)" }
            lines.append("")
        }
        // By LayoutCore file (and the registry file its entries belong in), then by reason.
        func grouped(_ declarations: [(APIDeclaration, String?)]) -> [String] {
            let byFile = Dictionary(grouping: declarations) { $0.0.file }
            return byFile.keys.sorted().flatMap { file -> [String] in
                var lines = ["  \(file) → \(Parity.mirror(of: file))"]
                let items = byFile[file]!.sorted { $0.0.line < $1.0.line }
                var reasons: [String?] = []
                for item in items where !reasons.contains(item.1) { reasons.append(item.1) }
                for reason in reasons {
                    let names = items.filter { $0.1 == reason }.map(\.0.swiftName)
                    let unique = names.enumerated().filter { !names[..<$0.offset].contains($0.element) }.map(\.element)
                    lines.append("    " + unique.joined(separator: ", ") + (reason.map { " — \($0)" } ?? ""))
                }
                return lines
            }
        }
        lines.append("LayoutCore API the fixture language lacks, without a listed reason (\(report.missing.count)):")
        lines += report.missing.isEmpty ? ["  none"] : grouped(report.missing.map { ($0, nil) })
        lines.append("")
        lines.append("LayoutCore API the fixture language leaves out on purpose (\(report.unsupported.count)):")
        lines += report.unsupported.isEmpty ? ["  none"] : grouped(report.unsupported.map { ($0.api, $0.reason) })
        lines.append("")
        if !report.leftOut.isEmpty {
            lines.append("Parameters the registry's entries leave out (LayoutCore's default is used) (\(report.leftOut.count)):")
            lines += report.leftOut.map { "  \($0.api.swiftName): " + $0.labels.map { $0 + ":" }.joined(separator: ", ") }
            lines.append("")
        }
        lines.append("\(report.compared) registry entries compared; \(report.covered.count) LayoutCore declarations covered.")
        return lines.joined(separator: "\n")
    }
}
