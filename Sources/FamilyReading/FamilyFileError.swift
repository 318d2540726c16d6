public import FamilyTree
public import GenealogyKit

/// Why ``FamilyFileReader`` could not read a file, or could not draw the chart asked for. Each
/// case names the file by the path it was given (`-` for standard input).
public enum FamilyFileError: Error, Sendable {
    /// The file cannot be read: missing, a folder, no permission, larger than 4 GiB, shrunk
    /// while read.
    case unreadable(InputFileError)
    /// A Family JSON v1 chart file that breaks the format's rules, with every problem.
    case invalidFamily(FamilyValidationFailure, path: String)
    /// A file whose content is wrong in another way: `problem` in a few words (`invalid family`,
    /// `invalid ancestor chart`, `cannot cut the chart`), then the details, a line each.
    case invalid(path: String, problem: String, details: [String])
    /// Text Graphviz's parser refused, with its message.
    case notDOT(path: String, message: String)
    /// A DOT graph that records no family TreeBench can chart, and why.
    case invalidGraph(path: String, reason: String)
    /// A genealogy that cannot be read or has no such chart (a root that names nobody or several
    /// people among them), read as `format`.
    case genealogy(GenealogyError, path: String, format: GenealogyFormat)
    /// The faults of a genealogy read in strict mode: those kept, and how many more were counted
    /// past the reader's kept-warning limit.
    case refused([GenealogyWarning], leftOut: Int, path: String, format: GenealogyFormat)
    /// More than one root for a chart drawn for one person (an ancestor chart or hourglass).
    case severalRoots(chart: ChartKind, count: Int)
    /// A chart file holding an ancestor chart or hourglass, asked to change the living, which
    /// only a genealogy can.
    case livingOnWrittenChart(path: String, kind: ChartKind)
    /// A chart file holding one kind of chart, asked for another, which only a genealogy gives.
    case otherChartOfWrittenChart(path: String, written: ChartKind, asked: ChartKind)
    /// A chart file holding an ancestor chart or hourglass, already cut, asked for a number of
    /// generations.
    case generationsOnWrittenChart(path: String, kind: ChartKind)
}

extension FamilyFileError: CustomStringConvertible {
    /// The error in a sentence, naming the file.
    public var description: String {
        switch self {
        case .unreadable(let error): error.description
        case .invalidFamily(let failure, let path): "\(path): invalid family: \(failure.description)"
        case .invalid(let path, let problem, let details): ([path + ": " + problem] + details).joined(separator: "\n")
        case .notDOT(let path, let message): "\(path): not a DOT graph Graphviz can read: \(message)"
        case .invalidGraph(let path, let reason): "\(path): invalid \(GenealogyFormat.dotGraph.rawValue): \(reason)"
        case .genealogy(let error, let path, let format): "\(path): invalid \(format.rawValue): \(error)"
        case .refused(let faults, let leftOut, let path, let format):
            "\(path): invalid \(format.rawValue): strict reading refuses \(faults.count + leftOut) fault(s)"
        case .severalRoots(let chart, let count): "a \(chart.phrase) is drawn for one person, not \(count)"
        case .livingOnWrittenChart(let path, let kind):
            "\(path) is an \(kind.phrase) as drawn; the living are changed as a genealogy is read"
        case .otherChartOfWrittenChart(let path, let written, let asked):
            "\(path) is an \(written.phrase); a \(asked.phrase) needs a genealogy"
        case .generationsOnWrittenChart(let path, let kind):
            "\(path) is an \(kind.phrase) already cut; generations cut charts of a genealogy"
        }
    }
}
