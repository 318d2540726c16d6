import ArgumentParser
import FamilyGraph
import FamilyTree
import Foundation
import GenealogyKit
import GraphvizLayout
import TreeLayout

extension CheckCommand {
    /// `treebench check FAMILY.gv DRAWING.json`: scores Graphviz's drawing of a family graph
    /// (`dot -Tjson`, `dot -Kfamily -Tjson`, …) on the genealogy the graph records: couples side
    /// by side, families centred, and the checker on the chart in which every node stands once, as
    /// `dot -Kfamily` draws it (an hourglass for a graph that is one).
    ///
    /// - Throws: ``CommandFailure`` (65) for a file that is no family graph or a drawing that is
    ///   not Graphviz JSON or whose geometry cannot be scored, (1) when the drawing leaves a person
    ///   out or breaks any invariant its report shows.
    func checkGraphDrawing(graphData: Data, drawingData: Data) throws {
        let graph = try readFamilyGraph(graphData, path: file)
        let chart: FamilyGraphDrawnChart
        let drawing: GraphvizJSONDrawing
        do {
            chart = try graph.drawnChart()
        } catch {
            throw CommandFailure.invalidData(
                displayName(file), "invalid \(GenealogyFormat.dotGraph.rawValue)", details: ["error: \(error)"])
        }
        do {
            drawing = try GraphvizJSONDrawing(drawingData)
        } catch {
            throw CommandFailure.invalidData(displayName(layout), "invalid Graphviz JSON", details: ["error: \(error)"])
        }
        let score = FamilyGraphScore(graph: graph, chart: chart, drawing: drawing, tolerance: max(epsilon, 1))
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(GraphScoreJSON(score)), as: UTF8.self))
        } else {
            print(score.table(title: "\(layout) for \(file)"))
        }
        // The report printed above shows what is missing and every invariant broken.
        if score.placedPeople < score.people || !score.report.holdsEveryInvariant {
            throw CommandFailure(.failure, [])
        }
    }
}

extension FamilyGraphScore {
    /// The shares for people, then the checker's table.
    func table(title: String) -> String {
        func share(_ part: Int, _ whole: Int) -> String {
            let percent = whole == 0 ? 100 : 100 * Double(part) / Double(whole)
            return "\(part) of \(whole) (\(String(format: "%.0f", percent.rounded(.down)))%)"
        }
        func offenders(_ ids: [String], _ count: Int, unexplained: Int) -> String {
            guard !ids.isEmpty else { return "" }
            let list = ids.map(messageEscaped).joined(separator: ", ") + (count > ids.count ? ", …" : "")
            return "; not: \(list) (\(unexplained) with no other marriage and not across lines)"
        }
        // Each reason behind the families off centre, with how many it explains.
        let reasons = offCentreReasons.sorted { $0.key < $1.key }.map { "    \($0.key.rawValue): \($0.value.count)" }
        let shares = [
            messageEscaped(title),
            "  people drawn:         \(share(placedPeople, people))",
            "  overlapping boxes:    \(report[.noOverlap].violations)",
            "  partners together:    \(share(couplesTogether, couples))",
            "  couples side by side: \(share(couplesSideBySide, couples))"
                + offenders(splitCouples, couples - couplesSideBySide, unexplained: unexplainedSplits),
            "  families centred:     \(share(familiesCentred, families)) within \(points(tolerance)) pt"
                + offenders(offCentreFamilies, families - familiesCentred, unexplained: unexplainedOffCentre),
        ]
        return (shares + reasons + ["", report.table(title: "the chart with every node once")]).joined(separator: "\n")
    }
}
