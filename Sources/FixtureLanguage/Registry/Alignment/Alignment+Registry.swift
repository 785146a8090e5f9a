import Foundation
import LayoutCore

extension Registry {
    /// Alignment guides, `Alignment`, the `ViewDimensions` an alignment-guide closure receives, and guides a
    /// fixture declares (`HorizontalAlignment(ValueColumn.self)`).
    func registerAlignment() {
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
        alignment.property("horizontal") { h.wrap(($0 as! Alignment).horizontal) }
        alignment.property("vertical") { v.wrap(($0 as! Alignment).vertical) }
        for type in [h, v, alignment] { add(type) }

        // `{ d in d[.leading] + 10 }`: the dimensions an alignment guide closure receives.
        let cgFloat = Builtin.cgFloat
        let dimensions = Builtin.viewDimensions
        dimensions.property("width") { .double(Double(($0 as! ViewDimensions).width)) }
        dimensions.property("height") { .double(Double(($0 as! ViewDimensions).height)) }
        dimensions.subscripts = [
            Signature(params: [Param("_ guide", .horizontalAlignment)], result: cgFloat, site: RegistrySite(#fileID, #line)) { d, a in
                (d as! ViewDimensions)[a.guide as HorizontalAlignment]
            },
            Signature(params: [Param("_ guide", .verticalAlignment)], result: cgFloat, site: RegistrySite(#fileID, #line)) { d, a in
                (d as! ViewDimensions)[a.guide as VerticalAlignment]
            },
            Signature(params: [Param("explicit guide", .horizontalAlignment)], result: cgFloat,
                      site: RegistrySite(#fileID, #line)) { d, a in
                (d as! ViewDimensions)[explicit: a.guide as HorizontalAlignment] as Any
            },
            Signature(params: [Param("explicit guide", .verticalAlignment)], result: cgFloat,
                      site: RegistrySite(#fileID, #line)) { d, a in
                (d as! ViewDimensions)[explicit: a.guide as VerticalAlignment] as Any
            },
        ]
        add(dimensions)

        // `static let valueColumn = HorizontalAlignment(ValueColumn.self)`: a guide declared by the fixture.
        let id = Builtin.alignmentID
        id.property("self") { id.wrap($0) }
        h.initializer([Param("_ id", .type(id))]) { a in
            let guide: GuideID = a.id
            return HorizontalAlignment(_dynamicName: guide.name, defaultValue: guide.defaultValue)
        }
        v.initializer([Param("_ id", .type(id))]) { a in
            let guide: GuideID = a.id
            return VerticalAlignment(_dynamicName: guide.name, defaultValue: guide.defaultValue)
        }
    }
}
