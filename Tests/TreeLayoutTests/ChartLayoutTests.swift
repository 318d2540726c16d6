import FamilyTree
import Testing
import TreeLayout

/// Charts laid out section by section and turned onto the page: the frame map is exact and its
/// own way back, every direction keeps every rule on random families, and the chart checker
/// finds what breaks them (a box of one hourglass half on the other, a parent out of the row).
@Suite("Charts and directions")
struct ChartLayoutTests {
    /// A full pedigree of `generations` rows, person i's parents 2i+1 and 2i+2, as an ancestor section.
    static func pedigree(_ generations: Int, prefix: String = "a") -> FamilyDocument {
        var rows: [[Person]] = []
        for row in 0..<generations {
            let first = (1 << row) - 1
            rows.append(
                (first..<(2 * first + 1)).map { index in
                    Person(
                        id: index == 0 ? "root" : "\(prefix)\(index)",
                        gender: index == 0 || index % 2 == 1 ? "male" : "female",
                        childrenIDs: row + 1 < generations
                            ? ["\(prefix)\(2 * index + 1)", "\(prefix)\(2 * index + 2)"] : [])
                })
        }
        return FamilyDocument(generations: rows)
    }

    /// The root, a spouse and two children with a child each, as a descendant section.
    static let descendants = FamilyDocument(generations: [
        [
            Person(id: "root", gender: "male", coupleID: "s", childrenIDs: ["c1", "c2"]),
            Person(id: "s", coupleID: "root", childrenIDs: ["c1", "c2"]),
        ],
        [Person(id: "c1", childrenIDs: ["g1"]), Person(id: "c2", childrenIDs: ["g2", "g3"])],
        [Person(id: "g1"), Person(id: "g2"), Person(id: "g3")],
    ])

    @Test("a section frame is exact and its own way back", arguments: AxisDirection.allCases)
    func frameRoundTrip(growth: AxisDirection) {
        let frame = SectionFrame(growth: growth)
        let box = PersonBox(x: 12.5, y: -3.25, width: 50, height: 30)
        #expect(frame.sectionBox(frame.pageBox(box)) == box)
        let point = frame.pagePoint(along: box.centerX, depth: box.y)
        let page = frame.pageBox(box)
        switch growth {
        case .down, .up: #expect(point.x == page.centerX)
        case .right, .left: #expect(point.y == page.centerY)
        }
    }

    @Test(
        "a chart of one section is its section's boxes turned and moved to the origin, number for number",
        arguments: LayoutDirection.allCases)
    func oneSectionTurnedInPlace(direction: LayoutDirection) throws {
        var random = RandomFamilies(seed: 11)
        for chart in [
            try FamilyChart(validatingAncestors: Self.pedigree(7)),
            FamilyChart(descendants: random.family(people: 200, generations: 5)),
        ] {
            // Boxes of many widths, so columns are deeper than most of their boxes.
            var options = LayoutOptions(direction: direction)
            options.boxWidths = .table((0..<chart.personCount).map { 40 + Double($0 * 37 % 90) })
            var sectionLayout: FamilyLayout?
            let layout = chart.layoutBySections(options: options, engine: "turned") { family, sectionOptions in
                let laidOut = NativeLayout().layout(family, options: sectionOptions)
                sectionLayout = laidOut
                return laidOut
            }
            // The turning as it was written before: a page box each, then the whole moved.
            let section = try #require(sectionLayout)
            let frame = SectionFrame(growth: direction.growth(of: chart.sections[0].side))
            let depths = direction.isHorizontal ? options.resolvedWidths(forPeople: chart.people) : nil
            let expected = FamilyLayout(
                engine: "turned",
                boxes: section.boxes.indices.map { frame.pageBox(section.boxes[$0], depth: depths?[$0]) },
                geometry: options.geometry, direction: direction
            ).translatedToOrigin()
            #expect(layout.boxes == expected.boxes, "\(chart.kind) \(direction)")
            #expect(layout.geometry == options.geometry && layout.direction == direction)
            #expect(layout.check(chart, options: options).holdsEveryInvariant, "\(chart.kind) \(direction)")
        }
    }

    @Test("a descendant chart top-down is the family's own layout and report")
    func descendantChartIsTheFamily() throws {
        var random = RandomFamilies(seed: 5)
        let family = random.family(people: 300, generations: 6)
        let chart = FamilyChart(descendants: family)
        let options = LayoutOptions()
        let layout = NativeLayout().layout(chart, options: options)
        #expect(layout.boxes == NativeLayout().layout(family, options: options).boxes)
        #expect(layout.check(chart, options: options) == layout.check(family, options: options))
    }

    @Test("every direction keeps every rule on random families", arguments: LayoutDirection.allCases)
    func everyDirection(direction: LayoutDirection) throws {
        for seed in 0..<20 {
            var random = RandomFamilies(seed: UInt64(seed))
            let family = random.family(people: 200, generations: 7)
            let chart = FamilyChart(descendants: family)
            var options = LayoutOptions(direction: direction)
            options.boxWidths = .computed { Double(30 + 7 * $0.id.count) }
            let layout = NativeLayout().layout(chart, options: options)
            let report = layout.check(chart, options: options)
            #expect(report.holdsEveryInvariant, "seed \(seed) \(direction): \(report.rules)")
            var readTopDown = layout
            readTopDown.direction = .topDown
            let topDown = readTopDown.check(chart, options: options)
            if direction != .topDown && family.generationCount > 1 {
                #expect(!topDown.holdsEveryInvariant, "read top-down, a \(direction) layout breaks the rows")
            }
        }
    }

    @Test("a full pedigree is exactly as wide as a perfect one and its parents stand siblingGap apart")
    func fullPedigree() throws {
        let chart = try FamilyChart(validatingAncestors: Self.pedigree(6))
        let options = LayoutOptions()
        let layout = NativeLayout().layout(chart, options: options)
        let report = layout.check(chart, options: options)
        #expect(report.holdsEveryInvariant)
        #expect(report.metrics.parentPairs == 31)
        #expect(report.metrics.widthAgainstPerfectPedigree == 1)
        // The last row's pairs stand siblingGap (= coupleGap) apart; those below are pushed apart.
        #expect(report.metrics.parentPairsAtCoupleGap == 16)
        #expect(report.metrics.largestParentGap == Double(16 * 70 - 50))
        #expect(layout.boxes[0].y == layout.bounds.maxY - 50, "the person stands on the bottom row")
    }

    @Test("the checker sees a box of one hourglass half on the other half")
    func hourglassOverlap() throws {
        let chart = try FamilyChart(validatingHourglass: Self.descendants, ancestors: Self.pedigree(3))
        let options = LayoutOptions()
        var layout = NativeLayout().layout(chart, options: options)
        #expect(layout.check(chart, options: options).holdsEveryInvariant)
        let grandchild = chart.people.firstIndex { $0.id == "g2" }!
        let grandparent = chart.people.firstIndex { $0.id == "a3" }!
        layout.boxes[grandparent] = layout.boxes[grandchild]
        let report = layout.check(chart, options: options)
        #expect(report[.noOverlap].violations == 1)
        #expect(report[.rows].violations > 0)
    }

    @Test("an hourglass's sections must start from one person and share no other id")
    func hourglassRules() throws {
        var other = Self.pedigree(2)
        other.generations[0][0].id = "someone"
        other.generations[0][0].childrenIDs = ["a1", "a2"]
        #expect(throws: FamilyChartError.self) {
            try FamilyChart(validatingHourglass: Self.descendants, ancestors: other)
        }
        var shared = Self.pedigree(2)
        shared.generations[1][0].id = "c1"
        shared.generations[0][0].childrenIDs = ["c1", "a2"]
        do {
            _ = try FamilyChart(validatingHourglass: Self.descendants, ancestors: shared)
            Issue.record("an id in both halves was accepted")
        } catch {
            #expect(error.description.contains("\"c1\""))
        }
        var couple = Self.pedigree(2)
        couple.generations[1][0].coupleID = "a2"
        couple.generations[1][1].coupleID = "a1"
        #expect(throws: FamilyChartError.self) { try FamilyChart(validatingAncestors: couple) }
    }

    @Test("a repeat in one half may name its home in the other")
    func repeatAcrossHalves() throws {
        var ancestors = Self.pedigree(2)
        ancestors.generations[1][1] = Person(id: "s~2", sameAs: "s")
        ancestors.generations[0][0].childrenIDs = ["a1", "s~2"]
        let chart = try FamilyChart(validatingHourglass: Self.descendants, ancestors: ancestors)
        #expect(chart.people.last?.sameAs == "s")
        #expect(chart.sections[1].family.people[2].sameAs == "s")
        ancestors.generations[1][1] = Person(id: "s~2", name: "Another", sameAs: "s")
        #expect(throws: FamilyChartError.self) {
            try FamilyChart(validatingHourglass: Self.descendants, ancestors: ancestors)
        }
    }

    @Test("cutting a chart to its first generations makes a repeat whose home was cut the home")
    func firstGenerations() throws {
        let document = FamilyDocument(generations: [
            [Person(id: "r", childrenIDs: ["a", "b"])],
            [
                Person(id: "a", coupleID: "b~2", childrenIDs: ["c"]), Person(id: "b~2", coupleID: "a", sameAs: "b"),
                Person(id: "b", childrenIDs: ["d"]),
            ],
            [Person(id: "c"), Person(id: "d")],
        ])
        _ = try Family(validating: document)
        // b's home is in generation 1: nothing to promote; cutting at 1 keeps r alone.
        #expect(document.firstGenerations(1).generations.map { $0.map(\.id) } == [["r"]])
        #expect(document.firstGenerations(1).generations[0][0].childrenIDs.isEmpty)
        let moved = FamilyDocument(generations: [
            [Person(id: "r", coupleID: "x~2", childrenIDs: ["k"]), Person(id: "x~2", coupleID: "r", sameAs: "x")],
            [Person(id: "k", childrenIDs: ["x"])],
            [Person(id: "x")],
        ])
        _ = try Family(validating: moved)
        let cut = moved.firstGenerations(2)
        #expect(cut.generations[0].map(\.id) == ["r", "x"])
        #expect(cut.generations[0][0].coupleID == "x")
        #expect(cut.generations[0][1].sameAs == nil)
        _ = try Family(validating: cut)
    }
}
