import Foundation
import Testing

@testable import FamilyTree

/// The optional keys of Family JSON v1 a chart's boxes may show (`PersonFacts`): read by the
/// streaming reader and by `Codable`, written only when present, refused with a NUL like any text.
@Suite("Family JSON: name parts, places, marriages")
struct PersonFactsJSONTests {
    static let json = """
        {"generations": [[
          {"id": "a", "name": "Albert", "coupleID": "v", "married": "10 Feb 1840", "marriagePlace": "St James's Palace",
           "givenName": "Albert", "deathPlace": "Windsor Castle"},
          {"id": "v", "surname": "Hanover", "birthPlace": "Kensington Palace", "name": "Victoria", "coupleID": "a"},
          {"id": "c", "burialPlace": "Westminster Abbey", "name": "Christened", "christeningPlace": "Greenwich"}
        ]]}
        """

    static let facts = PersonFacts(
        givenName: "Albert", deathPlace: "Windsor Castle", married: "10 Feb 1840", marriagePlace: "St James's Palace")

    @Test("read in any key order, by the reader and by Codable, and written back the same")
    func roundTrip() throws {
        let family = try Family(validating: FamilyDocument(jsonData: Data(Self.json.utf8)))
        #expect(family.people[0].facts == Self.facts)
        #expect(family.people[1].facts == PersonFacts(surname: "Hanover", birthPlace: "Kensington Palace"))
        #expect(family.people.facts(at: 1).surname == "Hanover")
        #expect(family.people[2].facts == PersonFacts(christeningPlace: "Greenwich", burialPlace: "Westminster Abbey"))
        let decoded = try JSONDecoder().decode(FamilyDocument.self, from: Data(Self.json.utf8))
        #expect(decoded.generations[0].map(\.facts) == family.people.map(\.facts))
        let written = family.document.jsonData()
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains(#""givenName": "Albert", "deathPlace": "Windsor Castle", "married": "10 Feb 1840""#))
        #expect(text.contains(#""christeningPlace": "Greenwich", "burialPlace": "Westminster Abbey"}"#))
        #expect(try FamilyDocument(jsonData: written) == family.document)
        // A file without them writes none of the keys.
        let plain = try Family(validating: FamilyDocument(generations: [[Person(id: "p")]]))
        #expect(!String(decoding: plain.document.jsonData(), as: UTF8.self).contains("Place"))
    }

    @Test("a christening or burial place is kept by the one-pass reader when nobody before has a fact")
    func onlyChristeningAndBurial() throws {
        // The reader leaves the optional columns alone until someone has one of their fields.
        let json =
            #"{"generations": [[{"id": "a"}, {"id": "b", "christeningPlace": "Greenwich"}, {"id": "c", "burialPlace": "Ely"}]]}"#
        let family = try Family(jsonData: Data(json.utf8))
        #expect(family.people.facts(at: 0) == PersonFacts())
        #expect(family.people.facts(at: 1) == PersonFacts(christeningPlace: "Greenwich"))
        #expect(family.people.facts(at: 2) == PersonFacts(burialPlace: "Ely"))
    }

    @Test("a NUL in a place is the rule nul-character, naming the field")
    func nulInAPlace() {
        let json = #"{"generations": [[{"id": "a", "birthPlace": "Ox\u0000ford"}]]}"#
        #expect(throws: (any Error).self) { try Family(validating: FamilyDocument(jsonData: Data(json.utf8))) }
        do {
            _ = try Family(validating: FamilyDocument(jsonData: Data(json.utf8)))
        } catch {
            #expect("\(error)".contains("birthPlace"))
        }
    }
}
