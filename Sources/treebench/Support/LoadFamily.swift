import FamilyGraph
import FamilyReading
import FamilyTree
import Foundation
import GenealogyKit

/// Reads the chart a command draws through FamilyReading's ``FamilyFileReader``, the one reading
/// path: a chart file as written (a descendant chart cut to `--generations`), or a genealogy
/// (GEDCOM, Gramps XML, genealogy JSON, a DOT family graph, or Family JSON v1 with `--root` or
/// `forceGenealogy`) charted as `--chart` asks. `data` is the file's bytes when the caller read
/// them already (standard input can be read once).
///
/// A genealogy's warnings go to standard error as `reading` says (`--warnings`), unless
/// `printsWarnings` is false and the caller reports them itself (in its summary), then with
/// `--living` a note of how many people it takes to be living; a root given by
/// name is resolved as ``PersonChoice`` says, with its notes. The first `keptWarningLimit`
/// warnings are kept and the rest counted (`import --report`, which writes every one, keeps them
/// all).
///
/// - Throws: ``CommandFailure``: 64 for a root that names nobody or several people, more than one
///   root of a chart drawn for one person, or a chart file asked for what only a genealogy gives;
///   65 for invalid data; 66 for an unreadable file.
func loadFamilyChart(
    _ path: String, roots: [String], reading: ReadingOptions, options: ChartOptions, forceGenealogy: Bool = false,
    printsWarnings: Bool = true, keptWarningLimit: Int = GenealogyWarningLog.defaultKeptLimit, data: Data? = nil
) throws -> FamilyFileChart {
    var reader = FamilyFileReader()
    reader.roots = roots.map { PersonReference($0) }
    reader.chart = options.chart
    reader.ancestorGenerations = options.generations?.up
    reader.descendantGenerations = options.generations?.down
    reader.mode = reading.mode
    reader.keptWarningLimit = keptWarningLimit
    reader.living = reading.living.showsEverything ? nil : reading.living.rule
    reader.readsAsGenealogy = forceGenealogy
    reader.genealogyRead = { source in
        if printsWarnings {
            for line in reading.report(source.warningLog, of: path) { printError(line) }
        }
        if let note = reading.living.note(on: source.genealogy) { printError(note) }
    }
    reader.rootIDs = { references, genealogy in try PersonChoice.ids(references, in: genealogy, option: "--root") }
    do {
        return try data.map { try reader.read($0, path: path) } ?? reader.read(path: path)
    } catch let error as FamilyFileError {
        throw CommandFailure(error)
    }
}

/// The family a DOT file records, read with Graphviz's parser (``FamilyFileReader/familyGraph(_:path:)``).
///
/// - Throws: ``CommandFailure`` (65) naming the file, with Graphviz's message or the rule the
///   graph breaks, among them a `chart` or `root` attribute that names no chart it can be.
func readFamilyGraph(_ data: Data, path: String) throws(CommandFailure) -> FamilyGraph {
    do {
        return try FamilyFileReader.familyGraph(data, path: path)
    } catch {
        throw CommandFailure(error)
    }
}

extension CommandFailure {
    /// A file the reader could not read or chart, as the command's failure: the file's fault
    /// (65), a file that cannot be read (66), or the command line's (64).
    init(_ error: FamilyFileError) {
        switch error {
        case .unreadable(let error):
            self.init(.noInput, error.description)
        case .invalidFamily(let failure, let path):
            var details = [failure.description]
            if failure.problems.contains(where: \.isChartOnly) {
                details.append(
                    "hint: the file records a genealogy that this chart cannot draw as written; "
                        + "`treebench import \(path) -o chart.json` charts it, repeating people where needed")
            }
            self = .invalidData(displayName(path), "invalid family", details: details)
        case .invalid(let path, let problem, let details):
            self = .invalidData(displayName(path), problem, details: details)
        case .notDOT(let path, let message):
            self = .invalidData(displayName(path), "not a DOT graph Graphviz can read", details: ["error: \(message)"])
        case .invalidGraph(let path, let reason):
            self = .invalidData(
                displayName(path), "invalid \(GenealogyFormat.dotGraph.rawValue)", details: ["error: \(reason)"])
        case .genealogy(let error, let path, let format):
            self.init(error, path: path, format: format)
        case .refused(let faults, let leftOut, let path, let format):
            self = .invalidData(
                displayName(path), "invalid \(format.rawValue)",
                details: ReadingOptions.refusal(faults, leftOut: leftOut))
        case .severalRoots(let chart, let count):
            self.init(.usage, "--chart \(chart.rawValue) is drawn for one person; give one --root, not \(count).")
        case .livingOnWrittenChart(let path, let kind):
            self.init(
                .usage,
                "\(displayName(path)) is an \(kind.phrase) as drawn; --living changes a genealogy "
                    + "as it is read: chart the genealogy file with it.")
        case .otherChartOfWrittenChart(let path, let written, let asked):
            self.init(
                .usage, "\(displayName(path)) is an \(written.phrase); --chart \(asked.rawValue) needs a genealogy.")
        case .generationsOnWrittenChart(let path, let kind):
            self.init(
                .usage,
                "\(displayName(path)) is an \(kind.phrase) already cut; --generations cuts charts of a genealogy.")
        }
    }

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

extension FamilyFileChart {
    /// A note for standard error when the root was chosen here: who the chart is drawn for; or,
    /// for a DOT graph that is an hourglass drawn as descendants, how to draw it as one.
    var rootNote: String? {
        if let hourglassCentre {
            return "note: the graph is the hourglass of \(hourglassCentre) (their ancestors and descendants), "
                + "which dot -Kfamily draws as one; this is its descendant chart, and "
                + "--chart hourglass --root \(hourglassCentre) draws the hourglass"
        }
        guard let chosenRoot, let person = chart.people.first(where: { $0.id == chosenRoot }) else { return nil }
        let name = person.name.isEmpty ? "" : " (\(person.name))"
        return "note: the \(chart.kind.phrase) is drawn for \(chosenRoot)\(name), the file's first person; "
            + "--root ID draws it for another"
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
