/// Something to point out on a drawing, such as an invariant violation: a red outline around
/// the named people and units and a short label (“off-centre 12.5 pt”, “couple split”).
///
/// Deliberately plain — indices and text — so any checker can produce marks without the
/// renderer knowing its types. Indices that are out of range are ignored when drawing.
public struct LayoutMark: Hashable, Sendable {
    /// Indices in ``FamilyTree/Family/people`` to outline.
    public var people: [Int]
    /// Indices in ``FamilyTree/Family/units`` to outline (a couple's two boxes as one).
    public var units: [Int]
    /// A short label drawn beside the outline; a mark with neither people nor units is listed
    /// under the caption instead.
    public var label: String

    /// Creates a mark.
    public init(people: [Int] = [], units: [Int] = [], label: String) {
        self.people = people
        self.units = units
        self.label = label
    }
}
