import Testing

@testable import FamilyTree

/// A family written with its ids as numbers (`NumberedRecordWriter`, a derived chart's way) is the
/// family `FamilyRecordWriter` makes from the same records as text, and breaks the same rules with
/// the same messages.
@Suite("Numbered record writer")
struct NumberedRecordWriterTests {
    /// The outcome of writing `generations` one way: the family's document, or the failure's text.
    enum Outcome: Equatable {
        case family(FamilyDocument)
        case failure(String)
    }

    /// `generations` through `FamilyRecordWriter`.
    static func byText(_ generations: [[Person]]) -> Outcome {
        var writer = FamilyRecordWriter(expectedPeople: 0)
        for generation in generations {
            writer.startGeneration()
            for person in generation { writer.append(person) }
            writer.endGeneration()
        }
        do {
            return .family(try writer.makeFamily().document)
        } catch {
            return .failure(error.description)
        }
    }

    /// `generations` through `NumberedRecordWriter`, each id and link the slot of its text in `ids`.
    static func byNumber(_ generations: [[Person]], ids: [String]) -> Outcome {
        var column = TextColumn()
        for id in ids { column.append(id) }
        func slot(_ id: String) -> Int32 { Int32(ids.firstIndex(of: id)!) }
        var writer = NumberedRecordWriter(ids: column)
        for generation in generations {
            writer.startGeneration()
            for person in generation {
                var (name, gender) = (person.name, person.gender)
                var (born, died) = (person.born, person.died)
                let children = person.childrenIDs.map(slot)
                name.withUTF8 { name in
                    gender.withUTF8 { gender in
                        Self.withUTF8(&born) { born in
                            Self.withUTF8(&died) { died in
                                children.withUnsafeBufferPointer { children in
                                    writer.append(
                                        id: slot(person.id), name: name, gender: gender,
                                        coupleID: person.coupleID.isEmpty ? -1 : slot(person.coupleID),
                                        children: children, sameAs: person.sameAs.map(slot), born: born, died: died,
                                        facts: PersonFactViews())
                                }
                            }
                        }
                    }
                }
            }
            writer.endGeneration()
        }
        do {
            return .family(try writer.makeFamily().document)
        } catch {
            return .failure(error.description)
        }
    }

    static func withUTF8(_ text: inout String?, _ body: (UnsafeBufferPointer<UInt8>?) -> Void) {
        guard text != nil else { return body(nil) }
        text!.withUTF8 { body($0) }
    }

    /// A couple, their two children, and a daughter's husband; a repeat of the daughter.
    static let family: [[Person]] = [
        [
            Person(id: "a", name: "Ann", gender: "female", coupleID: "b", childrenIDs: ["c", "d"], born: "1900"),
            Person(id: "b", name: "Bo", gender: "male", coupleID: "a", childrenIDs: ["c", "d"], died: "ABT 1970"),
        ],
        [
            Person(id: "c", name: "Cy", gender: "male"),
            Person(id: "d", name: "Di", gender: "female", coupleID: "e"),
            Person(id: "e", name: "Ed", gender: "male", coupleID: "d"),
        ],
    ]

    @Test("a family written by number is the family written as text")
    func sameFamily() {
        let ids = ["a", "b", "c", "d", "e"]
        let expected = Self.byText(Self.family)
        guard case .family = expected else {
            Issue.record("the family does not validate: \(expected)")
            return
        }
        #expect(Self.byNumber(Self.family, ids: ids) == expected)
    }

    @Test("a slot given to two records, and a link to a slot nobody has, fail as their texts do")
    func sameFailures() {
        var duplicated = Self.family
        duplicated[1][0].id = "a"
        let failure = Self.byText(duplicated)
        guard case .failure = failure else {
            Issue.record("a duplicate id passed")
            return
        }
        #expect(Self.byNumber(duplicated, ids: ["a", "b", "c", "d", "e"]) == failure)

        var dangling = Self.family
        dangling[0][0].childrenIDs = ["c", "x"]
        dangling[0][1].childrenIDs = ["c", "x"]
        #expect(Self.byNumber(dangling, ids: ["a", "b", "c", "d", "e", "x"]) == Self.byText(dangling))
    }
}
