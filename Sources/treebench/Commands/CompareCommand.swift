import ArgumentParser
import Foundation
import TreeBenchHarness

/// `treebench compare OLD.json NEW.json`: regression check between two runs.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two results.json files and exit 1 on a regression.",
        discussion: """
            A time is a regression only when the new median is more than --max-regression slower and outside the \
            noise band (the new run's fastest is slower than the old run's slowest). Status, invariant violations, \
            width, height and worst centring error compare exactly. As a CI gate it also fails (exit 1, saying \
            why) when the new run was interrupted, has no cases, lacks a measurement the baseline has, or a \
            status got worse (ok, timedOut, outOfMemory, failed, crashed, from best to worst).

            EXAMPLES:
              treebench compare baseline/results.json treebench-results/results.json
              treebench compare old.json new.json --max-regression 10%
            """
    )

    @Argument(help: "The baseline results.json.")
    var old: String

    @Argument(help: "The new results.json.")
    var new: String

    @Option(help: "The allowed slow-down of a median time, e.g. 10% (or 10).")
    var maxRegression: Threshold = Threshold(RegressionThreshold(share: 0.1))

    @Flag(help: "Print every row, not only the ones that changed.")
    var all = false

    func run() throws {
        let baseline = try load(old)
        let current = try load(new)
        let comparison = BaselineComparison(old: baseline, new: current, maxRegression: maxRegression.value.share)
        let table = comparison.table()
        let shown = all ? table.rows : table.rows.filter { $0.last != BaselineComparison.Verdict.same.rawValue }
        if shown.isEmpty {
            print("No change beyond noise in \(comparison.rows.count) compared figures.")
        } else {
            print(TextTable.render(header: table.header, rows: shown))
        }
        let counts = Dictionary(grouping: comparison.rows, by: \.verdict.rawValue).mapValues(\.count)
        print(counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        if !comparison.gateFailures.isEmpty {
            var lines = ["fails against \(old) (threshold \(maxRegression.value))"]
            lines += comparison.gateFailures.prefix(20).map { "  \($0)" }
            if comparison.gateFailures.count > 20 { lines.append("  … and \(comparison.gateFailures.count - 20) more") }
            throw CommandFailure(.failure, lines)
        }
    }

    private func load(_ path: String) throws -> SweepResults {
        let data = try readInput(path)
        do {
            return try SweepResults(jsonData: data, path: path)
        } catch {
            throw CommandFailure(.invalidData, "\(error)")
        }
    }

    /// `--max-regression` as ArgumentParser reads it.
    struct Threshold: ExpressibleByArgument {
        var value: RegressionThreshold
        init(_ value: RegressionThreshold) { self.value = value }
        init?(argument: String) {
            guard let value = RegressionThreshold(argument) else { return nil }
            self.value = value
        }
        var defaultValueDescription: String { value.description }
    }
}
