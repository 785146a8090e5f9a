import Foundation
import LayoutCore

extension Registry {
    /// Layouts used as containers: `HStackLayout(spacing: 4) { … }`.
    func registerLayout() {
        let layout = Builtin.layout
        layout.method("callAsFunction", [Param("_ content", .content)]) { l, a in
            let container: any Layout = l as! any Layout
            let content: AnyView = a.content
            return contain(container, content)
        }
        add(layout)
    }

    /// Declares a layout type (a `Layout` a fixture calls like a container) with one initialiser.
    func layoutType(_ name: String, _ params: [Param], file: String = #fileID, line: Int = #line,
                    _ make: @escaping (Args) throws -> any Layout) {
        let type = FType(name, parents: [Builtin.layout])
        type.initializer(params, file: file, line: line, make)
        add(type)
    }

    /// Names that can be called like a view (views and layouts), for suggestions.
    var containerNames: [String] {
        types.filter { $0.value.lineage.contains { $0 === Builtin.layout } && $0.value !== Builtin.layout }.map(\.key)
    }
}

/// `layout { content }` with a layout known only at run time.
private func contain<L: Layout>(_ layout: L, _ content: AnyView) -> any View {
    layout { content }
}
