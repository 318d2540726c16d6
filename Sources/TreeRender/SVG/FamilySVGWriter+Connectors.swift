import FamilyTree
import TreeLayout

extension FamilySVGWriter {
    /// Writes the couple lines and the parent-to-children connectors (``UnitConnectors``): a
    /// `couple` path per couple and one `descent` path per unit with children.
    ///
    /// - Complexity: O(people).
    func writeConnectors(_ family: Family, layout: FamilyLayout, to output: inout SVGOutput) throws {
        let router = ConnectorRouter(cornerRadius: style.connectorRadius, stubLength: style.stubLength)
        try UnitConnectors.forEach(in: family, layout: layout, router: router) { connectors in
            if let line = connectors.coupleLine {
                output.append("<path class=\"couple\" d=\"")
                line.appendPathData(to: &output)
                output.append("\"/>\n")
            }
            guard !connectors.descents.isEmpty else { return }
            output.append("<path class=\"descent\" d=\"")
            for path in connectors.descents { path.appendPathData(to: &output) }
            output.append("\"/>\n")
            try output.flushIfNeeded()
        }
    }
}
