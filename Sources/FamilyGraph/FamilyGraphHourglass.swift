import FamilyTree
import GenealogyKit

/// The hourglass the `family` plugin lays out for a graph that is one (``FamilyGraph/chartChoice()``),
/// every node once: the centre person's descendants as a ``FamilyGraphChart`` rooted at them, and
/// their ancestors as GenealogyKit's ancestor chart (each person's parents side by side on the
/// row above, centred over them) with its repeat appearances (pedigree collapse) taken out, the
/// two joined at the centre's box as a `FamilyChart`.
package struct FamilyGraphHourglass: Sendable {
    /// The centre's descendants, the centre first.
    let descendants: FamilyGraphChart
    /// The two sections as one chart: `descendants.family`, then the ancestors.
    let chart: FamilyChart
    /// For each box of the ancestor section: its node.
    let nodeOfAncestorBox: [Int]
    /// For each box of the ancestor section: the union drawn above it (the person's birth
    /// family, their parents' union), or -1.
    let unionAbove: [Int]
    /// For each union: whether the ancestor section draws it.
    let isAncestorUnion: [Bool]

    /// The hourglass of `graph` around the person `root`.
    ///
    /// - Throws: ``FamilyGraphError/notAGenealogy(_:)`` when the genealogy cannot be charted.
    /// - Complexity: O(people + unions + links).
    init(graph: FamilyGraph, root: Int) throws(FamilyGraphError) {
        let genealogy = graph.genealogy
        let rootID = PersonReference(genealogy.people[root].id)
        let whole: GenealogyChart
        do {
            whole = try genealogy.hourglassChart(of: rootID)
        } catch {
            throw .notAGenealogy(error)
        }
        guard let ancestors = whole.chart.ancestorSection?.family else {
            throw .notAGenealogy(.invalidChart(reason: "an hourglass without an ancestor section"))
        }
        var personOfID: [String: Int] = [:]
        for (index, person) in genealogy.people.enumerated() { personOfID[person.id] = index }
        // The ancestor section without its repeat appearances (leaves, like the drawn-once chart's).
        var isAncestorUnion = [Bool](repeating: false, count: genealogy.unions.count)
        var generations: [[Person]] = []
        var nodes: [Int] = []
        var unionAbove: [Int] = []
        for range in ancestors.generationPeople {
            var row: [Person] = []
            for box in range {
                let person = ancestors.people[box]
                guard person.sameAs == nil || box == 0, let index = personOfID[person.id] else { continue }
                let unit = ancestors.units[Int(ancestors.unitOfPerson[box])]
                let parents = unit.children.map { ancestors.people[Int(ancestors.units[$0].blood)] }
                let union = parents.isEmpty ? nil : genealogy.birthParentUnion(of: index)
                if let union { isAncestorUnion[union] = true }
                row.append(Person(id: person.id, childrenIDs: parents.filter { $0.sameAs == nil }.map(\.id)))
                nodes.append(graph.nodeOfPerson[index])
                unionAbove.append(union ?? -1)
            }
            if !row.isEmpty { generations.append(row) }
        }
        let below: GenealogyChart
        do {
            below = try genealogy.descendantChart(roots: [rootID])
        } catch {
            throw .notAGenealogy(error)
        }
        descendants = try FamilyGraphChart(
            graph: graph, chart: below, drawnElsewhere: isAncestorUnion, keepsFirstRoot: true)
        do {
            chart = try FamilyChart(
                validatingHourglass: descendants.family.document, ancestors: FamilyDocument(generations: generations))
        } catch {
            throw .notAGenealogy(.invalidChart(reason: error.description))
        }
        nodeOfAncestorBox = nodes
        self.unionAbove = unionAbove
        self.isAncestorUnion = isAncestorUnion
    }

    /// For each node: its box in the ancestor section, or -1.
    func ancestorBoxes(nodeCount: Int) -> [Int] {
        var boxes = [Int](repeating: -1, count: nodeCount)
        for (box, node) in nodeOfAncestorBox.enumerated() where node >= 0 { boxes[node] = box }
        return boxes
    }
}
