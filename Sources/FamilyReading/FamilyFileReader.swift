import FamilyGraph
public import FamilyTree
public import Foundation
public import GenealogyKit

/// Reads a family file of any format TreeBench reads and returns the chart to draw, with what
/// the reading found (``FamilyFileChart``): the one reading path of every `treebench` command.
///
/// The format is told from the file's first bytes and its name: a DOT family graph (Gramps' graph
/// reports, graphs written by hand, TreeBench's exports; parsed by Graphviz's cgraph), GEDCOM
/// (plain, gzip-compressed or in a GEDZIP archive), Gramps XML (gzip-compressed or plain),
/// topola's genealogy JSON, or Family JSON v1 (a chart file, or with ``roots`` or
/// ``readsAsGenealogy`` a genealogy). A chart file is drawn as written; a genealogy is charted as
/// ``chart`` asks, from ``roots``.
///
/// ```swift
/// var reader = FamilyFileReader()
/// reader.chart = .ancestors
/// reader.roots = ["I1"]
/// let read = try reader.read(path: "family.ged")
/// print(read.chart.personCount, read.source?.warnings.count ?? 0)
/// ```
///
/// Errors are ``FamilyFileError``s, and whatever ``genealogyRead`` or ``rootIDs`` throw.
public struct FamilyFileReader {
    /// Where a genealogy's chart starts: people named by id (`I104` or `@I104@`) or name
    /// (`PersonReference`), as ``rootIDs`` resolves them; empty for every founder (a descendant
    /// chart) or the file's first person (an ancestor chart or hourglass, noted in
    /// ``FamilyFileChart/chosenRoot``).
    public var roots: [PersonReference] = []
    /// Which chart of a genealogy: descendants, ancestors or an hourglass.
    public var chart: ChartKind = .descendants
    /// How many generations of ancestors an ancestor chart or hourglass draws, the root's own
    /// included; nil for all.
    public var ancestorGenerations: Int?
    /// How many generations of descendants a descendant chart or hourglass draws, the root's own
    /// included; nil for all.
    public var descendantGenerations: Int?
    /// Whether a genealogy file's faults that leave its family readable are warnings (lenient)
    /// or refuse it (strict).
    public var mode: GenealogyReadingMode = .lenient
    /// How many of a genealogy's warnings are kept; past it they are counted by kind
    /// (`GenealogyWarningLog`). `GenealogyWarningLog.unlimited` keeps every one, for a report
    /// that lists them all.
    public var keptWarningLimit = GenealogyWarningLog.defaultKeptLimit
    /// What a chart shows of the people who may be living, applied to the genealogy as it is
    /// read (after ``roots`` are resolved, so a living person's name still finds them); nil shows
    /// everyone in full.
    public var living: LivingPeople?
    /// Whether a Family JSON v1 file is read as a genealogy even without ``roots`` (and so
    /// charted by the derivation, as `treebench import` does), rather than drawn as written.
    public var readsAsGenealogy = false
    /// Called with a genealogy once it is read, before it is charted: a command prints its
    /// warnings here. What it throws stops the reading.
    public var genealogyRead: (GenealogySource) throws -> Void = { _ in }
    /// The ids of the people ``roots`` name in a genealogy. By default each reference is resolved
    /// by `PersonReference.person(in:)`, whose `GenealogyError` becomes a
    /// ``FamilyFileError/genealogy(_:path:format:)``; a command may choose otherwise (with notes
    /// and the nearest names, say). What it throws stops the reading.
    public var rootIDs: ([PersonReference], Genealogy) throws -> [String] = { references, genealogy in
        try references.map { genealogy.people[try $0.person(in: genealogy)].id }
    }

    /// A reader of descendant charts from every founder, lenient, showing everyone.
    public init() {}

    /// The chart of the file at `path`.
    ///
    /// - Parameter path: A file's path, or `-` (or `/dev/stdin`) for standard input, read to its
    ///   end; a pipe or FIFO is read as it arrives. Nothing above 4 GiB is read.
    /// - Throws: ``FamilyFileError``, or what ``genealogyRead`` or ``rootIDs`` throw.
    /// - Complexity: O(n) in the file's size, expected. A Family JSON v1 chart file drawn as
    ///   written is streamed: only a window of a few hundred kilobytes of it is held at a time.
    public func read(path: String) throws -> FamilyFileChart {
        try read(OpenedInput(path), path: path)
    }

    /// The chart of a file's bytes, already read (standard input can be read once).
    ///
    /// - Parameters:
    ///   - data: The whole file.
    ///   - path: The file's path (`-` for standard input): its extension helps tell the format,
    ///     and errors name it.
    /// - Throws: ``FamilyFileError``, or what ``genealogyRead`` or ``rootIDs`` throw.
    /// - Complexity: O(n) in the size of `data`, expected.
    public func read(_ data: Data, path: String) throws -> FamilyFileChart {
        try read(OpenedInput(given: data), path: path)
    }

    private func read(_ input: OpenedInput, path: String) throws -> FamilyFileChart {
        let isGraph = DOTGraph.looksLikeDOT(input.head, path: path)
        let format = isGraph ? .dotGraph : GenealogyFormat.of(input.head, path: path)
        let isChartFile = format == .familyJSON && roots.isEmpty && !readsAsGenealogy
        if isChartFile && chart == .descendants && living == nil {
            // A chart file drawn as it is: streamed, so a family of millions is read without its file.
            switch try Self.streamedChart(input, path: path) {
            case .family(let family):
                return FamilyFileChart(chart: try cut(FamilyChart(descendants: family), path: path))
            case .document(let document):
                return try writtenChart(document, path: path)
            }
        }
        var graph: FamilyGraph?
        let read: GenealogySource
        if format == .gedcom {
            // Read into one array of the file's size and read from where it is; the bytes are let
            // go once the genealogy holds what it needs, before the chart is derived.
            try checkRootCount()
            read = try genealogy(bytes: input.wholeBytes(), path: path)
        } else {
            let data = try input.whole()
            if isChartFile {
                // A chart file and another chart asked for: an ancestor chart or hourglass as written,
                // or a family read as a genealogy below to draw that chart.
                let document: ChartDocument
                do {
                    document = try ChartDocument(jsonData: data)
                } catch {
                    throw FamilyFileError.invalid(path: path, problem: "invalid family", details: [error.description])
                }
                if document.kind != .descendants || document.descendants == nil {
                    guard living == nil else {
                        throw FamilyFileError.livingOnWrittenChart(path: path, kind: document.kind)
                    }
                    return try writtenChart(document, path: path)
                }
            }
            try checkRootCount()
            graph = isGraph ? try Self.familyGraph(data, path: path) : nil
            read =
                if let graph {
                    GenealogySource(format: .dotGraph, genealogy: graph.genealogy)
                } else {
                    try genealogy(data, path: path, format: format)
                }
        }
        try genealogyRead(read)
        let (source, ids) = try shown(read, path: path)
        if chart == .descendants {
            return try descendants(of: source, roots: ids, graph: graph, path: path, format: format)
        }
        return try ancestorsOrHourglass(of: source, roots: ids, path: path, format: format)
    }

    /// Refuses more than one root for a chart drawn for one person.
    private func checkRootCount() throws(FamilyFileError) {
        if chart != .descendants && roots.count > 1 {
            throw FamilyFileError.severalRoots(chart: chart, count: roots.count)
        }
    }

    /// A genealogy's descendant chart from `roots` (every founder when empty), cut to
    /// ``descendantGenerations``.
    private func descendants(
        of source: GenealogySource, roots: [String], graph: FamilyGraph?, path: String, format: GenealogyFormat
    ) throws(FamilyFileError) -> FamilyFileChart {
        let derived: GenealogyChart
        do {
            derived = try source.genealogy.descendantChart(roots: roots.map { PersonReference($0) })
        } catch {
            throw graph == nil
                ? .genealogy(error, path: path, format: format) : .invalidGraph(path: path, reason: "\(error)")
        }
        var hourglassCentre: String?
        if let graph, self.roots.isEmpty, case .hourglass(let centre)? = try? graph.chartChoice() {
            hourglassCentre = graph.genealogy.people[centre].id
        }
        var chart = try cut(derived.chart, path: path)
        // Box ids survive --depth and --collapse, so the ties found by the derivation still apply.
        chart.childTies = derived.chart.childTies
        return FamilyFileChart(chart: chart, source: source, derived: derived, hourglassCentre: hourglassCentre)
    }

    /// A genealogy's ancestor chart or hourglass of one person (its first when `roots` is empty).
    private func ancestorsOrHourglass(
        of source: GenealogySource, roots: [String], path: String, format: GenealogyFormat
    ) throws(FamilyFileError) -> FamilyFileChart {
        do throws(GenealogyError) {
            let genealogy = source.genealogy
            guard let root = roots.first ?? genealogy.people.first?.id else {
                throw .empty(reason: "the file has no people")
            }
            let derived =
                chart == .ancestors
                ? try genealogy.ancestorChart(of: PersonReference(root), generations: ancestorGenerations)
                : try genealogy.hourglassChart(
                    of: PersonReference(root), ancestorGenerations: ancestorGenerations,
                    descendantGenerations: descendantGenerations)
            return FamilyFileChart(
                chart: derived.chart, source: source, derived: derived, chosenRoot: roots.isEmpty ? root : nil)
        } catch {
            throw .genealogy(error, path: path, format: format)
        }
    }

    /// `source` with the living shown as ``living`` says, and ``roots`` as ids (resolved first:
    /// a name given for a living person finds them before their name is replaced).
    private func shown(_ source: GenealogySource, path: String) throws -> (source: GenealogySource, roots: [String]) {
        let ids: [String]
        do {
            ids = try rootIDs(roots, source.genealogy)
        } catch let error as GenealogyError {
            throw FamilyFileError.genealogy(error, path: path, format: source.format)
        }
        guard let living else { return (source, ids) }
        do throws(GenealogyError) {
            return (source.replacing(genealogy: try source.genealogy.showingLiving(living).genealogy), ids)
        } catch {
            throw FamilyFileError.genealogy(error, path: path, format: source.format)
        }
    }

    /// A genealogy file read in ``mode``.
    private func genealogy(
        _ data: Data, path: String, format: GenealogyFormat
    ) throws(FamilyFileError)
        -> GenealogySource
    {
        do {
            return try GenealogySource(data: data, path: path, mode: mode, keptWarningLimit: keptWarningLimit)
        } catch {
            throw Self.failure(error, path: path, format: format)
        }
    }

    /// A GEDCOM file read in ``mode`` from its bytes, which it takes: they are let go as soon as
    /// the genealogy is read.
    private func genealogy(bytes: consuming [UInt8], path: String) throws(FamilyFileError) -> GenealogySource {
        do {
            return try GenealogySource(bytes: bytes, path: path, mode: mode, keptWarningLimit: keptWarningLimit)
        } catch {
            throw Self.failure(error, path: path, format: .gedcom)
        }
    }

    /// A genealogy file's error as the reader's: a strict refusal with its faults, or the error.
    private static func failure(_ error: GenealogyError, path: String, format: GenealogyFormat) -> FamilyFileError {
        if case .refused(let faults, let leftOut) = error {
            return .refused(faults, leftOut: leftOut, path: path, format: format)
        }
        return .genealogy(error, path: path, format: format)
    }

    /// An ancestor chart or hourglass as a file holds it, validated, if no other chart is asked for.
    private func writtenChart(_ document: ChartDocument, path: String) throws(FamilyFileError) -> FamilyFileChart {
        if chart != .descendants && chart != document.kind {
            throw .otherChartOfWrittenChart(path: path, written: document.kind, asked: chart)
        }
        if ancestorGenerations != nil || descendantGenerations != nil {
            throw .generationsOnWrittenChart(path: path, kind: document.kind)
        }
        do {
            return FamilyFileChart(chart: try FamilyChart(validating: document))
        } catch {
            throw .invalid(path: path, problem: "invalid \(document.kind.phrase)", details: [error.description])
        }
    }

    /// A descendant chart cut to ``descendantGenerations``, a repeat whose home was cut becoming the home.
    private func cut(_ chart: FamilyChart, path: String) throws(FamilyFileError) -> FamilyChart {
        guard let family = chart.descendantFamily, let generations = descendantGenerations,
            generations < family.generationCount
        else { return chart }
        do {
            return FamilyChart(descendants: try Family(validating: family.document.firstGenerations(generations)))
        } catch {
            throw .invalid(path: path, problem: "cannot cut the chart", details: [error.description])
        }
    }

    /// A chart document streamed from `input`: a descendant chart validated as it is read, an
    /// ancestor chart or hourglass as written (`ChartDocument.read(jsonByteCount:readingFrom:)`).
    private static func streamedChart(_ input: OpenedInput, path: String) throws(FamilyFileError) -> ReadChart {
        do {
            return try ChartDocument.read(jsonByteCount: input.byteCount, readingFrom: input.source())
        } catch let error as FamilyValidationFailure {
            throw .invalidFamily(error, path: path)
        } catch let error as InputFileError {
            throw .unreadable(error)
        } catch {
            // Only reading can fail otherwise.
            throw .unreadable(InputFileError(path: path, reason: "\(error)"))
        }
    }
}
