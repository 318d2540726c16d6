extension Family {
    /// Whether the line from a unit's parents to it is a *reference* rather than a parentage: the
    /// unit stands on a repeat appearance (`sameAs`), so the person's parentage is drawn at their
    /// home.
    ///
    /// Two kinds: a repeat that draws a further union of the person (it has a spouse or
    /// children), listed among the children of the parents who also list the home; and a repeat
    /// as a leaf, under a second union that lists the person as a child — adoptive, foster or
    /// step-parents, or a second family — while the home hangs under the parents by birth.
    ///
    /// - Parameter unit: An index in ``units``.
    public func isReferenceUnit(_ unit: Int) -> Bool {
        people.isRepeat(at: Int(units[unit].blood))
    }
}
