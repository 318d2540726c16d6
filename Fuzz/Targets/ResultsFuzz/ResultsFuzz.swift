import Foundation
import TreeBenchHarness
import TreeBenchHarnessTestSupport

// The reader of `results.json` that `treebench merge` and `treebench compare` trust nothing
// from (`SweepResults(jsonData:path:)`), and everything they then do with what it accepted.
//
// Unlike the other targets this one is a target of the main package (Package.swift), because
// the results model is TreeBench's package API, which no other package can call. A normal
// `swift build` makes it a reproducer: `ResultsFuzz FILE…` runs each file through the same
// checks and exits 1 at the first broken promise. `scripts/fuzz.sh` builds it with
// `-DTREEBENCH_LIBFUZZER`, which leaves `main` to libFuzzer.

/// Every promise about one input: read or refused with a `SweepError`, never a trap; what
/// reads is written back byte-exact as JSON that reads again to the same results; its reports
/// (CSV, Markdown, HTML, github-action-benchmark data) are made without a trap, the Markdown with
/// no raw HTML or control character from the file; it compares with itself without a
/// regression; and as a shard it merges or is refused with a reason.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResults(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    checkResults(Data(bytes: start, count: count))
    return 0
}

func checkResults(_ data: Data) {
    let results: SweepResults
    do {
        results = try SweepResults(jsonData: data, path: "fuzz/results.json")
    } catch {
        require(error.description.hasPrefix("fuzz/results.json: "), "an error that names no file: \(error)")
        return
    }
    let written: Data
    do {
        written = try results.jsonData()
    } catch {
        require(false, "accepted results do not encode: \(error)")
        return
    }
    do {
        let reread = try SweepResults(jsonData: written, path: "written.json")
        require(reread == results, "results changed on a write and read back")
    } catch {
        require(false, "the written results do not read back: \(error)")
    }
    _ = results.csv()
    _ = results.htmlDashboard(examples: [], schemaLink: "schema.md")
    _ = try? results.benchmarkActionJSON()
    let markdown = results.markdownSummary()
    if let line = markdown.split(separator: "\n").first(where: MarkdownCheck.hasRawMarkup) {
        require(false, "summary.md has a < or & that is neither escaped nor in a code span: \(line.debugDescription)")
    }
    require(
        !markdown.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
        "summary.md holds a control character")
    let comparison = BaselineComparison(old: results, new: results, maxRegression: 0.1)
    require(!comparison.hasRegression, "results regress against themselves")
    if results.plan.shard != nil {
        do {
            _ = try SweepResults.merging([("fuzz/results.json", results)])
        } catch {
            require(error.description.hasPrefix("cannot merge: "), "a merge error without its reason: \(error)")
        }
    }
}

/// Stops the run unless `condition` holds, with the message in optimized builds too.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("fuzz oracle: \(message())") }
}

#if !TREEBENCH_LIBFUZZER
    /// Without libFuzzer: runs each file named on the command line through the checks.
    @main
    enum ResultsFuzzReproducer {
        static func main() throws {
            for path in CommandLine.arguments.dropFirst() {
                checkResults(try Data(contentsOf: URL(fileURLWithPath: path)))
                print("\(path): every promise held")
            }
        }
    }
#endif
