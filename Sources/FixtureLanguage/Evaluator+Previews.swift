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
}
