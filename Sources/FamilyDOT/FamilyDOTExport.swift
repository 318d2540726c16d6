public import FamilyTree
public import TreeLayout

/// DOT files for Graphviz users: the family in the dot idiom (to lay out and edit), or pinned
/// to a given layout's positions (for `neato -n2`, so any Graphviz renderer draws that layout).
///
/// Node names are the person ids; labels are the names, drawn literally (see `DOTText`).
public enum FamilyDOTExport {
    /// The font size of the names in both forms, in points (Helvetica): what a box must hold
    /// for its name to fit (see `SVGStyle.boxWidth(fittingName:minimum:maximum:)` in TreeRender).
    public static let fontSize = 10.0

    /// The family in the dot idiom `DotLayout` (GraphvizLayout) uses, with names, gender colours, couples and
    /// families: `dot -Tsvg` draws it.
    ///
    /// - Parameters:
    ///   - family: The family.
    ///   - layoutOptions: Box sizes and gaps.
    ///   - dotOptions: The idiom and knobs.
    /// - Throws: ``DOTExportError/unrepresentableID(personID:)``.
    /// - Complexity: O(n).
    public static func layoutForm(
        _ family: Family, layoutOptions: LayoutOptions = LayoutOptions(), dotOptions: DotOptions = DotOptions()
    ) throws(DOTExportError) -> String {
        let plan = DotGraphPlan(family: family, layoutOptions: layoutOptions, dotOptions: dotOptions, purpose: .export)
        return plan.dotText(
            comments: [
                "A family tree exported by TreeBench in the dot idiom \"\(dotOptions.idiom.rawValue)\".",
                "Node names are person ids; lay it out with: dot -Tsvg FILE -o OUT.svg",
            ], names: try quotedNames(plan.nodes.map(\.name), family: family))
    }

    /// The family pinned to `layout`: every box at `pos="x,y!"` (points, Graphviz's y-up, the
    /// drawing's bottom at y = 0), a union point at each couple's anchor, straight connectors.
    /// `neato -n2 -Tsvg` draws exactly `layout`.
    ///
    /// - Throws: ``DOTExportError/layoutMismatch(people:boxes:)`` when the layout is for another
    ///   family, ``DOTExportError/unrepresentableID(personID:)``.
    /// - Complexity: O(n).
    public static func pinnedForm(_ family: Family, layout: FamilyLayout) throws(DOTExportError) -> String {
        guard layout.boxes.count == family.personCount else {
            throw .layoutMismatch(people: family.personCount, boxes: layout.boxes.count)
        }
        let bounds = layout.bounds
        func pos(_ x: Double, _ yDown: Double) -> String {
            "\(DOTNumber.format(x - bounds.x)),\(DOTNumber.format(bounds.maxY - yDown))!"
        }
        let unionPrefix = DotGraphPlan.unusedPrefix(for: family)
        var lines = [
            "// A family tree exported by TreeBench, pinned to the \"\(layout.engine)\" layout.",
            "// Positions are fixed; draw it with: neato -n2 -Tsvg FILE -o OUT.svg",
            "digraph \"family\" {",
            "    graph [splines=\"line\", outputorder=\"edgesfirst\"];",
            "    node [shape=\"box\", fixedsize=\"true\", style=\"filled\", fontname=\"Helvetica\", fontsize=\"\(DOTNumber.format(fontSize))\"];",
            "    edge [dir=\"none\"];",
        ]
        let names = try quotedNames(family.people.map(\.id), family: family)
        for (index, person) in family.people.enumerated() {
            let box = layout.boxes[index]
            let attributes: [DotGraphPlan.Attribute] = [
                ("label", person.name), ("fillcolor", DotGraphPlan.fillColor(forGender: person.gender)),
                ("width", DOTNumber.format(box.width / 72)), ("height", DOTNumber.format(box.height / 72)),
                ("pos", pos(box.centerX, box.centerY)),
            ]
            lines.append(DotGraphPlan.statement(names[index], attributes))
        }
        for (unitIndex, unit) in family.units.enumerated() {
            let blood = names[Int(unit.blood)]
            var parent = blood
            if unit.isCouple {
                parent = DOTText.quotedValue(("name", "\(unionPrefix)\(unitIndex)"))
                let anchorY = layout.boxes[Int(unit.blood)].centerY
                lines.append(
                    DotGraphPlan.statement(
                        parent,
                        [
                            ("shape", "point"), ("width", "0.05"), ("height", "0.05"),
                            ("pos", pos(layout.anchor(of: unit), anchorY)),
                        ]))
                lines.append("    \(blood) -> \(parent) -> \(names[Int(unit.spouse)]);")
            }
            for child in unit.children {
                lines.append("    \(parent) -> \(names[Int(family.units[child].blood)]);")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Quoted node names; person ids that DOT cannot quote are reported by person.
    private static func quotedNames(_ names: [String], family: Family) throws(DOTExportError) -> [String] {
        var quoted: [String] = []
        quoted.reserveCapacity(names.count)
        for name in names {
            guard let text = DOTText.quotedID(name) else { throw .unrepresentableID(personID: name) }
            quoted.append(text)
        }
        return quoted
    }
}
