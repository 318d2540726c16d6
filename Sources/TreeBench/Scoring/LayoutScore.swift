/// The invariant checker's verdict on one layout, in the form results files keep.
public struct LayoutScore: Hashable, Sendable, Codable {
    /// Each invariant's violation count and worst error, by rule name (`centred`, `noOverlap`, …).
    public var rules: [String: RuleScore]
    /// Size and quality figures of the layout.
    public var metrics: LayoutMetrics

    /// Creates a score.
    public init(rules: [String: RuleScore], metrics: LayoutMetrics) {
        self.rules = rules
        self.metrics = metrics
    }

    /// Whether the checker judged any rule (a pass rate counts only checked layouts).
    public var isChecked: Bool { !rules.isEmpty }
    /// Whether no invariant is violated.
    public var passed: Bool { rules.values.allSatisfy { $0.violations == 0 } }
    /// Violations over all invariants.
    public var totalViolations: Int { rules.values.reduce(0) { $0 + $1.violations } }
}

/// One invariant's result.
public struct RuleScore: Hashable, Sendable, Codable {
    /// How many times the rule is broken.
    public var violations: Int
    /// The largest error among the violations (or among all checks for measured rules), in points.
    public var worstError: Double
    /// The ids of the first offenders, when the checker names them.
    public var firstOffenders: [String]?

    /// Creates a rule score.
    public init(violations: Int, worstError: Double, firstOffenders: [String]? = nil) {
        self.violations = violations
        self.worstError = worstError
        self.firstOffenders = firstOffenders
    }
}

/// Figures of a layout, in points (DESIGN section 3).
public struct LayoutMetrics: Hashable, Sendable, Codable {
    /// Width of the bounding box.
    public var width: Double
    /// Height of the bounding box.
    public var height: Double
    /// Area of the bounding box.
    public var area: Double
    /// The largest distance of a parent's anchor from the midpoint of its first and last children.
    public var worstCentringError: Double
    /// The least gap between neighbouring boxes on one row, or `nil` when no row has two boxes.
    public var minimumRowGap: Double?
    /// Total length of the parent–child connectors.
    public var connectorLength: Double?
    /// Number of crossings between connectors.
    public var connectorCrossings: Int?
    /// Neighbour pairs on one row closer than the configured sibling gap.
    public var closeNeighbourCount: Int?
    /// Pairs of buses of one generation drawn over each other.
    public var busOverlaps: Int?

    /// Creates metrics.
    public init(
        width: Double, height: Double, area: Double, worstCentringError: Double, minimumRowGap: Double? = nil,
        connectorLength: Double? = nil, connectorCrossings: Int? = nil, closeNeighbourCount: Int? = nil,
        busOverlaps: Int? = nil
    ) {
        self.width = width
        self.height = height
        self.area = area
        self.worstCentringError = worstCentringError
        self.minimumRowGap = minimumRowGap
        self.connectorLength = connectorLength
        self.connectorCrossings = connectorCrossings
        self.closeNeighbourCount = closeNeighbourCount
        self.busOverlaps = busOverlaps
    }
}
