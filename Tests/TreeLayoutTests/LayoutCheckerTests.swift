import FamilyTree
import Testing
import TreeLayout

/// Asserts that the checker's report agrees with the brute-force reading of every definition.
func expectAgreement(
    _ family: Family, _ layout: FamilyLayout, options: LayoutOptions = LayoutOptions(), epsilon: Double = 0.01,
    _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
) {
    let report = layout.check(family, options: options, epsilon: epsilon)
    let brute = BruteForceChecker(family, layout, options: options, epsilon: epsilon)
    let tallies: [LayoutReport.Rule: BruteForceChecker.Tally] = [
        .centred: brute.centred(), .noOverlap: brute.noOverlap(), .couplesAdjacent: brute.couplesAdjacent(),
        .rows: brute.rows(), .order: brute.order(),
    ]
    for rule in LayoutReport.Rule.allCases {
        let result = report[rule]
        let tally = tallies[rule]!
        let worst = max(0, tally.errors.max() ?? 0)
        let offenders = tally.offenders.sorted().prefix(LayoutReport.offenderLimit).map { family.people[$0].id }
        #expect(result.violations == tally.violations, "\(comment) \(rule)", sourceLocation: sourceLocation)
        #expect(
            result.worstError == worst || abs(result.worstError - worst) <= 1e-9 * max(1, worst),
            "\(comment) \(rule): \(result.worstError) vs \(worst)", sourceLocation: sourceLocation)
        #expect(result.firstOffenders == offenders, "\(comment) \(rule)", sourceLocation: sourceLocation)
    }
    let gaps = brute.gaps()
    let connectors = brute.crossingsAndBusOverlaps()
    let length = brute.connectors().reduce(0) { $0 + $1.length }
    let metrics = report.metrics
    #expect(metrics.minimumRowGap == gaps.minimum, "\(comment)", sourceLocation: sourceLocation)
    #expect(metrics.closeNeighbourCount == gaps.close, "\(comment)", sourceLocation: sourceLocation)
    #expect(metrics.connectorCrossings == connectors.crossings, "\(comment)", sourceLocation: sourceLocation)
    #expect(metrics.busOverlaps == connectors.busOverlaps, "\(comment)", sourceLocation: sourceLocation)
    #expect(
        abs(metrics.connectorLength - length) <= 1e-6 * max(1, length), "\(comment)", sourceLocation: sourceLocation)
    #expect(metrics.area == metrics.width * metrics.height, "\(comment)", sourceLocation: sourceLocation)
}

@Suite("Invariant checker against the brute-force checker")
struct LayoutCheckerTests {
    @Test("Correct reference layouts hold every invariant", arguments: 0..<200)
    func referenceLayoutsHold(seed: Int) throws {
        let family = try TestFamilies.random(seed: UInt64(seed))
        var options = LayoutOptions()
        if seed % 2 == 1 {
            var random = SplitMix64(seed: UInt64(seed) &* 31)
            options.boxWidths = .table(family.people.map { _ in Double(Int.random(in: 3...12, using: &random)) * 7.5 })
        }
        let layout = ReferenceLayout.layout(family, options: options)
        let report = layout.check(family, options: options)
        #expect(report.holdsEveryInvariant, "seed \(seed): \(report.rules)")
        #expect(report.metrics.closeNeighbourCount == 0)
        expectAgreement(family, layout, options: options, "seed \(seed)")
    }

    @Test("Perturbed layouts: checker and brute force agree", arguments: 0..<300)
    func perturbedLayoutsAgree(seed: Int) throws {
        let family = try TestFamilies.random(seed: UInt64(seed) + 10_000, limit: 30)
        var random = SplitMix64(seed: UInt64(seed))
        var layout = ReferenceLayout.layout(family)
        let moves: [Double] = [-70, -35, -20, -5, -0.005, 0.005, 5, 15, 35, 70]
        for _ in 0...Int.random(in: 0..<4, using: &random) {
            let person = Int.random(in: 0..<family.personCount, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: layout.boxes[person].x += moves.randomElement(using: &random)!
            case 1: layout.boxes[person].y += moves.randomElement(using: &random)!
            case 2: layout.boxes[person].width = [0, 10, 80].randomElement(using: &random)!
            default:
                let other = Int.random(in: 0..<family.personCount, using: &random)
                layout.boxes.swapAt(person, other)
            }
        }
        expectAgreement(family, layout, "seed \(seed)")
    }

    @Test("Random boxes: checker and brute force agree", arguments: 0..<300)
    func randomBoxesAgree(seed: Int) throws {
        let family = try TestFamilies.random(seed: UInt64(seed) + 20_000, limit: 25)
        var random = SplitMix64(seed: UInt64(seed) + 1)
        let rowsStraight = seed % 3 != 0
        let boxes = family.people.indices.map { person in
            let generation = family.generationPeople.firstIndex { $0.contains(person) }!
            let y = rowsStraight ? Double(generation) * 70 : Double(Int.random(in: 0..<12, using: &random)) * 10
            return PersonBox(
                x: Double(Int.random(in: 0..<40, using: &random)) * 10, y: y,
                width: [0, 10, 50, 60].randomElement(using: &random)!,
                height: rowsStraight ? 50 : [30, 50].randomElement(using: &random)!)
        }
        let options = LayoutOptions(geometry: LayoutGeometry(coupleGap: 10, siblingGap: 15))
        expectAgreement(
            family, FamilyLayout(engine: "random", boxes: boxes, geometry: options.geometry), options: options,
            "seed \(seed)")
    }

    @Test(
        "Native layouts: checker and brute force agree, and every invariant holds",
        arguments: [SiblingDistribution.compact, .fill], 0..<100)
    func nativeLayoutsAgree(distribution: SiblingDistribution, seed: Int) throws {
        let family = try TestFamilies.random(seed: UInt64(seed) + 30_000, limit: 60)
        var options = LayoutOptions(distribution: distribution)
        if seed % 2 == 1 {
            var random = SplitMix64(seed: UInt64(seed) &* 17)
            options.boxWidths = .table(family.people.map { _ in Double(Int.random(in: 2...9, using: &random)) * 10 })
        }
        let layout = NativeLayout().layout(family, options: options)
        let report = layout.check(family, options: options)
        #expect(report.holdsEveryInvariant, "seed \(seed): \(report.rules)")
        expectAgreement(family, layout, options: options, "native \(distribution) seed \(seed)")
    }

    @Test("An empty-handed family: one person, no connectors, no neighbours")
    func onePerson() throws {
        let family = try TestFamilies.family([[("solo", "", [])]])
        let layout = FamilyLayout(
            engine: "hand", boxes: [PersonBox(x: 0, y: 0, width: 50, height: 50)], geometry: LayoutGeometry())
        let report = layout.check(family)
        #expect(report.holdsEveryInvariant)
        #expect(report.metrics == LayoutReport.Metrics(width: 50, height: 50, area: 2500))
    }

    @Test("A NaN coordinate is an infinite error, never a silent pass")
    func notANumber() throws {
        let family = try TestFamilies.planted()
        var layout = ReferenceLayout.layout(family)
        let c = family.people.firstIndex { $0.id == "G" }!
        layout.boxes[c].y = .nan
        let report = layout.check(family)
        #expect(report[.rows].violations >= 1)
        #expect(report[.rows].worstError == .infinity)
        #expect(!report.holdsEveryInvariant)
    }
}
