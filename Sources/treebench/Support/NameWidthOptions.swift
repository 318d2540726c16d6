import ArgumentParser
import TreeLayout
import TreeRender

/// `--fit-names`: every box as wide as its person's name, as a genealogy chart sizes its boxes,
/// for any engine. Widths use the renderer's text estimate, so `render` draws each name on one
/// line; names wider than four default boxes wrap.
struct NameWidthOptions: ParsableArguments {
    @Flag(
        help: """
            Size each box to its name on one line: never narrower than the box width, at most 4 times \
            it (longer names wrap).
            """)
    var fitNames = false

    /// `options` with box widths fitted to the names, when asked for.
    func applied(to options: LayoutOptions) -> LayoutOptions {
        guard fitNames else { return options }
        var fitted = options
        fitted.boxWidths = SVGStyle().boxWidthsFittingNames(minimum: options.boxWidth, maximum: 4 * options.boxWidth)
        return fitted
    }

    /// The width of a box labelled `name`: fitted to it when asked for, else the options' box width.
    func width(ofName name: String, options: LayoutOptions) -> Double {
        guard fitNames else { return options.boxWidth }
        return SVGStyle().boxWidth(fittingName: name, minimum: options.boxWidth, maximum: 4 * options.boxWidth)
    }
}
