import FamilyTree
import TreeLayout

extension LayoutScore {
    /// Scores `layout` of `family` with the one invariant checker (``TreeLayout/LayoutReport``),
    /// so every engine is judged by the same code.
    ///
    /// - Complexity: The checker's, O(n log n) for n people.
    init(checking layout: FamilyLayout, of family: Family, options: LayoutOptions) {
        let report = layout.check(family, options: options, epsilon: 0.01)
        let metrics = report.metrics
        self.init(
            rules: Dictionary(
                uniqueKeysWithValues: report.rules.map { result in
                    (
                        result.rule.rawValue,
                        RuleScore(
                            violations: result.violations, worstError: result.worstError,
                            firstOffenders: result.firstOffenders)
                    )
                }),
            metrics: LayoutMetrics(
                width: metrics.width, height: metrics.height, area: metrics.area,
                worstCentringError: metrics.worstCentringError, minimumRowGap: metrics.minimumRowGap,
                connectorLength: metrics.connectorLength, connectorCrossings: metrics.connectorCrossings,
                closeNeighbourCount: metrics.closeNeighbourCount, busOverlaps: metrics.busOverlaps))
    }
}
