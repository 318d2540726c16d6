/// Box size and gaps in points: the part of ``LayoutOptions`` that can be written down.
///
/// The command line (`--box-width`, `--sibling-gap`, …) and a sweep's plan (`results.json`'s
/// `plan.geometry`) both make one of these; ``LayoutOptions/geometry`` holds it. The defaults
/// are 50 × 50 point boxes and 20-point gaps.
public struct LayoutGeometry: Hashable, Sendable {
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

extension LayoutGeometry {
    /// The largest box size or gap, in points: 100,000 points (35 m) keeps every coordinate of
    /// 100,000,000 people finite and exact enough to check.
    package static let largestDimension = 100_000.0

    /// The first field outside its range (box sizes more than 0, gaps 0 or more, each at most
    /// ``largestDimension``; NaN never fits) as `(name, value)`, or `nil` when all fit.
    package var fieldOutOfRange: (name: String, value: Double)? {
        for (name, value) in [("boxWidth", boxWidth), ("boxHeight", boxHeight)]
        where !(value > 0 && value <= Self.largestDimension) {
            return (name, value)
        }
        for (name, value) in [("coupleGap", coupleGap), ("siblingGap", siblingGap), ("levelGap", levelGap)]
        where !(value >= 0 && value <= Self.largestDimension) {
            return (name, value)
        }
        return nil
    }
}

// Not in the chart page's engine: Embedded Swift (ChartEngine/) has no Codable.
#if !hasFeature(Embedded)
    extension LayoutGeometry: Codable {}
#endif
