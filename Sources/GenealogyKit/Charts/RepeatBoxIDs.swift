import FamilyTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one scheme every chart kind names its boxes by: a person's home box has their id, their
/// k-th appearance `ID~k` (k from 2).
///
/// A repeat's id cannot be anybody's id, so no lookup is needed: the separator is `~`, or, when
/// ids of the genealogy contain `~`, one `~` more than the longest run of `~` in any of them
/// (`ID~~k` when the longest run is one). A genealogy id that equals a repeat's id would hold
/// that longer run. Two repeats cannot share an id either: their ids end in the separator and
/// digits, which give back the person's id and the appearance. So each id is made in time
/// proportional to its length, however many repeats a person has.
struct RepeatBoxIDs {
    /// What comes between a person's id and their appearance number.
    let separator: String
    /// The genealogy whose people's ids the boxes take.
    private let genealogy: Genealogy

    /// The scheme for a genealogy's ids.
    ///
    /// - Complexity: O(the ids' length).
    init(_ genealogy: Genealogy) {
        let ids = genealogy.people.ids
        var longestRun = 0
        // Nearly every genealogy has no `~` in its ids: one search of all their bytes says so.
        let holdsTilde = ids.bytes.withUnsafeBufferPointer { all in
            all.baseAddress.map { memchr($0, Int32(UInt8(ascii: "~")), all.count) != nil } ?? false
        }
        if holdsTilde {
            ids.bytes.withUnsafeBufferPointer { all in
                for person in 0..<ids.count {
                    var run = 0
                    for byte in all[ids.range(at: person)] {
                        run = byte == UInt8(ascii: "~") ? run + 1 : 0
                        longestRun = max(longestRun, run)
                    }
                }
            }
        }
        separator = String(repeating: "~", count: longestRun + 1)
        self.genealogy = genealogy
    }

    /// Appends to `column` the id of a person's `appearance`-th box, given the UTF-8 of the
    /// person's id: the bytes ``id(of:appearance:)`` gives, with no `String` made.
    ///
    /// - Parameter scratch: A buffer to build a repeat's id in, reused from call to call.
    func appendID(
        of personID: UnsafeBufferPointer<UInt8>, appearance: Int, to column: inout TextColumn, scratch: inout [UInt8]
    ) {
        guard appearance != 1 else { return column.append(personID) }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: personID)
        scratch.append(contentsOf: separator.utf8)
        scratch.append(contentsOf: String(appearance).utf8)
        scratch.withUnsafeBufferPointer { column.append($0) }
    }

    /// The id of a person's `appearance`-th box: their id for the first (their home).
    func id(of personID: String, appearance: Int) -> String {
        appearance == 1 ? personID : "\(personID)\(separator)\(appearance)"
    }

    /// The ids of a chart's boxes as one column, box `b`'s the `b`-th string: its slot in
    /// ``ChartBoxWriter``. A repeat of someone with no home box in the chart (which the rules
    /// reject: its `sameAs` names no box) names their id, appended after the boxes' ids.
    ///
    /// - Parameters:
    ///   - boxPerson: Each box's person.
    ///   - appearances: Each box's appearance number: 1 for the home, k for `ID~k`.
    ///   - homes: Each person's home box, or a negative number for none.
    /// - Returns: The ids, and the slot of the id of each person with a repeat and no home.
    /// - Complexity: O(boxes + their ids' length).
    func boxIDColumn(
        of boxPerson: [Int32], appearances: [Int32], homes: [Int32]
    ) -> (ids: TextColumn, unhomedSlots: [Int32: Int32]) {
        let personIDs = genealogy.people.ids
        var ids = TextColumn()
        ids.reserve(
            strings: boxPerson.count, byteCount: personIDs.bytes.count + max(0, boxPerson.count - personIDs.count) * 16)
        var scratch: [UInt8] = []
        var unhomed: [Int32] = []
        personIDs.bytes.withUnsafeBufferPointer { all in
            for box in boxPerson.indices {
                let person = boxPerson[box]
                let id = UnsafeBufferPointer(rebasing: all[personIDs.range(at: Int(person))])
                appendID(of: id, appearance: Int(appearances[box]), to: &ids, scratch: &scratch)
                if homes[Int(person)] < 0 { unhomed.append(person) }
            }
        }
        var unhomedSlots: [Int32: Int32] = [:]
        for person in unhomed where unhomedSlots[person] == nil {
            unhomedSlots[person] = Int32(ids.count)
            personIDs.withUTF8(at: Int(person)) { ids.append($0) }
        }
        return (ids, unhomedSlots)
    }

    /// The first id that two people with a home box (`homes[p] >= 0`) share, or nil. Box ids are
    /// distinct when these are, so a chart's boxes are numbered instead of looked up; only a
    /// genealogy made in code can have such a pair (a reader's assembler renames a reused id:
    /// ``Genealogy/hasDistinctIDs``), and only it is searched.
    ///
    /// - Complexity: O(1) for a genealogy a reader assembled, else O(the ids' length) expected.
    func sharedID(homes: [Int32]) -> String? {
        guard !genealogy.hasDistinctIDs else { return nil }
        let people = genealogy.people
        let charted = people.indices.filter { homes[$0] >= 0 }
        var table = IDTable(capacity: charted.count)
        for position in charted.indices
        where table.insert(Int32(position), idAt: { people.id(at: charted[Int($0)]) }) != nil {
            return people.id(at: charted[position])
        }
        return nil
    }

    /// The appearance number of the box `boxID` for the person `personID`: 1 for their id, k for
    /// a repeat's id made by ``id(of:appearance:)``, nil for any other.
    func appearance(of boxID: String, for personID: String) -> Int? {
        if boxID == personID { return 1 }
        guard boxID.utf8.starts(with: personID.utf8) else { return nil }
        let rest = boxID.utf8.dropFirst(personID.utf8.count)
        guard rest.starts(with: separator.utf8) else { return nil }
        return Int(Substring(rest.dropFirst(separator.utf8.count)))
    }
}
