import FamilyTree
import Foundation
import Testing

/// The chart documents of ancestor charts and hourglasses (docs/FAMILY-JSON.md): written and
/// read back unchanged, a descendant chart exactly as Family JSON v1, and every misplaced field
/// or missing section refused with its place.
@Suite("Chart documents")
struct ChartDocumentTests {
    static let hourglass = ChartDocument(
        kind: .hourglass,
        descendants: FamilyDocument(generations: [
            [
                Person(id: "R", name: "Root", gender: "male", coupleID: "S", childrenIDs: ["C"]),
                Person(id: "S", gender: "female", coupleID: "R"),
            ],
            [Person(id: "C", born: "1900")],
        ]),
        ancestors: FamilyDocument(generations: [
            [Person(id: "R", name: "Root", gender: "male", childrenIDs: ["F", "M"])],
            [Person(id: "F", gender: "male"), Person(id: "M", gender: "female", sameAs: nil, died: "ABT 1950")],
        ]))

    @Test("an hourglass and an ancestor chart read back as written, and validate")
    func roundTrip() throws {
        let data = Self.hourglass.jsonData()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"chart\": \"hourglass\",\n  \"generations\": ["))
        #expect(
            text.contains(
                #"{"id": "R", "name": "Root", "gender": "male", "age": 0, "coupleID": "", "parentIDs": ["F", "M"]}"#))
        #expect(try ChartDocument(jsonData: data) == Self.hourglass)
        let chart = try FamilyChart(jsonData: data)
        #expect(chart.kind == .hourglass && chart.personCount == 5)
        #expect(chart.document == Self.hourglass)
        let ancestors = ChartDocument(kind: .ancestors, descendants: nil, ancestors: Self.hourglass.ancestors)
        #expect(try FamilyChart(jsonData: ancestors.jsonData()).kind == .ancestors)
    }

    @Test("a descendant chart is written exactly as Family JSON v1")
    func descendantsAreFamilyJSON() throws {
        let family = try #require(Self.hourglass.descendants)
        let document = ChartDocument(kind: .descendants, descendants: family, ancestors: nil)
        #expect(document.jsonData() == family.jsonData())
        #expect(try ChartDocument(jsonData: family.jsonData()) == document)
    }

    @Test(
        "misplaced fields and missing sections are refused with their place",
        arguments: [
            (
                #"{"chart": "ancestors", "ancestors": [[{"id": "R", "childrenIDs": ["F"]}], [{"id": "F"}]]}"#,
                "childrenIDs does not belong in \"ancestors\""
            ),
            (#"{"generations": [[{"id": "R", "parentIDs": ["F"]}]]}"#, "parentIDs does not belong in \"generations\""),
            (
                #"{"chart": "hourglass", "generations": [[{"id": "R"}]]}"#,
                "both a \"generations\" and an \"ancestors\" array"
            ),
            (#"{"chart": "pedigree", "generations": []}"#, "a \"chart\" of descendants, ancestors, hourglass"),
            (#"{"chart": "ancestors", "ancestors": [[{"id": "R"}]]}"#, ""),
        ])
    func refused(text: String, reason: String) throws {
        if reason.isEmpty {
            #expect(throws: Never.self) { try ChartDocument(jsonData: Data(text.utf8)) }
            return
        }
        do {
            _ = try ChartDocument(jsonData: Data(text.utf8))
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.contains(reason), "\(error.description)")
        }
    }

    @Test("Family JSON v1 refuses an ancestor chart and names what it is")
    func familyRefusesAncestors() throws {
        let ancestors = ChartDocument(kind: .ancestors, descendants: nil, ancestors: Self.hourglass.ancestors)
        do {
            _ = try Family(jsonData: ancestors.jsonData())
            Issue.record("a v1 reader took an ancestor chart")
        } catch {
            #expect(error.description.contains("the document is an ancestor chart"))
        }
    }
}
