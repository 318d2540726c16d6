import FamilyDOT
package import FamilyTree
import Foundation
package import TreeLayout

/// A ``Peer`` as a ``TreeLayout/LayoutEngine``: the family goes to the peer's driver as a
/// ``PeerUnitTree`` file, the driver times the peer's layout call alone inside its runtime and
/// writes back each node's attach point (a node per partner group), and the boxes are rebuilt from those.
///
/// dot16 gets the DOT text of the graph the `dot` engine builds (the same idiom, nodes named
/// `n0`, `n1`, …) and answers with every node's centre.
///
/// ``TreeLayout/LayoutTimings``: `setup` is building and writing the input, `layout` the
/// driver's own figure for the layout call (d3: `tree()`; igraph: `layout_reingold_tilford`;
/// dot16: the WebAssembly call that parses, lays out and writes the graph) run a second time,
/// warm, and `cold` its first run in the runtime; `readBack` reading the answer into boxes; the
/// wall clock around the call also holds the runtime's start-up and the cold run.
/// Sweeps run peers in a worker process, like Graphviz.
package struct PeerLayout: LayoutEngine {
    /// The peer.
    package let peer: Peer

    /// Creates the engine.
    package init(_ peer: Peer) {
        self.peer = peer
    }

    /// The peer's name: `d3`, `igraph`, `dot16`.
    package var name: String { peer.rawValue }

    /// Lays out `family` with the peer.
    ///
    /// - Parameters:
    ///   - family: The family (collapsed branches and depth limits do not apply).
    ///   - options: Box widths and gaps, handed to the peer as each unit's reach.
    /// - Returns: A box for every person.
    /// - Throws: ``PeerError`` when the runtime is missing, the driver fails or its answer is wrong.
    /// - Complexity: the peer's own: linear for d3, quadratic for igraph, super-linear for dot16.
    package func layout(_ family: Family, options: LayoutOptions) throws -> FamilyLayout {
        try layout(FamilyChart(descendants: family), options: options)
    }

    /// Lays out a chart of any kind with the peer: d3 and igraph section by section (each a unit
    /// tree, turned and joined as every single-family engine's are), dot16 the `dot` engine's graph
    /// of the whole chart.
    ///
    /// - Throws: ``PeerError`` when the runtime is missing, the driver fails or its answer is wrong.
    /// - Complexity: as ``layout(_:options:)-(Family,_)``.
    package func layout(_ chart: FamilyChart, options: LayoutOptions) throws -> FamilyLayout {
        let runtime = try PeerRuntime.locate(peer)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "treebench-\(peer.rawValue)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        switch peer {
        case .d3, .igraph:
            return try chart.layoutBySections(options: options, engine: name) { family, sectionOptions in
                try layoutUnits(family, options: sectionOptions, runtime: runtime, folder: folder)
            }
        case .dot16: return try layoutGraph(chart, options: options, runtime: runtime, folder: folder)
        }
    }

    /// d3 and igraph: the node tree in (a node per partner group), each node's attach point out.
    private func layoutUnits(
        _ family: Family, options: LayoutOptions, runtime: PeerRuntime, folder: URL
    ) throws -> FamilyLayout {
        let clock = ContinuousClock()
        let start = clock.now
        let input = folder.appendingPathComponent("family.units")
        let output = folder.appendingPathComponent("attach.f64")
        let tree = PeerUnitTree(family, options: options)
        try tree.fileData.write(to: input)
        let written = clock.now
        let answer = try PeerDriver.run(peer, runtime, arguments: [input.path, output.path])
        let ran = clock.now
        let attach = try PeerDriver.doubles(in: output, count: tree.parents.count, peer: peer)
        var layout = PeerUnitTree.boxes(family, options: options, attachX: attach, engine: name)
        layout.timings = LayoutTimings(
            setup: (written - start).seconds, layout: answer.layoutSeconds, readBack: (clock.now - ran).seconds,
            cold: answer.coldSeconds)
        return layout
    }

    /// dot16: the DOT text of the `dot` engine's graph in, every node's centre out.
    private func layoutGraph(
        _ chart: FamilyChart, options: LayoutOptions, runtime: PeerRuntime, folder: URL
    ) throws -> FamilyLayout {
        let clock = ContinuousClock()
        let start = clock.now
        let plan = DotGraphPlan(chart: chart, layoutOptions: options, dotOptions: DotOptions(), purpose: .layout)
        let input = folder.appendingPathComponent("family.gv")
        let output = folder.appendingPathComponent("centres.f64")
        try Data(plan.dotText(names: plan.nodes.indices.map { "n\($0)" }).utf8).write(to: input)
        let written = clock.now
        let answer = try PeerDriver.run(peer, runtime, arguments: [input.path, output.path])
        let ran = clock.now
        let centres = try PeerDriver.doubles(in: output, count: 2 * plan.nodes.count, peer: peer)
        let widths = options.resolvedWidths(forPeople: chart.people)
        let height = options.geometry.boxHeight
        let boxes = (0..<chart.personCount).map { index in
            // Graphviz is y-up; flip, then translate to the origin below.
            PersonBox(
                x: centres[2 * index] - widths[index] / 2, y: -centres[2 * index + 1] - height / 2,
                width: widths[index], height: height)
        }
        var layout = FamilyLayout(engine: name, boxes: boxes, geometry: options.geometry, direction: options.direction)
            .translatedToOrigin()
        layout.timings = LayoutTimings(
            setup: (written - start).seconds, layout: answer.layoutSeconds, readBack: (clock.now - ran).seconds,
            cold: answer.coldSeconds)
        return layout
    }
}
