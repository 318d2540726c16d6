import FamilyDOT
public import FamilyTree
public import TreeLayout

/// The native engine driven through Graphviz, as a `TreeLayout/LayoutEngine` named
/// `native-gv`: the family is built as a cgraph graph exactly as ``DotLayout`` builds it,
/// laid out by `gvLayout(…, "family")` (``FamilyGraphvizPlugin``) and read back as boxes.
///
/// It places every box where `TreeLayout/NativeLayout` does, so beside `native` and `dot` in
/// a report it shows what the Graphviz path costs: graph building, the plugin's reading,
/// routing and Graphviz's post-processing. Safe to call from any thread; Graphviz calls are
/// serialised behind the process-wide lock.
public struct NativeGraphvizLayout: LayoutEngine {
    /// Creates the engine.
    public init() {}

    /// `native-gv`.
    public var name: String { "native-gv" }

    /// Lays out `family` with the `family` Graphviz plugin.
    ///
    /// Boxes are in points, origin top-left, y down, translated so the drawing starts at 0,0.
    /// `TreeLayout/LayoutTimings` holds graph building (`setup`), `gvLayout` alone (`layout`)
    /// and reading positions back (`readBack`). Graphviz keeps `nodesep` and `ranksep` in whole
    /// points and has one `nodesep`, so the boxes equal native's when the gaps are whole points
    /// and the couple gap equals the sibling gap.
    ///
    /// - Parameters:
    ///   - family: The family.
    ///   - options: Box sizes and gaps (`TreeLayout/LayoutOptions/distribution` does not apply:
    ///     the plugin packs contours).
    /// - Returns: A box for every person.
    /// - Throws: ``GraphvizError`` with Graphviz's message when Graphviz fails.
    /// - Complexity: O(n) in the number of people, like the native engine, plus cgraph's
    ///   per-object costs.
    public func layout(_ family: Family, options: LayoutOptions) throws(GraphvizError) -> FamilyLayout {
        try FamilyLayout(
            graphvizEngine: FamilyGraphvizPlugin.engineName, name: name, family: family, layoutOptions: options,
            dotOptions: DotOptions())
    }
}
