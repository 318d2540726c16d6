import FamilyDOT
import FamilyTree
import Foundation
import GenealogyKit
import GraphvizLayout
import TreeBenchHarness

/// A family as read, and, when it was charted from a genealogy, the source and the chart.
struct LoadedFamily {
    var family: Family
    var source: GenealogySource?
    var chart: DescendantChart?
}

/// Reads a family for a subcommand: Family JSON v1 as it is, or a genealogy (GEDCOM, genealogy
/// JSON, a DOT family graph, or v1 with `--root`) charted with its default roots or `roots`, read
/// as `reading` says. With `printsWarnings` the source's warnings go to standard error, else the
/// caller reports them itself (in its summary); `data` is the file's bytes when the caller read
/// them already (standard input can be read once).
///
/// - Throws: ``CommandFailure`` naming every problem (65) for invalid data, or (66) an unreadable file.
///
/// Family JSON v1 is streamed (`Family(jsonByteCount:readingFrom:)`): only a window of the file is
/// held while the family is read, so memory is that of the family, not of its file.
func loadChart(
    _ path: String, roots: [String] = [], reading: ReadingOptions, forceGenealogy: Bool = false,
    printsWarnings: Bool = true, data given: Data? = nil
) throws -> LoadedFamily {
    let input = try OpenedInput(path, given: given)
    if DOTGraph.looksLikeDOT(input.head, path: path) {
        return try loadGraph(try input.whole(), path: path, roots: roots, living: reading.living)
    }
    let format = GenealogyFormat.of(input.head, path: path)
    if format == .familyJSON && roots.isEmpty && !forceGenealogy && reading.living.showsEverything {
        return LoadedFamily(family: try streamedFamily(input, path: path))
    }
    return try descendantChart(
        of: try input.whole(), path: path, format: format, roots: roots, reading: reading,
        printsWarnings: printsWarnings)
}

/// The descendant chart of a genealogy read from `data`, from `roots` (by default every founder),
/// keeping `keptWarningLimit` of its warnings (``readGenealogy(_:path:format:reading:printsWarnings:keptWarningLimit:)``).
///
/// - Throws: ``CommandFailure`` (65) for a file that is not a genealogy or has no such chart.
func descendantChart(
    of data: Data, path: String, format: GenealogyFormat, roots: [String], reading: ReadingOptions,
    printsWarnings: Bool, keptWarningLimit: Int = GenealogyWarningLog.defaultKeptLimit
) throws(CommandFailure) -> LoadedFamily {
    let read = try readGenealogy(
        data, path: path, format: format, reading: reading, printsWarnings: printsWarnings,
        keptWarningLimit: keptWarningLimit)
    let (source, roots) = try reading.living.applied(to: read, roots: roots, path: path)
    do throws(GenealogyError) {
        let chart = try source.genealogy.descendantChart(roots: roots)
        return LoadedFamily(family: chart.family, source: source, chart: chart)
    } catch {
        throw CommandFailure(error, path: path, format: format)
    }
}

/// A Family JSON v1 file streamed from `input` and validated as it is read
/// (`Family(jsonByteCount:readingFrom:)`), holding only a window of the file.
///
/// - Throws: ``CommandFailure``: 65 with every problem (with a hint when the file records a
///   genealogy that `import` would chart); 66 when the file cannot be read.
func streamedFamily(_ input: OpenedInput, path: String) throws(CommandFailure) -> Family {
    try streamed(path) { try Family(jsonByteCount: input.byteCount, readingFrom: input.source()) }
}

/// A chart document streamed from `input`: a descendant chart validated as it is read, as
/// ``streamedFamily(_:path:)`` reads one; an ancestor chart or hourglass as written
/// (`ChartDocument.read(jsonByteCount:readingFrom:)`).
///
/// - Throws: ``CommandFailure``: 65 for a document that is not a chart document, or a descendant
///   chart that breaks a rule; 66 when the file cannot be read.
func streamedChart(_ input: OpenedInput, path: String) throws(CommandFailure) -> ReadChart {
    try streamed(path) { try ChartDocument.read(jsonByteCount: input.byteCount, readingFrom: input.source()) }
}

/// What `read` reads from a file, its errors as ``CommandFailure``s: a family's problems 65, the
/// file's 66.
private func streamed<Read>(_ path: String, _ read: () throws -> Read) throws(CommandFailure) -> Read {
    do {
        return try read()
    } catch let error as FamilyValidationFailure {
        throw invalidFamily(error, path: path)
    } catch {
        // Only reading can fail otherwise.
        throw CommandFailure(.noInput, "\(error)")
    }
}

/// Every problem of a family as a ``CommandFailure`` (65), with a hint when the file records a
/// genealogy that `import` would chart.
private func invalidFamily(_ error: FamilyValidationFailure, path: String) -> CommandFailure {
    var details = [error.description]
    if error.problems.contains(where: \.isChartOnly) {
        details.append(
            "hint: the file records a genealogy that this chart cannot draw as written; "
                + "`treebench import \(path) -o chart.json` charts it, repeating people where needed")
    }
    return CommandFailure.invalidData(displayName(path), "invalid family", details: details)
}

/// Reads a genealogy as `reading` says, its warnings printed on standard error unless
/// `printsWarnings` is false; the first `keptWarningLimit` warnings are kept, the rest counted
/// (`import --report`, which writes every one, keeps them all).
///
/// - Throws: ``CommandFailure`` (65) naming the problem, or every fault `--strict` refuses.
func readGenealogy(
    _ data: Data, path: String, format: GenealogyFormat, reading: ReadingOptions, printsWarnings: Bool = true,
    keptWarningLimit: Int = GenealogyWarningLog.defaultKeptLimit
) throws(CommandFailure) -> GenealogySource {
    do {
        let source = try GenealogySource(data: data, path: path, mode: reading.mode, keptWarningLimit: keptWarningLimit)
        if printsWarnings {
            for line in reading.report(source.warningLog, of: path) { printError(line) }
        }
        return source
    } catch .refused(let faults, let leftOut) {
        throw CommandFailure.invalidData(
            displayName(path), "invalid \(format.rawValue)", details: ReadingOptions.refusal(faults, leftOut: leftOut))
    } catch {
        throw CommandFailure(error, path: path, format: format)
    }
}

extension CommandFailure {
    /// A genealogy's error as the command's failure: a `--root` that names nobody, or several
    /// people, is the command line's fault (64); anything else is the file's (65).
    init(_ error: GenealogyError, path: String, format: GenealogyFormat) {
        switch error {
        case .unknownRoot, .ambiguousRoot, .invalidGenerations:
            self.init(.usage, "\(error)")
        default:
            self = .invalidData(displayName(path), "invalid \(format.rawValue)", details: ["error: \(error)"])
        }
    }
}

/// Reads a DOT family graph (Gramps' graphs, hand-written ones, TreeBench's exports) with
/// Graphviz's parser and charts the genealogy it records.
///
/// - Throws: ``CommandFailure`` (65) for text Graphviz cannot parse or a graph that is no family.
private func loadGraph(_ data: Data, path: String, roots: [String], living: LivingOptions) throws -> LoadedFamily {
    try descendantChart(of: try readFamilyGraph(data, path: path), path: path, roots: roots, living: living)
}

/// The descendant chart of the genealogy a DOT family graph records, from `roots` (by default
/// every founder).
///
/// - Throws: ``CommandFailure`` (65) when the genealogy has no such chart.
func descendantChart(
    of graph: FamilyGraph, path: String, roots: [String], living: LivingOptions
) throws(CommandFailure) -> LoadedFamily {
    let (source, roots) = try living.applied(
        to: GenealogySource(format: .dotGraph, genealogy: graph.genealogy), roots: roots, path: path)
    do {
        let chart = try source.genealogy.descendantChart(roots: roots)
        return LoadedFamily(family: chart.family, source: source, chart: chart)
    } catch {
        throw CommandFailure.invalidData(
            displayName(path), "invalid \(GenealogyFormat.dotGraph.rawValue)", details: ["error: \(error)"])
    }
}

/// The family a DOT file records, read with Graphviz's parser.
///
/// - Throws: ``CommandFailure`` (65) naming the file, with Graphviz's message or the rule the
///   graph breaks, among them a `chart` or `root` attribute that names no chart it can be.
func readFamilyGraph(_ data: Data, path: String) throws -> FamilyGraph {
    let graph: DOTGraph
    do {
        graph = try DOTGraph(parsing: data)
    } catch {
        throw CommandFailure.invalidData(
            displayName(path), "not a DOT graph Graphviz can read", details: ["error: \(error.message)"])
    }
    do {
        let family = try FamilyGraph(reading: graph)
        // The chart the graph asks for (`chart=`, `root=`), read once as check and the `family`
        // plugin read it: a value they refuse, every command refuses.
        _ = try family.chartChoice()
        return family
    } catch {
        throw CommandFailure.invalidData(
            displayName(path), "invalid \(GenealogyFormat.dotGraph.rawValue)", details: ["error: \(error)"])
    }
}

extension FamilyError {
    /// Whether the rule is one a genealogy may break and a chart derived from it keeps:
    /// the file is fine as a genealogy, only not drawable as written.
    var isChartOnly: Bool {
        switch self {
        case .twoBloodLines, .spouseInAnotherGeneration, .childNotInNextGeneration, .childOfTwoUnits, .noParents:
            true
        default:
            false
        }
    }
}

/// Prints a line to standard error: a warning or a note; a command's failure is a thrown
/// ``CommandFailure`` instead.
func printError(_ line: String) {
    // Whatever the message quotes from input, no control character but the line break reaches the terminal.
    let safe = line.split(separator: "\n", omittingEmptySubsequences: false).map { messageEscaped(String($0)) }
    // The throwing write: a full or closed standard error must not trap (there is nowhere to say so).
    try? FileHandle.standardError.write(contentsOf: Data((safe.joined(separator: "\n") + "\n").utf8))
}
