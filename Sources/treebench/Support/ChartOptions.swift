public import ArgumentParser
import FamilyTree
import TreeLayout

extension ChartKind: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}

/// `--chart descendants|ancestors|hourglass` and `--generations N` or `UP,DOWN`: which chart of
/// a genealogy a command draws, and how far it reaches. With `--root` (``RootOptions``).
struct ChartOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Which chart of the person given by --root: descendants (the default, every founder when "
                + "no --root), ancestors (a pedigree) or hourglass (ancestors above, descendants below).",
            valueName: "kind"))
    var chart: ChartKind = .descendants

    @Option(
        help: ArgumentHelp(
            "How many generations the chart draws, the root's own included (4: down to the great-"
                + "grandchildren, or up to the great-grandparents); for an hourglass UP,DOWN, or N for "
                + "both. 1…100000; default all.",
            valueName: "N|UP,DOWN"))
    var generations: ChartGenerations?

    func validate() throws {
        guard let generations else { return }
        if chart != .hourglass && generations.down != generations.up {
            throw ValidationError(
                "--generations UP,DOWN is for --chart hourglass; a \(chart.rawValue) chart takes one number.")
        }
        for count in [generations.up, generations.down] where !(1...100_000).contains(count) {
            throw ValidationError("--generations must be 1…100000, not \(count).")
        }
    }
}

/// `--generations N` or `UP,DOWN`: generations of ancestors and of descendants, each counting the
/// root's own.
struct ChartGenerations: ExpressibleByArgument {
    /// Generations toward the ancestors (the root's included).
    var up: Int
    /// Generations toward the descendants (the root's included).
    var down: Int

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let up = Int(parts[0]), let down = Int(parts[parts.count - 1]) else {
            return nil
        }
        self.up = up
        self.down = down
    }
}
