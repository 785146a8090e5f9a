import Foundation
import LayoutCore

extension Registry {
    /// Numbers, strings, booleans, arrays, geometry and alignment types.
    func registerValues() {
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
        string.properties["count"] = { .int(($0 as! String).count) }
        string.properties["isEmpty"] = { .bool(($0 as! String).isEmpty) }
        string.method("uppercased", [], returns: string) { s, _ in (s as! String).uppercased() }
        string.method("lowercased", [], returns: string) { s, _ in (s as! String).lowercased() }
        add(string)
        add(Builtin.bool)

        let array = Builtin.array
        array.initializer([Param("_ elements", .sequence)]) { a in Value.array(a.elements) }
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
        array.properties["count"] = { .int(($0 as! [Value]).count) }
        array.properties["isEmpty"] = { .bool(($0 as! [Value]).isEmpty) }
        array.properties["first"] = { ($0 as! [Value]).first ?? .none }
        array.properties["last"] = { ($0 as! [Value]).last ?? .none }

        let size = Builtin.cgSize
        size.members(["zero": CGSize.zero])
        size.initializer([Param("width", .cgFloat), Param("height", .cgFloat)]) { a in
            CGSize(width: a.width as CGFloat, height: a.height as CGFloat)
        }
        size.properties["width"] = { .double(Double(($0 as! CGSize).width)) }
        size.properties["height"] = { .double(Double(($0 as! CGSize).height)) }
        add(size)

        let edge = Builtin.edge, edgeSet = Builtin.edgeSet
        edge.members(["top": Edge.top, "leading": Edge.leading, "bottom": Edge.bottom, "trailing": Edge.trailing])
        edge.staticMembers["Set"] = .type(edgeSet)
        edgeSet.members(["top": Edge.Set.top, "leading": Edge.Set.leading, "bottom": Edge.Set.bottom,
                         "trailing": Edge.Set.trailing, "horizontal": Edge.Set.horizontal,
                         "vertical": Edge.Set.vertical, "all": Edge.Set.all])
        edgeSet.arrayLiteral = { members in members.reduce(Edge.Set()) { $0.union($1 as! Edge.Set) } }
        edgeSet.initializer([Param("_ edge", .type(edge))]) { a in Edge.Set(a.edge as Edge) }
        add(edge)
        add(edgeSet)

        let insets = Builtin.edgeInsets
        insets.initializer([Param("top", .cgFloat, default: CGFloat(0)), Param("leading", .cgFloat, default: CGFloat(0)),
                            Param("bottom", .cgFloat, default: CGFloat(0)), Param("trailing", .cgFloat, default: CGFloat(0))]) { a in
            EdgeInsets(top: a.top, leading: a.leading, bottom: a.bottom, trailing: a.trailing)
        }
        // Read as GeometryProxy.safeAreaInsets gives them.
        insets.properties["top"] = { .double(Double(($0 as! EdgeInsets).top)) }
        insets.properties["leading"] = { .double(Double(($0 as! EdgeInsets).leading)) }
        insets.properties["bottom"] = { .double(Double(($0 as! EdgeInsets).bottom)) }
        insets.properties["trailing"] = { .double(Double(($0 as! EdgeInsets).trailing)) }
        add(insets)

        let h = Builtin.horizontalAlignment, v = Builtin.verticalAlignment, alignment = Builtin.alignment
        h.members(["leading": HorizontalAlignment.leading, "center": HorizontalAlignment.center,
                   "trailing": HorizontalAlignment.trailing])
        v.members(["top": VerticalAlignment.top, "center": VerticalAlignment.center, "bottom": VerticalAlignment.bottom,
                   "firstTextBaseline": VerticalAlignment.firstTextBaseline,
                   "lastTextBaseline": VerticalAlignment.lastTextBaseline])
        alignment.members([
            "center": Alignment.center, "leading": Alignment.leading, "trailing": Alignment.trailing,
            "top": Alignment.top, "bottom": Alignment.bottom, "topLeading": Alignment.topLeading,
            "topTrailing": Alignment.topTrailing, "bottomLeading": Alignment.bottomLeading,
            "bottomTrailing": Alignment.bottomTrailing, "centerFirstTextBaseline": Alignment.centerFirstTextBaseline,
            "centerLastTextBaseline": Alignment.centerLastTextBaseline,
            "leadingFirstTextBaseline": Alignment.leadingFirstTextBaseline,
            "leadingLastTextBaseline": Alignment.leadingLastTextBaseline,
            "trailingFirstTextBaseline": Alignment.trailingFirstTextBaseline,
            "trailingLastTextBaseline": Alignment.trailingLastTextBaseline,
        ])
        alignment.initializer([Param("horizontal", .horizontalAlignment), Param("vertical", .verticalAlignment)]) { a in
            Alignment(horizontal: a.horizontal, vertical: a.vertical)
        }
        alignment.properties["horizontal"] = { h.wrap(($0 as! Alignment).horizontal) }
        alignment.properties["vertical"] = { v.wrap(($0 as! Alignment).vertical) }
        for type in [h, v, alignment] { add(type) }

        // `{ d in d[.leading] + 10 }`: the dimensions an alignment guide closure receives.
        let dimensions = Builtin.viewDimensions
        dimensions.properties["width"] = { .double(Double(($0 as! ViewDimensions).width)) }
        dimensions.properties["height"] = { .double(Double(($0 as! ViewDimensions).height)) }
        dimensions.subscripts = [
            Signature(params: [Param("_ guide", .horizontalAlignment)], result: cgFloat) { d, a in
                (d as! ViewDimensions)[a.guide as HorizontalAlignment]
            },
            Signature(params: [Param("_ guide", .verticalAlignment)], result: cgFloat) { d, a in
                (d as! ViewDimensions)[a.guide as VerticalAlignment]
            },
            Signature(params: [Param("explicit guide", .horizontalAlignment)], result: cgFloat) { d, a in
                (d as! ViewDimensions)[explicit: a.guide as HorizontalAlignment] as Any
            },
            Signature(params: [Param("explicit guide", .verticalAlignment)], result: cgFloat) { d, a in
                (d as! ViewDimensions)[explicit: a.guide as VerticalAlignment] as Any
            },
        ]
        add(dimensions)

        registerPreviews()
    }
}

/// An error a registry function reports; the evaluator adds the call's location.
struct Failure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
