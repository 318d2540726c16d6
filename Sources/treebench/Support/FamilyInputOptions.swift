import ArgumentParser

/// The family a command reads: the file (or `-` for standard input), where a genealogy's chart
/// starts (``RootOptions``, `--root`) and how a genealogy file's faults are met
/// (``ReadingOptions``, `--strict`, `--warnings`). The commands that read one family and draw or
/// check it (`export`, `layout`, `outline`, `render`, `validate`) take them as this one group.
struct FamilyInputOptions: ParsableArguments {
    @Argument(
        help:
            "The family file (Family JSON v1, or a genealogy: .ged, .gramps, genealogy JSON), or - for standard input.")
    var file: String

    @OptionGroup var genealogy: RootOptions

    @OptionGroup var reading: ReadingOptions
}
