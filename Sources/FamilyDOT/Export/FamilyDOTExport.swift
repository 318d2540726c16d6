public import FamilyTree
public import TreeLayout
public import TreeRender

/// DOT files for Graphviz users: the family in the dot idiom (to lay out and edit), or pinned
/// to a given layout's positions (for `neato -n2`, so any Graphviz renderer draws that layout).
///
/// Node names are the person ids; labels are the names, drawn literally (see `DOTText`).
public enum FamilyDOTExport {
    /// The font size of the names in the form for dot, in points (Helvetica). The pinned form
    /// draws as `treebench render` does (TreeRender's `PictureStyle`).
    public static let fontSize = 10.0

    /// The family in the dot idiom `DotLayout` (GraphvizLayout) uses, with names, gender colours, couples and
    /// families: `dot -Tsvg` draws it.
    ///
    /// - Parameters:
    ///   - family: The family.
    ///   - layoutOptions: Box sizes and gaps.
    ///   - dotOptions: The idiom and knobs.
    ///   - namesWhole: Label each box with the whole name (wrapped onto at most three lines) and
    ///     the years of birth and death, and let Graphviz size the box to it, at least
    ///     `layoutOptions`' box size; otherwise every box has its fixed size and names too long
    ///     for it end with "…" (the tooltip keeps them whole).
    /// - Throws: ``DOTExportError/unrepresentableID(personID:)``.
    /// - Complexity: O(n).
    public static func layoutForm(
        _ family: Family, layoutOptions: LayoutOptions = LayoutOptions(), dotOptions: DotOptions = DotOptions(),
        namesWhole: Bool = false
    ) throws(DOTExportError) -> String {
        try layoutForm(
            FamilyChart(descendants: family), layoutOptions: layoutOptions, dotOptions: dotOptions,
            namesWhole: namesWhole)
    }

    /// A chart of any kind in the dot idiom the dot engine uses for it
    /// (``layoutForm(_:layoutOptions:dotOptions:namesWhole:)-(Family,_,_,_)`` for a family): the whole
    /// chart as one graph, parents before children, `rankdir` set to the options' direction, so
    /// `dot -Tsvg` draws an hourglass's ancestors above the person and the descendants below.
    ///
    /// - Throws: ``DOTExportError/unrepresentableID(personID:)``.
    /// - Complexity: O(n).
    public static func layoutForm(
        _ chart: FamilyChart, layoutOptions: LayoutOptions = LayoutOptions(), dotOptions: DotOptions = DotOptions(),
        namesWhole: Bool = false
    ) throws(DOTExportError) -> String {
        let plan = DotGraphPlan(
            chart: chart, layoutOptions: layoutOptions, dotOptions: dotOptions,
            purpose: namesWhole ? .exportWholeNames : .export)
        let what =
            switch chart.kind {
            case .descendants: "A family tree"
            case .ancestors: "An ancestor chart"
            case .hourglass: "An hourglass chart"
            }
        let idiom =
            chart.kind == .descendants
            ? "the dot idiom \"\(dotOptions.idiom.rawValue)\""
            : "the dot idioms \"\(dotOptions.idiom.rawValue)\" and \"\(dotOptions.ancestorIdiom.rawValue)\" (ancestors)"
        return plan.dotText(
            comments: [
                "\(what) exported by TreeBench in \(idiom).",
                "Node names are person ids; lay it out with: dot -Tsvg FILE -o OUT.svg",
            ], names: try quotedNames(plan.nodes.map(\.name)))
    }

    /// The family pinned to `layout`, drawn as `treebench render` draws it: every box at
    /// `pos="x,y!"` (points, Graphviz's y-up), coloured by gender, names wrapped to their boxes
    /// (give `layout` box widths that keep names whole, `PictureStyle.boxWidthsKeepingNamesWhole`, to
    /// draw every name whole),
    /// and every connector an edge with its route in `pos`: the couple line between the spouses,
    /// and from the couple's midpoint (a single parent's box) down to a bus halfway to the
    /// children's row and on to each child, with rounded corners. `neato -n2 -Tpng` draws exactly
    /// that picture; nodes are the person ids (no union points, so no couple has one dangling).
    ///
    /// - Throws: ``DOTExportError/layoutMismatch(people:boxes:)`` when the layout is for another
    ///   family, ``DOTExportError/unrepresentableID(personID:)``.
    /// - Complexity: O(n).
    public static func pinnedForm(_ family: Family, layout: FamilyLayout) throws(DOTExportError) -> String {
        try pinnedForm(FamilyChart(descendants: family), layout: layout)
    }

    /// A chart of any kind pinned to `layout`, drawn as `treebench render` draws it in the
    /// layout's direction (``pinnedForm(_:layout:)-(Family,_)`` for a family) with `style` (its
    /// `PictureStyle.content` says what boxes and union lines show): `neato -n2 -Tpng`
    /// draws exactly that picture.
    ///
    /// - Throws: ``DOTExportError/layoutMismatch(people:boxes:)`` when the layout is for another
    ///   chart, ``DOTExportError/unrepresentableID(personID:)``.
    /// - Complexity: O(n).
    public static func pinnedForm(
        _ chart: FamilyChart, layout: FamilyLayout, style: PictureStyle = PictureStyle()
    ) throws(DOTExportError) -> String {
        guard layout.boxes.count == chart.personCount else {
            throw .layoutMismatch(people: chart.personCount, boxes: layout.boxes.count)
        }
        let panels = [RenderPanel(layout: layout)]
        let plan = DotGraphPlan(
            picture: chart, panels: panels, page: RenderPage(chart: chart, panels: panels, style: style), style: style,
            namesByID: true)
        let what = chart.kind == .descendants ? "A family tree" : "An \(chart.kind.phrase)"
        return plan.dotText(
            comments: [
                "\(what) exported by TreeBench, pinned to the \"\(layout.engine)\" layout.",
                "Positions and connector routes are fixed; draw it with: neato -n2 -Tpng FILE -o OUT.png",
            ], names: try quotedNames(plan.nodes.map(\.name)))
    }

    /// Quoted node names; person ids that DOT cannot quote are reported by person.
    private static func quotedNames(_ names: [String]) throws(DOTExportError) -> [String] {
        var quoted: [String] = []
        quoted.reserveCapacity(names.count)
        for name in names {
            guard let text = DOTText.quotedID(name) else { throw .unrepresentableID(personID: name) }
            quoted.append(text)
        }
        return quoted
    }
}
