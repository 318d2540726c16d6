public import FamilyTree
public import TreeLayout

extension FamilyLayout {
    /// Where a "+N" badge of `width` × `height` goes by `unit` of a descendant chart laid out in
    /// ``TreeLayout/FamilyLayout/direction``: 3 points beyond the blood relative's box on the
    /// children's side, on the unit's anchor, where the children's connector would start.
    ///
    /// - Parameters:
    ///   - unit: A unit of `family`.
    ///   - family: The descendant chart this layout was made for.
    ///   - width: The badge's width.
    ///   - height: The badge's height.
    /// - Returns: The badge's horizontal centre and its top.
    /// - Complexity: O(1).
    public func badgePlace(
        of unit: FamilyUnit, in family: Family, width: Double, height: Double
    )
        -> (centreX: Double, top: Double)
    {
        let blood = boxes[Int(unit.blood)]
        switch direction {
        case .topDown: return (anchor(of: unit), blood.maxY + 3)
        case .bottomUp: return (anchor(of: unit), blood.y - 3 - height)
        case .leftRight, .rightLeft:
            let frame = SectionFrame(growth: direction.growth(of: .descendants))
            // The anchor in the section's frame, where rows run across, with the layout's geometry.
            let along = geometry.anchor(
                of: unit, blood: frame.sectionBox(blood),
                spouse: unit.isCouple ? frame.sectionBox(boxes[Int(unit.spouse)]) : nil)
            let x = direction == .leftRight ? blood.maxX + 3 + width / 2 : blood.x - 3 - width / 2
            return (x, along - height / 2)
        }
    }
}
