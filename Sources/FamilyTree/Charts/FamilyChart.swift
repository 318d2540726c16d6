/// A chart as it is drawn: one or two *sections*, each a validated ``Family`` (a tree of units),
/// and every box of the chart once in ``people``.
///
/// - A descendant chart is one section growing from parents to children: the ``Family`` itself.
/// - An ancestor chart is one section growing from a person to their parents: the person alone in
///   generation 0, and each person's `childrenIDs` naming their father and mother (at most two,
///   in that order) in the next generation. Nobody is a couple there: the two parents of a person
///   are two neighbouring units, so each can carry their own parents.
/// - An hourglass is both: the descendant section (the root person and their spouses in
///   generation 0, as a descendant chart of the root) and the ancestor section, whose generation
///   0 is the same root person. The two sections share that one box.
///
/// Layout engines work on one section at a time, a tree drawn from its generation 0 outward;
/// which way outward is on the page follows from the section's ``ChartSide`` and the layout's
/// direction (TreeLayout's `LayoutDirection`).
public struct FamilyChart: Sendable {
    /// One tree of the chart.
    public struct Section: Sendable {
        /// The section's units and people; its generation 0 is the chart's first row (the root's).
        public let family: Family
        /// Whether the section's tree runs from parents to children or from a person to their parents.
        public let side: ChartSide
        /// Where the section's people start among the chart's ``FamilyChart/people``.
        @usableFromInline let firstChartPerson: Int
        /// The chart index of the section's person 0 when another section draws it (an
        /// hourglass's root, in its ancestor section); -1 otherwise.
        @usableFromInline let sharedFirstPerson: Int

        /// The index in ``FamilyChart/people`` of the section's person `index`.
        ///
        /// - Complexity: O(1).
        @inlinable public func chartPerson(_ index: Int) -> Int {
            index == 0 && sharedFirstPerson >= 0 ? sharedFirstPerson : firstChartPerson + index
        }

        /// Whether the section's person `index` is drawn by this section (its box belongs to
        /// it), not by another section that shares it.
        @inlinable public func draws(_ index: Int) -> Bool {
            index != 0 || sharedFirstPerson < 0
        }

        /// The chart indices of the section's people, in the section's order.
        ///
        /// - Complexity: O(people of the section).
        public var chartPeople: [Int32] {
            (0..<family.personCount).map { Int32(chartPerson($0)) }
        }
    }

    /// What the chart shows.
    public let kind: ChartKind
    /// The sections: one for a descendant or an ancestor chart; for an hourglass the descendant
    /// section, then the ancestor section.
    public let sections: [Section]
    /// Every box of the chart once: the first section's people, then the second's but the one
    /// it shares.
    public let people: People
    /// How a box drawn under parents it was not born to belongs to them (adopted, foster, step),
    /// by the box's id (`I7~2`): its line from those parents is drawn as that tie, not as a
    /// reference. Boxes absent are children by birth, or repeats drawn for a further union.
    public var childTies: [String: ChildRelation] = [:]

    init(kind: ChartKind, sections: [Section]) {
        self.kind = kind
        self.sections = sections
        people = People(sections: sections.map(\.family.people))
    }

    /// A descendant chart: the family as it is.
    ///
    /// - Complexity: O(1): the family's storage is shared, not copied.
    public init(descendants family: Family) {
        self.init(
            kind: .descendants,
            sections: [Section(family: family, side: .descendants, firstChartPerson: 0, sharedFirstPerson: -1)])
    }

    /// The tie of the section's unit `unit` to its parents' unit, from ``childTies``: `.birth`
    /// for a child by birth or a reference line to a further union.
    ///
    /// - Complexity: O(the box id's length).
    public func childTie(ofUnit unit: Int, inSection section: Int) -> ChildRelation {
        guard !childTies.isEmpty else { return .birth }
        let family = sections[section].family
        return childTies[family.people.id(at: Int(family.units[unit].blood))] ?? .birth
    }

    /// The number of boxes.
    public var personCount: Int { people.count }

    /// The number of repeat appearances: boxes with `sameAs`.
    public var repeatCount: Int {
        // The box two sections share is a root, never a repeat.
        sections.reduce(0) { $0 + $1.family.repeatCount }
    }

    /// The chart index of the person an ancestor chart or an hourglass is drawn for (the one box
    /// both halves of an hourglass share); `nil` for a descendant chart, which may have many roots.
    public var rootPerson: Int? {
        guard kind != .descendants else { return nil }
        return sections.last.map { $0.chartPerson(0) }
    }

    /// The section that grows from a person to their parents, if the chart has one.
    public var ancestorSection: Section? { sections.first { $0.side == .ancestors } }

    /// The section that grows from parents to children, if the chart has one.
    public var descendantSection: Section? { sections.first { $0.side == .descendants } }

    /// The whole chart as one family when it is a descendant chart, the form every tool took
    /// before ancestor charts; `nil` for the other kinds.
    public var descendantFamily: Family? { kind == .descendants ? sections[0].family : nil }

    /// The number of rows the chart spans: an hourglass's two sections share the root's row.
    public var rowCount: Int {
        sections.reduce(0) { $0 + $1.family.generationCount } - (sections.count - 1)
    }

    /// The index in ``people`` of the box with id `id`, or `nil` when no box has it.
    ///
    /// - Complexity: O(n): a scan of the people.
    public func personIndex(of id: String) -> Int? {
        for section in sections {
            if let index = section.family.people.index(ofID: id), section.draws(index) {
                return section.chartPerson(index)
            }
        }
        return nil
    }
}
