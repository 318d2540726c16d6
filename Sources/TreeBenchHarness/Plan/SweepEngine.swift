package import TreeLayout

/// An engine as the sweep sees it: its name, how to make it, and whether it must run in a worker process.
package struct SweepEngine: Sendable {
    /// The engine's name on the command line and in reports.
    package let name: String
    /// Whether each case runs in a separate worker process, so that a crash, hang or memory
    /// blow-up of the engine cannot stop the sweep.
    package let isIsolated: Bool
    /// The engine itself.
    package let engine: any LayoutEngine

    /// Creates a sweep engine.
    package init(name: String, isIsolated: Bool, engine: any LayoutEngine) {
        self.name = name
        self.isIsolated = isIsolated
        self.engine = engine
    }

    /// Engines that run in a worker process: Graphviz's (C code that can crash, hang or exhaust
    /// memory) and the peers (a runtime outside Swift, whose memory and time are watched alike).
    static func needsIsolation(_ name: String) -> Bool {
        EngineCatalog.callsGraphviz(name) || EngineCatalog.peer(name) != nil
    }

    /// The engine called `name`.
    ///
    /// - Parameters:
    ///   - name: An engine name from the catalog, or the name of one of `extra`.
    ///   - extra: Engines offered beside the catalog's, looked at first (the harness's own tests
    ///     add engines that crash, hang or exhaust memory on purpose; `treebench` adds none).
    /// - Throws: ``SweepError/unknownEngine(_:)``.
    package static func named(_ name: String, among extra: [SweepEngine] = []) throws(SweepError) -> SweepEngine {
        if let engine = extra.first(where: { $0.name == name }) { return engine }
        do {
            let engine = try EngineCatalog.engine(named: name)
            return SweepEngine(name: name, isIsolated: needsIsolation(name), engine: engine)
        } catch {
            throw .unknownEngine(UnknownEngineError(name: name, known: EngineCatalog.sweepNames + extra.map(\.name)))
        }
    }
}
