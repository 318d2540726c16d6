/// What a ``FamilyPeople`` keeps of each person's id and links, taken from a ``PersonTable`` once
/// its rules are checked (``PersonTable/takeIdentity()``).
struct PersonIdentity {
    /// The ids in person order.
    var ids: TextColumn
    /// One bit a person: whether they list children.
    var listsChildren: [UInt64]
    /// The ids their `sameAs` names.
    var sameAs: OptionalTextColumn
}

extension PersonTable {
    /// The ids in person order and what a family keeps of the links; the slots, the links as
    /// slots and the children's slots are let go, so the table cannot look up an id or check a
    /// rule any more (``makeFamily()`` is done with those by then).
    ///
    /// - Complexity: O(n) for n people.
    mutating func takeIdentity() -> PersonIdentity {
        var listsChildren = [UInt64](repeating: 0, count: (count + 63) / 64)
        for person in 0..<count where !childRange(person).isEmpty {
            listsChildren[person / 64] |= 1 << UInt64(person % 64)
        }
        // The look-ups and the children's slots go before the ids are copied, the slots' texts and
        // the links as slots after: each step holds as little as it can.
        childSlots = []
        let texts = slots.texts
        slots = IDSlots(expectedIDs: 0)
        var ids = TextColumn()
        ids.reserve(strings: count, byteCount: texts.bytes.count)
        for person in links { texts.withUTF8(at: Int(person.id)) { ids.append($0) } }
        var sameAs = OptionalTextColumn()
        for (person, slot) in sameAsSlot.enumerated() {
            if slot < 0 {
                sameAs.append(nil, person: person)
            } else {
                texts.withUTF8(at: Int(slot)) { sameAs.append($0, person: person) }
            }
        }
        links = []
        sameAsSlot = []
        return PersonIdentity(ids: ids, listsChildren: listsChildren, sameAs: sameAs)
    }
}
