import Foundation
import LayoutCore

/// What `GeometryReader`'s closure receives: the reader's size, its frames and safe-area insets. Made from LayoutCore's
/// `GeometryProxy` during layout, or from a probe size while parsing (LayoutCore's proxy has no public
/// initialiser).
struct FixtureGeometryProxy {
    let size: CGSize
    /// LayoutCore's proxy during layout; nil for the probe.
    let proxy: GeometryProxy?
    var safeAreaInsets = EdgeInsets()

    init(_ proxy: GeometryProxy) {
        size = proxy.size
        self.proxy = proxy
        safeAreaInsets = proxy.safeAreaInsets
    }

    init(probe size: CGSize) {
        self.size = size
        proxy = nil
    }

    /// The frame in `space`; the probe is at the origin of every space.
    func frame(in space: CoordinateSpace) -> CGRect { proxy?.frame(in: space) ?? CGRect(origin: .zero, size: size) }
}

extension Registry {
    /// `GeometryReader`, the proxy its closure receives and its coordinate spaces.
    func registerGeometryReaderLayout() {
        // The closure is run once now with a 100 × 100 probe, so that its mistakes are reported while parsing,
        // and again in every layout with the reader's real size. A failure during layout (a branch the probe
        // did not take) shows the error as red text in place of the content.
        view("GeometryReader", [Param("content", .viewBuilderFunction)]) { a in
            let content = a.function("content")
            _ = try content(.native(FixtureGeometryProxy(probe: CGSize(width: 100, height: 100)), Builtin.geometryProxy))
            return GeometryReader { proxy in
                do {
                    return try content(.native(FixtureGeometryProxy(proxy), Builtin.geometryProxy))
                } catch {
                    return AnyView(Text(verbatim: "\(error)").foregroundColor(.red))
                }
            }
        }

        Builtin.coordinateSpace.members(["local": CoordinateSpace.local, "global": CoordinateSpace.global])
        Builtin.coordinateSpace.staticFunction("named", [Param("_ name", .hashable)]) { a in CoordinateSpace.named(a.name as AnyHashable) }
        add(Builtin.coordinateSpace)
        modifier("coordinateSpace", [Param("name", .hashable)]) { v, a in v.coordinateSpace(name: a.name as AnyHashable) }
        let named = FType("NamedCoordinateSpace", cast: { $0 as? NamedCoordinateSpace })
        named.staticFunction("named", [Param("_ name", .hashable)]) { a in NamedCoordinateSpace.named(a.name as AnyHashable) }
        add(named)
        modifier("coordinateSpace", [Param("_ name", .type(named))]) { v, a in v.coordinateSpace(a.name as NamedCoordinateSpace) }

        let proxy = Builtin.geometryProxy
        proxy.property("size") { Builtin.cgSize.wrap(($0 as! FixtureGeometryProxy).size) }
        proxy.property("safeAreaInsets") { Builtin.edgeInsets.wrap(($0 as! FixtureGeometryProxy).safeAreaInsets) }
        proxy.method("frame", [Param("in space", .type(Builtin.coordinateSpace))], returns: Builtin.cgRect) { p, a in
            (p as! FixtureGeometryProxy).frame(in: a.space)
        }
        add(proxy)
    }
}
