/// One thing a legend explains: a sample drawn as the picture draws it, and a few words.
public enum LegendEntry: Hashable, Sendable, CaseIterable {
    /// A man's box (``GenderPalette``).
    case male
    /// A woman's box.
    case female
    /// A box of someone whose sex the file does not record.
    case unknownSex
    /// A repeat appearance: a person drawn again, dashed and faded, with a reference to their
    /// own box (``RepeatReferences``).
    case repeatAppearance
    /// A repeat appearance in an hourglass, whose reference says how many generations up or
    /// down from the person the own box is (``RepeatReferences/generationPlace(of:)``).
    case repeatInHourglass
    /// The dashed line from parents to a repeat drawn for a further marriage: a reference, not
    /// a second parentage.
    case referenceLine
    /// The line from adoptive parents to their adopted child (``ChildTieStroke``).
    case adoptedLine
    /// The line from foster parents to their foster child.
    case fosterLine
    /// The line from a step-parent's union to a partner's child from another union.
    case stepLine
    /// The line from a union to a child it holds by another tie the file names (a sealing, a sponsor).
    case otherTieLine
    /// A "+N" badge: descendants a collapsed branch or the depth limit hides.
    case hiddenPeople
    /// A "+N" badge above a person of an ancestor chart: the ancestors a folded parents' line or
    /// the depth limit hides.
    case hiddenAncestors
    /// A red outline: an invariant the layout breaks, named beside it.
    case violation

    /// The words beside the sample.
    public var text: String {
        switch self {
        case .male: "male"
        case .female: "female"
        case .unknownSex: "sex unknown"
        case .repeatAppearance:
            "drawn again: “see N · gen. G” points to this person's own box, marked N, in generation G"
        case .repeatInHourglass:
            "drawn again: “see N · G gen. up” (or down) points to this person's own box, marked N, G generations "
                + "above (or below) the person"
        case .referenceLine: "line to a further marriage, not a parent's line"
        case .adoptedLine: "adopted by"
        case .fosterLine: "foster"
        case .stepLine: "step"
        case .otherTieLine: "other tie (sealing, sponsor)"
        case .hiddenPeople: "+N: descendants not shown"
        case .hiddenAncestors: "+N: ancestors not shown"
        case .violation: "broken invariant, named in red"
        }
    }
}
