public import Foundation

extension Genealogy {
    /// The genealogy as the JSON topola reads (`{"indis": [...], "fams": [...]}`): each person
    /// with `firstName` (all but the last word of the name), `lastName`, `sex` (`M`/`F`), `famc`,
    /// `fams`, and `birth`/`death` dates as `{"text": …}`.
    ///
    /// Reading the result with ``init(genealogyJSON:)`` gives back the same people and unions
    /// (a second `famc`, from adoption, is kept on the union's side only).
    ///
    /// - Complexity: O(n) in the size of the output.
    public func genealogyJSONData() -> Data {
        var indis: [[String: Any]] = []
        indis.reserveCapacity(people.count)
        for (index, person) in people.enumerated() {
            var record: [String: Any] = ["id": person.id]
            let words = person.name.split(separator: " ")
            if words.count > 1 {
                record["firstName"] = words.dropLast().joined(separator: " ")
                record["lastName"] = String(words[words.count - 1])
            } else if !person.name.isEmpty {
                record["firstName"] = person.name
            }
            if person.sex == "male" { record["sex"] = "M" }
            if person.sex == "female" { record["sex"] = "F" }
            if let union = parentUnions(of: index).first { record["famc"] = unions[Int(union)].id }
            let fams = partnerUnions(of: index).map { unions[Int($0)].id }
            if !fams.isEmpty { record["fams"] = fams }
            if let born = person.born { record["birth"] = ["date": ["text": born]] }
            if let died = person.died { record["death"] = ["date": ["text": died]] }
            indis.append(record)
        }
        let fams: [[String: Any]] = unions.map { union in
            var record: [String: Any] = ["id": union.id, "children": union.children.map { people[$0].id }]
            for (position, partner) in union.partners.enumerated() {
                let key =
                    union.partners.count == 2
                    ? (position == 0 ? "husb" : "wife") : people[partner].sex == "female" ? "wife" : "husb"
                record[key] = people[partner].id
            }
            return record
        }
        let document: [String: Any] = ["indis": indis, "fams": fams]
        // Only strings, numbers, arrays and dictionaries: serialisation cannot fail.
        return (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data()
    }
}
