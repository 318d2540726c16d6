package import FamilyTree

/// The chart the `family` plugin draws of a family graph, every node once: the descendant chart
/// (``FamilyGraphChart``), or, for a graph that is an hourglass (``FamilyGraph/chartChoice()``),
/// the centre person's ancestors above them and descendants below (``FamilyGraphHourglass``).
///
/// What TreeBench's engines lay out and its checker scores for a graph: `treebench run --family
/// FILE.gv` and `treebench check FILE.gv DRAWING.json` read a graph through it, so they judge
/// the same chart `dot -Kfamily` draws.
package struct FamilyGraphDrawnChart: Sendable {
    /// Which of the two charts, with its derivation.
    package enum Form: Sendable {
        /// Descendants of every founder.
        case descendants(FamilyGraphChart)
        /// One person's ancestors and descendants.
        case hourglass(FamilyGraphHourglass)
    }

    /// The chart and its derivation.
    package let form: Form
    /// The chart as TreeBench's engines and checker see it.
    package let chart: FamilyChart
    /// For each person of ``chart``: the node drawn for them, or -1 for an empty slot.
    package let nodeOfBox: [Int]

    /// The drawn chart of `form`.
    ///
    /// - Complexity: O(boxes).
    init(_ form: Form) {
        self.form = form
        switch form {
        case .descendants(let drawn):
            chart = FamilyChart(descendants: drawn.family)
            nodeOfBox = drawn.nodeOfBox
        case .hourglass(let hourglass):
            chart = hourglass.chart
            var nodes = [Int](repeating: -1, count: hourglass.chart.personCount)
            if let below = hourglass.chart.descendantSection {
                for (box, node) in hourglass.descendants.nodeOfBox.enumerated() { nodes[below.chartPerson(box)] = node }
            }
            if let above = hourglass.chart.ancestorSection {
                for (box, node) in hourglass.nodeOfAncestorBox.enumerated() where above.draws(box) {
                    nodes[above.chartPerson(box)] = node
                }
            }
            nodeOfBox = nodes
        }
    }
}

extension FamilyGraph {
    /// The chart the `family` plugin draws of the graph, every node once: an hourglass when the
    /// graph is one or asks for one (``chartChoice()``), else the descendant chart
    /// (``drawnOnceChart()``).
    ///
    /// - Throws: ``FamilyGraphError/invalidAttribute(name:value:rule:)`` for a `chart` or `root`
    ///   the graph cannot have, ``FamilyGraphError/notAGenealogy(_:)`` when the genealogy cannot be
    ///   charted.
    /// - Complexity: O(people + unions + links).
    package func drawnChart() throws(FamilyGraphError) -> FamilyGraphDrawnChart {
        switch try chartChoice() {
        case .descendants: FamilyGraphDrawnChart(.descendants(try drawnOnceChart()))
        case .hourglass(let root): FamilyGraphDrawnChart(.hourglass(try FamilyGraphHourglass(graph: self, root: root)))
        }
    }
}
