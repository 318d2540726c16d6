import FamilyTree
import Foundation
import GenealogyKit
import TestSupport
import Testing
import TreeLayout

/// The Gramps XML files of `Data/corpus/gramps/`: Gramps' own example trees and Gramps 5.1's export
/// of two corpus GEDCOM files. Each reads without a warning, charts, and lays out with every
/// invariant; the exports read as the same family as the GEDCOM they came from.
@Suite("The Gramps corpus: real files")
struct GrampsCorpusTests {
    static let folder = PackageRoot.file("Data/corpus/gramps")

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".gramps") }.sorted()
    }

    static func read(_ name: String) throws -> GrampsXMLFile {
        try GrampsXMLFile(data: Data(contentsOf: folder.appendingPathComponent(name)))
    }

    @Test("a file reads without a warning, charts every link and lays out with every invariant", arguments: try files())
    func readsAndDraws(name: String) throws {
        let file = try Self.read(name)
        #expect(file.warnings.isEmpty, "\(file.warnings.prefix(3))")
        #expect(file.version == "1.7.1")
        let genealogy = file.genealogy
        let chart = try genealogy.descendantChart()
        #expect(chart.chartedPeopleCount == genealogy.people.count)
        let family = try Family(validating: chart.document)
        #expect(try genealogy.chartProblems(family).isEmpty)
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        #expect(layout.check(family, options: LayoutOptions()).holdsEveryInvariant)
    }

    @Test("Gramps' example tree: 2,157 people, 762 families, the adopted children of F0017, dates with qualifiers")
    func example() throws {
        let file = try Self.read("example.gramps")
        #expect(file.isCompressed)
        #expect(file.programVersion == "5.1.0")
        let genealogy = file.genealogy
        #expect(genealogy.people.count == 2157)
        #expect(genealogy.unions.count == 762)
        let family = try #require(genealogy.unions.first { $0.id == "F0017" })
        let relations = Dictionary(
            uniqueKeysWithValues: family.children.indices.map {
                (genealogy.people[family.children[$0]].id, family.relation(ofChildAt: $0))
            })
        #expect(relations["I0624"] == .adopted && relations["I0625"] == .adopted)
        #expect(relations.values.filter { $0 == .birth }.count == 6)
        let ann = try #require(genealogy.people.first { $0.id == "I1001" })
        #expect(ann.name == "Ann Spencer" && ann.born == "ABT 1585" && ann.died == "20 DEC 1662")
        #expect(file.skippedRecords["citation"] == 2854)
    }

    @Test(
        "Gramps' export of a corpus GEDCOM file reads as the same family (Gramps numbers ids I0046 for I46)",
        arguments: ["US_presidents--Kennedy_Family"])
    func sameAsGEDCOM(name: String) throws {
        let gramps = try Self.read("\(name).gramps").genealogy
        let gedcomURL = PackageRoot.file("Data/corpus/gedcom").appendingPathComponent("\(name).ged")
        let gedcom = try GEDCOMFile(bytes: [UInt8](Data(contentsOf: gedcomURL))).genealogy
        func id(_ text: String) -> String {
            // I0046 → I46, F0001 → F1.
            let letters = text.prefix { $0.isLetter }
            let number = text.dropFirst(letters.count).drop { $0 == "0" }
            return String(letters) + (number.isEmpty ? "0" : String(number))
        }
        func people(_ genealogy: Genealogy) -> [String: String] {
            Dictionary(
                uniqueKeysWithValues: genealogy.people.map {
                    (id($0.id), "\($0.name)|\($0.sex)|\($0.born ?? "")|\($0.died ?? "")")
                })
        }
        func links(_ genealogy: Genealogy) -> Set<String> {
            Set(
                genealogy.unions.flatMap { union in
                    let partners = union.partners.map { id(genealogy.people[$0].id) }.sorted().joined(separator: "+")
                    return [partners] + union.children.map { "\(partners)>\(id(genealogy.people[$0].id))" }
                })
        }
        #expect(people(gramps) == people(gedcom))
        #expect(links(gramps) == links(gedcom))
        let grampsChart = try gramps.descendantChart().document.generations.map { $0.map { id($0.id) } }
        let gedcomChart = try gedcom.descendantChart().document.generations.map { $0.map { id($0.id) } }
        #expect(grampsChart == gedcomChart)
    }

    @Test("generated genealogies written as Gramps XML read back the same", arguments: 0..<6)
    func roundTrip(seed: UInt64) throws {
        var generated = try GenealogyGenerator(
            family: FamilyGenerator(generations: 6, members: 300, seed: seed), remarriageRate: 0.3,
            relativeMarriageRate: 0.2
        ).generate()
        // Give some children ties other than birth, and some people dates with qualifiers.
        var random = SplitMix64(seed: seed)
        var unions = generated.unions
        for index in unions.indices where !unions[index].children.isEmpty && random.bounded(4) == 0 {
            unions[index].childRelations = unions[index].children.map { _ in
                ChildRelation.allCases[random.bounded(ChildRelation.allCases.count)]
            }
        }
        var people = Array(generated.people)
        for index in people.indices where random.bounded(3) == 0 {
            people[index].died = ["ABT 1900", "BEF 12 MAR 1901", "BET 1900 AND 1905", "EST 1899"][random.bounded(4)]
        }
        generated = try Genealogy(people: people, unions: unions)
        let read = try GrampsXMLFile(data: generated.grampsXMLData()).genealogy
        #expect(Fixtures.withoutNameParts(read.people) == Array(generated.people))
        #expect(read.unions.map(\.id) == generated.unions.map(\.id))
        #expect(read.unions.map(\.partners) == generated.unions.map(\.partners))
        #expect(read.unions.map(\.children) == generated.unions.map(\.children))
        for (back, original) in zip(read.unions, generated.unions) {
            #expect(
                back.children.indices.allSatisfy { back.relation(ofChildAt: $0) == original.relation(ofChildAt: $0) })
        }
    }
}
