import ArgumentParser

/// `--root ID`, repeatable: where the chart of a genealogy (GEDCOM, genealogy JSON) starts.
struct RootOptions: ParsableArguments {
    @Option(
        name: .customLong("root"),
        help: ArgumentHelp(
            "Chart the file as a genealogy from this person's descendants (repeatable; by default every "
                + "founder who is not only a spouse); with --chart ancestors or hourglass, the one person the "
                + "chart is drawn for (by default the file's first).",
            valueName: "id"))
    var roots: [String] = []
}
