import ArgumentParser

/// `--root ID|NAME`, repeatable: where the chart of a genealogy (GEDCOM, Gramps XML, genealogy
/// JSON) starts; an id in either form (`I104`, `@I104@`) or a name (`Genealogy.person(matching:)`).
struct RootOptions: ParsableArguments {
    @Option(
        name: .customLong("root"),
        help: ArgumentHelp(
            "Chart the file as a genealogy from this person's descendants: an id (I104 or @I104@) or a "
                + "name that names one person (repeatable; by default every founder who is not only a "
                + "spouse, the largest lines first); with --chart ancestors or hourglass, the one person "
                + "the chart is drawn for (by default the file's first).",
            valueName: "id|name"))
    var roots: [String] = []
}
