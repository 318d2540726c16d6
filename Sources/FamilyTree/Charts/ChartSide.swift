/// Which way a section of a chart grows from its first row, in time.
public enum ChartSide: String, Hashable, Sendable, CaseIterable {
    /// From parents to children: each unit's children are the people it is the parent of.
    case descendants
    /// From a person to their parents: each person's "children" in the section's tree are their
    /// father and mother.
    case ancestors
}

// Not in the chart page's engine: Embedded Swift (ChartEngine/) has no Codable.
#if !hasFeature(Embedded)
    extension ChartSide: Codable {}
#endif
