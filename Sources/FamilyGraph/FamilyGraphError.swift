import FamilyTree
import Foundation
public import GenealogyKit

/// Why a DOT graph is not a family (``FamilyGraph/init(reading:)``), or cannot be laid out as one.
///
/// Every case names the nodes (their DOT names) and, in ``description``, the rule in words. The
/// `family` layout plugin reports it through Graphviz's `agerr`, so `dot` prints it and exits
/// non-zero; `treebench` prints it and exits 65.
public enum FamilyGraphError: Error, Sendable, CustomStringConvertible {
    /// Every node is a connector: nobody to draw.
    case noPeople(nodes: Int)
    /// One union (connectors joined by edges) has more than two partners.
    case tooManyPartners(connectors: [String], partners: [String])
    /// A person has direct edges from three or more people on other ranks.
    case tooManyParents(child: String, parents: [String])
    /// A visible edge from a person to themselves.
    case ownParent(person: String)
    /// A union's connectors link no partner and no child.
    case unlinkedConnector(connectors: [String])
    /// The people and unions read break a rule of every genealogy (someone their own ancestor, …).
    case notAGenealogy(GenealogyError)
    /// A graph attribute the layout needs has a value it cannot use.
    case invalidAttribute(name: String, value: String, rule: String)

    /// A short name of the rule, stable for scripts and tests.
    public var rule: String {
        switch self {
        case .noPeople: "no-people"
        case .tooManyPartners: "too-many-partners"
        case .tooManyParents: "too-many-parents"
        case .ownParent: "own-parent"
        case .unlinkedConnector: "unlinked-connector"
        case .notAGenealogy(let error): error.rule
        case .invalidAttribute: "invalid-attribute"
        }
    }

    /// The problem as sentences naming the nodes and the rule.
    public var description: String {
        func names(_ list: [String]) -> String { messageList(list) }
        switch self {
        case .noPeople(let nodes):
            return "the graph's \(nodes) nodes are all connectors (points, invisible or empty marker nodes): "
                + "a family graph needs at least one person"
        case .tooManyPartners(let connectors, let partners):
            return "the union of node\(connectors.count == 1 ? "" : "s") \(names(connectors)) has the partners "
                + "\(names(partners)): a union joins at most two people (edges from each partner to its node, "
                + "or beside it on one rank)"
        case .tooManyParents(let child, let parents):
            return "person \(messageQuoted(child)) has the parents \(names(parents)): a child has at most two "
                + "(edges from a father and a mother, or one from their union's node)"
        case .ownParent(let person):
            return "person \(messageQuoted(person)) has an edge to themselves: nobody is their own parent"
        case .unlinkedConnector(let connectors):
            return
                "connector node\(connectors.count == 1 ? "" : "s") \(names(connectors)) link\(connectors.count == 1 ? "s" : "") "
                + "no partner and no child: a union's node joins partners (edges into it) to children (edges out of it)"
        case .notAGenealogy(let error):
            return error.description
        case .invalidAttribute(let name, let value, let rule):
            return "\(name)=\(messageQuoted(value)): \(rule)"
        }
    }
}

extension FamilyGraphError {
    /// The most a separation may be, in inches: larger values put the drawing out of any
    /// renderer's reach (`nodesep=1e30` would give coordinates near 1e32 points).
    public static let largestSeparationInches = 100.0

    /// Checks `nodesep` or `ranksep` as the `family` plugin reads it: a finite number of inches
    /// up to ``largestSeparationInches`` (Graphviz's own minimum, 0.02, applies below it).
    ///
    /// - Parameters:
    ///   - name: `nodesep` or `ranksep`.
    ///   - value: The attribute's text; its leading number counts, read as Graphviz reads it
    ///     (C's `strtod`: `ranksep="0.5 equally"` is 0.5, `nan` and `inf` are numbers).
    /// - Throws: ``invalidAttribute(name:value:rule:)`` for `nan`, `inf`, or more than the limit.
    public static func checkSeparation(_ name: String, _ value: String) throws(FamilyGraphError) {
        // Not a number: Graphviz uses its default, as dot does.
        guard let number = FamilyGraphSeparations.leadingNumber(value) else { return }
        guard number.isFinite, number <= largestSeparationInches else {
            throw .invalidAttribute(
                name: name, value: value,
                rule: "a separation is a finite number of inches, at most \(Int(largestSeparationInches))")
        }
    }
}
