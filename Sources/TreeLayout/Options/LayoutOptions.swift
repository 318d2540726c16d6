public import FamilyTree

/// The geometry and strategy a layout engine uses. Defaults: 50 × 50 point boxes and 20-point
/// gaps (``LayoutGeometry``).
public struct LayoutOptions: Sendable {
    /// Box size and gaps, the part that can be written down (the command line's and a sweep's).
    public var geometry: LayoutGeometry
    /// Per-person box widths; ``BoxWidths/uniform`` uses ``LayoutGeometry/boxWidth`` for all.
    public var boxWidths: BoxWidths
    /// How the children of one unit are spread beside each other (see ``SiblingDistribution``).
    public var distribution: SiblingDistribution
    /// Which way a chart runs on the page (``LayoutDirection``); read where a whole chart is laid
    /// out (``LayoutEngine/layout(_:options:)-(FamilyChart,_)``), which records it in
    /// ``FamilyLayout/direction`` for the checker. An engine laying out one family works in the
    /// section frame, top-down, whatever it says.
    public var direction: LayoutDirection
    /// For each unit of the family laid out (a chart of one section): how far left of its first
    /// child's centre its run of children begins, for a unit with a *leading child*, a child who
    /// stands as a partner at the end of the run before, right before the unit's own children
    /// (the Graphviz plugin seats a child married across lines so); 0 for a unit without one.
    /// Usually the distance to the leading child's centre; where the unit's only child is an
    /// empty slot standing right after the leading child (the plugin keeps an only child's
    /// place so), twice it, so that the run's middle is the leading child. The native engine
    /// centres the unit over its children from that point to its last child, and the checker's
    /// rule ``LayoutReport/Rule/centred`` measures it so. Nil, the default, for every chart but
    /// the plugin's.
    public var leadingChildDistances: [Double]? = nil

    /// Creates options; box size and gaps come from `geometry` (``LayoutGeometry``'s defaults:
    /// 50 × 50 point boxes, 20-point gaps).
    ///
    /// Collapsing and a generation limit are not layout options: see ``Visibility``.
    ///
    /// - Parameters:
    ///   - geometry: Box size and gaps.
    ///   - boxWidths: Where each person's box width comes from.
    ///   - distribution: How the children of one unit are spread beside each other.
    ///   - direction: Which way a chart runs on the page.
    public init(
        geometry: LayoutGeometry = LayoutGeometry(),
        boxWidths: BoxWidths = .uniform,
        distribution: SiblingDistribution = .compact,
        direction: LayoutDirection = .topDown
    ) {
        self.geometry = geometry
        self.boxWidths = boxWidths
        self.distribution = distribution
        self.direction = direction
    }

    /// The top y of generation `generation`'s row: `generation * (boxHeight + levelGap)`.
    @inlinable public func rowTop(_ generation: Int) -> Double {
        Double(generation) * (geometry.boxHeight + geometry.levelGap)
    }

    /// Per-person box widths, resolved once per layout into a table indexed like `Family/people`.
    public func resolvedWidths(for family: Family) -> [Double] {
        resolvedWidths(forPeople: family.people)
    }

    /// Each box's width for `people` (a family's or a chart's), in their order.
    ///
    /// - Complexity: O(people).
    public func resolvedWidths(forPeople people: some Collection<Person>) -> [Double] {
        switch boxWidths {
        case .uniform:
            return [Double](repeating: geometry.boxWidth, count: people.count)
        case .table(let widths):
            precondition(widths.count == people.count, "boxWidths table must have one width per person")
            return widths
        case .computed(let width):
            return people.map(width)
        }
    }
}

extension LayoutOptions {
    /// Where each person's box width comes from.
    public enum BoxWidths: Sendable {
        /// Every box is ``LayoutGeometry/boxWidth`` wide.
        case uniform
        /// One width per person, indexed like `Family/people`.
        case table([Double])
        /// A width computed from the person's record, e.g. from the length of the name.
        case computed(@Sendable (Person) -> Double)
    }
}
