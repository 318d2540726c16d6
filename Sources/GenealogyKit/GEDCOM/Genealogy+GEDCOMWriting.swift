import FamilyTree

extension Genealogy {
    /// The genealogy as a GEDCOM 5.5.1 file in UTF-8: `HEAD`, an `INDI` per person (`NAME` with
    /// the last word as `/surname/`, `SEX`, `BIRT.DATE`, `DEAT.DATE`, `FAMC` with `PEDI` for a child
    /// not by birth — `adopted`, `foster`, and, beyond 5.5.1's list, `step` and `other` — and `FAMS`),
    /// a `FAM` per union (`HUSB`, `WIFE`, `CHIL`), `TRLR`; lines end with LF.
    ///
    /// Reading the result with ``GEDCOMFile/init(bytes:mode:keptWarningLimit:)`` gives back the same people and unions.
    ///
    /// - Complexity: O(n) in the size of the output.
    public func gedcomBytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(people.count * 90 + unions.count * 40)
        func line(_ text: String) {
            out.append(contentsOf: text.utf8)
            out.append(0x0A)
        }
        func escaped(_ text: String) -> String {
            text.replacingAll("@", with: "@@").replacingAll("\n", with: " ")
        }
        line("0 HEAD")
        line("1 SOUR TreeBench")
        line("1 GEDC")
        line("2 VERS 5.5.1")
        line("2 FORM LINEAGE-LINKED")
        line("1 CHAR UTF-8")
        // How each child not by birth belongs to its union, by union and child.
        var relations: [Int64: ChildRelation] = [:]
        for (union, record) in unions.enumerated() where !record.childRelations.isEmpty {
            for (position, child) in record.children.enumerated() where !record.childRelations[position].isBirth {
                relations[Int64(union) << 32 | Int64(child)] = record.childRelations[position]
            }
        }
        for (index, person) in people.enumerated() {
            line("0 @\(person.id)@ INDI")
            let words = person.name.split(separator: " ")
            if let last = words.last, words.count > 1 {
                line("1 NAME \(escaped(words.dropLast().joined(separator: " "))) /\(escaped(String(last)))/")
            } else if !person.name.isEmpty {
                line("1 NAME \(escaped(person.name))")
            }
            switch person.sex {
            case "male": line("1 SEX M")
            case "female": line("1 SEX F")
            default: line("1 SEX U")
            }
            if let born = person.born {
                line("1 BIRT")
                line("2 DATE \(escaped(born))")
            }
            if person.died == GenealogicalDate.undated {
                line("1 DEAT Y")
            } else if let died = person.died {
                line("1 DEAT")
                line("2 DATE \(escaped(died))")
            }
            for union in parentUnions(of: index) {
                line("1 FAMC @\(unions[Int(union)].id)@")
                if let relation = relations[Int64(union) << 32 | Int64(index)] { line("2 PEDI \(relation.rawValue)") }
            }
            for union in partnerUnions(of: index) { line("1 FAMS @\(unions[Int(union)].id)@") }
        }
        for union in unions {
            line("0 @\(union.id)@ FAM")
            for (position, partner) in union.partners.enumerated() {
                let tag =
                    union.partners.count == 2
                    ? (position == 0 ? "HUSB" : "WIFE")
                    : people[partner].sex == "female" ? "WIFE" : "HUSB"
                line("1 \(tag) @\(people[partner].id)@")
            }
            for child in union.children { line("1 CHIL @\(people[child].id)@") }
        }
        line("0 TRLR")
        return out
    }
}

extension String {
    /// The string with every `target` replaced, without Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
