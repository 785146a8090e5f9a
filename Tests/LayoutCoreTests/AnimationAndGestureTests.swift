import Foundation
import Testing
@testable import LayoutCore

/// Animation and interaction are accepted as what a still shows (Animation.swift, Gestures.swift): none of
/// them changes a frame, a phase animator draws its first phase and a keyframe animator its initial value.
@Suite struct AnimationAndGestureTests {
    struct Card: View {
        @GestureState private var drag = CGSize.zero
        @State private var liked = false
        var body: some View {
            HStack(spacing: 4) {
                Text("ab")
                Image(systemName: "heart")
                    .symbolEffect(.bounce.up.byLayer, value: liked)
                    .symbolEffect(.variableColor.iterative.reversing, options: .repeating, isActive: true)
                    .contentTransition(.symbolEffect(.replace.downUp))
            }
            .offset(drag)
            .gesture(DragGesture(minimumDistance: 0)
                .updating($drag) { value, state, _ in state = value.translation }
                .onEnded { _ in withAnimation(.spring(duration: 0.3, bounce: 0.2)) { liked.toggle() } })
            .simultaneousGesture(TapGesture(count: 2).onEnded { liked = true })
            .highPriorityGesture(LongPressGesture(minimumDuration: 1).sequenced(before: DragGesture()), including: .gesture)
            .onTapGesture { _ in }
            .sensoryFeedback(.impact(weight: .heavy), trigger: liked)
            .sensoryFeedback(trigger: liked) { _, new in new ? .success : nil }
            .animation(.easeInOut(duration: 0.2).repeatForever(autoreverses: false).delay(0.1), value: liked)
            .animation(.interpolatingSpring(stiffness: 100, damping: 10))
            .transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity.combined(with: .scale)))
            .contentTransition(.numericText(countsDown: true))
            .transaction { $0.animation = nil }
        }
    }

    struct Plain: View {
        var body: some View {
            HStack(spacing: 4) {
                Text("ab")
                Image(systemName: "heart")
            }
            .offset(CGSize.zero)
        }
    }

    @Test func animationAndGesturesChangeNoFrame() {
        let plain = layout(Plain(), width: 200, height: 100)
        let animated = layout(Card(), width: 200, height: 100)
        // The drag's state is its initial value: the offset is zero, as in the plain view.
        #expect(animated.root.textDump() == plain.root.textDump())
    }

    @Test func withAnimationRunsItsBodyAndCompletionAtOnce() {
        var steps: [String] = []
        let result = withAnimation(.snappy) { steps.append("body"); return 3 }
        withAnimation(.bouncy(duration: 0.4, extraBounce: 0.1), completionCriteria: .removed) {
            steps.append("second")
        } completion: {
            steps.append("completion")
        }
        withTransaction(Transaction(animation: .linear)) { steps.append("transaction") }
        #expect(result == 3)
        #expect(steps == ["body", "second", "completion", "transaction"])
    }

    @Test func aPhaseAnimatorDrawsItsFirstPhase() {
        // Phases 2, 3, 5: the still shows phase 2, a 20 × 10 frame (10 pt per unit of phase).
        let r = layout(Color.red.phaseAnimator([2.0, 3.0, 5.0], trigger: 1) { content, phase in
            content.frame(width: 10 * phase, height: 10)
        } animation: { _ in .smooth })
        expectSize(r.root.frame.size, 20, 10)
        let standalone = layout(PhaseAnimator([4.0, 1.0]) { phase in Color.red.frame(width: 10 * phase, height: 10) })
        expectSize(standalone.root.frame.size, 40, 10)
        // No phases: nothing is drawn.
        let empty = layout(PhaseAnimator([Double]()) { phase in Color.red.frame(width: 10 * phase, height: 10) })
        expectSize(empty.root.frame.size, 0, 0)
    }

    @Test func aKeyframeAnimatorDrawsItsInitialValue() {
        struct Values { var scale = 1.0; var width = 30.0 }
        let r = layout(Color.blue.keyframeAnimator(initialValue: Values(), trigger: true) { content, value in
            content.frame(width: value.width * value.scale, height: 10)
        } keyframes: { _ in
            KeyframeTrack(\Values.scale) {
                LinearKeyframe(2.0, duration: 0.2)
                SpringKeyframe(1.0, spring: .bouncy)
                CubicKeyframe(1.5, duration: 0.1)
                MoveKeyframe(1.0)
            }
            KeyframeTrack(\Values.width) { LinearKeyframe(90.0, duration: 1, timingCurve: .easeInOut) }
        })
        expectSize(r.root.frame.size, 30, 10)
    }
}
