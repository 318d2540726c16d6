import ArgumentParser
import TreeLayout

/// Box size and gaps, shared by the commands that lay out or score a layout: the command line's
/// ``TreeLayout/LayoutGeometry`` (its defaults are the type's).
struct GeometryOptions: ParsableArguments {
    @Option(help: "The width of every box, 0…100000 points (not 0; default 50).")
    var boxWidth: Double?

    @Option(help: "The height of every box, 0…100000 points (not 0).")
    var boxHeight: Double = LayoutGeometry().boxHeight

    @Option(help: "The gap between the two spouses of a couple, 0…100000 points.")
    var coupleGap: Double = LayoutGeometry().coupleGap

    @Option(help: "The least gap between neighbouring units on one row, 0…100000 points.")
    var siblingGap: Double = LayoutGeometry().siblingGap

    @Option(help: "The gap between generation rows, 0…100000 points.")
    var levelGap: Double = LayoutGeometry().levelGap

    /// The largest box size or gap, in points.
    static let largest = LayoutGeometry.largestDimension

    func validate() throws {
        for (name, value) in [("--box-width", geometry.boxWidth), ("--box-height", boxHeight)]
        where !(value > 0 && value <= Self.largest) {
            throw ValidationError("\(name) must be more than 0 and at most 100000 points, not \(value).")
        }
        let gaps = [("--couple-gap", coupleGap), ("--sibling-gap", siblingGap), ("--level-gap", levelGap)]
        for (name, value) in gaps {
            try OptionRange(option: name, range: 0...Self.largest, unit: "points").check(value)
        }
    }

    /// The geometry these options give.
    var geometry: LayoutGeometry {
        LayoutGeometry(
            boxWidth: boxWidth ?? LayoutGeometry().boxWidth, boxHeight: boxHeight, coupleGap: coupleGap,
            siblingGap: siblingGap, levelGap: levelGap)
    }

    /// The options for the engine and the checker.
    func layoutOptions(distribution: SiblingDistribution = .compact) -> LayoutOptions {
        LayoutOptions(geometry: geometry, distribution: distribution)
    }
}
