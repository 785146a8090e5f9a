import Foundation
import LayoutCore

extension Registry {
    /// Animation as a still shows it (LayoutCore's Modifiers/NoOp/Animation.swift): animations, transitions,
    /// content transitions; the modifiers return the view unchanged, their closures are actions, parsed and
    /// never run. Symbol effects (generic over two protocols) and the phase and keyframe animators (closures of
    /// two parameters) are compiled.
    func registerAnimation() {
        let anyValue = PType.type(Builtin.value)
        let animation = animationType
        noOpModifier("animation", [Param("_ animation", .optional(.type(animation))), Param("value", anyValue)])
        noOpModifier("animation", [Param("_ animation", .optional(.type(animation)))])
        noOpModifier("transition", [Param("_ transition", .type(transitionType))])
        noOpModifier("contentTransition", [Param("_ transition", .type(contentTransitionType))])
        noOpModifier("transaction", [Param("_ transform", .action(1))])
        noOpModifier("symbolEffectsRemoved", [Param("_ isEnabled", .bool, default: true)])
        noOpModifier("geometryGroup", [])
    }

    /// `Animation`: only named, since animations never show in a picture.
    var animationType: FType {
        if let type = types["Animation"] { return type }
        let type = FType("Animation", cast: { $0 as? Animation })
        type.members(["default": Animation.default, "linear": Animation.linear, "easeIn": Animation.easeIn,
                      "easeOut": Animation.easeOut, "easeInOut": Animation.easeInOut, "spring": Animation.spring,
                      "bouncy": Animation.bouncy, "smooth": Animation.smooth, "snappy": Animation.snappy,
                      "interactiveSpring": Animation.interactiveSpring])
        for (name, value) in [("linear", Animation.linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut)] {
            type.staticFunction(name, [Param("duration", .double)]) { _ in value }
        }
        type.staticFunction("timingCurve", [Param("_ c0x", .double), Param("_ c0y", .double), Param("_ c1x", .double),
                                            Param("_ c1y", .double), Param("duration", .double, default: 0.35)]) { _ in Animation.easeInOut }
        type.staticFunction("spring", [Param("response", .double, default: 0.5), Param("dampingFraction", .double, default: 0.825),
                                       Param("blendDuration", .double, default: 0.0)]) { _ in Animation.spring }
        type.staticFunction("spring", [Param("duration", .double, default: 0.5), Param("bounce", .double, default: 0.0),
                                       Param("blendDuration", .double, default: 0.0)]) { _ in Animation.spring }
        type.staticFunction("interactiveSpring", [Param("response", .double, default: 0.15), Param("dampingFraction", .double, default: 0.86),
                                                  Param("blendDuration", .double, default: 0.25)]) { _ in Animation.interactiveSpring }
        type.staticFunction("interpolatingSpring", [Param("mass", .double, default: 1.0), Param("stiffness", .double),
                                                    Param("damping", .double), Param("initialVelocity", .double, default: 0.0)]) { _ in
            Animation.spring
        }
        type.staticFunction("interpolatingSpring", [Param("duration", .double, default: 0.5), Param("bounce", .double, default: 0.0),
                                                    Param("initialVelocity", .double, default: 0.0)]) { _ in Animation.spring }
        for (name, value) in [("bouncy", Animation.bouncy), ("smooth", .smooth), ("snappy", .snappy)] {
            type.staticFunction(name, [Param("duration", .double, default: 0.5), Param("extraBounce", .double, default: 0.0)]) { _ in value }
        }
        type.method("delay", [Param("_ delay", .double)], returns: type) { a, _ in a }
        type.method("speed", [Param("_ speed", .double)], returns: type) { a, _ in a }
        type.method("repeatCount", [Param("_ repeatCount", .int), Param("autoreverses", .bool, default: true)], returns: type) { a, _ in a }
        type.method("repeatForever", [Param("autoreverses", .bool, default: true)], returns: type) { a, _ in a }
        add(type)
        return type
    }

    private var transitionType: FType {
        if let type = types["AnyTransition"] { return type }
        let type = FType("AnyTransition", cast: { $0 as? AnyTransition })
        type.members(["identity": AnyTransition.identity, "opacity": AnyTransition.opacity, "scale": AnyTransition.scale,
                      "slide": AnyTransition.slide])
        type.staticFunction("move", [Param("edge", .type(Builtin.edge))]) { a in AnyTransition.move(edge: a.edge) }
        type.staticFunction("push", [Param("from edge", .type(Builtin.edge))]) { a in AnyTransition.push(from: a.edge) }
        type.staticFunction("offset", [Param("_ offset", .cgSize)]) { a in AnyTransition.offset(a.offset as CGSize) }
        type.staticFunction("offset", [Param("x", .cgFloat, default: CGFloat(0)), Param("y", .cgFloat, default: CGFloat(0))]) { a in
            AnyTransition.offset(x: a.x, y: a.y)
        }
        type.staticFunction("scale", [Param("scale", .cgFloat), Param("anchor", .unitPoint, default: UnitPoint.center)]) { a in
            AnyTransition.scale(scale: a.scale, anchor: a.anchor)
        }
        type.staticFunction("asymmetric", [Param("insertion", .type(type)), Param("removal", .type(type))]) { _ in AnyTransition.identity }
        type.method("combined", [Param("with other", .type(type))], returns: type) { t, _ in t }
        type.method("animation", [Param("_ animation", .optional(.type(animationType)))], returns: type) { t, _ in t }
        add(type)
        return type
    }

    private var contentTransitionType: FType {
        if let type = types["ContentTransition"] { return type }
        let type = FType("ContentTransition", cast: { $0 as? ContentTransition })
        type.members(["identity": ContentTransition.identity, "opacity": ContentTransition.opacity,
                      "interpolate": ContentTransition.interpolate, "symbolEffect": ContentTransition.symbolEffect])
        type.staticFunction("numericText", [Param("countsDown", .bool, default: false)]) { a in
            ContentTransition.numericText(countsDown: a.countsDown)
        }
        type.staticFunction("numericText", [Param("value", .double)]) { a in ContentTransition.numericText(value: a.value) }
        add(type)
        return type
    }

}

