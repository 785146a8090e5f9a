import Foundation
import Testing
@testable import LayoutCore

/// The engine's compact storage keeps value semantics and the memo's answers: copies written after copying
/// are independent, and a nil proposal length is never confused with a number.
struct NodeStorageTests {
    @Test func copyOnWriteCopiesAreIndependent() {
        var a = CopyOnWrite([1, 2])
        var b = a
        b.value.append(3)
        #expect(a.value == [1, 2])
        #expect(b.value == [1, 2, 3])
        a.value[0] = 9
        #expect(a.value == [9, 2])
        #expect(b.value == [1, 2, 3])
    }

    @Test func environmentCopiesDoNotShareWrites() {
        var a = EnvironmentValues()
        a.lineLimit = 3
        var b = a
        b.lineLimit = 1
        b.layoutDirection = .rightToLeft
        #expect(a.lineLimit == 3)
        #expect(a.layoutDirection == .leftToRight)
        #expect(b.lineLimit == 1)
    }

    @Test func traitCopiesDoNotShareWrites() {
        var a = ViewTraits()
        a.id = "first"
        a.setValue(AnyHashable(7), for: TagKey.self)
        var b = a
        b.id = "second"
        b.zIndex = 2
        b.setValue(AnyHashable(8), for: TagKey.self)
        #expect(a.id == "first")
        #expect(a.zIndex == nil)
        #expect(a.value(for: TagKey.self) == AnyHashable(7))
        #expect(b.id == "second")
        #expect(b.value(for: TagKey.self) == AnyHashable(8))
        #expect(ViewTraits().value(for: TagKey.self) == nil)
    }

    @Test func aNilLengthIsItsOwnProposal() {
        var memo = SizeMemo()
        memo[ProposedViewSize(width: nil, height: 10)] = CGSize(width: 5, height: 5)
        memo[ProposedViewSize(width: 0, height: 10)] = CGSize(width: 1, height: 1)
        #expect(memo[ProposedViewSize(width: nil, height: 10)] == CGSize(width: 5, height: 5))
        #expect(memo[ProposedViewSize(width: 0, height: 10)] == CGSize(width: 1, height: 1))
        #expect(memo[ProposedViewSize(width: nil, height: nil)] == nil)
        // A NaN length equals nothing, so it is neither found nor stored.
        #expect(memo[ProposedViewSize(width: .nan, height: 10)] == nil)
        memo[ProposedViewSize(width: .nan, height: 10)] = CGSize(width: 2, height: 2)
        #expect(memo[ProposedViewSize(width: nil, height: 10)] == CGSize(width: 5, height: 5))
    }
}
