import ArgumentParser
import FamilyTree
import TreeBench
import TreeLayout

/// `treebench layout FILE --engine native -o OUT.json`: lays out a family and writes the layout JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a family and write the layout JSON (a box per person).",
        discussion: """
            The output is {"engine", "width", "height", "boxes": [{"id", "x", "y", "width", "height"}]}, \
            x and y the top-left corner in points, y down. Score it with `treebench check`.
            """
    )

    @Argument(help: "The Family JSON v1 file, or - for standard input.")
    var file: String

    @Option(help: "The layout engine: \(EngineCatalog.names.joined(separator: ", ")).")
    var engine: String = "native"

    @Option(help: "How the native engine packs subtrees: contour or boundingBox.")
    var packing: LayoutOptions.Packing?

    @OptionGroup var geometry: GeometryOptions

    @Option(name: [.short, .customLong("output")], help: "Where to write the layout JSON; - for standard output.")
    var output: String = "-"

    func validate() throws {
        guard EngineCatalog.names.contains(engine) else {
            throw ValidationError(
                "Unknown engine \"\(engine)\"; choose one of: \(EngineCatalog.names.joined(separator: ", ")).")
        }
        _ = try engineName()
    }

    /// The catalog name for `--engine` with `--packing`: `native` with bounding-box packing is
    /// the catalog's `native:boundingBox`.
    func engineName() throws -> String {
        guard let packing else { return engine }
        switch (engine, packing) {
        case ("native", .contour), ("native:boundingBox", .boundingBox): return engine
        case ("native", .boundingBox): return "native:boundingBox"
        default:
            throw ValidationError("--packing \(packing.rawValue) does not apply to --engine \(engine).")
        }
    }

    func run() throws {
        let family = try loadFamily(file)
        let layoutEngine = try EngineCatalog.engine(named: engineName())
        let options = geometry.layoutOptions(packing: packing ?? .contour)
        let layout = try layoutEngine.layout(family, options: options)
        try OutputFile.write(layout.jsonData(for: family), to: output)
    }
}
