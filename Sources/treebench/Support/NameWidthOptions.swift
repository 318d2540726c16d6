import ArgumentParser
import FamilyTree
import TreeLayout
import TreeRender

/// `--fit-names`: every box as wide as its person's whole name needs, wrapped to at most three
/// lines with the years under it, as a genealogy chart sizes its boxes, for any engine. Widths use
/// the renderer's text estimate, so every picture draws each name whole. Pictures and DOT exports
/// keep names whole by default; `--box-width` asks for fixed-size boxes instead (names that do
/// not fit end with "…", the tooltip keeps them whole), unless `--fit-names` is given too.
struct NameWidthOptions: ParsableArguments {
    @Flag(
        help: """
            Keep every name whole: each box as wide as its name needs on at most 3 lines, the years \
            under it, never narrower than the box width. The default for pictures and DOT unless \
            --box-width is given.
            """)
    var fitNames = false

    /// Whether boxes are sized to keep names whole: asked for with `--fit-names`, or, for a
    /// command that draws names (`byDefault`), unless `--box-width` asks for fixed-size boxes.
    func keepsNamesWhole(_ geometry: GeometryOptions, byDefault: Bool) -> Bool {
        fitNames || (byDefault && geometry.boxWidth == nil)
    }

    /// `options` with box widths that keep names whole in `style` (by default the pictures'),
    /// when ``keepsNamesWhole(_:byDefault:)`` says so; the options' box width is the least width.
    func applied(
        to options: LayoutOptions, geometry: GeometryOptions, byDefault: Bool, style: PictureStyle = PictureStyle()
    ) -> LayoutOptions {
        guard keepsNamesWhole(geometry, byDefault: byDefault) else { return options }
        var fitted = options
        fitted.boxWidths = style.boxWidthsKeepingNamesWhole(
            height: options.geometry.boxHeight, minimum: options.geometry.boxWidth)
        return fitted
    }

    /// The width of a tree node's box labelled `name` (`layout --tree`): fitted to keep it whole
    /// when asked for, else the options' box width.
    func width(ofName name: String, options: LayoutOptions) -> Double {
        guard fitNames else { return options.geometry.boxWidth }
        return PictureStyle().boxWidth(
            keepingWhole: Person(id: "", name: name), height: options.geometry.boxHeight,
            minimum: options.geometry.boxWidth)
    }
}
