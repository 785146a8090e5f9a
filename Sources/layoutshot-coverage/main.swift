import Foundation
import FixtureLanguage
import RegistryParity

// `make coverage` (docs/ARCHITECTURE.md, "Adding a view or modifier"): which of SwiftUI's names the interpreter
// runs, which only the compiled path (LayoutCore has them, the fixture language's registry not), which neither;
// then LayoutCore's API the registry lacks, by file, with the reason, and any registry entry that disagrees with
// LayoutCore — the comparison the parity test makes. `--all` lists every type's members. Exits 1 when an entry
// disagrees or LayoutCore API is missing without a reason (what RegistryParityTests fails on), 2 when the
// symbol graph cannot be made.
let arguments = Array(CommandLine.arguments.dropFirst())
if let unknown = arguments.first(where: { $0 != "--all" }) {
    try? FileHandle.standardError.write(contentsOf: Data("layoutshot-coverage: unknown argument '\(unknown)' (usage: layoutshot-coverage [--all])\n".utf8))
    exit(2)
}
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
let modules = executable.deletingLastPathComponent().appendingPathComponent("Modules")
do {
    let graph = try SymbolGraphExtractor.graph(of: "LayoutCore", modules: modules)
    let api = APIDeclaration.all(in: graph)
    let entries = RegistryCatalog.entries
    let report = Parity.compare(entries, with: api)
    let coverage = SwiftUICoverage(names: RegistryCatalog.swiftUINames, api: api, report: report, entries: entries)
    print(coverage.text(all: arguments.contains("--all")))
    print(RegistryCoverage.text(report))
    exit(report.problems.isEmpty && report.missing.isEmpty ? 0 : 1)
} catch {
    try? FileHandle.standardError.write(contentsOf: Data("layoutshot-coverage: \(error)\n".utf8))
    exit(2)
}
