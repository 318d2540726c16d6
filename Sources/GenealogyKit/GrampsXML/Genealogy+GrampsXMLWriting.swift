import FamilyTree
public import Foundation
import ZlibStreams

extension Genealogy {
    /// The genealogy as a Gramps XML file (schema 1.7.1, Gramps 5), gzip-compressed as Gramps saves
    /// `.gramps` files, or plain.
    ///
    /// An `event` per birth, christening, death, burial and marriage (its date as `GrampsDate.element(fromGEDCOM:)`
    /// turns the GEDCOM date text, its `place` a `placeobj` per distinct place, titled with it), a
    /// `person` per person (`gender`; a `name` whose last word is the `surname`, as the GEDCOM
    /// writer splits it, a one-word name a `first` alone; `eventref`s, `childof`, `parentin`), a `family` per union (`father`,
    /// `mother`, `childref` with `mrel` and `frel` for a child not by birth, the marriage's
    /// `eventref`). Handles are `_P1`, `_F1`, `_E1`, `_L1`, …; ids are the genealogy's. Reading the
    /// result with ``GrampsXMLFile/init(data:mode:limits:keptWarningLimit:)`` gives back the same people and unions
    /// (dates, places, marriages), but for the name's parts, which are the writer's split; Gramps
    /// 5.1 imports it.
    ///
    /// - Parameter compressed: Whether to gzip the XML (when zlib cannot start, it is written plain).
    /// - Complexity: O(n) in the size of the output.
    public func grampsXMLData(compressed: Bool = true) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(people.count * 400 + unions.count * 120)
        func write(_ text: String) { out.append(contentsOf: text.utf8) }
        func escaped(_ text: String) -> String { XMLText.escaped(text) }
        write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE database PUBLIC "-//Gramps//DTD Gramps XML 1.7.1//EN"
            "http://gramps-project.org/xml/1.7.1/grampsxml.dtd">
            <database xmlns="http://gramps-project.org/xml/1.7.1/">
              <header>
                <created date="1970-01-01" version="TreeBench"/>
              </header>

            """)
        // Events: a birth, a christening, a death and a burial per person who has them, numbered
        // as they are written.
        var birthEvent = [Int32](repeating: -1, count: people.count)
        var christeningEvent = [Int32](repeating: -1, count: people.count)
        var deathEvent = [Int32](repeating: -1, count: people.count)
        var burialEvent = [Int32](repeating: -1, count: people.count)
        var marriageEvent = [Int32](repeating: -1, count: unions.count)
        var eventCount: Int32 = 0
        // Places, each distinct one once, numbered as first met.
        var placeNumbers: [String: Int] = [:]
        var places: [String] = []
        func placeNumber(_ place: String) -> Int {
            if let number = placeNumbers[place] { return number }
            places.append(place)
            placeNumbers[place] = places.count
            return places.count
        }
        func writeEvent(_ type: String, date: String?, place: String?) -> Int32 {
            eventCount += 1
            write("    <event handle=\"_E\(eventCount)\" change=\"0\" id=\"E\(eventCount)\">\n")
            write("      <type>\(type)</type>\n")
            if let date, date != GenealogicalDate.undated {
                write("      \(GrampsDate.element(fromGEDCOM: date))\n")
            }
            if let place { write("      <place hlink=\"_L\(placeNumber(place))\"/>\n") }
            write("    </event>\n")
            return eventCount
        }
        write("  <events>\n")
        for (index, person) in people.enumerated() {
            if person.born != nil || person.birthPlace != nil {
                birthEvent[index] = writeEvent("Birth", date: person.born, place: person.birthPlace)
            }
            if let place = person.christeningPlace {
                christeningEvent[index] = writeEvent("Christening", date: nil, place: place)
            }
            if person.died != nil || person.deathPlace != nil {
                // A death place alone is a death with no date, as the GEDCOM reader reads it.
                deathEvent[index] = writeEvent("Death", date: person.died, place: person.deathPlace)
            }
            if let place = person.burialPlace { burialEvent[index] = writeEvent("Burial", date: nil, place: place) }
        }
        for (index, union) in unions.enumerated() where union.married != nil || union.marriagePlace != nil {
            marriageEvent[index] = writeEvent("Marriage", date: union.married, place: union.marriagePlace)
        }
        write("  </events>\n  <people>\n")
        for (index, person) in people.enumerated() {
            write("    <person handle=\"_P\(index + 1)\" change=\"0\" id=\"\(escaped(person.id))\">\n")
            let gender =
                switch person.sex {
                case "male": "M"
                case "female": "F"
                case "other": "X"
                default: "U"
                }
            write("      <gender>\(gender)</gender>\n")
            if !person.name.isEmpty {
                let words = person.name.split(separator: " ")
                write("      <name type=\"Birth Name\">\n")
                if words.count > 1 {
                    write("        <first>\(escaped(words.dropLast().joined(separator: " ")))</first>\n")
                    write("        <surname>\(escaped(String(words.last ?? "")))</surname>\n      </name>\n")
                } else {
                    // One word, which GEDCOM's writer marks as no surname: a given name alone.
                    write("        <first>\(escaped(person.name))</first>\n      </name>\n")
                }
            }
            for event in [birthEvent[index], christeningEvent[index], deathEvent[index], burialEvent[index]]
            where event > 0 {
                write("      <eventref hlink=\"_E\(event)\" role=\"Primary\"/>\n")
            }
            for union in parentUnions(of: index) { write("      <childof hlink=\"_F\(union + 1)\"/>\n") }
            for union in partnerUnions(of: index) { write("      <parentin hlink=\"_F\(union + 1)\"/>\n") }
            write("    </person>\n")
        }
        write("  </people>\n  <families>\n")
        for (index, union) in unions.enumerated() {
            write("    <family handle=\"_F\(index + 1)\" change=\"0\" id=\"\(escaped(union.id))\">\n")
            write("      <rel type=\"Unknown\"/>\n")
            for (position, partner) in union.partners.enumerated() {
                let isFather =
                    union.partners.count == 2 ? position == 0 : people.sex(at: partner) != "female"
                write("      <\(isFather ? "father" : "mother") hlink=\"_P\(partner + 1)\"/>\n")
            }
            for (position, child) in union.children.enumerated() {
                let relation = union.relation(ofChildAt: position)
                let tie = relation.isBirth ? "" : " mrel=\"\(relation.grampsName)\" frel=\"\(relation.grampsName)\""
                write("      <childref hlink=\"_P\(child + 1)\"\(tie)/>\n")
            }
            if marriageEvent[index] > 0 {
                write("      <eventref hlink=\"_E\(marriageEvent[index])\" role=\"Family\"/>\n")
            }
            write("    </family>\n")
        }
        write("  </families>\n")
        if !places.isEmpty {
            write("  <places>\n")
            for (index, place) in places.enumerated() {
                write("    <placeobj handle=\"_L\(index + 1)\" change=\"0\" id=\"P\(index + 1)\" type=\"Unknown\">\n")
                write("      <ptitle>\(escaped(place))</ptitle>\n    </placeobj>\n")
            }
            write("  </places>\n")
        }
        write("</database>\n")
        guard compressed, let gzip = Gzip.compressed(out) else { return Data(out) }
        return Data(gzip)
    }
}

extension ChildRelation {
    /// The relation as Gramps XML's `mrel` and `frel` write it.
    var grampsName: String {
        switch self {
        case .birth: "Birth"
        case .adopted: "Adopted"
        case .foster: "Foster"
        case .step: "Stepchild"
        case .other: "Unknown"
        }
    }
}
