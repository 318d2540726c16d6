import FamilyTree
public import FuzzOracle
public import GenealogyKit

extension FuzzOracle {
    /// The promises of the descendant chart, for any genealogy a reader accepts: it derives
    /// (or the derivation refuses with a ``GenealogyError``), the chart is valid Family JSON v1
    /// (`Family(validating:)` accepts its document), and `chartProblems` finds it faithful to the
    /// genealogy (every person under the roots home exactly once, every parentage drawn once).
    ///
    /// - Parameter genealogy: What a reader read.
    public static func requireFaithfulChart(of genealogy: Genealogy) {
        guard let chart = try? genealogy.descendantChart() else { return }
        do {
            _ = try Family(validating: chart.chart.sections[0].family.document)
        } catch {
            require(false, "the chart of \(genealogy.people.count) people does not validate: \(error)")
        }
        do {
            let problems = try genealogy.chartProblems(chart.chart.sections[0].family)
            require(problems.isEmpty, "the chart is not faithful: \(problems.prefix(5))")
        } catch {
            require(false, "the chart check refuses the roots the chart was derived from: \(error)")
        }
        require(
            chart.chartedPeopleCount + chart.leftOutCount <= genealogy.people.count,
            "the chart counts \(chart.chartedPeopleCount) charted + \(chart.leftOutCount) left out of \(genealogy.people.count)"
        )
    }
}
