import Foundation
import LayoutCore

extension Registry {
    /// Animation and interaction, accepted as what a still shows (LayoutCore's Animation.swift and
    /// Gestures.swift): animations, transitions, content transitions, symbol effects, gestures and sensory
    /// feedback. The modifiers return the view unchanged; their closures are actions, parsed and never run.
    /// Phase and keyframe animators (closures of two parameters) are compiled.
    func registerAnimationAndInteraction() {
        func noOp(_ name: String, _ params: [Param]) {
            modifier(name, params) { v, _ in v }
        }
        let anyValue = PType.type(Builtin.value)
        let animation = animationType
        noOp("animation", [Param("_ animation", .optional(.type(animation))), Param("value", anyValue)])
        noOp("animation", [Param("_ animation", .optional(.type(animation)))])
        noOp("transition", [Param("_ transition", .type(transitionType))])
        noOp("contentTransition", [Param("_ transition", .type(contentTransitionType))])
        noOp("transaction", [Param("_ transform", .action(1))])

        let effect = symbolEffectType
        let options = symbolEffectOptionsType
        noOp("symbolEffect", [Param("_ effect", .type(effect)), Param("options", .type(options), default: SymbolEffectOptions.default),
                              Param("isActive", .bool, default: true)])
        noOp("symbolEffect", [Param("_ effect", .type(effect)), Param("options", .type(options), default: SymbolEffectOptions.default),
                              Param("value", anyValue)])
        noOp("symbolEffectsRemoved", [Param("_ isEnabled", .bool, default: true)])

        let gesture = gestureType
        let mask = gestureMaskType
        noOp("onTapGesture", [Param("count", .int, default: 1), Param("perform action", .action)])
        noOp("onTapGesture", [Param("count", .int, default: 1), Param("coordinateSpace", .type(Builtin.coordinateSpace),
                                                                       default: CoordinateSpace.local),
                              Param("perform action", .action(1))])
        noOp("onLongPressGesture", [Param("minimumDuration", .double, default: 0.5), Param("perform action", .action)])
        noOp("onHover", [Param("perform action", .action(1))])
        for name in ["gesture", "simultaneousGesture", "highPriorityGesture"] {
            noOp(name, [Param("_ gesture", .type(gesture)), Param("including mask", .type(mask), default: GestureMask.all)])
        }
        let feedback = sensoryFeedbackType
        noOp("sensoryFeedback", [Param("_ feedback", .type(feedback)), Param("trigger", anyValue)])
        noOp("sensoryFeedback", [Param("_ feedback", .type(feedback)), Param("trigger", anyValue), Param("condition", .action(2))])
        noOp("sensoryFeedback", [Param("trigger", anyValue), Param("_ feedback", .action(2))])
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
        type.staticFunction("symbolEffect", [Param("_ effect", .type(symbolEffectType)),
                                             Param("options", .type(symbolEffectOptionsType), default: SymbolEffectOptions.default)]) { _ in
            ContentTransition.symbolEffect
        }
        add(type)
        return type
    }

    /// The symbol effects, one type for all (Swift's are one type each): their direction and layering
    /// properties keep the effect.
    private var symbolEffectType: FType {
        if let type = types["SymbolEffect"] { return type }
        let type = FType("SymbolEffect", cast: { $0 as? FixtureSymbolEffect })
        let effects = ["bounce", "pulse", "scale", "appear", "disappear", "breathe", "wiggle", "rotate", "variableColor", "replace"]
        type.members(Dictionary(uniqueKeysWithValues: effects.map { ($0, FixtureSymbolEffect(name: $0)) }))
        for property in ["byLayer", "wholeSymbol", "up", "down", "left", "right", "forward", "backward", "clockwise",
                         "counterClockwise", "iterative", "cumulative", "reversing", "nonReversing", "hideInactiveLayers",
                         "dimInactiveLayers", "downUp", "upUp", "offUp", "plain", "pulse"] {
            type.properties[property] = { .native($0, type) }
        }
        add(type)
        return type
    }

    private var symbolEffectOptionsType: FType {
        if let type = types["SymbolEffectOptions"] { return type }
        let type = FType("SymbolEffectOptions", cast: { $0 as? SymbolEffectOptions })
        type.members(["default": SymbolEffectOptions.default, "repeating": SymbolEffectOptions.repeating,
                      "nonRepeating": SymbolEffectOptions.nonRepeating])
        type.staticFunction("repeat", [Param("_ count", .int)]) { a in SymbolEffectOptions.repeat(a.count) }
        type.staticFunction("speed", [Param("_ speed", .double)]) { a in SymbolEffectOptions.speed(a.speed) }
        type.method("repeat", [Param("_ count", .int)], returns: type) { o, _ in o }
        type.method("speed", [Param("_ speed", .double)], returns: type) { o, _ in o }
        type.properties["repeating"] = { .native($0, type) }
        type.properties["nonRepeating"] = { .native($0, type) }
        add(type)
        return type
    }

    /// Gestures, one type for all: `TapGesture(count:)`, `DragGesture(minimumDistance:coordinateSpace:)` …, with
    /// `onChanged`, `onEnded`, `updating` (actions) and the combinations.
    private var gestureType: FType {
        if let type = types["Gesture"] { return type }
        let type = FType("Gesture", cast: { $0 as? FixtureGesture })
        func gesture(_ name: String, _ params: [Param]) {
            let named = FType(name, parents: [type], cast: { $0 as? FixtureGesture })
            named.initializer(params) { _ in FixtureGesture(name: name) }
            add(named)
        }
        gesture("TapGesture", [Param("count", .int, default: 1)])
        gesture("SpatialTapGesture", [Param("count", .int, default: 1),
                                      Param("coordinateSpace", .type(Builtin.coordinateSpace), default: CoordinateSpace.local)])
        gesture("LongPressGesture", [Param("minimumDuration", .double, default: 0.5), Param("maximumDistance", .cgFloat, default: CGFloat(10))])
        gesture("DragGesture", [Param("minimumDistance", .cgFloat, default: CGFloat(10)),
                                Param("coordinateSpace", .type(Builtin.coordinateSpace), default: CoordinateSpace.local)])
        gesture("MagnifyGesture", [Param("minimumScaleDelta", .cgFloat, default: CGFloat(0.01))])
        gesture("MagnificationGesture", [Param("minimumScaleDelta", .cgFloat, default: CGFloat(0.01))])
        gesture("RotateGesture", [Param("minimumAngleDelta", .type(Builtin.angle), default: Angle.degrees(1))])
        gesture("RotationGesture", [Param("minimumAngleDelta", .type(Builtin.angle), default: Angle.degrees(1))])
        type.method("onChanged", [Param("_ action", .action(1))], returns: type) { g, _ in g }
        type.method("onEnded", [Param("_ action", .action(1))], returns: type) { g, _ in g }
        type.method("updating", [Param("_ state", .type(Builtin.value)), Param("body", .action(3))], returns: type) { g, _ in g }
        type.method("simultaneously", [Param("with other", .type(type))], returns: type) { g, _ in g }
        type.method("sequenced", [Param("before other", .type(type))], returns: type) { g, _ in g }
        type.method("exclusively", [Param("before other", .type(type))], returns: type) { g, _ in g }
        add(type)
        return type
    }

    private var gestureMaskType: FType {
        if let type = types["GestureMask"] { return type }
        let type = FType("GestureMask", cast: { $0 as? GestureMask })
        type.members(["none": GestureMask.none, "gesture": GestureMask.gesture, "subviews": GestureMask.subviews,
                      "all": GestureMask.all])
        add(type)
        return type
    }

    private var sensoryFeedbackType: FType {
        if let type = types["SensoryFeedback"] { return type }
        let type = FType("SensoryFeedback", cast: { $0 as? SensoryFeedback })
        type.members(["success": SensoryFeedback.success, "warning": SensoryFeedback.warning, "error": SensoryFeedback.error,
                      "selection": SensoryFeedback.selection, "increase": SensoryFeedback.increase,
                      "decrease": SensoryFeedback.decrease, "start": SensoryFeedback.start, "stop": SensoryFeedback.stop,
                      "alignment": SensoryFeedback.alignment, "levelChange": SensoryFeedback.levelChange,
                      "pathComplete": SensoryFeedback.pathComplete, "impact": SensoryFeedback.impact])
        let weight = FType("SensoryFeedback.Weight", cast: { $0 as? SensoryFeedback.Weight })
        weight.members(["light": SensoryFeedback.Weight.light, "medium": SensoryFeedback.Weight.medium,
                        "heavy": SensoryFeedback.Weight.heavy])
        let flexibility = FType("SensoryFeedback.Flexibility", cast: { $0 as? SensoryFeedback.Flexibility })
        flexibility.members(["rigid": SensoryFeedback.Flexibility.rigid, "solid": SensoryFeedback.Flexibility.solid,
                             "soft": SensoryFeedback.Flexibility.soft])
        type.staticFunction("impact", [Param("weight", .type(weight), default: SensoryFeedback.Weight.medium),
                                       Param("intensity", .double, default: 1.0)]) { _ in SensoryFeedback.impact }
        type.staticFunction("impact", [Param("flexibility", .type(flexibility)), Param("intensity", .double, default: 1.0)]) { _ in
            SensoryFeedback.impact
        }
        add(weight)
        add(flexibility)
        add(type)
        return type
    }
}

/// A gesture of a fixture: only named, as none is ever recognised in a still.
struct FixtureGesture { let name: String }

/// A symbol effect of a fixture: only named, as a still shows the symbol at rest.
struct FixtureSymbolEffect { let name: String }
