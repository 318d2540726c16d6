import ArgumentParser
import TreeLayout

extension LayoutOptions.Packing: ExpressibleByArgument {}

/// Box size and gaps, shared by the commands that lay out or score a layout (DESIGN §3 defaults).
struct GeometryOptions: ParsableArguments {
    @Option(help: "The width of every box, in points.")
    var boxWidth: Double = 50

    @Option(help: "The height of every box, in points.")
    var boxHeight: Double = 50

    @Option(help: "The gap between the two spouses of a couple, in points.")
    var coupleGap: Double = 20

    @Option(help: "The least gap between neighbouring units on one row, in points.")
    var siblingGap: Double = 20

    @Option(help: "The gap between generation rows, in points.")
    var levelGap: Double = 20

    func validate() throws {
        for (name, value) in [("--box-width", boxWidth), ("--box-height", boxHeight)]
        where !(value > 0 && value.isFinite) {
            throw ValidationError("\(name) must be a positive number of points, not \(value).")
        }
        let gaps = [("--couple-gap", coupleGap), ("--sibling-gap", siblingGap), ("--level-gap", levelGap)]
        for (name, value) in gaps where !(value >= 0 && value.isFinite) {
            throw ValidationError("\(name) must be zero or a positive number of points, not \(value).")
        }
    }

    /// The options for the engine and the checker.
    func layoutOptions(packing: LayoutOptions.Packing = .contour) -> LayoutOptions {
        LayoutOptions(
            boxWidth: boxWidth, boxHeight: boxHeight, coupleGap: coupleGap, siblingGap: siblingGap,
            levelGap: levelGap, packing: packing)
    }
}
