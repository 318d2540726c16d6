import ArgumentParser
import FamilyReading
import Foundation
import TreeBenchHarness

/// `treebench merge DIR… --out DIR`: the shards of one sweep joined into one set of reports.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the folders of a sharded run (treebench run --shard I/N) into one set of reports.",
        discussion: """
            Reads results.json from every folder, checks that they are shards 1 to N of one plan run by the same \
            versions (TreeBench commit, Swift, Graphviz, peer engines), and writes results.json, results.csv, \
            summary.md, index.html and benchmark-action.json into --out, with every summary and complexity fit \
            computed over all cases. The dashboard of a merged run has no example pictures. Exits 65, saying why, \
            when the folders do not make one sweep, and 66 when a results.json is missing.

            EXAMPLES:
              treebench run --preset large --shard 1/3 --out shard-1
              treebench merge shard-1 shard-2 shard-3 --out treebench-results
            """
    )

    @Argument(help: "The shards' report folders (each holding a results.json).")
    var folders: [String]

    @Option(help: "The folder for the merged reports.")
    var out: String

    func validate() throws {
        if folders.isEmpty { throw ValidationError("Give the folders of the shards to merge.") }
    }

    func run() throws {
        var parts: [(path: String, results: SweepResults)] = []
        for folder in folders {
            let path = URL(fileURLWithPath: folder).appendingPathComponent("results.json").path
            let data: Data
            do {
                data = try InputFile.read(path)
            } catch {
                throw CommandFailure(.noInput, "\(error)")
            }
            do {
                parts.append((path, try SweepResults(jsonData: data, path: path)))
            } catch {
                throw CommandFailure(.invalidData, "\(error)")
            }
        }
        let merged: SweepResults
        do {
            merged = try SweepResults.merging(parts)
        } catch {
            throw CommandFailure(.invalidData, "\(error)")
        }
        try SweepReports.write(merged, to: out)
        print(RunCommand.terminalReport(merged, out: out))
    }
}
