/// What a picture says of itself above the drawing: a title naming the chart, a line of facts
/// under it, and a legend of the marks the drawing uses, so a reader needs nothing else to read it.
public struct PictureHeading: Hashable, Sendable {
    /// The title (“Descendants of Johann Sebastian Bach”); `nil` draws none.
    public var title: String?
    /// The line under the title (“33 people, 1 drawn twice · people--Bach_Family.ged”); `nil` draws none.
    public var subtitle: String?
    /// What the legend explains, in order; empty draws no legend.
    public var legend: [LegendEntry]

    /// Creates a heading.
    public init(title: String? = nil, subtitle: String? = nil, legend: [LegendEntry] = []) {
        self.title = title
        self.subtitle = subtitle
        self.legend = legend
    }

    /// Whether the heading draws nothing.
    public var isEmpty: Bool { title == nil && subtitle == nil && legend.isEmpty }
}
