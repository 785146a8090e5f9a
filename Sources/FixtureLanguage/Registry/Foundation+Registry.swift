import Foundation
import LayoutCore

// Swift's and Foundation's types, which mirror no LayoutCore file (LayoutCore's symbol graph does not have them;
// the parity test leaves them out).
extension Registry {
    /// Numbers, strings, booleans, arrays and ranges, `min`/`max`/`abs`, `CGSize`, `CGPoint`, `CGRect` and `UUID`.
    func registerFoundation() {
        let cgFloat = Builtin.cgFloat, double = Builtin.double, int = Builtin.int
        let number: (Any) -> Value = { ($0 as? CGFloat).map { .double(Double($0)) } ?? .double($0 as! Double) }
        cgFloat.wrap = number
        double.wrap = number
        int.wrap = { .int($0 as! Int) }
        Builtin.string.wrap = { .string($0 as! String) }
        Builtin.bool.wrap = { .bool($0 as! Bool) }
        Builtin.array.wrap = { .array($0 as! [Value]) }
        Builtin.value.wrap = { $0 as! Value }
        for type in [cgFloat, double] {
            type.members(["infinity": CGFloat.infinity, "zero": CGFloat(0), "pi": CGFloat.pi, "nan": CGFloat.nan,
                          "greatestFiniteMagnitude": CGFloat.greatestFiniteMagnitude])
            type.initializer([Param("_ value", .double)]) { a in a.value as Double }
            add(type)
        }
        int.initializer([Param("_ value", .double)]) { a in
            let x: Double = a.value
            guard x.isFinite, abs(x) < 9e18 else { throw Failure("\(x) cannot be converted to Int") }
            return Int(x)
        }
        add(int)

        let string = Builtin.string
        string.initializer([Param("_ value", .type(Builtin.value))]) { a in (a.value as Value).interpolated }
        string.property("count") { .int(($0 as! String).count) }
        string.property("isEmpty") { .bool(($0 as! String).isEmpty) }
        string.method("uppercased", [], returns: string) { s, _ in (s as! String).uppercased() }
        string.method("lowercased", [], returns: string) { s, _ in (s as! String).lowercased() }
        add(string)
        add(Builtin.bool)

        let array = Builtin.array
        array.initializer([Param("_ elements", .sequence)]) { a in Value.array(a.elements) }
        // `Array(repeating: GridItem(.flexible()), count: 3)`
        array.initializer([Param("repeating element", .type(Builtin.value)), Param("count", .int)]) { a in
            let count: Int = a.count
            guard count >= 0 else { throw Failure("can't construct Array with count < 0") }
            // Checked before the array is made, not after.
            let limit = a.fixture.limits.maximumViews
            guard count <= limit else { throw Failure(Evaluator.tooManyElements(count, limit: limit)) }
            return Value.array(Array(repeating: a.element as Value, count: count))
        }
        add(array)
        for (name, pick) in [("min", { (x: Double, y: Double) in Swift.min(x, y) }), ("max", { Swift.max($0, $1) })] {
            functions[name] = [Signature(params: [Param("_ x", .type(Builtin.value)), Param("_ y", .type(Builtin.value))],
                                         result: Builtin.value) { _, a in
                switch (a.x as Value, a.y as Value) {
                case (.int(let x), .int(let y)): return Value.int(Int(pick(Double(x), Double(y))))
                case (let x, let y):
                    guard let x = Builtin.double.convert(x) as? Double, let y = Builtin.double.convert(y) as? Double else {
                        throw Failure("'\(name)' needs two numbers")
                    }
                    return Value.double(pick(x, y))
                }
            }]
        }
        functions["abs"] = [Signature(params: [Param("_ x", .type(Builtin.value))], result: Builtin.value) { _, a in
            switch a.x as Value {
            case .int(let n): return Value.int(abs(n))
            case .double(let x): return Value.double(abs(x))
            default: throw Failure("'abs' needs a number")
            }
        }]
        array.property("count") { .int(($0 as! [Value]).count) }
        array.property("isEmpty") { .bool(($0 as! [Value]).isEmpty) }
        array.property("first") { ($0 as! [Value]).first ?? .none }
        array.property("last") { ($0 as! [Value]).last ?? .none }

        // A range kept in a constant or property of its written type (`let steps: ClosedRange<Int> = 1...5`)
        // stays a range value.
        Builtin.closedRange.wrap = { let r = $0 as! ClosedRange<Int>; return .range(r.lowerBound, r.upperBound, closed: true) }
        Builtin.rangeFrom.wrap = { .rangeFrom(($0 as! PartialRangeFrom<Int>).lowerBound) }
        Builtin.rangeThrough.wrap = { .rangeThrough(($0 as! PartialRangeThrough<Int>).upperBound) }
        for type in [Builtin.closedRange, Builtin.rangeFrom, Builtin.rangeThrough] { add(type) }

        func point(_ x: CGFloat) -> Value { .double(Double(x)) }
        let size = Builtin.cgSize
        size.members(["zero": CGSize.zero])
        size.initializer([Param("width", .cgFloat), Param("height", .cgFloat)]) { a in
            CGSize(width: a.width as CGFloat, height: a.height as CGFloat)
        }
        size.property("width") { .double(Double(($0 as! CGSize).width)) }
        size.property("height") { .double(Double(($0 as! CGSize).height)) }
        add(size)

        let cgPoint = Builtin.cgPoint
        cgPoint.members(["zero": CGPoint.zero])
        cgPoint.initializer([Param("x", .cgFloat), Param("y", .cgFloat)]) { a in CGPoint(x: a.x as CGFloat, y: a.y as CGFloat) }
        cgPoint.property("x") { point(($0 as! CGPoint).x) }
        cgPoint.property("y") { point(($0 as! CGPoint).y) }
        add(cgPoint)

        let rect = Builtin.cgRect
        rect.members(["zero": CGRect.zero])
        rect.initializer([Param("x", .cgFloat), Param("y", .cgFloat), Param("width", .cgFloat), Param("height", .cgFloat)]) { a in
            CGRect(x: a.x as CGFloat, y: a.y as CGFloat, width: a.width as CGFloat, height: a.height as CGFloat)
        }
        rect.initializer([Param("origin", .type(cgPoint)), Param("size", .cgSize)]) { a in
            CGRect(origin: a.origin, size: a.size)
        }
        let rectProperties: [String: (CGRect) -> CGFloat] = [
            "width": \.width, "height": \.height, "minX": \.minX, "midX": \.midX, "maxX": \.maxX,
            "minY": \.minY, "midY": \.midY, "maxY": \.maxY,
        ]
        for (name, get) in rectProperties { rect.property(name) { point(get($0 as! CGRect)) } }
        rect.property("origin") { cgPoint.wrap(($0 as! CGRect).origin) }
        rect.property("size") { Builtin.cgSize.wrap(($0 as! CGRect).size) }
        add(rect)

        // `UUID()`: a new identifier each call, counted per fixture so that pictures do not change between runs.
        let uuid = FType("UUID", cast: { $0 as? UUID })
        uuid.initializer([]) { a in a.fixture.nextUUID() }
        uuid.initializer([Param("uuidString", .string)]) { a in UUID(uuidString: a.uuidString) as Any }
        uuid.property("uuidString") { .string(($0 as! UUID).uuidString) }
        add(uuid)
    }
}

extension FixtureContext {
    /// The next of the fixture's `UUID()`s: `00000000-0000-4000-8000-000000000001`, `…02`, … (valid version-4
    /// identifiers, the same on every run).
    func nextUUID() -> UUID {
        uuidsMade += 1
        return UUID(uuidString: String(format: "00000000-0000-4000-8000-%012llX", UInt64(uuidsMade)))!
    }
}
