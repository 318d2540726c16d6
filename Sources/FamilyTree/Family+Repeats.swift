extension Family {
    /// Whether the line from a unit's parents to it is a *reference* rather than a parentage: the
    /// unit stands on a repeat appearance (`sameAs`) that draws a further union of the person
    /// (it has a spouse or children), so the person's parentage is drawn at their home.
    ///
    /// A repeat without spouse or children (an adopted child listed by a second union) is a
    /// parentage of its own.
    ///
    /// - Parameter unit: An index in ``units``.
    public func isReferenceUnit(_ unit: Int) -> Bool {
        let record = units[unit]
        return people[Int(record.blood)].sameAs != nil && (record.isCouple || record.hasChildren)
    }
}
