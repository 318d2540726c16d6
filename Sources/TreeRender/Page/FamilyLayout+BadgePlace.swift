public import FamilyTree
public import TreeLayout

extension FamilyLayout {
    /// Where a "+N" badge of `width` × `height` goes by `unit` of `section`, laid out in
    /// ``TreeLayout/FamilyLayout/direction``: 3 points beyond the blood relative's box on the
    /// side the section grows (below a unit of a top-down descendant chart, above a person of an
    /// ancestor chart, whose parents' line it folds), on the unit's anchor, where the connector
    /// to the hidden people would start.
    ///
    /// - Parameters:
    ///   - unit: A unit of `section`'s family.
    ///   - section: A section of the chart this layout was made for.
    ///   - width: The badge's width.
    ///   - height: The badge's height.
    /// - Returns: The badge's horizontal centre and its top.
    /// - Complexity: O(1).
    public func badgePlace(
        of unit: FamilyUnit, in section: FamilyChart.Section, width: Double, height: Double
    )
        -> (centreX: Double, top: Double)
    {
        let growth = direction.growth(of: section.side)
        let frame = SectionFrame(growth: growth)
        let blood = frame.sectionBox(boxes[section.chartPerson(Int(unit.blood))])
        // The unit's anchor as the layout defines it (its geometry), on the unit's own boxes in the
        // section frame.
        let spouse = unit.isCouple ? frame.sectionBox(boxes[section.chartPerson(Int(unit.spouse))]) : nil
        let along = geometry.anchor(of: unit, blood: blood, spouse: spouse)
        let extent = growth == .down || growth == .up ? height : width
        let centre = frame.pagePoint(along: along, depth: blood.maxY + 3 + extent / 2)
        return (centre.x, centre.y - height / 2)
    }
}

extension FamilyLayout {
    /// Every "+N" badge of this layout of `chart`, sized for `style`'s caption font.
    ///
    /// - Parameter hiddenCounts: For each unit of the chart, the people it hides (as
    ///   ``FamilyTree/FamilyChart/unitsHidingPeople(_:)`` takes them).
    /// - Complexity: O(units).
    public func hiddenBadges(in chart: FamilyChart, hiddenCounts: [Int], style: PictureStyle) -> [HiddenBadge] {
        let height = style.captionFontSize * 1.4
        return chart.unitsHidingPeople(hiddenCounts).map { section, unit, hidden in
            let width = style.captionWidth(of: "+\(hidden)") + 8
            let (centre, top) = badgePlace(of: unit, in: section, width: width, height: height)
            return HiddenBadge(
                hidden: hidden, frame: PersonBox(x: centre - width / 2, y: top, width: width, height: height))
        }
    }
}

extension FamilyChart {
    /// The units that hide people, with the section each belongs to and the number it hides.
    ///
    /// - Parameter hiddenCounts: For each unit of the chart, the sections' units in order
    ///   (``TreeLayout/VisibleChart/hiddenCount``), the people it hides; empty when nothing is
    ///   hidden. Units past its end hide nobody; counts past the chart's units name none.
    /// - Complexity: O(units).
    public func unitsHidingPeople(
        _ hiddenCounts: [Int]
    ) -> [(section: Section, unit: FamilyUnit, hidden: Int)] {
        guard hiddenCounts.contains(where: { $0 > 0 }) else { return [] }
        var found: [(section: Section, unit: FamilyUnit, hidden: Int)] = []
        var index = 0
        for section in sections {
            for unit in section.family.units {
                guard index < hiddenCounts.count else { return found }
                if hiddenCounts[index] > 0 { found.append((section, unit, hiddenCounts[index])) }
                index += 1
            }
        }
        return found
    }
}
