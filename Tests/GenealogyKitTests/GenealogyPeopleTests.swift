import FamilyTree
import Testing

@testable import GenealogyKit

/// The genealogy's people stored field by field give back every record as it was given, and the
/// GEDCOM reader's byte path reads what the string path read.
@Suite("Genealogy people: the column store")
struct GenealogyPeopleTests {
    @Test("every field, absent, empty or present, and any sex, read back as given")
    func roundTrip() throws {
        var full = GenealogyPerson(id: "I1", name: "Ann /Lee/", sex: "female", born: "1 JAN 1900", died: "")
        full.givenName = "Ann"
        full.surname = ""
        full.birthPlace = "Köln"
        full.deathPlace = "Zürich, 🇨🇭"
        var people = [full, GenealogyPerson(id: "I2"), GenealogyPerson(id: "", name: "", sex: "")]
        people += (0..<300).map { GenealogyPerson(id: "S\($0)", sex: "sex \($0)") }
        let genealogy = try Genealogy(people: people, unions: [])
        #expect(Array(genealogy.people) == people)
        #expect(genealogy.people.count == people.count)
        #expect(genealogy.people.name(at: 0) == "Ann /Lee/")
        #expect(genealogy.people.died(at: 0) == "")
        #expect(genealogy.people.born(at: 1) == nil)
        #expect(genealogy.people.sex(at: 2) == "")
        #expect(genealogy.people.sex(at: 302) == "sex 299")
        #expect(genealogy.people == GenealogyPeople(people))
        #expect(genealogy.people != GenealogyPeople(people.dropLast()))
    }

    @Test("NUL in a stored person's text, a sex's too, is found and refused")
    func nulRefused() {
        #expect(throws: GenealogyError.self) {
            try Genealogy(people: [GenealogyPerson(id: "a", sex: "m\0")], unions: [])
        }
        #expect(throws: GenealogyError.self) { try Genealogy(people: [GenealogyPerson(id: "a\0")], unions: []) }
    }

    @Test("GEDCOM's values as bytes: @@ before a combining mark, a slash a mark joins, blank fields, CONT")
    func gedcomBytes() throws {
        let genealogy = try GEDCOMFile(
            bytes: Fixtures.gedcom(records: [
                "0 @I1@ INDI", "1 NAME Jo@@\u{301}n /Sm/\u{301}ith/", "1 BIRT", "2 DATE   ", "2 PLAC  ",
                "1 CHR", "2 PLAC  Bonn  ", "1 DEAT", "2 PLAC",
                "0 @I2@ INDI", "1 NAME", "2 GIVN  Ann  ", "2 SURN Lee", "1 SEX f", "1 DEAT Y", "1 BURI", "2 PLAC Ely",
                "0 @I3@ INDI", "1 NAME @@Al /B@@/", "2 CONT  x", "1 SEX X",
            ])
        ).genealogy
        let first = genealogy.people[0]
        // What the reader made of a value as a string, character by character, before it read bytes.
        let name = Array("Jo@@\u{301}n /Sm/\u{301}ith/".utf8)
        let decoded = name.withUnsafeBufferPointer { GEDCOMReader.decode($0) }
        #expect(first.name == PersonDraft.collapsingSpaces(decoded, slashes: true))
        let parts = try #require(PersonDraft.nameParts(decoded))
        #expect(first.givenName == PersonDraft.collapsingSpaces(parts.given, slashes: false))
        #expect(first.surname == PersonDraft.collapsingSpaces(parts.surname, slashes: false))
        #expect(first.born == nil && first.birthPlace == nil && first.christeningPlace == "Bonn")
        #expect(first.died == GenealogicalDate.undated)
        #expect(first.deathPlace == nil)
        #expect(genealogy.people[1].name == "Ann Lee" && genealogy.people[1].givenName == "Ann")
        #expect(genealogy.people[1].sex == "female" && genealogy.people[1].deathPlace == nil)
        #expect(genealogy.people[1].burialPlace == "Ely")
        #expect(genealogy.people[2].name == "@Al B@ x" && genealogy.people[2].surname == "B@")
        #expect(genealogy.people[2].sex == "other")
    }
}
