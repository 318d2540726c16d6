import FamilyTree
import TreeLayout

/// Every invariant of docs/ARCHITECTURE.md read by the independent quadratic ``BruteForceChecker``,
/// plus what the native engine promises beyond them: rows exactly at their configured tops and
/// no neighbours closer than the sibling gap. One line per broken rule; empty when all hold.
/// For small families only.
func bruteForceViolations(
    of layout: FamilyLayout, family: Family, options: LayoutOptions, epsilon: Double = 0.01
) -> [String] {
    let checker = BruteForceChecker(family, layout, options: options, epsilon: epsilon)
    let rules: [(String, BruteForceChecker.Tally)] = [
        ("centred", checker.centred()), ("no overlap", checker.noOverlap()),
        ("couples adjacent", checker.couplesAdjacent()), ("rows", checker.rows()), ("order", checker.order()),
    ]
    var problems = rules.filter { $0.1.violations > 0 }.map { name, tally in
        "\(name): \(tally.violations) violations, e.g. \(tally.offenders.sorted().prefix(3).map { family.people[$0].id })"
    }
    let close = checker.gaps().close
    if close > 0 { problems.append("\(close) neighbours closer than the sibling gap") }
    for (generation, range) in family.generationPeople.enumerated() {
        let off = range.filter { abs(layout.boxes[$0].y - options.rowTop(generation)) > epsilon }
        if !off.isEmpty { problems.append("generation \(generation): \(off.count) boxes off the row's top") }
    }
    return problems
}
