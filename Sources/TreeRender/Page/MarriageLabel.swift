public import FamilyTree
public import TreeLayout

/// A marriage drawn by its union's line (``BoxContent/marriages``): `m. 1840` under the gap
/// between the partners, starting 8 points past the union's anchor so that the line down to the
/// children and the chart page's fold button stay clear; for partners stacked in a column
/// (left-right charts), just above the lower partner's box, right of the union's line. The SVG
/// and Graphviz's pictures draw these, the chart page the same text per unit.
public struct MarriageLabel: Hashable, Sendable {
    /// The text (``BoxContent/marriageText(of:)``).
    public var text: String
    /// The left end of the text's baseline.
    public var x: Double
    /// The baseline.
    public var baseline: Double

    /// Creates a label.
    public init(text: String, x: Double, baseline: Double) {
        self.text = text
        self.x = x
        self.baseline = baseline
    }

    /// The marriage of each union of a descendant section that has two partners and a known
    /// marriage, placed by `layout`'s boxes at `style.tagFontSize`; none unless `style.content`
    /// shows marriages.
    ///
    /// - Complexity: O(units).
    public static func labels(in chart: FamilyChart, layout: FamilyLayout, style: PictureStyle) -> [MarriageLabel] {
        guard style.content.marriages, layout.boxes.count == chart.personCount else { return [] }
        var labels: [MarriageLabel] = []
        for section in chart.sections where section.side == .descendants {
            for unit in section.family.units where unit.isCouple || unit.isFurtherUnion {
                guard let text = marriageText(of: unit, in: section, chart: chart, content: style.content) else {
                    continue
                }
                let person = section.chartPerson(Int(unit.isFurtherUnion ? unit.furtherUnionOf : unit.blood))
                let partner = section.chartPerson(Int(unit.isFurtherUnion ? unit.blood : unit.spouse))
                // The union's anchor as the layout defines it, with the geometry it was made with.
                let anchor = layout.geometry.anchor(
                    of: unit, blood: layout.boxes[section.chartPerson(Int(unit.blood))],
                    spouse: unit.isCouple ? layout.boxes[section.chartPerson(Int(unit.spouse))] : nil)
                labels.append(
                    label(
                        text, between: layout.boxes[person], and: layout.boxes[partner], anchor: anchor,
                        fontSize: style.tagFontSize))
            }
        }
        return labels
    }

    /// The text of a union's marriage: on the record whose `coupleID` names the other partner
    /// (a later partner's, for a further union; either spouse's, for a couple).
    static func marriageText(
        of unit: FamilyUnit, in section: FamilyChart.Section, chart: FamilyChart, content: BoxContent
    ) -> String? {
        let blood = chart.people[section.chartPerson(Int(unit.blood))]
        if let text = content.marriageText(of: blood) { return text }
        guard unit.isCouple else { return nil }
        return content.marriageText(of: chart.people[section.chartPerson(Int(unit.spouse))])
    }

    /// A label for the union of the boxes `person` and `partner` (the later partner, or the
    /// spouse), whose line leaves at `anchor` (x; used when they share a row): under them, 8
    /// points past the anchor, when they share a row, else in the gap between them.
    static func label(
        _ text: String, between person: PersonBox, and partner: PersonBox, anchor: Double, fontSize: Double
    )
        -> MarriageLabel
    {
        if abs(person.centerY - partner.centerY) < max(person.height, partner.height) / 2 {
            return MarriageLabel(text: text, x: anchor + 8, baseline: max(person.maxY, partner.maxY) + fontSize + 0.5)
        }
        // A column: just above the lower box, under the anchor (half a couple gap above that box,
        // where the line to the children leaves), right of the union's line down the column.
        let (top, bottom) = person.centerY <= partner.centerY ? (person, partner) : (partner, person)
        return MarriageLabel(text: text, x: (top.centerX + bottom.centerX) / 2 + 8, baseline: bottom.y - 2)
    }
}
