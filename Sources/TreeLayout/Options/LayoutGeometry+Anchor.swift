package import FamilyTree

extension LayoutGeometry {
    /// The anchor of `unit`, where its children's line leaves it, given the boxes of its blood
    /// relative and (for a couple) spouse: the person's centre x, or the midpoint between the
    /// couple's boxes (the middle of the gap between them, whichever side each spouse stands
    /// on); for a further union (a person's later partner, `FamilyTree/FamilyUnit/isFurtherUnion`,
    /// whose box is `blood`), the point on the union's line half this geometry's ``coupleGap``
    /// left of the partner's box, which is the middle of the gap when the partner stands the
    /// couple gap beside the group's previous box.
    ///
    /// The one definition behind ``FamilyLayout/anchor(of:)`` and ``LayoutSession/anchors(among:)``;
    /// a layout applies it with the geometry it was made with, so no reader supplies a gap.
    package func anchor(of unit: FamilyUnit, blood: PersonBox, spouse: PersonBox?) -> Double {
        guard let spouse else { return unit.isFurtherUnion ? blood.x - coupleGap / 2 : blood.centerX }
        return (min(blood.maxX, spouse.maxX) + max(blood.x, spouse.x)) / 2
    }
}
