/// A value kept in one heap object that copies share until one of them writes (copy on write), as the standard
/// library's collections do. For a struct of many fields copied far more often than written: a copy is one
/// retain, not one per field. The environment's built-in values and a view's rarer traits are held this way.
struct CopyOnWrite<Value> {
    private final class Box {
        /// Unchecked: the box is written only through `value`'s modify, when no other copy holds it.
        @exclusivity(unchecked) var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }
}
