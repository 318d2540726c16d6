/// How a family is written as a dot graph. docs/DOT-IDIOM.md has the measurements behind the default.
public enum DotIdiom: String, Sendable, Hashable, CaseIterable {
    /// The original design's chain (docs/DOT-IDIOM.md): a union node between the spouses on their rank,
    /// `{rank=same; a -> u -> b}`, union → children, `ordering=out`.
    case unionChain
    /// A union node on its own rank between the generations (a → u ← b, u → children), the
    /// spouses tied by an invisible same-rank edge, `ordering=out`.
    case unionRank
    /// ``unionRank`` plus an invisible, weightless same-rank edge from each child to the next
    /// sibling, which pins the left-to-right order. The measured best: no couple split.
    case orderedUnionRank
    /// ``unionChain`` with each couple in a borderless cluster (`newrank=true` keeps the rows).
    case clusteredUnionChain
    /// ``unionRank`` with each couple in a borderless cluster (`newrank=true` keeps the rows).
    case clusteredUnionRank

    /// Whether the union node sits on a rank of its own between generations.
    var unionOnOwnRank: Bool { self == .unionRank || self == .orderedUnionRank || self == .clusteredUnionRank }
    /// Whether each couple is a cluster.
    var clustersCouples: Bool { self == .clusteredUnionChain || self == .clusteredUnionRank }
}
