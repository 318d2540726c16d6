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

    /// The marriage of each union that has two partners and a known marriage (a descendant
    /// section's couples and further unions, an ancestor section's pairs of parents), placed by
    /// `layout`'s boxes at `style.tagFontSize`; none unless `style.content` shows marriages.
    ///
    /// A pair of parents in an ancestor section stands over no line of its own at the middle of
    /// the gap between them (the line from their child ends at the bus below), so for parents
    /// side by side the text is centred there, under the two, between the lines down from each
    /// parent; for parents in a column it is placed as a couple's.
    ///
    /// - Complexity: O(units).
    public static func labels(in chart: FamilyChart, layout: FamilyLayout, style: PictureStyle) -> [MarriageLabel] {
        guard style.content.marriages, layout.boxes.count == chart.personCount else { return [] }
        var labels: [MarriageLabel] = []
        for section in chart.sections {
            let units = section.family.units
            for (index, unit) in units.enumerated() {
                guard let text = style.content.marriageText(ofUnit: index, in: section.family, side: section.side)
                else { continue }
                let box = { (person: Int32) in layout.boxes[section.chartPerson(Int(person))] }
                switch section.side {
                case .descendants:
                    let person = box(unit.isFurtherUnion ? unit.furtherUnionOf : unit.blood)
                    let partner = box(unit.isFurtherUnion ? unit.blood : unit.spouse)
                    // The union's anchor as the layout defines it, with the geometry it was made with.
                    let anchor = layout.geometry.anchor(
                        of: unit, blood: box(unit.blood), spouse: unit.isCouple ? box(unit.spouse) : nil)
                    labels.append(
                        label(text, between: person, and: partner, anchor: anchor, fontSize: style.tagFontSize))
                case .ancestors:
                    let father = box(units[Int(unit.firstChild)].blood)
                    let mother = box(units[Int(unit.firstChild) + 1].blood)
                    let gapMiddle = (min(father.maxX, mother.maxX) + max(father.x, mother.x)) / 2
                    var placed = label(
                        text, between: father, and: mother, anchor: gapMiddle, fontSize: style.tagFontSize)
                    if sharesRow(father, mother) {
                        placed.x = gapMiddle - style.textWidth(of: text, fontSize: style.tagFontSize) / 2
                    }
                    labels.append(placed)
                }
            }
        }
        return labels
    }

    /// A label for the union of the boxes `person` and `partner` (the later partner, or the
    /// spouse), whose line leaves at `anchor` (x; used when they share a row): under them, 8
    /// points past the anchor, when they share a row, else in the gap between them.
    static func label(
        _ text: String, between person: PersonBox, and partner: PersonBox, anchor: Double, fontSize: Double
    )
        -> MarriageLabel
    {
        if sharesRow(person, partner) {
            return MarriageLabel(text: text, x: anchor + 8, baseline: max(person.maxY, partner.maxY) + fontSize + 0.5)
        }
        // A column: just above the lower box, under the anchor (half a couple gap above that box,
        // where the line to the children leaves), right of the union's line down the column.
        let (top, bottom) = person.centerY <= partner.centerY ? (person, partner) : (partner, person)
        return MarriageLabel(text: text, x: (top.centerX + bottom.centerX) / 2 + 8, baseline: bottom.y - 2)
    }

    /// Whether two boxes stand on one row (their centres less than half the taller box apart),
    /// not in a column.
    static func sharesRow(_ first: PersonBox, _ second: PersonBox) -> Bool {
        abs(first.centerY - second.centerY) < max(first.height, second.height) / 2
    }
}
