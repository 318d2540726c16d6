/// A picture of one engine's layout of one case, for the dashboard's side-by-side examples.
public struct ExampleLayout: Hashable, Sendable {
    /// The engine's name.
    public var engine: String
    /// The case's id.
    public var caseID: String
    /// The picture, an SVG document.
    public var svg: String
    /// The same layouts as an interactive chart page (TreeRender's `FamilyChartPage`), which the
    /// dashboard embeds so a reader can pan, zoom and search them; empty for none.
    public var chartPage: String

    /// Creates an example.
    public init(engine: String, caseID: String, svg: String, chartPage: String = "") {
        self.engine = engine
        self.caseID = caseID
        self.svg = svg
        self.chartPage = chartPage
    }
}
