/// A picture of one engine's layout of one case, for the dashboard's side-by-side examples.
public struct ExampleLayout: Hashable, Sendable {
    /// The engine's name.
    public var engine: String
    /// The case's id.
    public var caseID: String
    /// The picture, an SVG document.
    public var svg: String

    /// Creates an example.
    public init(engine: String, caseID: String, svg: String) {
        self.engine = engine
        self.caseID = caseID
        self.svg = svg
    }
}
