import FamilyTree
import Foundation
import GenealogyKit
import TestSupport

/// Files and helpers shared by the genealogy tests.
enum Fixtures {
    /// The bytes of a file under `Data/`.
    static func data(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: PackageRoot.url.appendingPathComponent("Data/\(path)")))
    }

    /// GEDCOM lines joined with LF, as bytes.
    static func gedcom(_ lines: [String], end: String = "\n") -> [UInt8] {
        Array(lines.joined(separator: end).utf8) + Array(end.utf8)
    }

    /// A minimal file around some records: HEAD (with `head` lines), the records, TRLR.
    static func gedcom(head: [String] = ["1 CHAR UTF-8"], records: [String]) -> [UInt8] {
        gedcom(["0 HEAD"] + head + records + ["0 TRLR"])
    }

    /// `people` without their name's parts, which a written file splits its own way (the Gramps
    /// XML writer at the last word), so that a round trip compares the rest.
    static func withoutNameParts(_ people: some Sequence<GenealogyPerson>) -> [GenealogyPerson] {
        people.map { person in
            var person = person
            person.givenName = nil
            person.surname = nil
            return person
        }
    }

    /// The person with `id`.
    static func person(_ id: String, in genealogy: Genealogy) -> GenealogyPerson? {
        genealogy.people.first { $0.id == id }
    }
}
