import FamilyTree

/// A derived chart's boxes written straight from a genealogy's columns into the table that
/// `Family(validating:)` fills (`NumberedRecordWriter`), checked by every rule of Family JSON v1.
///
/// A box's id and links are box numbers: the slots of the box ids (``ChartDerivation/boxIDs()``),
/// distinct when the people's ids are (``RepeatBoxIDs``), so no id is looked up. Its name is a
/// view of the bytes the genealogy holds; its dates, facts and marriage are made as `String`s
/// only when the box has them (most dates are short enough to need no heap block).
struct ChartBoxWriter {
    private let genealogy: Genealogy
    /// The genealogy's people, held once (not copied out per box).
    private let people: GenealogyPeople
    private var writer: NumberedRecordWriter

    /// A writer of boxes whose ids are `boxIDs`, slot by slot.
    init(genealogy: Genealogy, boxIDs: TextColumn) {
        self.genealogy = genealogy
        people = genealogy.people
        writer = NumberedRecordWriter(ids: boxIDs)
    }

    /// Starts the next row.
    mutating func startGeneration() {
        writer.startGeneration()
    }

    /// Ends the row being written.
    mutating func endGeneration() {
        writer.endGeneration()
    }

    /// Appends a box of `person` to the row being written.
    ///
    /// - Parameters:
    ///   - box: The box's slot.
    ///   - person: Whom it shows.
    ///   - couple: The slot of the box it stands beside as a couple (its `coupleID`), or -1.
    ///   - children: The slots of its `childrenIDs`.
    ///   - sameAs: For a repeat appearance, the slot of its person's home box; nil for the home.
    ///   - marriage: The union whose marriage it shows (`married`, `marriagePlace`), or -1.
    /// - Complexity: O(the record's size).
    mutating func append(
        box: Int32, person: Int, couple: Int32, children: UnsafeBufferPointer<Int32>, sameAs: Int32?, marriage: Int
    ) {
        // Everything is read into locals first: the closures below write `writer`, and reading
        // `people` in them would copy it (every column's array retained) for each box.
        var facts = people.facts(at: person)
        if marriage >= 0 {
            facts.married = genealogy.unions[marriage].shownMarried
            facts.marriagePlace = genealogy.unions[marriage].marriagePlace
        }
        // The people hold no NUL once assembled (or made in code: it is refused there); a union's
        // marriage is looked at.
        let mayHoldNUL =
            people.holdsNUL || facts.married?.containsNULCharacter == true
            || facts.marriagePlace?.containsNULCharacter == true
        var gender = people.sex(at: person)
        let born = people.born(at: person).map(GenealogicalDate.display)
        let died = people.died(at: person).map(GenealogicalDate.display)
        let names = people.names
        let nameRange = names.range(at: person)
        names.bytes.withUnsafeBufferPointer { nameBytes in
            gender.withUTF8 { gender in
                withOptionalUTF8(born) { born in
                    withOptionalUTF8(died) { died in
                        facts.withUTF8Views { facts in
                            writer.append(
                                id: box, name: UnsafeBufferPointer(rebasing: nameBytes[nameRange]), gender: gender,
                                coupleID: couple, children: children, sameAs: sameAs, born: born, died: died,
                                facts: facts, mayHoldNUL: mayHoldNUL)
                        }
                    }
                }
            }
        }
    }

    /// Checks the rules that need every box and links them into a family.
    ///
    /// - Throws: `FamilyValidationFailure` naming every broken rule.
    func family() throws(FamilyValidationFailure) -> Family {
        try writer.family()
    }
}
