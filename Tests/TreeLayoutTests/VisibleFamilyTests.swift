import FamilyTree
import Testing
import TreeLayout

/// Collapse and depth: the hidden people are exactly the descendants of collapsed units and
/// the people below the generation limit, computed here independently from the ids.
@Suite("Visible family: collapse and depth")
struct VisibleFamilyTests {
    #if DEBUG
        static let familyCount: UInt64 = 300
    #else
        static let familyCount: UInt64 = 5000
    #endif

    /// The ids hidden by `collapsed` and `limit`, from the document's ids alone.
    static func expectedHidden(_ family: Family, collapsed: Set<String>, limit: Int?) -> Set<String> {
        var parentOf: [String: String] = [:]
        var spouseOf: [String: String] = [:]
        for person in family.people {
            for child in person.childrenIDs { parentOf[child] = person.id }
            if person.isMarried { spouseOf[person.id] = person.coupleID }
        }
        func unitCollapsed(_ id: String) -> Bool {
            collapsed.contains(id) || spouseOf[id].map(collapsed.contains) == true
        }
        var hidden: Set<String> = []
        for (generation, range) in family.generationPeople.enumerated() {
            let people = family.people[range]
            // Blood relatives first: hidden below a hidden or collapsed parent, or past the limit.
            for person in people where parentOf[person.id] != nil || spouseOf[person.id] == nil {
                if let limit, generation >= limit { hidden.insert(person.id) }
                if let parent = parentOf[person.id], hidden.contains(parent) || unitCollapsed(parent) {
                    hidden.insert(person.id)
                }
            }
            // Then spouses who married in: hidden with their partner.
            for person in people where parentOf[person.id] == nil && spouseOf[person.id] != nil {
                if let limit, generation >= limit { hidden.insert(person.id) }
                if hidden.contains(spouseOf[person.id]!) { hidden.insert(person.id) }
            }
        }
        return hidden
    }

    @Test("Hidden people are exactly the descendants of collapsed units and those past the depth")
    func hiddenPeople() throws {
        for seed in 0..<Self.familyCount {
            var random = RandomFamilies(seed: seed &+ 11)
            let family = random.family(people: 2 + random.below(80), generations: 1 + random.below(7))
            var visibility = Visibility()
            for _ in 0..<random.below(4) {
                visibility.collapsed.insert(family.people[random.below(family.personCount)].id)
            }
            if random.below(2) == 0 { visibility.maxGenerations = 1 + random.below(family.generationCount + 1) }
            let visible = try VisibleFamily(family, visibility: visibility)
            let hidden = Self.expectedHidden(family, collapsed: visibility.collapsed, limit: visibility.maxGenerations)
            let expected = family.people.map(\.id).filter { !hidden.contains($0) }
            #expect(visible.family.people.map(\.id) == expected, "seed \(seed)")
            #expect(visible.originalPerson.map { family.people[Int($0)].id } == expected, "seed \(seed)")
            // Every hidden person is counted once, by the nearest shown unit above them.
            #expect(visible.hiddenCount.reduce(0, +) == hidden.count, "seed \(seed)")
        }
    }

    @Test("Unknown ids and limits below one are typed errors")
    func errors() throws {
        let family = try Family(validating: FamilyDocument(generations: [[Person(id: "a")]]))
        #expect(throws: VisibilityError.unknownPerson(id: "nobody")) {
            try VisibleFamily(family, visibility: Visibility(collapsed: ["nobody"]))
        }
        #expect(throws: VisibilityError.generationLimitBelowOne(0)) {
            try VisibleFamily(family, visibility: Visibility(maxGenerations: 0))
        }
    }
}
