import Foundation
import LayoutCore

extension Registry {
    /// `Binding.constant(_:)`: in a picture a binding is as good as its value (`$count` is `count`).
    func registerState() {
        let binding = FType("Binding", convert: { $0 })
        binding.wrap = { $0 as! Value }
        binding.staticFunction("constant", [Param("_ value", .type(Builtin.value))], returns: Builtin.value) { a in a.value as Value }
        add(binding)
    }
}
