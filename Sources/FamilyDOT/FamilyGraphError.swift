public import FamilyTree

/// Why a graph handed to the `family` layout plugin is not a family forest in TreeBench's
/// genealogy idiom (``FamilyDOTExport/layoutForm(_:layoutOptions:dotOptions:namesWhole:)-(Family,_,_,_)``).
///
/// Every case names the node (its DOT name) and, in ``description``, the rule in words. The
/// plugin reports it through Graphviz's `agerr`, so `dot` prints it and exits non-zero.
public enum FamilyGraphError: Error, Sendable, CustomStringConvertible {
    /// A union node (`shape=point`) with no visible edge from a person into it.
    case unionWithoutParents(union: String)
    /// A union node with visible edges from more than two people, or twice from one.
    case unionWithTooManyParents(union: String, parents: [String])
    /// A visible edge between two union nodes.
    case unionLinkedToUnion(tail: String, head: String)
    /// A person with visible edges into two union nodes (a second marriage is not drawn).
    case parentInTwoUnions(person: String, firstUnion: String, secondUnion: String)
    /// A person with children both through a union node and by direct edges.
    case mixedParenthood(person: String, union: String)
    /// A person reached by visible edges from two parents (union nodes or people).
    case childOfTwoParents(child: String, firstParent: String, secondParent: String)
    /// Following parents up from a person leads back to that person.
    case cycle(person: String)
    /// The people and links read from the graph break a rule of Family JSON v1.
    case invalidFamily(FamilyValidationFailure)

    /// The problem as sentences naming the node and the rule.
    public var description: String {
        switch self {
        case .unionWithoutParents(let union):
            "union node \(messageQuoted(union)) has no parent: a union node (shape=point) joins one or two people (edges person -> union) to their children (edges union -> child)"
        case .unionWithTooManyParents(let union, let parents):
            "union node \(messageQuoted(union)) has the parents \(parents.map(messageQuoted).joined(separator: ", ")): a union joins one person or a couple, each once"
        case .unionLinkedToUnion(let tail, let head):
            "edge \(messageQuoted(tail)) -> \(messageQuoted(head)) joins two union nodes: edges go from people to a union and from a union to its children"
        case .parentInTwoUnions(let person, let first, let second):
            "person \(messageQuoted(person)) is a parent in union nodes \(messageQuoted(first)) and \(messageQuoted(second)): a person belongs to one single parent or couple"
        case .mixedParenthood(let person, let union):
            "person \(messageQuoted(person)) has children through union node \(messageQuoted(union)) and by direct edges: give all of them to the union"
        case .childOfTwoParents(let child, let first, let second):
            "person \(messageQuoted(child)) is a child of both \(messageQuoted(first)) and \(messageQuoted(second)): a child hangs under exactly one single parent or couple, so the graph is not a family forest"
        case .cycle(let person):
            "person \(messageQuoted(person)) is their own ancestor: the parent edges form a cycle, so the graph is not a family forest"
        case .invalidFamily(let failure):
            failure.problems.map(\.description).joined(separator: "; ")
                + (failure.omittedCount > 0 ? "; and \(failure.omittedCount) more" : "")
        }
    }
}
