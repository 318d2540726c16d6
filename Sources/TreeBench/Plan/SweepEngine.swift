public import TreeLayout

/// An engine as the sweep sees it: its name, how to make it, and whether it must run in a worker process.
public struct SweepEngine: Sendable {
    /// The engine's name on the command line and in reports.
    public let name: String
    /// Whether each case runs in a separate worker process, so that a crash, hang or memory
    /// blow-up of the engine cannot stop the sweep.
    public let isIsolated: Bool
    /// The engine itself.
    public let engine: any LayoutEngine

    /// Creates a sweep engine.
    public init(name: String, isIsolated: Bool, engine: any LayoutEngine) {
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
    ///   - name: An engine name from the catalog, or a test engine's name.
    ///   - testEngines: Whether the test-only engines (`test:*`) may be named; they crash, hang or
    ///     exhaust memory on purpose, so only the harness's own tests enable them.
    /// - Throws: ``SweepError/unknownEngine(_:known:)``.
    public static func named(_ name: String, testEngines: Bool = false) throws(SweepError) -> SweepEngine {
        if testEngines, let test = TestEngine(rawValue: name) {
            return SweepEngine(name: name, isIsolated: test.isIsolated, engine: test)
        }
        do {
            let engine = try EngineCatalog.engine(named: name)
            return SweepEngine(name: name, isIsolated: needsIsolation(name), engine: engine)
        } catch {
            throw .unknownEngine(
                name, known: EngineCatalog.names + (testEngines ? TestEngine.allCases.map(\.rawValue) : []))
        }
    }
}
