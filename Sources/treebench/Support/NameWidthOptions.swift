import ArgumentParser
import TreeLayout
import TreeRender

/// `--fit-names`: every box as wide as its person's name, as a genealogy chart sizes its boxes,
/// for any engine. Widths use the renderer's text estimate, so `render` draws each name on one
/// line; in pictures, names wider than four default boxes wrap. DOT labels cannot wrap, so for
/// `export` every box grows to its whole name, at the export's font size.
struct NameWidthOptions: ParsableArguments {
    @Flag(
        help: """
            Size each box to its name on one line, never narrower than the box width; in pictures at \
            most 4 times it (longer names wrap).
            """)
    var fitNames = false

    /// `options` with box widths fitted to the names, when asked for: at the renderer's font size
    /// and at most four default boxes wide, or, for text that cannot wrap, at `fontSize` and as
    /// wide as each name needs.
    func applied(to options: LayoutOptions, unwrappedAt fontSize: Double? = nil) -> LayoutOptions {
        guard fitNames else { return options }
        var fitted = options
        let style = fontSize.map { SVGStyle(fontSize: $0) } ?? SVGStyle()
        fitted.boxWidths = style.boxWidthsFittingNames(
            minimum: options.boxWidth, maximum: fontSize == nil ? 4 * options.boxWidth : .infinity)
        return fitted
    }

    /// The width of a box labelled `name`: fitted to it when asked for, else the options' box width.
    func width(ofName name: String, options: LayoutOptions) -> Double {
        guard fitNames else { return options.boxWidth }
        return SVGStyle().boxWidth(fittingName: name, minimum: options.boxWidth, maximum: 4 * options.boxWidth)
    }
}
