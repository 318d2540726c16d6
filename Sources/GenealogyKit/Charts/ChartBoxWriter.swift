import FamilyTree

/// A derived chart's boxes written straight from a genealogy's columns into the table that
/// `Family(validating:)` fills (`NumberedRecordWriter`), checked by every rule of Family JSON v1.
///
/// A box's id and links are box numbers: the slots of the box ids (``ChartDerivation/boxIDs()``),
/// distinct when the people's ids are (``RepeatBoxIDs``), so no id is looked up. Its name is a
/// view of the bytes the genealogy holds, and so are its facts and its dates when they are plain
/// years; only a marriage, or a date shown otherwise than as written, is made as a `String`.
struct ChartBoxWriter {
    private let genealogy: Genealogy
    /// The genealogy's people, held once (not copied out per box).
    private let people: GenealogyPeople
    /// Whether anyone has a fact: most generated families, and some files, have none, and their
    /// boxes' facts are not looked for.
    private let holdsFacts: Bool
    private var writer: NumberedRecordWriter

    /// A writer of boxes whose ids are `boxIDs`, slot by slot.
    init(genealogy: Genealogy, boxIDs: TextColumn) {
        self.genealogy = genealogy
        people = genealogy.people
        holdsFacts = people.holdsFacts
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
        let married = marriage >= 0 ? genealogy.unions[marriage].shownMarried : nil
        let marriagePlace = marriage >= 0 ? genealogy.unions[marriage].marriagePlace : nil
        Self.append(
            box: box, person: person, couple: couple, children: children, sameAs: sameAs,
            marriage: marriage >= 0 ? (married, marriagePlace) : nil, of: people, holdingFacts: holdsFacts,
            to: &writer)
    }

    /// ``append(box:person:couple:children:sameAs:marriage:)`` with the marriage's fields read:
    /// `people` is a parameter, so the closures below that write `writer` read it in place (a
    /// property read in them would copy it, every column's array retained, for each box).
    private static func append(
        box: Int32, person: Int, couple: Int32, children: UnsafeBufferPointer<Int32>, sameAs: Int32?,
        marriage: (married: String?, place: String?)?, of people: GenealogyPeople, holdingFacts: Bool,
        to writer: inout NumberedRecordWriter
    ) {
        // The people hold no NUL once assembled (or made in code: it is refused there); a union's
        // marriage is looked at.
        let mayHoldNUL =
            people.holdsNUL || marriage?.married?.containsNULCharacter == true
            || marriage?.place?.containsNULCharacter == true
        var gender = people.sex(at: person)
        let names = people.names
        let nameRange = names.range(at: person)
        names.bytes.withUnsafeBufferPointer { nameBytes in
            gender.withUTF8 { gender in
                withOptionalUTF8(marriage?.married) { married in
                    withOptionalUTF8(marriage?.place) { marriagePlace in
                        people.withShownDatesUTF8(at: person) { born, died in
                            func append(_ facts: PersonFactViews) {
                                var facts = facts
                                if marriage != nil {
                                    facts.married = married
                                    facts.marriagePlace = marriagePlace
                                }
                                writer.append(
                                    id: box, name: UnsafeBufferPointer(rebasing: nameBytes[nameRange]),
                                    gender: gender, coupleID: couple, children: children, sameAs: sameAs, born: born,
                                    died: died, facts: facts, mayHoldNUL: mayHoldNUL)
                            }
                            if holdingFacts {
                                people.withFactViews(at: person, append)
                            } else {
                                append(PersonFactViews())
                            }
                        }
                    }
                }
            }
        }
    }

    /// Checks the rules that need every box and links them into a family, letting go of the
    /// table's id look-ups, slots and links once the rules are checked: the writer is spent
    /// afterwards.
    ///
    /// - Throws: `FamilyValidationFailure` naming every broken rule.
    mutating func makeFamily() throws(FamilyValidationFailure) -> Family {
        try writer.makeFamily()
    }
}
