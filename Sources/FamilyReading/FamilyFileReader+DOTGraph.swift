public import FamilyGraph
public import Foundation
import GraphvizLayout

extension FamilyFileReader {
    /// The family a DOT file records (Gramps' graphs, hand-written ones, TreeBench's exports),
    /// read with Graphviz's parser.
    ///
    /// - Throws: ``FamilyFileError/notDOT(path:message:)`` with Graphviz's message, or
    ///   ``FamilyFileError/invalidGraph(path:reason:)`` naming the rule the graph breaks, among
    ///   them a `chart` or `root` attribute that names no chart it can be.
    /// - Complexity: O(nodes + edges + attributes).
    public static func familyGraph(_ data: Data, path: String) throws(FamilyFileError) -> FamilyGraph {
        let graph: DOTGraph
        do {
            graph = try DOTGraph(parsing: data)
        } catch {
            throw .notDOT(path: path, message: error.message)
        }
        do {
            let family = try FamilyGraph(reading: graph)
            // The chart the graph asks for (`chart=`, `root=`), read once as check and the `family`
            // plugin read it: a value they refuse, every command refuses.
            _ = try family.chartChoice()
            return family
        } catch {
            throw .invalidGraph(path: path, reason: "\(error)")
        }
    }
}
