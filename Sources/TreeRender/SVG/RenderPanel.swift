public import TreeLayout

/// One drawing in a document: a layout with its marks and caption. Several panels are drawn
/// side by side at one scale.
public struct RenderPanel: Sendable {
    /// The layout to draw.
    public var layout: FamilyLayout
    /// Things to point out in red, such as invariant violations.
    public var marks: [LayoutMark]
    /// Lines drawn above the panel: the first in bold (e.g. the engine), then metrics.
    public var caption: [String]
    /// For each unit of the chart, the sections' units in order, how many people it hides
    /// (``TreeLayout/VisibleChart/hiddenCount``), drawn as a "+N" badge; empty when nothing is hidden.
    public var hiddenCounts: [Int]

    /// Creates a panel.
    public init(layout: FamilyLayout, marks: [LayoutMark] = [], caption: [String] = [], hiddenCounts: [Int] = []) {
        self.layout = layout
        self.marks = marks
        self.caption = caption
        self.hiddenCounts = hiddenCounts
    }
}
