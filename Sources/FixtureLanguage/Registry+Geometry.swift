import Foundation
import LayoutCore

/// What `GeometryReader`'s closure receives: the reader's size and global frame. Made from LayoutCore's
/// `GeometryProxy` during layout, or from a probe size while parsing (LayoutCore's proxy has no public
/// initialiser).
struct FixtureGeometryProxy {
    let size: CGSize
    let globalFrame: CGRect
    var safeAreaInsets = EdgeInsets()

    init(_ proxy: GeometryProxy) {
        size = proxy.size
        globalFrame = proxy.frame(in: .global)
        safeAreaInsets = proxy.safeAreaInsets
    }

    init(probe size: CGSize) {
        self.size = size
        globalFrame = CGRect(origin: .zero, size: size)
    }
}

extension Registry {
    /// Axes, points, rectangles, content modes, geometry proxies, Dynamic Type sizes, partial ranges, and
    /// custom alignment guides (`HorizontalAlignment(ValueColumn.self)`).
    func registerGeometry() {
        func number(_ x: CGFloat) -> Value { .double(Double(x)) }

        let axis = Builtin.axis, axisSet = Builtin.axisSet
        axis.members(["horizontal": Axis.horizontal, "vertical": Axis.vertical])
        axis.staticMembers["Set"] = .type(axisSet)
        axisSet.members(["horizontal": Axis.Set.horizontal, "vertical": Axis.Set.vertical])
        axisSet.arrayLiteral = { members in members.reduce(Axis.Set()) { $0.union($1 as! Axis.Set) } }
        add(axis)
        add(axisSet)

        let point = Builtin.unitPoint
        point.members(["zero": UnitPoint.zero, "center": UnitPoint.center, "leading": UnitPoint.leading,
                       "trailing": UnitPoint.trailing, "top": UnitPoint.top, "bottom": UnitPoint.bottom,
                       "topLeading": UnitPoint.topLeading, "topTrailing": UnitPoint.topTrailing,
                       "bottomLeading": UnitPoint.bottomLeading, "bottomTrailing": UnitPoint.bottomTrailing])
        point.initializer([Param("x", .cgFloat), Param("y", .cgFloat)]) { a in UnitPoint(x: a.x as CGFloat, y: a.y as CGFloat) }
        point.properties["x"] = { number(($0 as! UnitPoint).x) }
        point.properties["y"] = { number(($0 as! UnitPoint).y) }
        add(point)

        let angle = Builtin.angle
        angle.members(["zero": Angle.zero])
        angle.staticFunction("degrees", [Param("_ degrees", .double)]) { a in Angle(degrees: a.degrees) }
        angle.staticFunction("radians", [Param("_ radians", .double)]) { a in Angle(radians: a.radians) }
        angle.initializer([Param("degrees", .double)]) { a in Angle(degrees: a.degrees) }
        angle.initializer([Param("radians", .double)]) { a in Angle(radians: a.radians) }
        angle.properties["degrees"] = { .double(($0 as! Angle).degrees) }
        angle.properties["radians"] = { .double(($0 as! Angle).radians) }
        add(angle)

        let cgPoint = Builtin.cgPoint
        cgPoint.members(["zero": CGPoint.zero])
        cgPoint.initializer([Param("x", .cgFloat), Param("y", .cgFloat)]) { a in CGPoint(x: a.x as CGFloat, y: a.y as CGFloat) }
        cgPoint.properties["x"] = { number(($0 as! CGPoint).x) }
        cgPoint.properties["y"] = { number(($0 as! CGPoint).y) }
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
        for (name, get) in rectProperties { rect.properties[name] = { number(get($0 as! CGRect)) } }
        rect.properties["origin"] = { cgPoint.wrap(($0 as! CGRect).origin) }
        rect.properties["size"] = { Builtin.cgSize.wrap(($0 as! CGRect).size) }
        add(rect)

        Builtin.contentMode.members(["fit": ContentMode.fit, "fill": ContentMode.fill])
        add(Builtin.contentMode)
        Builtin.coordinateSpace.members(["local": CoordinateSpace.local, "global": CoordinateSpace.global])
        add(Builtin.coordinateSpace)

        let proxy = Builtin.geometryProxy
        proxy.properties["size"] = { Builtin.cgSize.wrap(($0 as! FixtureGeometryProxy).size) }
        proxy.properties["safeAreaInsets"] = { Builtin.edgeInsets.wrap(($0 as! FixtureGeometryProxy).safeAreaInsets) }
        proxy.method("frame", [Param("in space", .type(Builtin.coordinateSpace))], returns: rect) { p, a in
            let proxy = p as! FixtureGeometryProxy
            switch a.space as CoordinateSpace {
            case .local: return CGRect(origin: .zero, size: proxy.size)
            case .global: return proxy.globalFrame
            }
        }
        add(proxy)

        let sizes: [String: DynamicTypeSize] = [
            "xSmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "xLarge": .xLarge,
            "xxLarge": .xxLarge, "xxxLarge": .xxxLarge, "accessibility1": .accessibility1,
            "accessibility2": .accessibility2, "accessibility3": .accessibility3, "accessibility4": .accessibility4,
            "accessibility5": .accessibility5,
        ]
        Builtin.dynamicTypeSize.members(sizes)
        add(Builtin.dynamicTypeSize)
        add(Builtin.dynamicTypeSizeRange)

        // A range kept in a constant or property of its written type (`let steps: ClosedRange<Int> = 1...5`)
        // stays a range value.
        Builtin.closedRange.wrap = { let r = $0 as! ClosedRange<Int>; return .range(r.lowerBound, r.upperBound, closed: true) }
        Builtin.rangeFrom.wrap = { .rangeFrom(($0 as! PartialRangeFrom<Int>).lowerBound) }
        Builtin.rangeThrough.wrap = { .rangeThrough(($0 as! PartialRangeThrough<Int>).upperBound) }
        for type in [Builtin.closedRange, Builtin.rangeFrom, Builtin.rangeThrough] { add(type) }

        // `Array(repeating: GridItem(.flexible()), count: 3)`
        Builtin.array.initializer([Param("repeating element", .type(Builtin.value)), Param("count", .int)]) { a in
            let count: Int = a.count
            guard count >= 0 else { throw Failure("can't construct Array with count < 0") }
            // Checked before the array is made, not after.
            let limit = a.fixture.limits.maximumViews
            guard count <= limit else { throw Failure(Evaluator.tooManyElements(count, limit: limit)) }
            return Value.array(Array(repeating: a.element as Value, count: count))
        }

        // `static let valueColumn = HorizontalAlignment(ValueColumn.self)`: a guide declared by the fixture.
        let id = Builtin.alignmentID
        id.properties["self"] = { id.wrap($0) }
        Builtin.horizontalAlignment.initializer([Param("_ id", .type(id))]) { a in
            let guide: GuideID = a.id
            return HorizontalAlignment(_dynamicName: guide.name, defaultValue: guide.defaultValue)
        }
        Builtin.verticalAlignment.initializer([Param("_ id", .type(id))]) { a in
            let guide: GuideID = a.id
            return VerticalAlignment(_dynamicName: guide.name, defaultValue: guide.defaultValue)
        }
    }
}
