/// How well one layout keeps the invariants (docs/ARCHITECTURE.md, "Invariants and geometry"), and what it measures.
///
/// Made by `FamilyLayout/check(_:options:epsilon:)` from the layout's boxes alone, so every
/// engine is scored by the same code. `Codable`, so a harness can store it beside the timings.
public struct LayoutReport: Hashable, Sendable, Codable {
    /// The engine that made the layout.
    public var engine: String
    /// The tolerance in points: an item whose error is above it is a violation.
    public var epsilon: Double
    /// One result per rule, in ``Rule`` order.
    public var rules: [RuleResult]
    /// Size, gaps and connector figures.
    public var metrics: Metrics

    /// Creates a report.
    public init(engine: String, epsilon: Double, rules: [RuleResult], metrics: Metrics) {
        self.engine = engine
        self.epsilon = epsilon
        self.rules = rules
        self.metrics = metrics
    }

    /// Whether every rule holds within ``epsilon``.
    public var holdsEveryInvariant: Bool { rules.allSatisfy { $0.violations == 0 } }

    /// The total number of violations over all rules, held at `Int.max` rather than overflowing
    /// (a report read from a file may hold any counts).
    public var violationCount: Int { rules.lazy.map(\.violations).saturatingSum() }

    /// The result for one rule.
    public subscript(rule: Rule) -> RuleResult {
        rules.first { $0.rule == rule } ?? RuleResult(rule: rule)
    }
}

extension LayoutReport {
    /// The invariants (docs/ARCHITECTURE.md, "Invariants and geometry").
    public enum Rule: String, Hashable, Sendable, Codable, CaseIterable {
        /// Every unit with children: anchor = (first child's centre + last child's centre) / 2,
        /// the first child's centre moved left by the unit's
        /// ``LayoutOptions/leadingChildDistances`` where the options give one.
        /// Error: the distance between the two; offender: the unit's blood relative.
        case centred
        /// No two boxes' interiors intersect. A box is counted once when it intersects any box
        /// that comes before it in (left edge, document order); error: the smaller of the
        /// horizontal and vertical overlap of the worst pair; offender: the later box.
        case noOverlap = "no-overlap"
        /// Spouses share a row (error: the difference of their tops), their centres are
        /// `(w1 + w2) / 2 + coupleGap` apart with the spouse on the right (error: the
        /// difference from that), and no box of their generation has its centre strictly
        /// between theirs (error: how deep the deepest intruder stands). A couple is counted
        /// once; offender: the blood relative.
        case couplesAdjacent = "couples-adjacent"
        /// Every box of a generation has the row's top, the top most boxes of the generation
        /// share (error: the distance from it; offender: the box), and each row starts no
        /// higher than the bottom of the row above (error: by how much; offender: the first
        /// person of the lower generation).
        case rows
        /// Siblings stand left to right in `childrenIDs` order, by their own centres, and root
        /// units in generation-0 order, by their anchors. Error: how far a later one stands
        /// left of the one before it; offender: the later one.
        case order
    }

    /// The outcome of one rule.
    public struct RuleResult: Hashable, Sendable, Codable {
        /// The rule.
        public var rule: Rule
        /// The number of items (boxes, units, couples, pairs) whose error is above epsilon.
        public var violations: Int
        /// The largest error of any item checked, in points, violation or not; 0 when none was checked.
        public var worstError: Double
        /// The ids of the first offenders in document order, at most ``LayoutReport/offenderLimit``.
        public var firstOffenders: [String]

        /// Creates a result; a rule with nothing checked has no violations and no error.
        public init(rule: Rule, violations: Int = 0, worstError: Double = 0, firstOffenders: [String] = []) {
            self.rule = rule
            self.violations = violations
            self.worstError = worstError
            self.firstOffenders = firstOffenders
        }
    }

    /// How many offender ids a rule result keeps.
    public static let offenderLimit = 5

    /// Figures that describe a layout; none of them is a pass or fail.
    ///
    /// Connectors are measured as the picture draws them: each unit with children has one
    /// ``UnitFork``, the geometry the pictures route too. The *anchor point* is the couple's
    /// midpoint (the anchor x, at the spouses' mean centre height) or a single parent's bottom
    /// centre; the *bus* is a horizontal line at the height halfway between the parents' bottom
    /// and the highest child's top, running from the leftmost to the rightmost of the anchor x
    /// and the children's centres; the *drops* are the vertical segments from the anchor point
    /// down to the bus and from the bus down to each child's top centre.
    public struct Metrics: Hashable, Sendable, Codable {
        /// The width of the bounds of all boxes.
        public var width: Double
        /// The height of the bounds of all boxes.
        public var height: Double
        /// `width * height`.
        public var area: Double
        /// The largest distance between a parent unit's anchor and its children's centre
        /// (the ``Rule/centred`` error); 0 when nobody has children.
        public var worstCentringError: Double
        /// The smallest gap between neighbouring boxes of one generation (ordered by left
        /// edge) that are not the two spouses of one couple; negative when they overlap, nil
        /// when no generation has two units.
        public var minimumRowGap: Double?
        /// How many of those neighbour pairs are closer than the configured sibling gap (by more than epsilon).
        public var closeNeighbourCount: Int
        /// The total length of all drops and buses.
        public var connectorLength: Double
        /// How many times a drop of one family meets another family's bus strictly inside it
        /// (between its ends), counted among the families of one generation, whose buses lie
        /// between the same two rows.
        public var connectorCrossings: Int
        /// How many pairs of buses of one generation overlap along a stretch of positive length
        /// (one line would be drawn over another).
        public var busOverlaps: Int
        /// In an ancestor chart or an hourglass: how many people have both parents drawn (a
        /// pair of parents); `nil` for a descendant chart.
        public var parentPairs: Int?
        /// How many pairs of parents stand exactly `coupleGap` apart (within epsilon), as a couple
        /// does in a descendant chart; the others are pushed apart by their own ancestors.
        public var parentPairsAtCoupleGap: Int?
        /// The mean gap between the two parents of a pair, in points along the row.
        public var meanParentGap: Double?
        /// The largest gap between the two parents of a pair.
        public var largestParentGap: Double?
        /// With partner groups (a person with several partners): how many further unions (later
        /// partners) the chart draws; `nil` when nobody has more than one partner.
        public var furtherUnions: Int?
        /// How many later partners stand further than `coupleGap` from the group's previous box,
        /// moved apart so that their union's children stand centred under the union.
        public var stretchedPartnerGaps: Int?
        /// The largest gap between a later partner and the group's previous box, in points.
        public var largestPartnerGap: Double?
        /// How many union lines pass behind another box (an earlier partner) between the person
        /// and the later partner.
        public var unionLinesOverPartners: Int?
        /// The ancestors' width along their rows against that of a perfect binary pedigree of as
        /// many generations (2^(g−1) boxes of the chart's mean width on the last row,
        /// `siblingGap` apart): 1 for a full pedigree packed as tightly as it can be, below 1
        /// where ancestors are missing or collapse; `nil` for a descendant chart, or past 1,000
        /// generations, where no perfect pedigree fits in a `Double`.
        public var widthAgainstPerfectPedigree: Double?

        /// Creates metrics.
        public init(
            width: Double = 0,
            height: Double = 0,
            area: Double = 0,
            worstCentringError: Double = 0,
            minimumRowGap: Double? = nil,
            closeNeighbourCount: Int = 0,
            connectorLength: Double = 0,
            connectorCrossings: Int = 0,
            busOverlaps: Int = 0,
            parentPairs: Int? = nil,
            parentPairsAtCoupleGap: Int? = nil,
            meanParentGap: Double? = nil,
            largestParentGap: Double? = nil,
            widthAgainstPerfectPedigree: Double? = nil,
            furtherUnions: Int? = nil,
            stretchedPartnerGaps: Int? = nil,
            largestPartnerGap: Double? = nil,
            unionLinesOverPartners: Int? = nil
        ) {
            self.width = width
            self.height = height
            self.area = area
            self.worstCentringError = worstCentringError
            self.minimumRowGap = minimumRowGap
            self.closeNeighbourCount = closeNeighbourCount
            self.connectorLength = connectorLength
            self.connectorCrossings = connectorCrossings
            self.busOverlaps = busOverlaps
            self.parentPairs = parentPairs
            self.parentPairsAtCoupleGap = parentPairsAtCoupleGap
            self.meanParentGap = meanParentGap
            self.largestParentGap = largestParentGap
            self.widthAgainstPerfectPedigree = widthAgainstPerfectPedigree
            self.furtherUnions = furtherUnions
            self.stretchedPartnerGaps = stretchedPartnerGaps
            self.largestPartnerGap = largestPartnerGap
            self.unionLinesOverPartners = unionLinesOverPartners
        }
    }
}
