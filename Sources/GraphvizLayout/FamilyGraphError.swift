public import FamilyTree

/// Why a graph handed to the `family` layout plugin is not a family forest in TreeBench's
/// genealogy idiom (``FamilyDOTExport/layoutForm(_:layoutOptions:dotOptions:)``).
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
            "union node \(quoted(union)) has no parent: a union node (shape=point) joins one or two people (edges person -> union) to their children (edges union -> child)"
        case .unionWithTooManyParents(let union, let parents):
            "union node \(quoted(union)) has the parents \(parents.map(quoted).joined(separator: ", ")): a union joins one person or a couple, each once"
        case .unionLinkedToUnion(let tail, let head):
            "edge \(quoted(tail)) -> \(quoted(head)) joins two union nodes: edges go from people to a union and from a union to its children"
        case .parentInTwoUnions(let person, let first, let second):
            "person \(quoted(person)) is a parent in union nodes \(quoted(first)) and \(quoted(second)): a person belongs to one single parent or couple"
        case .mixedParenthood(let person, let union):
            "person \(quoted(person)) has children through union node \(quoted(union)) and by direct edges: give all of them to the union"
        case .childOfTwoParents(let child, let first, let second):
            "person \(quoted(child)) is a child of both \(quoted(first)) and \(quoted(second)): a child hangs under exactly one single parent or couple, so the graph is not a family forest"
        case .cycle(let person):
            "person \(quoted(person)) is their own ancestor: the parent edges form a cycle, so the graph is not a family forest"
        case .invalidFamily(let failure):
            failure.problems.map(\.description).joined(separator: "; ")
                + (failure.omittedCount > 0 ? "; and \(failure.omittedCount) more" : "")
        }
    }
}

/// The name in double quotes with quotes, backslashes and control characters escaped.
private func quoted(_ name: String) -> String {
    var result = "\""
    for scalar in name.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
