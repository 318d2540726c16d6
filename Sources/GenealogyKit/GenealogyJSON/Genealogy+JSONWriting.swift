import FamilyTree
public import Foundation

extension Genealogy {
    /// The genealogy as the JSON topola reads (`{"indis": [...], "fams": [...]}`), one record per
    /// line: each person with `id`, `firstName` (all but the last word of the name), `lastName`,
    /// `sex` (`M`/`F`), `famc`, `fams`, and `birth`/`death` dates as `{"date": {"text": …}}`; each
    /// union with `id`, `husb`, `wife` and `children`. Fields without a value are left out.
    ///
    /// Reading the result with ``init(genealogyJSON:)`` gives back the same people and unions
    /// (a second `famc`, from adoption, is kept on the union's side only).
    ///
    /// - Complexity: O(n) in the size of the output.
    public func genealogyJSONData() -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + people.count * 120 + unions.count * 60)
        bytes.append(ascii: "{\"indis\": [")
        for (index, person) in people.enumerated() {
            bytes.append(ascii: index == 0 ? "\n{\"id\": " : ",\n{\"id\": ")
            bytes.appendJSONString(person.id)
            let words = person.name.split(separator: " ")
            if words.count > 1 {
                Self.appendField("firstName", words.dropLast().joined(separator: " "), to: &bytes)
                Self.appendField("lastName", String(words[words.count - 1]), to: &bytes)
            } else if !person.name.isEmpty {
                Self.appendField("firstName", person.name, to: &bytes)
            }
            if person.sex == "male" { Self.appendField("sex", "M", to: &bytes) }
            if person.sex == "female" { Self.appendField("sex", "F", to: &bytes) }
            if let union = parentUnions(of: index).first { Self.appendField("famc", unions[Int(union)].id, to: &bytes) }
            let fams = partnerUnions(of: index).map { unions[Int($0)].id }
            if !fams.isEmpty { Self.appendList("fams", fams, to: &bytes) }
            for (key, date) in [("birth", person.born), ("death", person.died)] {
                guard let date else { continue }
                bytes.append(ascii: ", \"")
                bytes.append(contentsOf: key.utf8)
                bytes.append(ascii: "\": {\"date\": {\"text\": ")
                bytes.appendJSONString(date)
                bytes.append(ascii: "}}")
            }
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(ascii: people.isEmpty ? "],\n\"fams\": [" : "\n],\n\"fams\": [")
        for (index, union) in unions.enumerated() {
            bytes.append(ascii: index == 0 ? "\n{\"id\": " : ",\n{\"id\": ")
            bytes.appendJSONString(union.id)
            for (position, partner) in union.partners.enumerated() {
                let key =
                    union.partners.count == 2
                    ? (position == 0 ? "husb" : "wife") : people.sex(at: partner) == "female" ? "wife" : "husb"
                Self.appendField(key, people.id(at: partner), to: &bytes)
            }
            Self.appendList("children", union.children.map(people.id(at:)), to: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(ascii: unions.isEmpty ? "]}\n" : "\n]}\n")
        return Data(bytes)
    }

    /// Appends `, "key": "value"`.
    private static func appendField(_ key: String, _ value: String, to bytes: inout [UInt8]) {
        bytes.append(ascii: ", \"")
        bytes.append(contentsOf: key.utf8)
        bytes.append(ascii: "\": ")
        bytes.appendJSONString(value)
    }

    /// Appends `, "key": ["value", …]`.
    private static func appendList(_ key: String, _ values: [String], to bytes: inout [UInt8]) {
        bytes.append(ascii: ", \"")
        bytes.append(contentsOf: key.utf8)
        bytes.append(ascii: "\": [")
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(ascii: ", ") }
            bytes.appendJSONString(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
