public import ArgumentParser
import FamilyTree
import TreeLayout
public import TreeRender

extension BoxContent.Details: ExpressibleByArgument {}
extension BoxContent.NameFormat: ExpressibleByArgument {}

/// `--details years|dates|dates-places`, `--marriages` and `--name-format`: what the boxes and
/// union lines of a picture, a DOT export or an outline say of each person (``BoxContent``).
struct BoxContentOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "What a box shows under the name: years (the default: 1819–1901), dates (b. 12 Mar 1819, "
                + "d. 1901, a line each) or dates-places (b. 12 Mar 1819, Kensington).",
            valueName: "years|dates|dates-places"))
    var details = BoxContent.Details.years

    @Flag(help: "Write each marriage by its union's line: m. 1840 (with --details, its date and place).")
    var marriages = false

    @Option(
        help: ArgumentHelp(
            "How names are written: as-written (the default), given-surname (John Kennedy) or SURNAME-given "
                + "(KENNEDY, John), by the parts the file tells (GEDCOM's /surname/).",
            valueName: "as-written|given-surname|SURNAME-given"))
    var nameFormat = BoxContent.NameFormat.asWritten

    /// The content asked for.
    var content: BoxContent { BoxContent(details: details, marriages: marriages, nameFormat: nameFormat) }

    /// The style of pictures drawn with this content.
    var style: PictureStyle { PictureStyle(content: content) }

    /// `options` with boxes tall enough for the details of `people` (never lower than asked: the
    /// years fit the default box; full dates take a line more) and, with marriages, rows far enough
    /// apart for a marriage's line of text above the bus to the children.
    func sized<People: Sequence<Person>>(_ options: LayoutOptions, for people: People) -> LayoutOptions {
        var sized = options
        if details != .years {
            sized.geometry.boxHeight = max(options.geometry.boxHeight, style.boxHeight(holdingDetailsOf: people))
        }
        if marriages {
            // The text's line, 7.5-point type, fits above the bus halfway down a gap of 24 points.
            sized.geometry.levelGap = max(options.geometry.levelGap, 24)
        }
        return sized
    }
}
