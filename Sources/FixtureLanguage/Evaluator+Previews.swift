import Foundation
import LayoutCore

extension Evaluator {
    /// `#Preview("Name", traits: .landscapeLeft, .sizeThatFitsLayout)`: the title and the traits, in order
    /// (`traits:` is variadic, as in SwiftUI's macro).
    func previewArguments(_ decl: PreviewDecl) throws -> (name: String?, traits: [PreviewTrait]) {
        let trait = PType.type(Builtin.previewTrait)
        var params = [Param("_ name", .optional(.string), default: nil), Param("traits", trait, default: PreviewTrait.defaultLayout)]
        if let first = decl.arguments.firstIndex(where: { $0.label == "traits" }) {
            let more = decl.arguments[(first + 1)...].prefix { $0.label == nil && !$0.isTrailingClosure }.count
            params += (0..<more).map { Param("_ trait\($0)", trait) }
        }
        let (_, args) = try bind([params], name: "#Preview", arguments: decl.arguments, in: globalScope, at: decl.location)
        let traits = params.dropFirst().compactMap { args.values[$0.name] as? PreviewTrait }
        return (args.name, traits)
    }

    /// The previews of the fixture's `PreviewProvider` types, in file order: their `previews` (built like a
    /// body), one preview per top-level view (`Preview.previews(of:line:)`).
    func providerPreviews() throws -> [Preview] {
        let providers = program.structs.values.filter { $0.conformances.contains("PreviewProvider") }
        return try providers.sorted { $0.location < $1.location }.flatMap { decl -> [Preview] in
            try collectingErrors { try previews(of: decl) } ?? []
        }
    }

    /// One `PreviewProvider`'s previews.
    private func previews(of decl: StructDecl) throws -> [Preview] {
            guard decl.staticMember("previews") != nil else {
                throw error("'\(decl.name)' conforms to 'PreviewProvider' but declares no 'static var previews'", at: decl.location)
            }
            startCountingViews()
            defer { countsViews = false }
            let value = try userStaticMember("previews", of: decl, at: decl.location)
            guard let view = Builtin.view.convert(value) as? AnyView else {
                throw error("'\(decl.name).previews' must be a view, not a value of type '\(value.typeName)'", at: decl.location)
            }
            let shown = withImages(view)
            return Preview.previews(of: { shown }, line: decl.location.line)
    }
}
