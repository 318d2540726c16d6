public import ArgumentParser
import GraphvizLayout
public import TreeRender

extension PaperSize: ExpressibleByArgument {
    /// A paper size by name, in any case.
    public init?(argument: String) { self.init(named: argument) }
}

extension PaperOrientation: ExpressibleByArgument {}

/// `--dpi` for a PNG, and `--page`, `--orientation`, `--one-page` for a PDF to print: a large
/// chart tiled at full size over numbered, overlapping sheets, or scaled onto one.
struct PrintOptions: ParsableArguments {
    @Option(help: "A PNG's resolution, 10…1200 dots per inch (default 96, a screen's).")
    var dpi: Double?

    @Option(
        help: ArgumentHelp(
            "Print a PDF on this paper (A0…A5, Letter, Legal, Tabloid): a large chart is tiled at full size over numbered sheets that overlap.",
            valueName: "paper"))
    var page: PaperSize?

    @Option(help: "The paper's orientation for --page: portrait, landscape, or auto (the fewer sheets).")
    var orientation: PaperOrientation?

    @Flag(help: "Scale a PDF onto one sheet of --page (A4 by default) instead of tiling it.")
    var onePage = false

    @Flag(help: "Keep the sheets of a tiled PDF that print nothing (left out by default).")
    var blankSheets = false

    /// The range of `--dpi`.
    static let dpiRange = OptionRange(option: "--dpi", range: 10.0...1200.0, unit: "dots per inch")

    /// Checks the options against the picture's format.
    func validate(for format: RenderFormat) throws {
        try Self.dpiRange.check(dpi)
        if dpi != nil && format != .png { throw ValidationError("--dpi is for PNG pictures, not \(format.rawValue).") }
        let printing = page != nil || orientation != nil || onePage || blankSheets
        if printing && format != .pdf {
            throw ValidationError(
                "--page, --orientation, --one-page and --blank-sheets are for PDF; a \(format.rawValue) picture has no pages."
            )
        }
        if orientation != nil && page == nil && !onePage {
            throw ValidationError("--orientation turns the sheets of --page; give --page too.")
        }
    }

    /// The sheets a PDF is printed on, when asked for.
    var request: FamilyPicture.PrintRequest? {
        guard page != nil || onePage else { return nil }
        return FamilyPicture.PrintRequest(
            paper: page ?? .a4, orientation: orientation ?? .auto, onePage: onePage, keepsBlankSheets: blankSheets)
    }

    /// A warning when the picture's names come out too small to read: a bitmap's at fewer than
    /// ``FamilyPicture/legibleNamePixels`` pixels, or a sheet's under 4 points; `nil` otherwise.
    func legibilityWarning(output: String, format: RenderFormat, page: RenderPage, style: PictureStyle) -> String? {
        switch format {
        case .png:
            let scale = FamilyPicture.pixelsPerPoint(
                forPageWidth: page.width, height: page.height, dpi: dpi ?? FamilyPicture.screenDPI)
            let name = style.fontSize * scale
            guard name < FamilyPicture.legibleNamePixels else { return nil }
            let size = "\(Int((page.width * scale).rounded())) × \(Int((page.height * scale).rounded())) pixels"
            return
                "warning: \(displayName(output)) is \(size), its names \(Self.format(name)) pixels tall, too small to "
                + "read. Draw it as SVG or PDF (--page A4 tiles it over sheets), or show fewer generations with --depth."
        case .pdf:
            guard let request else {
                let unit = FamilyPicture.pdfUserUnit(forPageWidth: page.width, height: page.height)
                guard unit > 1 else { return nil }
                let inches = "\(Int((page.width / 72).rounded())) × \(Int((page.height / 72).rounded())) in"
                return "warning: \(displayName(output)) is one page of \(inches), beyond the 200 in a side that "
                    + "Acrobat accepts: it is written with /UserUnit \(Int(unit)) (a unit of \(Int(unit)) points), "
                    + "which Acrobat, pdf.js and Poppler honour; --page A0 (or A4, …) tiles it over sheets instead."
            }
            guard request.onePage else { return nil }
            let sheets = request.layout(forPageWidth: page.width, height: page.height)
            let name = style.fontSize * sheets.scale
            guard name < 4 else { return nil }
            return "warning: on one \(request.paper.rawValue) sheet the names print \(Self.format(name)) points tall, "
                + "too small to read. Leave out --one-page to tile it at full size, or take a larger --page."
        case .svg, .html: return nil
        }
    }

    private static func format(_ value: Double) -> String {
        value >= 10 ? String(Int(value.rounded())) : String(format: "%.1f", value)
    }
}
