/// A least-recently-used cache bounded by the cost of its entries (an estimate of their bytes): inserting past
/// the bound evicts the entries used longest ago until the total fits again. Lookups and insertions are O(1):
/// a dictionary from key to slot, and the slots linked from newest to oldest use.
struct LRUCache<Key: Hashable, Value> {
    private struct Entry {
        var key: Key
        var value: Value
        var cost: Int
        var older: Int32
        var newer: Int32
    }

    /// The most the entries' costs may add up to.
    let capacity: Int
    /// What the entries' costs add up to now.
    private(set) var totalCost = 0
    private var index: [Key: Int32] = [:]
    /// Evicted slots are nil and listed in `free`, so their keys and values are released at once.
    private var slots: [Entry?] = []
    private var free: [Int32] = []
    private var newest: Int32 = -1
    private var oldest: Int32 = -1

    init(capacity: Int) { self.capacity = capacity }

    var count: Int { index.count }

    /// The value for `key`, which becomes the most recently used; nil when it is not cached.
    mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        moveToNewest(slot)
        return slots[Int(slot)]!.value
    }

    /// Caches `value` for `key` as the most recently used (replacing what `key` had), then evicts the least
    /// recently used entries while the total cost is over the capacity. A value costing more than the whole
    /// capacity is not kept.
    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        if let slot = index[key] {
            totalCost += cost - slots[Int(slot)]!.cost
            slots[Int(slot)]!.value = value
            slots[Int(slot)]!.cost = cost
            moveToNewest(slot)
        } else {
            let entry = Entry(key: key, value: value, cost: cost, older: newest, newer: -1)
            let slot: Int32
            if let reused = free.popLast() {
                slot = reused
                slots[Int(slot)] = entry
            } else {
                slot = Int32(slots.count)
                slots.append(entry)
            }
            if newest >= 0 { slots[Int(newest)]!.newer = slot }
            newest = slot
            if oldest < 0 { oldest = slot }
            index[key] = slot
            totalCost += cost
        }
        while totalCost > capacity, oldest >= 0 { evict(oldest) }
    }

    /// The keys from the most to the least recently used (for tests).
    var keysByRecency: [Key] {
        var keys: [Key] = []
        var slot = newest
        while slot >= 0 {
            keys.append(slots[Int(slot)]!.key)
            slot = slots[Int(slot)]!.older
        }
        return keys
    }

    private mutating func unlink(_ slot: Int32) {
        let older = slots[Int(slot)]!.older, newer = slots[Int(slot)]!.newer
        if older >= 0 { slots[Int(older)]!.newer = newer } else { oldest = newer }
        if newer >= 0 { slots[Int(newer)]!.older = older } else { newest = older }
    }

    private mutating func moveToNewest(_ slot: Int32) {
        guard slot != newest else { return }
        unlink(slot)
        slots[Int(slot)]!.older = newest
        slots[Int(slot)]!.newer = -1
        if newest >= 0 { slots[Int(newest)]!.newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }

    private mutating func evict(_ slot: Int32) {
        unlink(slot)
        let entry = slots[Int(slot)]!
        index[entry.key] = nil
        totalCost -= entry.cost
        slots[Int(slot)] = nil
        free.append(slot)
    }
}
