import ArgumentParser
import FamilyTree
import Foundation
import TreeBench
import TreeLayout
import TreeRender

/// `treebench render FILE --engine native|dot|both -o OUT.svg`: a picture of a family's layout.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a family's layout as SVG, with one engine or two side by side.",
        discussion: """
            `both` draws the native and dot layouts side by side at one scale, each captioned with its \
            metrics. Coordinates are points; open the SVG in any browser.
            """
    )

    /// The engines the command can draw.
    enum EngineChoice: String, ExpressibleByArgument, CaseIterable {
        case native, dot, both

        /// The catalogue names of the engines to draw, left to right.
        var engineNames: [String] {
            switch self {
            case .native: ["native"]
            case .dot: ["dot"]
            case .both: ["native", "dot"]
            }
        }
    }

    @Argument(help: "The Family JSON v1 file, or - for standard input.")
    var file: String

    @Option(help: "The layout engine: native, dot, or both side by side.")
    var engine: EngineChoice = .native

    @Option(
        help: "How the native engine spreads siblings (docs/LAYOUT-OPTIONS.md).")
    var distribution: SiblingDistribution = .compact

    @OptionGroup var visibility: VisibilityOptions

    @OptionGroup var names: NameWidthOptions

    @Option(name: [.short, .customLong("output")], help: "The SVG file to write, or - for standard output.")
    var output: String = "-"

    func run() throws {
        let requested = names.applied(to: visibility.applied(to: LayoutOptions(distribution: distribution)))
        let visible: VisibleFamily
        do {
            visible = try VisibleFamily(try loadFamily(file), options: requested)
        } catch let error as LayoutOptionsError {
            printError("treebench render: \(error.description)")
            throw ExitCode.invalidData
        }
        let family = visible.family
        let options = visible.options(requested)
        var panels: [RenderPanel] = []
        for name in engine.engineNames {
            let layoutEngine: any LayoutEngine
            do {
                // The options carry --distribution; the catalog's `native` follows it.
                layoutEngine = try EngineCatalog.engine(named: name)
            } catch {
                printError("treebench render: \(error.description)")
                throw ExitCode.failure
            }
            let clock = ContinuousClock()
            let started = clock.now
            let layout = try layoutEngine.layout(family, options: options)
            let elapsed = clock.now - started
            // Every panel is checked by the one checker; every violation is drawn in red.
            let report = layout.check(family, options: options, offenderLimit: .max)
            panels.append(
                RenderPanel(
                    layout: layout, marks: LayoutMark.marks(for: report, family: family, layout: layout),
                    caption: LayoutMark.caption(for: report, layoutSeconds: elapsed.seconds),
                    hiddenCounts: visible.hiddenCount))
        }
        var svg = SVGOutput(reservingCapacity: 1024 + family.personCount * 450 * panels.count)
        try FamilySVGWriter().write(family, panels: panels, to: &svg)
        try OutputFile.write(Data(svg.bytes), to: output)
    }
}

extension Duration {
    /// The duration in seconds.
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
