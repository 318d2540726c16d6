import FamilyTree
import Testing
import TreeLayout

/// ``LayoutSession`` against full relayouts: after every edit the session's boxes must equal,
/// bit for bit, what ``NativeLayout`` gives for the ``VisibleFamily`` of the same state.
@Suite("Layout session: incremental relayout")
struct LayoutSessionTests {
    #if DEBUG
        static let familyCount: UInt64 = 60
    #else
        static let familyCount: UInt64 = 1500
    #endif

    /// The full relayout of the session's current state, one optional box per original person.
    static func fullLayout(of session: LayoutSession, widths: [Double]) throws -> [PersonBox?] {
        var options = session.options
        options.boxWidths = .table(widths)
        let collapsed = Set(
            session.family.units.indices.filter { session.isCollapsed(unit: $0) }.map {
                session.family.people[Int(session.family.units[$0].blood)].id
            })
        let (visible, layout) = try NativeLayout().layoutVisible(
            session.family, options: options,
            visibility: Visibility(collapsed: collapsed, maxGenerations: session.maxGenerations))
        return visible.originalBoxes(of: layout, personCount: session.family.personCount)
    }

    @Test("Random collapse and expand sequences equal full relayouts", arguments: SiblingDistribution.allCases)
    func randomEdits(distribution: SiblingDistribution) throws {
        for seed in 0..<Self.familyCount {
            var random = RandomFamilies(seed: seed &* 7 &+ 3)
            let family = random.family(people: 2 + random.below(70), generations: 2 + random.below(6))
            let widths = random.widths(for: family)
            let options = LayoutOptions(boxWidths: .table(widths), distribution: distribution)
            var visibility = Visibility()
            if seed % 4 == 1 { visibility.maxGenerations = 1 + random.below(family.generationCount) }
            if seed % 3 == 2 { visibility.collapsed = [family.people[random.below(family.personCount)].id] }
            let session = try LayoutSession(family: family, options: options, visibility: visibility)
            #expect(session.boxes() == (try Self.fullLayout(of: session, widths: widths)), "seed \(seed) start")
            for step in 0..<12 {
                let unit = random.below(family.units.count)
                session.setCollapsed(!session.isCollapsed(unit: unit), unit: unit)
                let expected = try Self.fullLayout(of: session, widths: widths)
                #expect(session.boxes() == expected, "seed \(seed), \(distribution), step \(step)")
                if session.boxes() != expected { break }
            }
        }
    }

    @Test("A collapsed unit reports the people it hides; hidden people have no box")
    func hiddenCounts() throws {
        let family = try Family(
            validating: FamilyDocument(generations: [
                [Person(id: "a", coupleID: "b", childrenIDs: ["c", "d"]), Person(id: "b", coupleID: "a")],
                [Person(id: "c", coupleID: "e", childrenIDs: ["f"]), Person(id: "d"), Person(id: "e", coupleID: "c")],
                [Person(id: "f")],
            ]))
        let session = try LayoutSession(
            family: family, options: LayoutOptions(), visibility: Visibility(collapsed: ["b"]))
        #expect(session.hiddenCount(ofUnit: 0) == 4)
        #expect(session.boxes().compactMap { $0 }.count == 2)
        try session.setCollapsed(false, personID: "a")
        try session.setCollapsed(true, personID: "e")
        #expect(session.hiddenCount(ofUnit: 0) == 0)
        #expect(session.hiddenCount(ofUnit: 1) == 1)
        #expect(session.boxes().map { $0 == nil } == [false, false, false, false, false, true])
        #expect(throws: VisibilityError.unknownPerson(id: "zz")) { try session.setCollapsed(true, personID: "zz") }
    }
}
