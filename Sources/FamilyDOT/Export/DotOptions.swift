public import TreeRender

/// Knobs of the dot engine, for users who trade quality for speed. Every knob left `nil` keeps
/// Graphviz's own default, so a default `DotOptions` runs dot exactly as `dot` would.
public struct DotOptions: Sendable, Hashable {
    /// How the family is written as a graph; see ``DotIdiom``.
    public var idiom: DotIdiom
    /// How an ancestor chart's parents are written; see ``AncestorDotIdiom``.
    public var ancestorIdiom: AncestorDotIdiom
    /// `nslimit`: iterations of network simplex for x placement, as a factor of the node count.
    public var nslimit: Double?
    /// `nslimit1`: iterations of network simplex for ranking, as a factor of the node count.
    public var nslimit1: Double?
    /// `mclimit`: scale of the crossing-minimisation iteration limits.
    public var mclimit: Double?
    /// `searchsize`: edges network simplex searches for a negative cut value.
    public var searchsize: Int?
    /// `splines`: how edges are routed; routing does not move nodes, only costs time.
    public var splines: Splines?
    /// `remincross`: whether crossing minimisation runs a second time over the whole graph
    /// (Graphviz does when the graph has clusters, and whenever this is `true`).
    public var remincross: Bool?
    /// What an export's labels say of each person (`BoxContent`): the name's format,
    /// the details under it and, on the union's line, the marriage. Not a layout setting: the
    /// timed layout has no labels.
    public var content: BoxContent

    /// Creates options; the defaults are Graphviz's and the best measured idiom.
    public init(
        idiom: DotIdiom = .orderedUnionRank,
        nslimit: Double? = nil,
        mclimit: Double? = nil,
        searchsize: Int? = nil,
        splines: Splines? = nil,
        nslimit1: Double? = nil,
        remincross: Bool? = nil,
        ancestorIdiom: AncestorDotIdiom = .unionRank,
        content: BoxContent = BoxContent()
    ) {
        self.idiom = idiom
        self.ancestorIdiom = ancestorIdiom
        self.nslimit = nslimit
        self.mclimit = mclimit
        self.searchsize = searchsize
        self.splines = splines
        self.nslimit1 = nslimit1
        self.remincross = remincross
        self.content = content
    }

    /// dot as a speed-minded Graphviz user runs it (the `dot:fast` engine): the fastest idiom
    /// measured (``DotIdiom/unionChain``) with straight edges (`splines=false`), no second
    /// crossing minimisation (`remincross=false`) and a tenth of the crossing-minimisation
    /// iterations (`mclimit=0.1`). docs/DOT-IDIOM.md has the measurement: at 5,000 people it is
    /// about four times faster than the default options, and breaks couples and sibling order
    /// that the default idiom keeps.
    public static let fast = DotOptions(idiom: .unionChain, mclimit: 0.1, splines: .line, remincross: false)

    /// The values of Graphviz's `splines` attribute.
    public enum Splines: String, Sendable, Hashable, CaseIterable {
        /// No edges are routed (`splines=none`): the cheapest; node positions are unchanged.
        case unrouted = "none"
        /// Straight lines.
        case line
        /// Polylines.
        case polyline
        /// Curved splines, Graphviz's default.
        case spline
        /// Axis-parallel segments.
        case ortho
    }

    /// The graph attributes these knobs set, in a fixed order.
    var graphAttributes: [(String, String)] {
        var attributes: [(String, String)] = []
        if let nslimit { attributes.append(("nslimit", DOTNumber.format(nslimit))) }
        if let nslimit1 { attributes.append(("nslimit1", DOTNumber.format(nslimit1))) }
        if let mclimit { attributes.append(("mclimit", DOTNumber.format(mclimit))) }
        if let searchsize { attributes.append(("searchsize", String(searchsize))) }
        if let splines { attributes.append(("splines", splines.rawValue)) }
        if let remincross { attributes.append(("remincross", remincross ? "true" : "false")) }
        return attributes
    }
}

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
