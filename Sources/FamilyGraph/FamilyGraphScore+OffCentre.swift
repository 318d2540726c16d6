import GenealogyKit

extension FamilyGraphScore {
    /// Why a family the checker finds off centre is so: what the genealogy (and, for the first
    /// reason, the drawing) has behind it. A family takes the first reason that applies, in the
    /// order of the cases; the classes of docs/GRAPHVIZ-PLUGIN.md, "Why not 90%".
    package enum OffCentreReason: String, CaseIterable, Comparable, Sendable {
        /// A partner group's further union whose later partner moved away for the children: the
        /// children stand under the layout's anchor, half a couple gap beside the later partner's
        /// box, but the gap between that box and the one beside it grew wider than the couple
        /// gap, so its middle, where the rule measures, is elsewhere. A union's own node (a
        /// Gramps family ellipse) would stand at the anchor and count; a graph without family
        /// nodes has none.
        case laterPartnerMovedApart = "later partner moved apart"
        /// Both partners have parents in the graph, and they do not stand side by side (one of
        /// them away from the other, their union under one of them); or they do and nothing
        /// below explains it.
        case parentsMarriedAcrossLines = "parents married across lines"
        /// A child married someone who has parents in the graph, and stands beside them (or they
        /// beside the child, away from their own parents).
        case childMarriedAcrossLines = "child married across lines"
        /// A child married someone with several partners, and stands in that person's group.
        case childInPartnerGroup = "child in a partner group"
        /// A child with other parents too, or with several unions of their own (a tree draws a
        /// child's further families among the children).
        case childOfSeveralUnions = "child of several unions"
        /// A partner has other unions: the partners do not stand together, or their union's
        /// children hang elsewhere in the group.
        case parentsSeveralUnions = "a parent's several unions"
        /// None of the above: a defect.
        case unexplained

        /// The order of the cases.
        package static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// Why the family of `union`, off centre, is so (``OffCentreReason``).
    ///
    /// - Parameters:
    ///   - union: The union's index in `genealogy`.
    ///   - childrenMiddle: The middle of its children's span.
    ///   - sideBySide: Whether its two partners stand side by side.
    ///   - inOneGroup: Whether its two partners stand together but not side by side (a partner
    ///     group's further union).
    ///   - laterPartnerAnchors: Where the layout anchors a further union beside each partner's
    ///     box, towards the other (half a couple gap out), when `inOneGroup`.
    ///   - tolerance: Points within which the children count as under an anchor.
    /// - Complexity: O(children × their unions × those unions' partners).
    static func offCentreReason(
        of union: Int, in genealogy: Genealogy, childrenMiddle: Double, sideBySide: Bool, inOneGroup: Bool,
        laterPartnerAnchors: [Double], tolerance: Double
    ) -> OffCentreReason {
        let partners = genealogy.unions[union].partners
        if inOneGroup, partners.contains(where: { genealogy.partnerUnions(of: $0).count > 1 }),
            laterPartnerAnchors.contains(where: { abs($0 - childrenMiddle) <= tolerance })
        {
            return .laterPartnerMovedApart
        }
        let acrossLines = partners.count == 2 && partners.allSatisfy(genealogy.hasParents)
        // A couple side by side is where the rule wants it: what moves their children is below.
        if acrossLines && !sideBySide { return .parentsMarriedAcrossLines }
        let children = genealogy.unions[union].children
        /// The couples a child is a partner of.
        func couples(of child: Int) -> [[Int]] {
            genealogy.partnerUnions(of: child).map { genealogy.unions[Int($0)].partners }.filter { $0.count == 2 }
        }
        if children.contains(where: { couples(of: $0).contains { $0.allSatisfy(genealogy.hasParents) } }) {
            return .childMarriedAcrossLines
        }
        if children.contains(where: { child in
            couples(of: child).contains { $0.contains { genealogy.partnerUnions(of: $0).count > 1 } }
        }) {
            return .childInPartnerGroup
        }
        if children.contains(where: {
            genealogy.parentUnions(of: $0).count > 1 || genealogy.partnerUnions(of: $0).count > 1
        }) {
            return .childOfSeveralUnions
        }
        if acrossLines { return .parentsMarriedAcrossLines }
        if partners.contains(where: { genealogy.partnerUnions(of: $0).count > 1 }) { return .parentsSeveralUnions }
        return .unexplained
    }
}
