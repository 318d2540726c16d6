import GraphvizLayout
package import TreeLayout

/// The layout engines TreeBench knows, by the name used on the command line and in reports.
package enum EngineCatalog {
    /// Every engine name a command lays out with, in the order reports list them.
    package static var names: [String] { entries.filter { !$0.sweepOnly }.map(\.name) }

    /// Every engine name a sweep can run: those of ``names`` and the engines that only measure
    /// (`native:file`, the native engine from file to file).
    package static var sweepNames: [String] { entries.map(\.name) }

    /// The engine called `name`.
    ///
    /// - Throws: ``UnknownEngineError`` listing the known names.
    package static func engine(named name: String) throws(UnknownEngineError) -> any LayoutEngine {
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw UnknownEngineError(name: name, known: names)
        }
        return entry.make()
    }

    /// Checks that the catalog knows `name`, without making the engine.
    ///
    /// - Throws: ``UnknownEngineError`` listing the known names.
    package static func check(_ name: String) throws(UnknownEngineError) {
        guard names.contains(name) else { throw UnknownEngineError(name: name, known: names) }
    }

    /// Whether the engine calls into Graphviz's C code, which can crash, hang or exhaust memory;
    /// the harness runs such engines in a worker process. Unknown names are `false`.
    package static func callsGraphviz(_ name: String) -> Bool {
        entries.first { $0.name == name }?.callsGraphviz ?? false
    }

    /// The program outside Swift the engine drives (d3, igraph, Graphviz 16.1), or `nil`; the
    /// harness runs such engines in a worker process too.
    package static func peer(_ name: String) -> Peer? {
        entries.first { $0.name == name }?.peer
    }

    /// Why the engine cannot run on this machine (a peer whose runtime or driver is missing),
    /// or `nil` when it can. Sweeps skip such engines rather than fail.
    package static func unavailableReason(_ name: String) -> String? {
        guard let peer = peer(name) else { return nil }
        do {
            _ = try PeerRuntime.locate(peer)
            return nil
        } catch {
            return error.description
        }
    }

    /// The most people the engine is given by default, or `nil` for no limit: igraph's
    /// Reingold–Tilford is quadratic (100,000 people take half a minute), so sweeps skip it
    /// above 30,000 unless told to run every size.
    package static func defaultSizeLimit(_ name: String) -> Int? {
        entries.first { $0.name == name }?.sizeLimit
    }

    private struct Entry: Sendable {
        let name: String
        let callsGraphviz: Bool
        let peer: Peer?
        let sizeLimit: Int?
        /// Whether only sweeps run the engine (it measures; a command has nothing to gain from it).
        let sweepOnly: Bool
        let make: @Sendable () -> any LayoutEngine

        init(
            name: String, callsGraphviz: Bool = false, peer: Peer? = nil, sizeLimit: Int? = nil,
            sweepOnly: Bool = false, make: @escaping @Sendable () -> any LayoutEngine
        ) {
            self.name = name
            self.callsGraphviz = callsGraphviz
            self.peer = peer
            self.sizeLimit = sizeLimit
            self.sweepOnly = sweepOnly
            self.make = make
        }
    }

    private static let entries: [Entry] = [
        // `native` follows the options' sibling distribution (compact unless asked otherwise).
        Entry(name: "native") { NativeLayout() },
        Entry(name: "native:boundingBox") { NativeLayout(distribution: .fill) },
        // The native engine as `treebench layout` runs it: read, validate, lay out, write.
        Entry(name: "native:file", sweepOnly: true) { FileToFileLayout() },
        // The same from a GEDCOM or a Gramps XML file: read, derive the chart, validate, lay out, write.
        Entry(name: "native:gedcom", sweepOnly: true) { FileToFileLayout(format: .gedcom) },
        Entry(name: "native:gramps", sweepOnly: true) { FileToFileLayout(format: .grampsXML) },
        Entry(name: "native-gv", callsGraphviz: true) { NativeGraphvizLayout() },
        Entry(name: "dot", callsGraphviz: true) { DotLayout() },
        // dot as a speed-minded user runs it: the fastest idiom and Graphviz's speed knobs.
        Entry(name: "dot:fast", callsGraphviz: true) { DotLayout(options: .fast) },
        Entry(name: "d3", peer: .d3) { PeerLayout(.d3) },
        Entry(name: "igraph", peer: .igraph, sizeLimit: 30_000) { PeerLayout(.igraph) },
        Entry(name: "dot16", peer: .dot16) { PeerLayout(.dot16) },
    ]
}
