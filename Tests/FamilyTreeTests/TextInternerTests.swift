import Testing

@testable import FamilyTree

/// The interner finds every string it was given again, across the doublings of its hash table,
/// which place entries again by their stored tags alone.
@Suite("Text interner")
struct TextInternerTests {
    /// Looks `text` up in `interner`, adding it when new.
    static func index(of text: String, in interner: inout TextInterner) -> (index: Int32, isNew: Bool) {
        var text = text
        return text.withUTF8 { interner.index(of: $0) }
    }

    @Test("200,000 ids, numbered and not, keep their first index through every doubling")
    func idsSurviveGrowth() {
        var interner = TextInterner()
        let ids = (0..<200_000).map { $0 % 2 == 0 ? "p\($0)+p\($0 + 1)" : "F\($0)" }
        var wrong = 0
        for (position, id) in ids.enumerated() {
            let (index, isNew) = Self.index(of: id, in: &interner)
            if !isNew || index != Int32(position) { wrong += 1 }
        }
        // Looked up again in order, then out of order: each found, none added.
        for (position, id) in ids.enumerated() {
            let (index, isNew) = Self.index(of: id, in: &interner)
            if isNew || index != Int32(position) { wrong += 1 }
        }
        var generator = SplitMix64(seed: 3)
        for _ in 0..<20_000 {
            let position = Int(generator.next() % UInt64(ids.count))
            let (index, isNew) = Self.index(of: ids[position], in: &interner)
            if isNew || index != Int32(position) { wrong += 1 }
        }
        #expect(wrong == 0)
        var absent = Array("p1+p3".utf8)
        #expect(absent.withUnsafeMutableBufferPointer { interner.existingIndex(of: UnsafeBufferPointer($0)) } == nil)
        #expect(interner.texts.count == ids.count)
    }

    @Test("Two walks taking turns, as a person's FAMC and then FAMS pointers, find their strings")
    func alternatingWalks() {
        var interner = TextInterner()
        let older = (0..<1000).map { "p\($0)+p\($0 + 1)" }
        for id in older { _ = Self.index(of: id, in: &interner) }
        var wrong = 0
        var generator = SplitMix64(seed: 5)
        var position = 0
        for newer in 0..<3000 {
            // The older walk repeats a string, steps to the next or skips a few, now and then
            // goes back; the newer one adds a string each turn, or repeats it.
            switch generator.next() % 6 {
            case 0, 1: break
            case 2, 3: position += 1
            case 4: position += 2 + Int(generator.next() % 5)
            default: position = Int(generator.next() % UInt64(older.count))
            }
            position %= older.count
            let (index, isNew) = Self.index(of: older[position], in: &interner)
            if isNew || index != Int32(position) { wrong += 1 }
            let added = Self.index(of: "q\(newer)", in: &interner)
            if !added.isNew || added.index != Int32(older.count + newer) { wrong += 1 }
            if generator.next() % 2 == 0 {
                let again = Self.index(of: "q\(newer)", in: &interner)
                if again.isNew || again.index != added.index { wrong += 1 }
            }
        }
        #expect(wrong == 0)
        #expect(interner.texts.count == older.count + 3000)
    }
}
