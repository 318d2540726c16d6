import ArgumentParser
import TreeLayout

/// Box size and gaps, shared by the commands that lay out or score a layout: the command line's
/// ``TreeLayout/LayoutGeometry`` (its defaults are the type's).
struct GeometryOptions: ParsableArguments {
    @Option(help: "The width of every box, 0…100000 points (not 0; default 50).")
    var boxWidth: Double?

    @Option(help: "The height of every box, 0…100000 points (not 0; default 50).")
    var boxHeight: Double?

    @Option(help: "The gap between the two spouses of a couple, 0…100000 points (default 20).")
    var coupleGap: Double?

    @Option(help: "The least gap between neighbouring units on one row, 0…100000 points (default 20).")
    var siblingGap: Double?

    @Option(help: "The gap between generation rows, 0…100000 points (default 20).")
    var levelGap: Double?

    /// The largest box size or gap, in points.
    static let largest = LayoutGeometry.largestDimension

    func validate() throws {
        for (name, value) in [("--box-width", geometry.boxWidth), ("--box-height", geometry.boxHeight)]
        where !(value > 0 && value <= Self.largest) {
            throw ValidationError("\(name) must be more than 0 and at most 100000 points, not \(value).")
        }
        let gaps = [
            ("--couple-gap", geometry.coupleGap), ("--sibling-gap", geometry.siblingGap),
            ("--level-gap", geometry.levelGap),
        ]
        for (name, value) in gaps {
            try OptionRange(option: name, range: 0...Self.largest, unit: "points").check(value)
        }
    }

    /// The geometry these options give: `LayoutGeometry`'s defaults where none is given.
    var geometry: LayoutGeometry { geometry(over: LayoutGeometry()) }

    /// `base` with the box size and gaps given on the command line in place of its own (`check`
    /// scores a layout with the geometry it was made with, unless told otherwise).
    func geometry(over base: LayoutGeometry) -> LayoutGeometry {
        LayoutGeometry(
            boxWidth: boxWidth ?? base.boxWidth, boxHeight: boxHeight ?? base.boxHeight,
            coupleGap: coupleGap ?? base.coupleGap, siblingGap: siblingGap ?? base.siblingGap,
            levelGap: levelGap ?? base.levelGap)
    }

    /// The options for the engine and the checker.
    func layoutOptions(distribution: SiblingDistribution = .compact) -> LayoutOptions {
        LayoutOptions(geometry: geometry, distribution: distribution)
    }
}
