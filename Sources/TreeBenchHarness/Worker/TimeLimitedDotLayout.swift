package import FamilyTree
package import Foundation
package import GraphvizLayout
package import TreeLayout

/// Graphviz's dot with a time limit: each layout runs in a `treebench dot-worker` process, killed
/// when it passes the limit, since Graphviz cannot be interrupted in process.
///
/// `treebench run` isolates every engine in its worker (``WorkerProcess``); `layout` and `render`
/// run the other engines in process and dot so. The worker is handed the DOT text of the graph
/// ``DotLayout`` would build (``DotLayoutJob``) on standard input and answers the centre of every
/// node; the boxes are made from them as in process, so the layout is the same. A chart deeper
/// than ``DotLayout/deepestChart`` is refused before any process starts.
package struct TimeLimitedDotLayout: LayoutEngine {
    /// The engine run in the worker, with its options.
    package let engine: DotLayout
    /// The longest a layout may take, in seconds (the worker's start included).
    package let timeLimitSeconds: Double
    /// The `treebench` executable that runs `dot-worker`.
    package let executable: URL

    /// dot's layouts run by `executable` (by default `treebench` itself), each within `seconds`.
    package init(_ engine: DotLayout, timeLimitSeconds seconds: Double, executable: URL = RunningExecutable.treebench) {
        self.engine = engine
        timeLimitSeconds = seconds
        self.executable = executable
    }

    /// `engine` with a time limit when it is dot (`dot`, `dot:fast`), else `engine` itself.
    package static func limiting(_ engine: any LayoutEngine, toSeconds seconds: Double) -> any LayoutEngine {
        guard let dot = engine as? DotLayout else { return engine }
        return TimeLimitedDotLayout(dot, timeLimitSeconds: seconds)
    }

    /// The engine's name: dot's.
    package var name: String { engine.name }

    /// Lays out `family` as ``DotLayout`` does, in a worker.
    ///
    /// - Throws: `GraphvizError` when dot refuses the family or fails, ``DotTimeLimitError`` when
    ///   it does not finish in time.
    package func layout(_ family: Family, options: LayoutOptions) throws -> FamilyLayout {
        try run(try engine.job(for: family, options: options))
    }

    /// Lays out `chart` as ``DotLayout`` does, in a worker.
    ///
    /// - Throws: `GraphvizError` when dot refuses the chart or fails, ``DotTimeLimitError`` when
    ///   it does not finish in time.
    package func layout(_ chart: FamilyChart, options: LayoutOptions) throws -> FamilyLayout {
        try run(try engine.job(for: chart, options: options))
    }

    private func run(_ job: DotLayoutJob) throws -> FamilyLayout {
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = try ProgramRunner.runBlocking(
            executable, ["dot-worker"], input: Data(job.text.utf8), timeoutSeconds: timeLimitSeconds)
        let ran = clock.now
        if outcome.timedOut { throw DotTimeLimitError(engine: name, seconds: timeLimitSeconds) }
        guard outcome.succeeded else {
            let said = outcome.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
            let how = outcome.exited ? "exited with status \(outcome.status)" : "was ended by signal \(outcome.status)"
            throw GraphvizError(
                operation: "gvLayout",
                message: "the dot worker \(how)" + (said.isEmpty ? "" : ": \(said.prefix(2_000))"))
        }
        let numbers = outcome.outputText.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard numbers.count == 2 * job.nodeCount else {
            throw GraphvizError(
                operation: "gvLayout",
                message: "the dot worker answered \(numbers.count) numbers for \(job.nodeCount) nodes, not two each")
        }
        return job.layout(
            centers: numbers,
            timings: LayoutTimings(setup: 0, layout: (ran - start).seconds, readBack: (clock.now - ran).seconds))
    }
}
