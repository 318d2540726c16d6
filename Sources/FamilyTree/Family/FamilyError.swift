/// One way a Family JSON v1 document breaks the format's rules.
///
/// Every case names the record (the person's id), its generation (0-based, as in
/// `generations[k]`) and, in ``description``, the rule in words.
public enum FamilyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not a Family JSON v1 document (bad JSON, wrong types, missing `id`).
    case malformedDocument(reason: String)
    /// The document has no people, or a generation is empty.
    case emptyDocument(reason: String)
    /// Two records share an id.
    case duplicateID(id: String, generation: Int, firstGeneration: Int)
    /// `coupleID` names nobody in the document.
    case danglingCoupleID(id: String, generation: Int, coupleID: String)
    /// A `childrenIDs` entry names nobody in the document.
    case danglingChildID(id: String, generation: Int, childID: String)
    /// The spouse does not name this person back.
    case asymmetricCouple(id: String, generation: Int, spouseID: String, spousesCoupleID: String)
    /// `coupleID` is the person's own id.
    case selfMarriage(id: String, generation: Int)
    /// The spouse stands in another generation.
    case spouseInAnotherGeneration(id: String, generation: Int, spouseID: String, spouseGeneration: Int)
    /// Both spouses list children, but not the same list.
    case spousesListDifferentChildren(id: String, generation: Int, spouseID: String)
    /// A child is not in the generation right after the parent's.
    case childNotInNextGeneration(id: String, generation: Int, childID: String, childGeneration: Int)
    /// A child is listed by two units, or twice by one.
    case childOfTwoUnits(childID: String, generation: Int, firstParentID: String, secondParentID: String)
    /// A person below generation 0 has no parents and is not married to someone who has.
    case noParents(id: String, generation: Int)
    /// Both spouses have parents: two blood lines joined by a marriage.
    case twoBloodLines(id: String, generation: Int, spouseID: String)
    /// A later partner (someone whose `coupleID` names a person whose own `coupleID` names
    /// someone else, who names the person back) cannot stand in that person's partner group:
    /// `reason` says why.
    case furtherPartner(id: String, generation: Int, personID: String, reason: String)
    /// `age` is below 0.
    case negativeAge(id: String, generation: Int, age: Int)
    /// A repeat appearance's `sameAs` does not name the home box of the same person: it names
    /// nobody, another repeat, or someone with another name.
    case badSameAs(id: String, generation: Int, sameAs: String, reason: String)
    /// A text field (`id`, `name`, `gender`, `born`, `died`) holds the NUL character, U+0000,
    /// which DOT and SVG cannot carry.
    case nulCharacter(id: String, generation: Int, field: String)

    /// The id of the record the problem is about, if it is about one.
    public var recordID: String? {
        switch self {
        case .malformedDocument, .emptyDocument: nil
        case .duplicateID(let id, _, _), .danglingCoupleID(let id, _, _), .danglingChildID(let id, _, _),
            .asymmetricCouple(let id, _, _, _), .selfMarriage(let id, _),
            .spouseInAnotherGeneration(let id, _, _, _), .spousesListDifferentChildren(let id, _, _),
            .childNotInNextGeneration(let id, _, _, _), .childOfTwoUnits(let id, _, _, _),
            .noParents(let id, _), .twoBloodLines(let id, _, _), .furtherPartner(let id, _, _, _),
            .negativeAge(let id, _, _),
            .badSameAs(let id, _, _, _), .nulCharacter(let id, _, _):
            id
        }
    }

    /// A short name of the rule, stable for scripts (`duplicate-id`, `dangling-couple-id`, …).
    public var rule: String {
        switch self {
        case .malformedDocument: "malformed-document"
        case .emptyDocument: "empty-document"
        case .duplicateID: "duplicate-id"
        case .danglingCoupleID: "dangling-couple-id"
        case .danglingChildID: "dangling-child-id"
        case .asymmetricCouple: "asymmetric-couple"
        case .selfMarriage: "self-marriage"
        case .spouseInAnotherGeneration: "spouse-in-another-generation"
        case .spousesListDifferentChildren: "spouses-list-different-children"
        case .childNotInNextGeneration: "child-not-in-next-generation"
        case .childOfTwoUnits: "child-of-two-units"
        case .noParents: "no-parents"
        case .twoBloodLines: "two-blood-lines"
        case .furtherPartner: "further-partner"
        case .negativeAge: "negative-age"
        case .badSameAs: "same-as"
        case .nulCharacter: "nul-character"
        }
    }

    /// The problem as a sentence naming the record, its generation and the rule.
    public var description: String {
        switch self {
        case .malformedDocument(let reason):
            "the document is not Family JSON v1: \(reason)"
        case .emptyDocument(let reason):
            "the document is empty: \(reason)"
        case .duplicateID(let id, let generation, let first):
            "person \(messageQuoted(id)) (generation \(generation)): duplicate id; it is already used in generation \(first) — ids must be unique"
        case .danglingCoupleID(let id, let generation, let coupleID):
            "person \(messageQuoted(id)) (generation \(generation)): coupleID \(messageQuoted(coupleID)) names nobody in the document"
        case .danglingChildID(let id, let generation, let childID):
            "person \(messageQuoted(id)) (generation \(generation)): child \(messageQuoted(childID)) names nobody in the document"
        case .asymmetricCouple(let id, let generation, let spouseID, let back):
            "person \(messageQuoted(id)) (generation \(generation)): married to \(messageQuoted(spouseID)), whose coupleID is \(back.isEmpty ? "empty" : messageQuoted(back)) — couples must name each other"
        case .selfMarriage(let id, let generation):
            "person \(messageQuoted(id)) (generation \(generation)): coupleID is the person's own id"
        case .spouseInAnotherGeneration(let id, let generation, let spouseID, let spouseGeneration):
            "person \(messageQuoted(id)) (generation \(generation)): spouse \(messageQuoted(spouseID)) is in generation \(spouseGeneration) — spouses stand side by side on one row, so they must share a generation"
        case .spousesListDifferentChildren(let id, let generation, let spouseID):
            "person \(messageQuoted(id)) (generation \(generation)): lists other children than spouse \(messageQuoted(spouseID)) — a couple's children hang from the couple, so both list the same childrenIDs or one lists none"
        case .childNotInNextGeneration(let id, let generation, let childID, let childGeneration):
            "person \(messageQuoted(id)) (generation \(generation)): child \(messageQuoted(childID)) is in generation \(childGeneration), not \(generation + 1) — a child sits on the row right below its parents; a link that skips or climbs rows cannot be drawn centred"
        case .childOfTwoUnits(let childID, let generation, let first, let second):
            "person \(messageQuoted(childID)) (generation \(generation)): listed as a child by \(messageQuoted(first)) and by \(messageQuoted(second)) — a child hangs under exactly one single parent or couple; a spouse who marries across families belongs in coupleID, not childrenIDs"
        case .noParents(let id, let generation):
            "person \(messageQuoted(id)) (generation \(generation)): has no parents and is not married to anyone who has — only generation 0 may hold people without parents"
        case .twoBloodLines(let id, let generation, let spouseID):
            "person \(messageQuoted(id)) (generation \(generation)): both this person and spouse \(messageQuoted(spouseID)) have parents — a couple stands side by side under one family, so the two parents' families cannot both be centred over it; list one spouse as married in (no parents)"
        case .furtherPartner(let id, let generation, let personID, let reason):
            "person \(messageQuoted(id)) (generation \(generation)): a later partner of \(messageQuoted(personID)) \(reason) — a person's partners stand beside them as one group, each later partner married in"
        case .negativeAge(let id, let generation, let age):
            "person \(messageQuoted(id)) (generation \(generation)): age \(age) is negative"
        case .badSameAs(let id, let generation, let sameAs, let reason):
            "person \(messageQuoted(id)) (generation \(generation)): sameAs \(messageQuoted(sameAs)) \(reason) — a repeat appearance names the home box of the same person, never another repeat"
        case .nulCharacter(let id, let generation, let field):
            "person \(messageQuoted(id)) (generation \(generation)): \(field) contains the NUL character (U+0000) — DOT, SVG (XML) and C programs cannot carry it"
        }
    }
}
