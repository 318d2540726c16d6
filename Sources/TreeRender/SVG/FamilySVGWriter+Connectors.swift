import FamilyTree
import TreeLayout

extension FamilySVGWriter {
    /// Writes the couple lines and the parent-to-children connectors (``UnitConnectors``): a
    /// `couple` path per couple and one `descent` path per unit with children, plus a dashed
    /// `descent reference` path for the lines to repeat appearances that draw a further union
    /// (``FamilyTree/Family/isReferenceUnit(_:)``), which are references, not parentage, and a
    /// `descent tie` path in its own colour and dash (``ChildTieStroke``) for each line to a child
    /// by adoption, fostering or a step-parent (``FamilyTree/FamilyChart/childTies``).
    ///
    /// - Complexity: O(people).
    func writeConnectors(_ chart: FamilyChart, layout: FamilyLayout, to output: inout SVGOutput) throws {
        let router = ConnectorRouter(cornerRadius: style.connectorRadius, stubLength: style.stubLength)
        try UnitConnectors.forEach(in: chart, layout: layout, router: router) { connectors in
            if let line = connectors.coupleLine {
                output.append("<path class=\"couple\" d=\"")
                line.appendPathData(to: &output)
                output.append("\"/>\n")
            }
            guard !connectors.descents.isEmpty else { return }
            let family = chart.sections[connectors.section].family
            // One descent per child; a child's later partners (further unions) have none.
            let children = family.units[connectors.unit].children.filter { !family.units[$0].isFurtherUnion }
            let ties = children.map { chart.childTie(ofUnit: $0, inSection: connectors.section) }
            let references = children.indices.filter { ties[$0].isBirth && family.isReferenceUnit(children[$0]) }
            output.append("<path class=\"descent\" d=\"")
            for (index, path) in connectors.descents.enumerated()
            where ties[index].isBirth && !references.contains(index) {
                path.appendPathData(to: &output)
            }
            output.append("\"/>\n")
            if !references.isEmpty {
                output.append("<path class=\"descent reference\" stroke-dasharray=\"5 4\" d=\"")
                for child in references { connectors.descents[child].appendPathData(to: &output) }
                output.append("\"/>\n")
            }
            for (index, tie) in ties.enumerated() {
                guard let stroke = ChildTieStroke.forTie(tie) else { continue }
                output.append("<path class=\"descent tie ")
                output.appendEscaped(tie.rawValue)
                output.append("\" stroke=\"")
                output.appendEscaped(stroke.color)
                output.append("\" stroke-dasharray=\"")
                output.appendEscaped(stroke.dashArray)
                output.append("\" d=\"")
                connectors.descents[index].appendPathData(to: &output)
                output.append("\"/>\n")
            }
            try output.flushIfNeeded()
        }
    }
}
