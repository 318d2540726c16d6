/// A picture of one engine's layout of one case, for the dashboard's side-by-side examples.
package struct ExampleLayout: Hashable, Sendable {
    /// The engine's name.
    package var engine: String
    /// The case's id.
    package var caseID: String
    /// The picture, an SVG document.
    package var svg: String
    /// The same layouts as an interactive chart page (TreeRender's `FamilyChartPage`), which the
    /// dashboard embeds so a reader can pan, zoom and search them; empty for none.
    package var chartPage: String

    /// Creates an example.
    package init(engine: String, caseID: String, svg: String, chartPage: String = "") {
        self.engine = engine
        self.caseID = caseID
        self.svg = svg
        self.chartPage = chartPage
    }
}
