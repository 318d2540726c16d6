import FamilyGraph
import FamilyReading
package import FamilyTree
import Foundation
import GenealogyKit
import GraphvizLayout
import TreeLayout

/// Makes the family of a sweep case with ``FamilyGenerator``.
///
/// The sweep and its workers call only ``family(for:)``, so both sides generate the same family
/// from the same parameters.
package enum SweepFamilies {
    /// The family of `sweepCase`: exactly `members` people in exactly `generations` generations,
    /// of the case's shape (the generator's default when it names none).
    ///
    /// - Throws: ``SweepError/family(caseID:reason:)`` naming the case and the generator's reason.
    /// - Complexity: O(members).
    static func family(for sweepCase: SweepCase) throws(SweepError) -> Family {
        guard let file = sweepCase.file else { return try generatedFamily(for: sweepCase) }
        guard let family = try givenChart(file, caseID: sweepCase.id).descendantFamily else {
            throw .family(caseID: sweepCase.id, reason: "\(file) is drawn as an hourglass, not one family")
        }
        return family
    }

    /// The chart of `sweepCase`: its family (``family(for:)``) for a descendant chart; for an
    /// ancestor chart a pedigree of exactly `members` boxes (``GenealogyKit/PedigreeGenerator``,
    /// with the case's collapse rate) charted as the person's ancestors; for an hourglass half of
    /// the boxes such a pedigree and the rest a generated family of the case's generations and
    /// shape, the family's first person the pedigree's.
    ///
    /// - Throws: ``SweepError/family(caseID:reason:)`` naming the case and the reason.
    /// - Complexity: O(members).
    static func chart(for sweepCase: SweepCase) throws(SweepError) -> FamilyChart {
        if let file = sweepCase.file { return try givenChart(file, caseID: sweepCase.id) }
        let kind = sweepCase.chart ?? .descendants
        if kind == .descendants { return FamilyChart(descendants: try family(for: sweepCase)) }
        let ancestorBoxes = kind == .ancestors ? sweepCase.members : sweepCase.members / 2 + 1
        let pedigree = PedigreeGenerator(
            boxes: ancestorBoxes, collapseRate: sweepCase.collapseRate ?? 0, seed: sweepCase.seed)
        do {
            // The derived chart is validated already: an ancestor chart is used as it is.
            let pedigreeChart = try pedigree.generate().ancestorChart(of: "A0").chart
            guard kind == .hourglass else { return pedigreeChart }
            var ancestors = pedigreeChart.document
            guard var pedigreeDocument = ancestors.ancestors else { return try FamilyChart(validating: ancestors) }
            var descendantCase = sweepCase
            descendantCase.members = sweepCase.members - ancestorBoxes + 1
            let descendants = try generatedFamily(for: descendantCase).document
            // The pedigree is the descendants' first person's.
            let root = descendants.generations[0][0]
            pedigreeDocument.generations[0][0].id = root.id
            pedigreeDocument.generations[0][0].name = root.name
            pedigreeDocument.generations[0][0].gender = root.gender
            ancestors = ChartDocument(kind: .hourglass, descendants: descendants, ancestors: pedigreeDocument)
            return try FamilyChart(validating: ancestors)
        } catch {
            throw .family(caseID: sweepCase.id, reason: "\(error)")
        }
    }

    /// The generated family of `sweepCase`, as ``family(for:)`` makes it: with a remarriage rate,
    /// the descendant chart of the ``GenealogyKit/GenealogyGenerator`` genealogy, as `treebench
    /// generate --remarriage-rate` makes it and `treebench layout` draws it (its partner groups).
    private static func generatedFamily(for sweepCase: SweepCase) throws(SweepError) -> Family {
        let shape = try self.shape(named: sweepCase.shape)
        let generator = FamilyGenerator(
            generations: sweepCase.generations, members: sweepCase.members, seed: sweepCase.seed, shape: shape)
        do {
            if let remarriageRate = sweepCase.remarriageRate, remarriageRate > 0 {
                let genealogy = try GenealogyGenerator(
                    family: generator, remarriageRate: remarriageRate, relativeMarriageRate: 0
                ).generate()
                return try genealogy.descendantChart().chart.sections[0].family
            }
            return try Family(validating: try generator.generate())
        } catch let error as FamilyGeneratorError {
            throw .family(caseID: sweepCase.id, reason: error.description)
        } catch {
            throw .family(caseID: sweepCase.id, reason: "\(error)")
        }
    }

    /// The chart of a family given as a file: Family JSON v1 as it is, a genealogy (GEDCOM,
    /// genealogy JSON) charted with its default roots, a DOT family graph as the chart with every
    /// node once that `dot -Kfamily` draws (``FamilyGraphFile``: an hourglass for a graph that is
    /// one, else its descendant chart, which is also what `dot` draws of the file as written).
    ///
    /// - Throws: ``SweepError/family(caseID:reason:)`` naming the case and what is wrong with the file.
    /// - Complexity: O(n) in the size of the file.
    package static func givenChart(_ path: String, caseID: String) throws(SweepError) -> FamilyChart {
        let data: Data
        do {
            data = try InputFile.read(path)
        } catch {
            throw .family(caseID: caseID, reason: error.description)
        }
        do {
            if DOTGraph.looksLikeDOT(data, path: path) { return try FamilyGraphFile(data).chart }
            return try FamilyFileReader().read(data, path: path).chart
        } catch let error as FamilyFileError {
            throw .family(caseID: caseID, reason: error.description)
        } catch {
            throw .family(caseID: caseID, reason: "\(path): \(error)")
        }
    }

    /// The layout options of `sweepCase`'s family: the plan's geometry, except for a DOT family
    /// graph, whose boxes are its nodes' own sizes and whose gaps are its `nodesep` and `ranksep`
    /// (``FamilyGraphFile/options``), the geometry `dot` and `dot -Kfamily` draw it with.
    ///
    /// - Throws: ``SweepError/family(caseID:reason:)`` when the graph file cannot be read.
    /// - Complexity: O(1), or O(n) in the graph file.
    static func options(for sweepCase: SweepCase, geometry: LayoutGeometry) throws(SweepError) -> LayoutOptions {
        guard let file = try graphFile(for: sweepCase) else { return LayoutOptions(geometry: geometry) }
        return file.options
    }

    /// The engine `name` for `sweepCase`: on a DOT family graph, `dot` and `native-gv` lay out the
    /// file exactly as written (``FamilyGraphFileLayout``), every other engine its chart.
    ///
    /// - Throws: ``SweepError/family(caseID:reason:)`` when the graph file cannot be read.
    static func engine(_ engine: SweepEngine, for sweepCase: SweepCase) throws(SweepError) -> SweepEngine {
        guard engine.name == "dot" || engine.name == "native-gv", let file = try graphFile(for: sweepCase) else {
            return engine
        }
        let graphviz = engine.name == "dot" ? "dot" : FamilyGraphvizPlugin.engineName
        return SweepEngine(
            name: engine.name, isIsolated: engine.isIsolated,
            engine: FamilyGraphFileLayout(text: file.text, graphvizEngine: graphviz, name: engine.name))
    }

    /// The DOT family graph `sweepCase` names, or nil for any other case.
    private static func graphFile(for sweepCase: SweepCase) throws(SweepError) -> FamilyGraphFile? {
        guard let path = sweepCase.file else { return nil }
        do {
            let data = try InputFile.read(path)
            guard DOTGraph.looksLikeDOT(data, path: path) else { return nil }
            return try FamilyGraphFile(data)
        } catch {
            throw .family(caseID: sweepCase.id, reason: "\(path): \(error)")
        }
    }

    /// The shape called `name`, or the generator's default for `nil`.
    ///
    /// - Throws: ``SweepError/unknownShape(_:known:)``.
    static func shape(named name: String?) throws(SweepError) -> FamilyShape {
        guard let name else { return .balanced }
        guard let shape = FamilyShape(rawValue: name) else {
            throw .unknownShape(name, known: FamilyShape.allCases.map(\.rawValue))
        }
        return shape
    }
}
