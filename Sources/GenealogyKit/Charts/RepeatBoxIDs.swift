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

    /// The scheme for a genealogy's ids.
    ///
    /// - Complexity: O(the ids' length).
    init(_ genealogy: Genealogy) {
        var longestRun = 0
        let people = genealogy.people
        for person in people.indices {
            people.withIDUTF8(at: person) { id in
                var run = 0
                for byte in id {
                    run = byte == UInt8(ascii: "~") ? run + 1 : 0
                    longestRun = max(longestRun, run)
                }
            }
        }
        separator = String(repeating: "~", count: longestRun + 1)
    }

    /// The id of a person's `appearance`-th box: their id for the first (their home).
    func id(of personID: String, appearance: Int) -> String {
        appearance == 1 ? personID : "\(personID)\(separator)\(appearance)"
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
