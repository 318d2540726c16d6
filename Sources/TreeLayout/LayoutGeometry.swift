/// Box size and gaps in points: the part of ``LayoutOptions`` that can be written down.
///
/// The command line (`--box-width`, `--sibling-gap`, …) and a sweep's plan (`results.json`'s
/// `plan.geometry`) both make one of these; ``LayoutOptions/geometry`` holds it. The defaults
/// are 50 × 50 point boxes and 20-point gaps.
public struct LayoutGeometry: Hashable, Sendable, Codable {
    /// The width of every box, unless ``LayoutOptions/boxWidths`` says otherwise for a person.
    public var boxWidth: Double
    /// The height of every box.
    public var boxHeight: Double
    /// The horizontal gap between the two spouses of a couple.
    public var coupleGap: Double
    /// The least horizontal gap between neighbouring units on one row.
    public var siblingGap: Double
    /// The vertical gap between generation rows.
    public var levelGap: Double

    /// Creates a geometry; every parameter has the default.
    public init(
        boxWidth: Double = 50, boxHeight: Double = 50, coupleGap: Double = 20, siblingGap: Double = 20,
        levelGap: Double = 20
    ) {
        self.boxWidth = boxWidth
        self.boxHeight = boxHeight
        self.coupleGap = coupleGap
        self.siblingGap = siblingGap
        self.levelGap = levelGap
    }
}
