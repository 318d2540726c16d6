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

    /// The most people an example draws. The example is the sweep's first (smallest) family
    /// drawn by every engine; past this size there is none, and the dashboard says why, so the
    /// page stays small enough to open whatever the sweep (a sweep of 1,000,000 people wrote a
    /// 162 MB index.html).
    package static let largestFamily = 2_000

    /// Creates an example.
    package init(engine: String, caseID: String, svg: String, chartPage: String = "") {
        self.engine = engine
        self.caseID = caseID
        self.svg = svg
        self.chartPage = chartPage
    }
}
