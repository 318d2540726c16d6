import FamilyDOT
import FamilyTree
import Foundation
import GenealogyKit
import TreeBenchHarness

/// A chart as read: a family file as it is, or a genealogy charted as `--chart` asks, with the
/// source and the derivation when it was charted here.
struct LoadedChart {
    var chart: FamilyChart
    var source: GenealogySource?
    /// The descendant chart's derivation, for a descendant chart charted here.
    var descendantChart: DescendantChart?
    /// The ancestor chart's or hourglass's derivation.
    var genealogyChart: GenealogyChart?
    /// The root the chart was drawn for, when it was chosen here because none was given.
    var chosenRoot: String?
    /// For a DOT family graph that is one person's hourglass, drawn here as descendants because
    /// no --chart asked for it: that person's id (`dot -Kfamily` draws the graph as their hourglass).
    var hourglassCentre: String?
}

/// Reads the chart a command draws: a descendant chart as ``loadChart(_:roots:forceGenealogy:)``
/// reads it (cut to `--generations`), or an ancestor chart or hourglass of one person of a
/// genealogy (GEDCOM, genealogy JSON, a DOT family graph, or Family JSON v1 read as one); `data`
/// is the file's bytes when the caller read them already (standard input can be read once).
///
/// Without `--root`, an ancestor chart or hourglass is drawn for the file's first person, and
/// ``LoadedChart/chosenRoot`` says so.
///
/// - Throws: ``CommandFailure``: 64 for more than one root of a chart drawn for one person, 65 for
///   invalid data or an unknown root, 66 for an unreadable file.
func loadFamilyChart(
    _ path: String, roots: [String], reading: ReadingOptions, options: ChartOptions, forceGenealogy: Bool = false,
    printsWarnings: Bool = true, keptWarningLimit: Int = GenealogyWarningLog.defaultKeptLimit, data given: Data? = nil
) throws -> LoadedChart {
    let input = try OpenedInput(path, given: given)
    let isGraph = DOTGraph.looksLikeDOT(input.head, path: path)
    let format = isGraph ? .dotGraph : GenealogyFormat.of(input.head, path: path)
    let isChartFile = format == .familyJSON && roots.isEmpty && !forceGenealogy
    if isChartFile && options.chart == .descendants && reading.living.showsEverything {
        // A chart file drawn as it is: streamed, so a family of millions is read without its file.
        switch try streamedChart(input, path: path) {
        case .family(let family):
            return LoadedChart(chart: try cut(FamilyChart(descendants: family), options: options, path: path))
        case .document(let document):
            return try writtenChart(document, options: options, path: path)
        }
    }
    let data = try input.whole()
    if isChartFile {
        // A chart file and another --chart: an ancestor chart or hourglass as written, or a
        // family read as a genealogy below to draw that chart.
        let document: ChartDocument
        do {
            document = try ChartDocument(jsonData: data)
        } catch {
            throw CommandFailure.invalidData(displayName(path), "invalid family", details: [error.description])
        }
        if document.kind != .descendants || document.descendants == nil {
            guard reading.living.showsEverything else {
                throw CommandFailure(
                    .usage,
                    "\(displayName(path)) is an \(document.kind.phrase) as drawn; --living changes a genealogy "
                        + "as it is read: chart the genealogy file with it.")
            }
            return try writtenChart(document, options: options, path: path)
        }
    }
    if options.chart == .descendants {
        let graph = isGraph ? try readFamilyGraph(data, path: path) : nil
        let loaded =
            if let graph {
                try descendantChart(of: graph, path: path, roots: roots, living: reading.living)
            } else {
                try descendantChart(
                    of: data, path: path, format: format, roots: roots, reading: reading,
                    printsWarnings: printsWarnings, keptWarningLimit: keptWarningLimit)
            }
        var hourglassCentre: String?
        if let graph, roots.isEmpty, case .hourglass(let centre)? = try? graph.chartChoice() {
            hourglassCentre = graph.genealogy.people[centre].id
        }
        var chart = try cut(FamilyChart(descendants: loaded.family), options: options, path: path)
        // Box ids survive --depth and --collapse, so the ties found by the derivation still apply.
        chart.childTies = loaded.chart?.childTies ?? [:]
        return LoadedChart(
            chart: chart,
            source: loaded.source,
            descendantChart: loaded.chart, hourglassCentre: hourglassCentre)
    }
    guard roots.count <= 1 else {
        throw CommandFailure(
            .usage, "--chart \(options.chart.rawValue) is drawn for one person; give one --root, not \(roots.count).")
    }
    let read =
        isGraph
        ? GenealogySource(format: .dotGraph, genealogy: try readFamilyGraph(data, path: path).genealogy)
        : try readGenealogy(
            data, path: path, format: format, reading: reading, printsWarnings: printsWarnings,
            keptWarningLimit: keptWarningLimit)
    let (source, roots) = try reading.living.applied(to: read, roots: roots, path: path)
    do throws(GenealogyError) {
        let genealogy = source.genealogy
        guard let root = roots.first ?? genealogy.people.first?.id else {
            throw .empty(reason: "the file has no people")
        }
        let derived =
            options.chart == .ancestors
            ? try genealogy.ancestorChart(of: root, generations: options.generations?.up)
            : try genealogy.hourglassChart(
                of: root, ancestorGenerations: options.generations?.up, descendantGenerations: options.generations?.down
            )
        return LoadedChart(
            chart: derived.chart, source: source, genealogyChart: derived, chosenRoot: roots.isEmpty ? root : nil)
    } catch {
        throw CommandFailure(error, path: path, format: format)
    }
}

/// An ancestor chart or hourglass as a file holds it, validated, if `options` ask for no other chart.
///
/// - Throws: ``CommandFailure``: 64 for a `--chart` or `--generations` the file cannot give, 65
///   for an invalid chart.
private func writtenChart(_ document: ChartDocument, options: ChartOptions, path: String) throws -> LoadedChart {
    if options.chart != .descendants && options.chart != document.kind {
        throw CommandFailure(
            .usage,
            "\(displayName(path)) is an \(document.kind.phrase); --chart \(options.chart.rawValue) needs a genealogy.")
    }
    if options.generations != nil {
        throw CommandFailure(
            .usage,
            "\(displayName(path)) is an \(document.kind.phrase) already cut; --generations cuts charts of a genealogy.")
    }
    do {
        return LoadedChart(chart: try FamilyChart(validating: document))
    } catch {
        throw CommandFailure.invalidData(
            displayName(path), "invalid \(document.kind.phrase)", details: [error.description])
    }
}

/// A descendant chart cut to `--generations`, a repeat whose home was cut becoming the home.
private func cut(_ chart: FamilyChart, options: ChartOptions, path: String) throws(CommandFailure) -> FamilyChart {
    guard let family = chart.descendantFamily, let generations = options.generations,
        generations.down < family.generationCount
    else { return chart }
    do {
        return FamilyChart(descendants: try Family(validating: family.document.firstGenerations(generations.down)))
    } catch {
        throw CommandFailure.invalidData(displayName(path), "cannot cut the chart", details: [error.description])
    }
}

extension LoadedChart {
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
