import ArgumentParser
import TreeLayout

/// `--direction top-down|bottom-up|left-right|right-left`: which way the chart runs on the page.
struct DirectionOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Which way from parents to children: top-down (the default), bottom-up, left-right or "
                + "right-left. Ancestors run the other way: top-down puts them above the person, "
                + "right-left draws the classic pedigree chart with the person on the left.",
            valueName: "direction"))
    var direction: LayoutDirection = .topDown
}
