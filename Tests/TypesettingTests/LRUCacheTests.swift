import Testing
@testable import Typesetting

/// The measurer's cache: least recently used out first, never over its capacity (costs chosen by hand).
@Suite struct LRUCacheTests {
    @Test func evictsTheLeastRecentlyUsedFirst() {
        var cache = LRUCache<String, Int>(capacity: 10)
        cache.insert(1, for: "a", cost: 3)
        cache.insert(2, for: "b", cost: 3)
        cache.insert(3, for: "c", cost: 3)
        #expect(cache.keysByRecency == ["c", "b", "a"])
        #expect(cache.totalCost == 9)
        // Reading "a" makes it the newest, so "b" is now the oldest…
        #expect(cache.value(for: "a") == 1)
        #expect(cache.keysByRecency == ["a", "c", "b"])
        // …and goes when "d" brings the total to 12 > 10.
        cache.insert(4, for: "d", cost: 3)
        #expect(cache.keysByRecency == ["d", "a", "c"])
        #expect(cache.value(for: "b") == nil)
        #expect(cache.totalCost == 9)
    }

    @Test func replacingAnEntryMovesItAndRecountsItsCost() {
        var cache = LRUCache<String, Int>(capacity: 10)
        for (i, key) in ["a", "b", "c"].enumerated() { cache.insert(i, for: key, cost: 3) }
        // "a" again at cost 5: 9 − 3 + 5 = 11 > 10, and the oldest is now "b".
        cache.insert(7, for: "a", cost: 5)
        #expect(cache.keysByRecency == ["a", "c"])
        #expect(cache.totalCost == 8)
        #expect(cache.value(for: "a") == 7)
        #expect(cache.count == 2)
    }

    @Test func neverHoldsMoreThanItsCapacity() {
        var cache = LRUCache<Int, Int>(capacity: 100)
        for i in 0..<1_000 {
            cache.insert(i, for: i, cost: 7)
            #expect(cache.totalCost <= 100)
        }
        // 14 entries of 7 fit in 100: the last 14 inserted, newest first.
        #expect(cache.count == 14)
        #expect(cache.keysByRecency == Array((986..<1_000).reversed()))
        // An entry larger than the capacity evicts everything, itself included.
        cache.insert(0, for: -1, cost: 101)
        #expect(cache.count == 0)
        #expect(cache.totalCost == 0)
        cache.insert(5, for: 5, cost: 1)
        #expect(cache.keysByRecency == [5])
    }
}
