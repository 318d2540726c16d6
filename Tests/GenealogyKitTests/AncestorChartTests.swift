import FamilyTree
import GenealogyKit
import TestSupport
import Testing
import TreeLayout

/// Ancestor charts and hourglasses derived from genealogies: their shape, pedigree collapse as
/// repeat appearances, and every invariant of their kind held by the native engine in every
/// direction.
@Suite("Ancestor charts and hourglasses")
struct AncestorChartTests {
    /// People given as `id:sex`, unions as `partners > children`, both by id.
    static func genealogy(
        _ people: [String], _ unions: [(partners: [String], children: [String])]
    ) throws
        -> Genealogy
    {
        let records = people.map { entry -> GenealogyPerson in
            let parts = entry.split(separator: ":").map(String.init)
            return GenealogyPerson(id: parts[0], name: "Name \(parts[0])", sex: parts.count > 1 ? parts[1] : "unknown")
        }
        let index = Dictionary(uniqueKeysWithValues: records.enumerated().map { ($1.id, $0) })
        let links = unions.enumerated().map { number, union in
            GenealogyUnion(
                id: "F\(number)", partners: union.partners.compactMap { index[$0] },
                children: union.children.compactMap { index[$0] })
        }
        return try Genealogy(people: records, unions: links)
    }

    /// Three generations of a full pedigree, the wife written first in one union.
    static func pedigree() throws -> Genealogy {
        try genealogy(
            ["R:male", "F:male", "M:female", "FF:male", "FM:female", "MF:male", "MM:female", "S:female", "K1", "K2"],
            [
                (["F", "M"], ["R"]), (["FM", "FF"], ["F"]), (["MF", "MM"], ["M"]), (["R", "S"], ["K1", "K2"]),
            ])
    }

    /// R's parents C and D are second cousins' children: C's father A and D's father B are
    /// brothers, so A and B's parents G1 and G2 are reached twice.
    static func cousins() throws -> Genealogy {
        try genealogy(
            ["R", "C:male", "D:female", "A:male", "X:female", "B:male", "Y:female", "G1:male", "G2:female"],
            [(["G1", "G2"], ["A", "B"]), (["A", "X"], ["C"]), (["B", "Y"], ["D"]), (["C", "D"], ["R"])])
    }

    static func ids(_ family: Family) -> [[String]] {
        family.generationPeople.map { family.people[$0].map(\.id) }
    }

    @Test("an ancestor chart has the person's generation, then the parents', father before mother")
    func pedigreeShape() throws {
        let derived = try Self.pedigree().ancestorChart(of: "R")
        let family = derived.chart.sections[0].family
        #expect(derived.kind == .ancestors)
        #expect(Self.ids(family) == [["R"], ["F", "M"], ["FF", "FM", "MF", "MM"]])
        #expect(family.people[0].childrenIDs == ["F", "M"])
        #expect(family.people[1].childrenIDs == ["FF", "FM"])
        #expect(derived.repeatCount == 0)
        #expect(derived.chartedPeopleCount == 7)
    }

    @Test("--generations 2 stops at the parents")
    func generationLimit() throws {
        let derived = try Self.pedigree().ancestorChart(of: "R", generations: 2)
        #expect(Self.ids(derived.chart.sections[0].family) == [["R"], ["F", "M"]])
        let one = try Self.pedigree().ancestorChart(of: "R", generations: 1)
        #expect(one.boxCount == 1)
    }

    @Test("fewer than one generation throws, for an app to report, instead of ending it", arguments: [0, -3])
    func noGenerations(count: Int) throws {
        let genealogy = try Self.pedigree()
        #expect(throws: GenealogyError.invalidGenerations(count: count)) {
            try genealogy.ancestorChart(of: "R", generations: count)
        }
        #expect(throws: GenealogyError.invalidGenerations(count: count)) {
            try genealogy.hourglassChart(of: "R", ancestorGenerations: 2, descendantGenerations: count)
        }
    }

    @Test("pedigree collapse: an ancestor reached twice has a home with ancestors and a repeat without")
    func pedigreeCollapse() throws {
        let derived = try Self.cousins().ancestorChart(of: "R")
        let family = derived.chart.sections[0].family
        #expect(Self.ids(family) == [["R"], ["C", "D"], ["A", "X", "B", "Y"], ["G1", "G2", "G1~2", "G2~2"]])
        let repeats = family.people.filter(\.isRepeat)
        #expect(repeats.map(\.sameAs) == ["G1", "G2"])
        #expect(repeats.allSatisfy { $0.childrenIDs.isEmpty })
        #expect(derived.repeatCount == 2)
        #expect(derived.chartedPeopleCount == 9)
    }

    /// Every repeat of `chart` is named `sameAs` + `separator` + k, k ≥ 2, and no two boxes share an id.
    static func repeatsFollowScheme(_ people: [Person], separator: String) -> Bool {
        let repeatsNamed = people.allSatisfy { person in
            guard let home = person.sameAs else { return true }
            guard person.id.hasPrefix(home + separator) else { return false }
            return Int(person.id.dropFirst(home.count + separator.count)).map { $0 >= 2 } ?? false
        }
        return repeatsNamed && Set(people.map(\.id)).count == people.count
    }

    @Test("one repeat-id scheme for every chart kind: ids with ~ lengthen the separator, nothing is probed")
    func oneRepeatIDScheme() throws {
        var people = ["R", "C:male", "D:female", "A:male", "X:female", "B:male", "Y:female", "G1:male", "G2:female"]
        people += ["G1~2", "G2~3", "D~2"]
        let cousins = try Self.genealogy(
            people, [(["G1", "G2"], ["A", "B"]), (["A", "X"], ["C"]), (["B", "Y"], ["D"]), (["C", "D"], ["R"])])
        let ancestors = try cousins.ancestorChart(of: "R")
        #expect(Self.ids(ancestors.chart.sections[0].family).last == ["G1", "G2", "G1~~2", "G2~~2"])
        let descendants = try cousins.descendantChart(roots: ["G1"])
        for (kind, chartPeople) in [
            ("ancestors", Array(ancestors.chart.people)), ("descendants", Array(descendants.family.people)),
            ("hourglass's ancestors", Array(try cousins.hourglassChart(of: "R").chart.people)),
            ("hourglass's descendants", Array(try cousins.hourglassChart(of: "G1").chart.people)),
        ] {
            #expect(chartPeople.contains { $0.isRepeat }, "\(kind)")
            #expect(Self.repeatsFollowScheme(chartPeople, separator: "~~"), "\(kind)")
        }
    }

    @Test("thousands of repeats of one person, whose id the file also has with ~k, are named in linear work")
    func manyRepeatsOfOnePerson() throws {
        // A full pedigree of 11 rows whose 1,024 people of the top row are all children of X and Y.
        let rows = 11
        let top = 1 << (rows - 1)
        var people = (1..<(2 * top)).map { "N\($0)" } + ["X:male", "Y:female"]
        people += (2...top + 1).map { "X~\($0)" }
        var unions = (1..<top).map { (partners: ["N\(2 * $0)", "N\(2 * $0 + 1)"], children: ["N\($0)"]) }
        unions.append((partners: ["X", "Y"], children: (top..<(2 * top)).map { "N\($0)" }))
        let derived = try Self.genealogy(people, unions).ancestorChart(of: "N1")
        let chartPeople = Array(derived.chart.people)
        #expect(derived.repeatCount == 2 * (top - 1))
        #expect(chartPeople.filter { $0.sameAs == "X" }.count == top - 1)
        #expect(Self.repeatsFollowScheme(chartPeople, separator: "~~"))
        #expect(
            derived.work <= 4 * derived.boxCount + people.count, "\(derived.work) steps for \(derived.boxCount) boxes")
    }

    @Test("an hourglass joins the ancestors and the descendants on the person's box")
    func hourglassShape() throws {
        let derived = try Self.pedigree().hourglassChart(of: "R")
        let chart = derived.chart
        #expect(chart.kind == .hourglass)
        #expect(chart.sections.map(\.side) == [.descendants, .ancestors])
        #expect(Self.ids(chart.sections[0].family) == [["R", "S"], ["K1", "K2"]])
        #expect(Self.ids(chart.sections[1].family) == [["R"], ["F", "M"], ["FF", "FM", "MF", "MM"]])
        #expect(chart.people.map(\.id) == ["R", "S", "K1", "K2", "F", "M", "FF", "FM", "MF", "MM"])
        #expect(chart.rootPerson == 0)
        #expect(chart.sections[1].chartPerson(0) == 0)
        #expect(chart.sections[1].chartPerson(1) == 4)
        #expect(chart.rowCount == 4)
        let cut = try Self.pedigree().hourglassChart(of: "R", ancestorGenerations: 2, descendantGenerations: 1)
        #expect(cut.chart.people.map(\.id) == ["R", "S", "F", "M"])
    }

    @Test(
        "the native engine keeps every rule of an ancestor chart and an hourglass in every direction",
        arguments: LayoutDirection.allCases)
    func nativeKeepsTheRules(direction: LayoutDirection) throws {
        for derived in [
            try Self.pedigree().ancestorChart(of: "R"), try Self.pedigree().hourglassChart(of: "R"),
            try Self.cousins().ancestorChart(of: "R"), try Self.cousins().hourglassChart(of: "R"),
        ] {
            var options = LayoutOptions(direction: direction)
            options.boxWidths = .computed { Double(40 + 10 * $0.id.count) }
            let layout = NativeLayout().layout(derived.chart, options: options)
            let report = layout.check(derived.chart, options: options)
            #expect(report.holdsEveryInvariant, "\(direction) \(derived.kind): \(report.rules)")
            #expect(layout.bounds.x == 0 && layout.bounds.y == 0)
        }
    }

    @Test("top-down puts the ancestors above the person and the descendants below")
    func topDownPlacesHalves() throws {
        let derived = try Self.pedigree().hourglassChart(of: "R")
        let layout = NativeLayout().layout(derived.chart, options: LayoutOptions())
        let people = derived.chart.people.map(\.id)
        func box(_ id: String) -> PersonBox { layout.boxes[people.firstIndex(of: id)!] }
        #expect(box("F").maxY < box("R").y)
        #expect(box("FF").maxY < box("F").y)
        #expect(box("K1").y > box("R").maxY)
        #expect(box("R").y == box("S").y)
        #expect(box("R").centerX == (box("F").centerX + box("M").centerX) / 2)
        #expect(box("F").centerX < box("M").centerX)
        let report = layout.check(derived.chart)
        #expect(report.metrics.parentPairs == 3)
        #expect(report.metrics.widthAgainstPerfectPedigree == 1)
        // Left to right, the pedigree is the classic chart read from the person on the left.
        let across = NativeLayout().layout(derived.chart, options: LayoutOptions(direction: .rightLeft))
        func page(_ id: String) -> PersonBox { across.boxes[people.firstIndex(of: id)!] }
        #expect(page("F").x > page("R").maxX)
        #expect(page("K1").maxX < page("R").x)
        #expect(page("F").centerY < page("M").centerY)
    }

    @Test("the checker finds a person off the midpoint of their parents and a box between two parents")
    func checkerCatchesViolations() throws {
        let derived = try Self.pedigree().ancestorChart(of: "R")
        let options = LayoutOptions()
        var layout = NativeLayout().layout(derived.chart, options: options)
        let people = derived.chart.people.map(\.id)
        let r = people.firstIndex(of: "R")!
        layout.boxes[r].x += 7
        var report = layout.check(derived.chart, options: options)
        #expect(report[.centred].violations == 1)
        #expect(report[.centred].firstOffenders == ["R"])
        layout.boxes[r].x -= 7
        // Swap FM and MF: M's father stands between F's parents, and the order breaks.
        let fm = people.firstIndex(of: "FM")!
        let mf = people.firstIndex(of: "MF")!
        (layout.boxes[fm].x, layout.boxes[mf].x) = (layout.boxes[mf].x, layout.boxes[fm].x)
        report = layout.check(derived.chart, options: options)
        #expect(report[.couplesAdjacent].violations == 2)
        #expect(Set(report[.couplesAdjacent].firstOffenders) == ["F", "M"])
    }

    @Test("an unknown root is an error naming it")
    func unknownRoot() throws {
        #expect(throws: GenealogyError.unknownRoot(id: "nobody")) { try Self.pedigree().ancestorChart(of: "nobody") }
    }

    @Test("ancestor derivation is linear: a 16-generation full pedigree costs a few steps per box")
    func linearWork() throws {
        var people: [GenealogyPerson] = []
        var unions: [GenealogyUnion] = []
        let generations = 16
        let count = (1 << generations) - 1
        for index in 0..<count {
            people.append(GenealogyPerson(id: "P\(index)", sex: index % 2 == 1 ? "male" : "female"))
        }
        // Heap order: person i's parents are 2i+1 and 2i+2.
        for index in 0..<((1 << (generations - 1)) - 1) {
            unions.append(GenealogyUnion(id: "F\(index)", partners: [2 * index + 1, 2 * index + 2], children: [index]))
        }
        let derived = try Genealogy(people: people, unions: unions).ancestorChart(of: "P0")
        #expect(derived.boxCount == count)
        #expect(derived.chart.sections[0].family.generationCount == generations)
        #expect(derived.work <= 3 * count)
    }

    @Test(
        "the pedigree generator makes exactly the boxes asked for, collapsing at the rate asked for",
        arguments: [0.0, 0.1, 0.5])
    func pedigreeGenerator(rate: Double) throws {
        for boxes in [1, 2, 3, 4, 7, 100, 1000, 4097] {
            let genealogy = PedigreeGenerator(boxes: boxes, collapseRate: rate, seed: UInt64(boxes)).generate()
            let derived = try genealogy.ancestorChart(of: "A0")
            #expect(derived.boxCount == boxes, "\(boxes) boxes at rate \(rate)")
            #expect(derived.chartedPeopleCount == genealogy.people.count)
            if rate == 0 { #expect(derived.repeatCount == 0) }
            if rate >= 0.1 && boxes >= 1000 { #expect(derived.repeatCount > boxes / 50, "\(derived.repeatCount)") }
            let options = LayoutOptions()
            #expect(
                NativeLayout().layout(derived.chart, options: options).check(derived.chart, options: options)
                    .holdsEveryInvariant)
            #expect(try genealogy.chartProblems(derived.chart).isEmpty)
        }
        let full = try PedigreeGenerator(boxes: 31).generate().ancestorChart(of: "A0")
        #expect(full.chart.sections[0].family.generationCount == 5)
    }
}

extension AncestorChartTests {
    /// Minutes in a debug build: `make test-scale` runs them (`ScaleTesting`), `make test` does not.
    @Suite("at scale", .scale)
    struct AtScale {
        @Test(
            "every person of a real GEDCOM: ancestor chart and hourglass keep every rule",
            arguments: [
                "royalty--English_Tudor_Royal_Family.ged", "people--Bach_Family.ged",
                "US_presidents--Kennedy_Family.ged",
            ])
        func realFiles(file: String) throws {
            let source = try GenealogySource(data: .init(try Fixtures.data("corpus/gedcom/\(file)")), path: file)
            let genealogy = source.genealogy
            var collapsed = 0
            for (index, person) in genealogy.people.enumerated() {
                let direction = LayoutDirection.allCases[index % 4]
                let options = LayoutOptions(direction: direction)
                for derived in [
                    try genealogy.ancestorChart(of: PersonReference(person.id)),
                    try genealogy.hourglassChart(of: PersonReference(person.id)),
                ] {
                    let layout = NativeLayout().layout(derived.chart, options: options)
                    let report = layout.check(derived.chart, options: options)
                    #expect(report.holdsEveryInvariant, "\(person.id) \(derived.kind) \(direction): \(report.rules)")
                    if derived.kind == .ancestors && derived.repeatCount > 0 { collapsed += 1 }
                }
            }
            if file.contains("Tudor") { #expect(collapsed > 0, "the Tudors' cousin marriages collapse pedigrees") }
        }
    }
}
