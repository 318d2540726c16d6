import FamilyTree
import Testing

/// `Family.isolatedPeople`: the people alone in a root unit, with no partner, no children and no
/// repeat naming them; and the family without them.
@Suite("People with no family")
struct IsolatedPeopleTests {
    /// A couple with a child, two people alone, and one alone whose repeat stands as a wife.
    static func family() throws -> Family {
        try Family(
            validating: FamilyDocument(generations: [
                [
                    Person(id: "w", name: "Walter"),
                    Person(id: "a", name: "Adam", coupleID: "e", childrenIDs: ["c"]),
                    Person(id: "e", name: "Eve", coupleID: "a", childrenIDs: ["c"]),
                    Person(id: "g", name: "Grace"),
                    Person(id: "r", name: "Rose"),
                ],
                [
                    Person(id: "c", name: "Cain", coupleID: "r~2"),
                    Person(id: "r~2", name: "Rose", coupleID: "c", sameAs: "r"),
                ],
            ]))
    }

    @Test("Walter and Grace have no family; Rose, drawn again as Cain's wife, has")
    func isolated() throws {
        let family = try Self.family()
        #expect(family.isolatedPeople.map { family.people[$0].id } == ["w", "g"])
        let (left, omitted) = try family.omittingIsolatedPeople()
        #expect(omitted == 2)
        #expect(left.people.map(\.id) == ["a", "e", "r", "c", "r~2"])
    }

    @Test("a family of people with no family at all is kept whole")
    func everybodyIsolated() throws {
        let family = try Family(
            validating: FamilyDocument(generations: [[Person(id: "x", name: "X"), Person(id: "y", name: "Y")]]))
        #expect(family.isolatedPeople.count == 2)
        #expect(try family.omittingIsolatedPeople().omitted == 0)
    }
}
