import FamilyTree
import TreeRender

extension DotGraphPlan {
    /// The union nodes and edges of every unit, as `idiom` writes them: a union node on its own
    /// rank under the couple (or a childless couple's invisible point between them, in a file for
    /// people), or the chain idioms' node between the spouses; an edge to each child, and for
    /// ``DotIdiom/orderedUnionRank`` the siblings held in order on their rank.
    ///
    /// A further union (a person's later partner) is the genealogy idiom's answer to several
    /// marriages: one more union node of the person's, joined to the later partner, the person
    /// written first so that they stand left of the partner; it is never a cluster (a node stands
    /// in one cluster only), and the partner is nobody's child.
    ///
    /// - Complexity: O(n) in the units.
    mutating func appendUnits(
        _ family: Family, idiom: DotIdiom, purpose: Purpose, unionHeight: Double, prefix unionPrefix: String,
        content: BoxContent = BoxContent()
    ) {
        let unionAttributes: [Attribute] = [
            ("shape", "point"), ("width", DOTNumber.format(unionHeight / 72)),
            ("height", DOTNumber.format(unionHeight / 72)),
        ]
        // In a file for people, a childless couple's union is not drawn below them: it is an
        // invisible point between the spouses on their own rank, so its two edges are the couple
        // line and nothing hangs under the couple (the edges still run person → union, so the
        // idiom reads the same). Ordered by an invisible union → spouse edge; the spouse's edge
        // has no say in the order, and both end at the point's centre so the line is unbroken.
        let childlessUnionAttributes: [Attribute] = [
            ("shape", "point"), ("style", "invis"), ("width", "0.01"), ("height", "0.01"),
        ]
        for (unitIndex, unit) in family.units.enumerated() {
            let isUnion = unit.isCouple || unit.isFurtherUnion
            // A further union's person first, the later partner second, as a couple's blood relative and spouse.
            let blood = Int(unit.isFurtherUnion ? unit.furtherUnionOf : unit.blood)
            let spouse = Int(unit.isFurtherUnion ? unit.blood : unit.spouse)
            let clustered = idiom.clustersCouples && !unit.isFurtherUnion
            let coupleName = "\(unionPrefix)couple\(unitIndex)"
            // The marriage, by the line from the person to the union (a later partner's record, or
            // either spouse's, names it).
            var marriage: [Attribute] = []
            if purpose != .layout, let text = content.marriageText(ofUnit: unitIndex, in: family, side: .descendants) {
                marriage = [("xlabel", text), ("fontsize", DOTNumber.format(FamilyDOTExport.fontSize - 2))]
            }
            // The node the children hang from: the union node, or a single parent (chain idioms).
            var parentNode = blood
            if idiom.unionOnOwnRank, purpose != .layout, isUnion, !unit.hasChildren {
                let union = appendNode("\(unionPrefix)\(unitIndex)", childlessUnionAttributes)
                edges.append(Edge(tail: blood, head: union, attributes: [("headclip", "false")] + marriage))
                edges.append(
                    Edge(tail: spouse, head: union, attributes: [("constraint", "false"), ("headclip", "false")]))
                edges.append(Edge(tail: union, head: spouse, attributes: [("style", "invis")]))
                appendCouple(coupleName, [blood, union, spouse], clustered: clustered)
            } else if idiom.unionOnOwnRank {
                guard isUnion || unit.hasChildren else { continue }
                parentNode = appendNode("\(unionPrefix)\(unitIndex)", unionAttributes)
                edges.append(Edge(tail: blood, head: parentNode, attributes: marriage))
                if isUnion {
                    edges.append(Edge(tail: spouse, head: parentNode, attributes: []))
                    edges.append(Edge(tail: blood, head: spouse, attributes: [("style", "invis")]))
                    appendCouple(coupleName, [blood, spouse], clustered: clustered)
                }
            } else if isUnion {
                parentNode = appendNode(
                    "\(unionPrefix)\(unitIndex)",
                    unit.hasChildren || purpose == .layout ? unionAttributes : unionAttributes + [("style", "invis")])
                edges.append(Edge(tail: blood, head: parentNode, attributes: marriage))
                edges.append(Edge(tail: parentNode, head: spouse, attributes: []))
                appendCouple(coupleName, [blood, parentNode, spouse], clustered: clustered)
            }
            // A child's later partners stand in the run as further unions; they are nobody's children.
            for child in unit.children where !family.units[child].isFurtherUnion {
                edges.append(Edge(tail: parentNode, head: Int(family.units[child].blood), attributes: []))
            }
            if idiom == .orderedUnionRank, unit.childCount > 1 {
                let siblings = unit.children.lazy.filter { !family.units[$0].isFurtherUnion }.map {
                    Int(family.units[$0].blood)
                }
                for (left, right) in zip(siblings, siblings.dropFirst()) {
                    edges.append(Edge(tail: left, head: right, attributes: [("style", "invis"), ("weight", "0")]))
                }
                subgraphs.append(
                    Subgraph(
                        name: "\(unionPrefix)siblings\(unitIndex)", attributes: [("rank", "same")],
                        nodes: Array(siblings)))
            }
        }
    }
}
