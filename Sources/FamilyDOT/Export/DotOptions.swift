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
