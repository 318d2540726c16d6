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
        let (style, maximum) = Self.fitting(options, unwrappedAt: fontSize)
        var fitted = options
        fitted.boxWidths = style.boxWidthsFittingNames(minimum: options.boxWidth, maximum: maximum)
        return fitted
    }

    /// The width of a box labelled `name`: fitted to it when asked for, else the options' box width.
    func width(ofName name: String, options: LayoutOptions) -> Double {
        guard fitNames else { return options.boxWidth }
        let (style, maximum) = Self.fitting(options, unwrappedAt: nil)
        return style.boxWidth(fittingName: name, minimum: options.boxWidth, maximum: maximum)
    }

    /// The text style names are measured in, and the widest box they may get.
    private static func fitting(
        _ options: LayoutOptions, unwrappedAt fontSize: Double?
    ) -> (style: SVGStyle, maximum: Double) {
        guard let fontSize else { return (SVGStyle(), 4 * options.boxWidth) }
        return (SVGStyle(fontSize: fontSize), .infinity)
    }
}
