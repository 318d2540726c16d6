import FamilyTree

extension Genealogy {
    /// The genealogy as a GEDCOM 5.5.1 file in UTF-8: `HEAD`, an `INDI` per person (`NAME`, its
    /// `/surname/` the recorded surname, or the last word when the file told no parts apart;
    /// `SEX`; `BIRT` with `DATE` and `PLAC`; `CHR` with the christening's `PLAC`; `DEAT` with
    /// `DATE` and `PLAC`, `DEAT Y` for a death recorded without either; `BURI` with the burial's
    /// `PLAC`; `FAMC` with `PEDI` for a child not by birth — `adopted`, `foster`, and,
    /// beyond 5.5.1's list, `step` and `other` — and `FAMS`), a `FAM` per union (`HUSB`, `WIFE`,
    /// `CHIL`, `MARR` with `DATE` and `PLAC`), `TRLR`; lines end with LF.
    ///
    /// Reading the result with ``GEDCOMFile/init(bytes:mode:keptWarningLimit:)`` gives back the same
    /// people and unions, with their dates, places, marriages and (where the file told them apart)
    /// name parts; a christening's or burial's place is written back under `CHR` or `BURI`, not
    /// as the birth's or death's. What a person's privacy
    /// hides (``LivingPeople``, applied as a file is read) is not in the genealogy, so not written.
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
            if let name = Self.gedcomName(of: person) { line("1 NAME \(escaped(name))") }
            switch person.sex {
            case "male": line("1 SEX M")
            case "female": line("1 SEX F")
            default: line("1 SEX U")
            }
            if person.born != nil || person.birthPlace != nil {
                line("1 BIRT")
                if let born = person.born { line("2 DATE \(escaped(born))") }
                if let place = person.birthPlace { line("2 PLAC \(escaped(place))") }
            }
            if let place = person.christeningPlace {
                line("1 CHR")
                line("2 PLAC \(escaped(place))")
            }
            if person.died != nil || person.deathPlace != nil {
                // A death place with no date is a death, as the reader reads it back.
                let died = person.died ?? GenealogicalDate.undated
                let dated = died != GenealogicalDate.undated
                line(dated || person.deathPlace != nil ? "1 DEAT" : "1 DEAT Y")
                if dated { line("2 DATE \(escaped(died))") }
                if let place = person.deathPlace { line("2 PLAC \(escaped(place))") }
            }
            if let place = person.burialPlace {
                line("1 BURI")
                line("2 PLAC \(escaped(place))")
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
                    : people.sex(at: partner) == "female" ? "WIFE" : "HUSB"
                line("1 \(tag) @\(people.id(at: partner))@")
            }
            for child in union.children { line("1 CHIL @\(people.id(at: child))@") }
            if union.married != nil || union.marriagePlace != nil {
                line("1 MARR")
                if let married = union.married { line("2 DATE \(escaped(married))") }
                if let place = union.marriagePlace { line("2 PLAC \(escaped(place))") }
            }
        }
        line("0 TRLR")
        return out
    }
}

extension Genealogy {
    /// `person`'s `NAME` value, its surname between slashes: the given names, the surname and
    /// the rest as the reader made the name of them (`Henry /Tudor/ VII`, `Albert //` for a given
    /// name alone); when the file told no parts apart, the last of several words as the surname;
    /// nil for an empty name.
    static func gedcomName(of person: GenealogyPerson) -> String? {
        guard !person.name.isEmpty else { return nil }
        if person.givenName != nil || person.surname != nil {
            let given = person.givenName ?? ""
            let surname = person.surname ?? ""
            let separator = given.isEmpty || surname.isEmpty ? "" : " "
            let parts = given + separator + surname
            let rest = person.name.dropFirst(parts.count)
            if person.name.hasPrefix(parts) && (rest.isEmpty || rest.first == " ") {
                return (given.isEmpty ? "" : given + " ") + "/\(surname)/" + rest
            }
        }
        let words = person.name.split(separator: " ")
        guard let last = words.last, words.count > 1 else { return person.name }
        return "\(words.dropLast().joined(separator: " ")) /\(last)/"
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
