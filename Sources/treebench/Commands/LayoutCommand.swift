import ArgumentParser
import FamilyTree
import TreeBenchHarness
import TreeLayout

/// `treebench layout FILE --engine native -o OUT.json`: lays out a family and writes the layout JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a family and write the layout JSON (a box per person).",
        discussion: """
            The output is {"engine", "width", "height", "boxes": [{"id", "x", "y", "width", "height"}]}, \
            x and y the top-left corner in points, y down, and "direction" when it is not top-down. \
            Score it with `treebench check` (with the same --chart, --root, --generations, --collapse \
            and --depth). --chart ancestors or hourglass lays out one person's pedigree or hourglass \
            from a genealogy. With --tree, FILE is a nested tree instead of a family: \
            {"name", "width"?, "height"?, "children"?: [...]}, laid out by the native engine; box ids \
            are pre-order positions. --fit-names sizes the boxes the file leaves unsized. See \
            docs/LAYOUT-OPTIONS.md.

            EXAMPLES:
              treebench layout Data/xiaoming.json -o xiaoming-layout.json
              treebench layout family.json --engine dot --box-width 80 --level-gap 40 -o dot.json
              treebench layout family.ged --chart ancestors --root I1 --generations 5 -o pedigree.json
              treebench layout org-chart.json --tree --fit-names -o org-layout.json
            """
    )

    @OptionGroup var input: FamilyInputOptions

    @OptionGroup var chart: ChartOptions

    @Option(help: "The layout engine: \(EngineCatalog.names.joined(separator: ", ")).")
    var engine: String = "native"

    @Option(
        help: "How the native engine spreads siblings (docs/LAYOUT-OPTIONS.md).")
    var distribution: SiblingDistribution?

    /// `--packing contour|boundingBox`, the name from before sibling distributions, kept for
    /// scripts that use it: `--distribution compact|fill`.
    @Option(help: .hidden)
    var packing: Packing?

    /// The two sibling distributions `--packing` named.
    enum Packing: String, ExpressibleByArgument {
        case contour, boundingBox

        var distribution: SiblingDistribution { self == .contour ? .compact : .fill }
    }

    @Flag(help: "Read FILE as a nested tree JSON (any tree, e.g. an org chart) instead of a family.")
    var tree = false

    @OptionGroup var visibility: VisibilityOptions

    @OptionGroup var geometry: GeometryOptions

    @OptionGroup var direction: DirectionOptions

    @OptionGroup var names: NameWidthOptions

    @OptionGroup var dotTimeLimit: DotTimeLimitOptions

    @Option(name: [.short, .customLong("output")], help: "Where to write the layout JSON; - for standard output.")
    var output: String = "-"

    func validate() throws {
        do {
            try EngineCatalog.check(engine)
        } catch {
            throw ValidationError(error.description)
        }
        if distribution != nil || packing != nil || tree {
            guard engine == "native" else {
                throw ValidationError("--distribution and --tree need --engine native, not \(engine).")
            }
            if distribution != nil && packing != nil {
                throw ValidationError("Give --distribution alone (--packing contour is compact, boundingBox is fill).")
            }
        }
        if tree && (!visibility.collapse.isEmpty || visibility.depth != nil) {
            throw ValidationError("--collapse and --depth apply to families, not to --tree.")
        }
        if tree && (chart.chart != .descendants || chart.generations != nil) {
            throw ValidationError("--chart and --generations apply to families, not to --tree.")
        }
    }

    /// The sibling distribution asked for, by `--distribution` or the older `--packing`.
    var siblingDistribution: SiblingDistribution? { distribution ?? packing?.distribution }

    /// The engine: the catalog's, or the native engine for the distribution asked for, named
    /// for it in the layout (`native:boundingBox` for fill, as the catalog names it).
    func layoutEngine() throws -> any LayoutEngine {
        if let siblingDistribution { return NativeLayout(distribution: siblingDistribution) }
        return dotTimeLimit.limiting(try EngineCatalog.engine(named: engine))
    }

    func run() throws {
        if tree { return try runTree() }
        var requested = names.applied(
            to: geometry.layoutOptions(distribution: siblingDistribution ?? .compact), geometry: geometry,
            byDefault: false)
        requested.direction = direction.direction
        let layoutEngine = try layoutEngine()
        // Only the chart is kept: the genealogy it was derived from is let go before the layout.
        let (family, note) = try { () throws -> (FamilyChart, String?) in
            let loaded = try loadFamilyChart(
                input.file, roots: input.genealogy.roots, reading: input.reading, options: chart)
            return (loaded.chart, loaded.rootNote)
        }()
        if let note { printError(note) }
        let visible = try visibility.visibleChart(of: family)
        let layout = try layoutEngine.layout(visible.chart, options: visible.options(requested))
        try OutputFile.write(to: output) { emit in try layout.writeJSON(for: visible.chart, to: emit) }
    }

    /// `--tree`: reads a nested tree file and writes its layout JSON.
    private func runTree() throws {
        let nodes: Tree<TreeFileNode>
        do {
            nodes = try TreeFile.read(try readInput(input.file))
        } catch let error as TreeFileError {
            throw CommandFailure.invalidData(displayName(input.file), error.description)
        }
        let options = geometry.layoutOptions(distribution: siblingDistribution ?? .compact)
        let engine = NativeLayout(distribution: options.distribution)
        let drawing = engine.layout(nodes, options: options) { node in
            NodeSize(
                width: node.width ?? names.width(ofName: node.name, options: options),
                height: node.height ?? options.geometry.boxHeight)
        }
        try OutputFile.write(TreeFile.layoutJSON(of: nodes, drawing: drawing, engine: engine.name), to: output)
    }
}
