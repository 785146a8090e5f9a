import Foundation
import Testing
import LayoutCore
@testable import FixtureLanguage

/// The interpreter accepts animation and interaction as a still shows them (Registry+Animation.swift): the
/// picture is the one without them, and the same as the compiled Swift's.
@Suite struct AnimationFixtureTests {
    @Test func animationGesturesAndEffectsChangeNothing() throws {
        let animated = try fixtureDump("""
        struct Card: View {
            @State private var liked = false
            @GestureState private var drag = CGSize.zero
            var body: some View {
                HStack(spacing: 4) {
                    Text("ab")
                        .contentTransition(.numericText(countsDown: true))
                    Image(systemName: "heart")
                        .contentTransition(.symbolEffect)
                        .symbolEffectsRemoved()
                        .geometryGroup()
                }
                .gesture(DragGesture(minimumDistance: 0)
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { _ in withAnimation(.spring(duration: 0.3, bounce: 0.2)) { liked.toggle() } })
                .simultaneousGesture(TapGesture(count: 2).onEnded { _ in liked = true })
                .highPriorityGesture(LongPressGesture(minimumDuration: 1).sequenced(before: DragGesture()), including: .gesture)
                .onTapGesture { location in print(location) }
                .onHover { inside in liked = inside }
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: liked)
                .animation(.easeInOut(duration: 0.2).repeatForever(autoreverses: false).delay(0.1), value: liked)
                .animation(.interpolatingSpring(stiffness: 100, damping: 10))
                .transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity.combined(with: .scale)))
                .transition(.offset(x: 10).animation(.bouncy(duration: 0.4, extraBounce: 0.1)))
                .transaction { t in t.animation = nil }
            }
        }
        Card()
        """)
        let plain = try fixtureDump("""
        HStack(spacing: 4) {
            Text("ab")
            Image(systemName: "heart")
        }
        """)
        #expect(animated == plain)
    }

    /// Symbol effects and conditional feedback are compiled (generic over two protocols; a closure returning a value).
    @Test func symbolEffectsAreCompiled() throws {
        do {
            _ = try previews("Image(systemName: \"bell\").symbolEffect(.bounce, value: 1)")
            Issue.record("interpreted")
        } catch let error as FixtureError {
            #expect(error.needsCompiler)
        }
    }

    @Test func aGestureIsNotAView() throws {
        #expect(throws: FixtureError.self) { try previews("Text(\"a\").gesture(Color.red)") }
    }
}
