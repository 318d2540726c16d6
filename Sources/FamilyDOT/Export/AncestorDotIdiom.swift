/// How the parents of each person of an ancestor chart are written as a dot graph, every edge
/// from the older generation to the younger. docs/DOT-IDIOM.md has the measurements behind the default.
public enum AncestorDotIdiom: String, Sendable, Hashable, CaseIterable {
    /// The parents as a couple of the descendant idiom with one child: a union point on a rank of
    /// its own between them and the child, the parents tied by an invisible same-rank edge that
    /// keeps the father left of the mother. The measured best.
    case unionRank
    /// Gramps' hourglass report: an ellipse per family on a rank of its own, parent → family →
    /// child, nothing keeping the parents together or in order.
    case gramps
    /// An edge from each parent straight to the child, the parents tied as in ``unionRank``.
    case direct
}
