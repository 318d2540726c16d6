public import FamilyTree
import Foundation
public import TreeLayout

/// A ``Peer`` as a ``TreeLayout/LayoutEngine``: the family goes to the peer's driver as a
/// ``PeerUnitTree`` file, the driver times the peer's layout call alone inside its runtime and
/// writes back each unit's attach point, and the boxes are rebuilt from those.
///
/// ``TreeLayout/LayoutTimings``: `setup` is building and writing the unit tree, `layout` the
/// driver's own figure for the layout call (d3: `tree()`; igraph: `layout_reingold_tilford`),
/// `readBack` reading the answer into boxes; the wall clock around the call also holds the
/// runtime's start-up. Sweeps run peers in a worker process, like Graphviz.
public struct PeerLayout: LayoutEngine {
    /// The peer.
    public let peer: Peer

    /// Creates the engine.
    public init(_ peer: Peer) {
        self.peer = peer
    }

    /// The peer's name: `d3`, `igraph`.
    public var name: String { peer.rawValue }

    /// Lays out `family` with the peer.
    ///
    /// - Parameters:
    ///   - family: The family (collapsed branches and depth limits do not apply).
    ///   - options: Box widths and gaps, handed to the peer as each unit's reach.
    /// - Returns: A box for every person.
    /// - Throws: ``PeerError`` when the runtime is missing, the driver fails or its answer is wrong.
    /// - Complexity: the peer's own: linear for d3, quadratic for igraph.
    public func layout(_ family: Family, options: LayoutOptions) throws -> FamilyLayout {
        let runtime = try PeerRuntime.locate(peer)
        let clock = ContinuousClock()
        let start = clock.now
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "treebench-\(peer.rawValue)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("family.units")
        let output = folder.appendingPathComponent("attach.f64")
        try PeerUnitTree(family, options: options).fileData.write(to: input)
        let written = clock.now

        let answer = try PeerDriver.run(peer, runtime, arguments: [input.path, output.path])
        let ran = clock.now
        let attach = try PeerDriver.doubles(in: output, count: family.units.count, peer: peer)
        var layout = PeerUnitTree.boxes(family, options: options, attachX: attach, engine: name)
        let readBack = clock.now
        layout.timings = LayoutTimings(
            setup: (written - start).seconds, layout: answer.layoutSeconds,
            readBack: (readBack - ran).seconds)
        return layout
    }
}
