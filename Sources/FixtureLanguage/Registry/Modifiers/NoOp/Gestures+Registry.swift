import Foundation
import LayoutCore

extension Registry {
    /// Gestures and feedback as a still shows them (LayoutCore's Modifiers/NoOp/Gestures.swift): nothing is
    /// recognised and nothing plays; the modifiers return the view unchanged, their closures are actions.
    func registerGestures() {
        let anyValue = PType.type(Builtin.value)
        let gesture = gestureType
        let mask = gestureMaskType
        noOpModifier("onTapGesture", [Param("count", .int, default: 1), Param("perform action", .action)])
        noOpModifier("onTapGesture", [Param("count", .int, default: 1),
                                      Param("coordinateSpace", .type(Builtin.coordinateSpace), default: CoordinateSpace.local),
                                      Param("perform action", .action(1))])
        noOpModifier("onLongPressGesture", [Param("minimumDuration", .double, default: 0.5), Param("maximumDistance", .cgFloat, default: CGFloat(10)),
                                            Param("perform action", .action)])
        noOpModifier("onHover", [Param("perform action", .action(1))])
        noOpModifier("gesture", [Param("_ gesture", .type(gesture)), Param("including mask", .type(mask), default: GestureMask.all)])
        noOpModifier("simultaneousGesture", [Param("_ gesture", .type(gesture)), Param("including mask", .type(mask), default: GestureMask.all)])
        noOpModifier("highPriorityGesture", [Param("_ gesture", .type(gesture)), Param("including mask", .type(mask), default: GestureMask.all)])
        let feedback = sensoryFeedbackType
        noOpModifier("sensoryFeedback", [Param("_ feedback", .type(feedback)), Param("trigger", anyValue)])
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
