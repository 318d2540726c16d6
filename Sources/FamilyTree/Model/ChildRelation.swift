/// How a child belongs to a union: by birth, or by adoption, fostering or a step-parent's marriage.
///
/// GEDCOM records it as `INDI.FAMC.PEDI` (5.5.1: `birth`, `adopted`, `foster`, `sealing`; 7.0:
/// `BIRTH`, `ADOPTED`, `FOSTER`, `SEALING`, `OTHER`), Gramps XML as a `childref`'s `mrel` and
/// `frel` (`Birth`, `Adopted`, `Stepchild`, `Sponsored`, `Foster`, `Unknown`).
public enum ChildRelation: String, Hashable, Sendable, CaseIterable {
    /// A child of the union by birth; also what a file means when it says nothing.
    case birth
    /// An adopted child.
    case adopted
    /// A foster child.
    case foster
    /// A partner's child from another union (Gramps' `Stepchild`).
    case step
    /// Any other tie the file names (GEDCOM's `SEALING` and `OTHER`, Gramps' `Sponsored` and
    /// `Unknown`): kept as a link, not as birth.
    case other

    /// Whether the child was born to the union: the link a descendant chart draws as the child's home.
    public var isBirth: Bool { self == .birth }

}
