import Testing

@testable import FamilyTree

/// The direct tables of numbered ids hold memory in proportion to the ids met (a few kilobytes a
/// prefix for a small family, not a directory for every number a prefix could have), and hand
/// the same cell to the same id whatever the order.
@Suite("Numbered id tables")
struct NumberedIDsTests {
    /// The bytes one prefix's table holds with one chunk: its directory of groups, one group and
    /// one chunk.
    static let bytesForOneChunk =
        NumberedIDs.groupSize * 8 + NumberedIDs.groupSize * 8 + NumberedIDs.chunkSize * 4

    /// Looks `id` up in `table`, setting a new cell to `slot + 1`; returns the slot it holds.
    static func slot(of id: String, in table: NumberedIDs, newSlot slot: Int32) -> Int32? {
        var bytes = Array(id.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            guard let cell = table.cell(for: UnsafeBufferPointer(buffer)) else { return nil }
            if cell.pointee == 0 { cell.pointee = slot + 1 }
            return cell.pointee - 1
        }
    }

    @Test("a small family's tables hold one chunk a prefix, not a directory of every number")
    func smallFamilyHoldsLittle() {
        let table = NumberedIDs()
        for (index, id) in ["p1", "p2", "p3", "I1", "I2", "F7"].enumerated() {
            #expect(Self.slot(of: id, in: table, newSlot: Int32(index)) == Int32(index))
        }
        #expect(table.allocatedBytes == 3 * Self.bytesForOneChunk)
    }

    @Test("a number near the top of the range costs one more group and chunk, not the numbers below it")
    func highNumberHoldsLittle() {
        let table = NumberedIDs()
        #expect(Self.slot(of: "p1", in: table, newSlot: 0) == 0)
        #expect(Self.slot(of: "p999999999", in: table, newSlot: 1) == 1)
        #expect(table.allocatedBytes == 2 * Self.bytesForOneChunk - NumberedIDs.groupSize * 8)
    }

    @Test("a million numbered ids hold about four bytes each")
    func millionIDsInProportion() {
        let table = NumberedIDs()
        for number in 1...1_000_000 { _ = Self.slot(of: "I\(number)", in: table, newSlot: Int32(number)) }
        #expect(table.allocatedBytes < 4 * 1_000_000 + 2 * Self.bytesForOneChunk)
    }

    @Test("the same id finds the same cell in any order, across groups and prefixes")
    func sameIDSameCell() {
        let table = NumberedIDs()
        // 50,000 ids met in about the order of their numbers, as files list them, a tenth of
        // them three groups up, under two prefixes.
        let ids = (0..<50_000).map { (index: Int) -> String in
            let number: Int = index % 10 == 1 ? 3 * 2_097_152 + index / 10 : index
            let prefix = index % 3 == 0 ? "p" : "@I"
            return prefix + String(number)
        }
        var generator = SplitMix64(seed: 7)
        var firstSlot: [String: Int32] = [:]
        for (index, id) in ids.enumerated() {
            let slot = Self.slot(of: id, in: table, newSlot: Int32(index))
            if firstSlot[id] == nil, let slot { firstSlot[id] = slot }
        }
        #expect(firstSlot.count == ids.count)
        for id in ids.shuffled(using: &generator) {
            let slot = firstSlot[id]
            #expect(Self.slot(of: id, in: table, newSlot: -5) == slot)
        }
    }
}

/// ``IDSlots`` hashes a document's first ids and finds the rest of the numbered ones by number:
/// an id keeps its slot across the switch.
@Suite("Id slots")
struct IDSlotsTests {
    static func slot(of id: String, in slots: inout IDSlots) -> Int32 {
        var bytes = Array(id.utf8)
        return bytes.withUnsafeMutableBufferPointer { slots.slot(of: UnsafeBufferPointer($0)) }
    }

    @Test("ids met before and after the number tables start keep their slots")
    func slotsAcrossTheSwitch() {
        var slots = IDSlots(expectedIDs: 0)
        let count = 3 * IDSlots.hashedFirst
        // Each person's id, then a link to someone much earlier and someone far ahead.
        var expected: [String: Int32] = [:]
        for number in 1...count {
            for id in [
                "p\(number)", "p\(max(1, number - 2_000))", "F\(number)", "x\(number % 50)", "p\(number + 1_500)",
            ] {
                let slot = Self.slot(of: id, in: &slots)
                if let earlier = expected[id] {
                    #expect(slot == earlier, "\(id)")
                } else {
                    #expect(Int(slot) == expected.count, "\(id) is given the next slot")
                    expected[id] = slot
                }
            }
        }
        #expect(slots.count == expected.count)
        for (id, slot) in expected { #expect(slots.id(of: slot) == id) }
    }
}
