import FamilyTree

/// How a chart shows the people who may be living, as Gramps' reports' "living people" options
/// do, so that a chart can be published.
public enum LivingPeopleShown: String, Sendable, CaseIterable {
    /// Everything: names and dates.
    case full
    /// The name; no dates.
    case names
    /// The initials of the name (`J. F. K.`); no dates.
    case initials
    /// Nothing of the person: their box stays, so their family keeps its place, labelled
    /// ``LivingPeople/hiddenName`` and without dates.
    case hidden
}
