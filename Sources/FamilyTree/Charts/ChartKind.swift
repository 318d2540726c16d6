/// Which chart of a person's family is drawn: their descendants, their ancestors (a pedigree),
/// or both at once (an hourglass).
public enum ChartKind: String, Hashable, Sendable, CaseIterable {
    /// Each unit over its children, generation after generation (Family JSON v1 as it always was).
    case descendants
    /// A person and their ancestors: each person's father and mother on the row beyond them,
    /// side by side with nobody between them, the person centred under their midpoint.
    case ancestors
    /// A person's ancestors on one side of their row and their descendants on the other, the two
    /// halves sharing the person's box.
    case hourglass

    /// The chart's name in a sentence: "descendant chart", "ancestor chart", "hourglass chart".
    public var phrase: String {
        switch self {
        case .descendants: "descendant chart"
        case .ancestors: "ancestor chart"
        case .hourglass: "hourglass chart"
        }
    }
}

// Not in the chart page's engine: Embedded Swift (ChartEngine/) has no Codable.
#if !hasFeature(Embedded)
    extension ChartKind: Codable {}
#endif
