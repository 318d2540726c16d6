import FamilyTree
import Foundation
import Testing

@Suite("Validation rules: one failing file per rule")
struct ValidationRuleTests {
    /// Each file under Data/invalid, the rule it breaks and the record the message must name.
    static let cases: [(file: String, rule: String, record: String?)] = [
        ("asymmetric-couple", "asymmetric-couple", "a"),
        // Found by Fuzz/GenealogyJSONFuzz: a spouse with the empty id passed as symmetric.
        ("empty-id-spouse", "asymmetric-couple", ""),
        ("child-not-in-next-generation", "child-not-in-next-generation", "a"),
        ("child-of-two-units", "child-of-two-units", "c"),
        ("dangling-child-id", "dangling-child-id", "a"),
        ("dangling-couple-id", "dangling-couple-id", "a"),
        ("duplicate-id", "duplicate-id", "c"),
        ("further-partner", "further-partner", "p"),
        ("empty-document", "empty-document", nil),
        ("malformed-document", "malformed-document", nil),
        ("malformed-wrong-type", "malformed-document", "a"),
        ("negative-age", "negative-age", "a"),
        ("no-parents", "no-parents", "orphan"),
        ("nul-character", "nul-character", "a"),
        ("same-as", "same-as", "a~2"),
        ("self-marriage", "self-marriage", "a"),
        ("spouse-in-another-generation", "spouse-in-another-generation", "a"),
        ("spouses-list-different-children", "spouses-list-different-children", "a"),
        ("two-blood-lines", "two-blood-lines", "c"),
    ]

    @Test("every file under Data/invalid is covered")
    func everyFileCovered() throws {
        let files = try Fixtures.jsonFiles(in: "invalid").map {
            URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent
        }
        #expect(files == Self.cases.map(\.file).sorted())
    }

    @Test("every FamilyError rule has a failing file")
    func everyRuleHasAFile() {
        let rules: Set<String> = [
            "malformed-document", "empty-document", "duplicate-id", "dangling-couple-id", "dangling-child-id",
            "asymmetric-couple", "self-marriage", "spouse-in-another-generation", "spouses-list-different-children",
            "child-not-in-next-generation", "child-of-two-units", "no-parents", "two-blood-lines", "further-partner",
            "negative-age", "same-as", "nul-character",
        ]
        #expect(Set(Self.cases.map(\.rule)) == rules)
    }

    @Test("sameAs must name a home of the same person: not nobody, not a repeat, not someone else")
    func sameAsRule() throws {
        func problems(_ sameAs: String) -> [String] {
            let document = FamilyDocument(generations: [
                [
                    Person(id: "a", name: "Ann", gender: "female"), Person(id: "b", name: "Bo", gender: "male"),
                    Person(id: "a~2", name: "Ann", gender: "female", sameAs: "a"),
                    Person(id: "x", name: "Ann", gender: "female", sameAs: sameAs),
                ]
            ])
            do {
                _ = try Family(validating: document)
                return []
            } catch {
                return error.problems.map(\.description)
            }
        }
        #expect(problems("a").isEmpty)
        #expect(problems("zz").first?.contains("sameAs \"zz\" names nobody in the document") == true)
        #expect(problems("a~2").first?.contains("names another repeat appearance, not a home") == true)
        #expect(problems("b").first?.contains("names \"Bo\", another person") == true)
        #expect(problems("x").first?.contains("is the person's own id") == true)
    }

    @Test(
        "a NUL in any text field is rejected, naming the field; other control characters pass",
        arguments: ["id", "name", "gender", "born", "died"])
    func nulInEveryField(field: String) throws {
        func person(_ text: String) -> Person {
            var person = Person(id: "a", name: "Ann", gender: "female", born: "1900", died: "1980")
            switch field {
            case "id": person.id = text
            case "name": person.name = text
            case "gender": person.gender = text
            case "born": person.born = text
            default: person.died = text
            }
            return person
        }
        #expect(throws: Never.self) {
            try Family(validating: FamilyDocument(generations: [[person("x\u{1}\u{7F}\u{1B}[31m")]]))
        }
        do {
            _ = try Family(validating: FamilyDocument(generations: [[person("x\u{0}y")]]))
            Issue.record("a NUL in \(field) passed validation")
        } catch {
            #expect(error.problems.count == 1)
            let problem = try #require(error.problems.first)
            #expect(problem.rule == "nul-character")
            #expect(problem.description.contains("\(field) contains the NUL character (U+0000)"))
            // The id is quoted with the NUL escaped, so the message is one clean line.
            #expect(!problem.description.utf8.contains(0))
        }
    }

    @Test("the file fails with its rule, and the message names the record", arguments: cases)
    func failsWithRule(file: String, rule: String, record: String?) throws {
        let failure = try #require(Fixtures.problems(Fixtures.data("invalid/\(file).json")))
        let problem = try #require(failure.problems.first { $0.rule == rule }, "no \(rule) in \(failure)")
        if let record {
            #expect(problem.description.contains("\"\(record)\""), "\(problem) does not name \(record)")
            if rule != "malformed-document" { #expect(problem.recordID == record) }
        }
    }

    @Test("more than 100 problems: 100 kept and the rest counted")
    func problemCap() {
        let people = (0..<130).map { Person(id: "p\($0)", age: -1) }
        #expect(throws: FamilyValidationFailure.self) { try Family(validating: FamilyDocument(generations: [people])) }
        do {
            _ = try Family(validating: FamilyDocument(generations: [people]))
        } catch {
            #expect(error.problems.count == 100)
            #expect(error.omittedCount == 30)
            #expect(error.description.hasSuffix("… and 30 more problems not shown"))
            #expect(error.problems.allSatisfy { $0.rule == "negative-age" })
        }
    }

    @Test("Xiaoming's family is valid: 20 people, 4 generations, one tree")
    func xiaoming() throws {
        let family = try Family(jsonData: Fixtures.data("xiaoming.json"))
        #expect(family.personCount == 20)
        #expect(family.generationCount == 4)
        #expect(family.roots.count == 1)
        let names = family.people.map(\.name)
        for name in ["小明", "大明", "二明", "三明", "四明", "五明", "王桂芳", "王建军"] { #expect(names.contains(name)) }
    }
}
