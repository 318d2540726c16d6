import FamilyTree

/// Reads a tree file (`{"name": …, "width"?: …, "height"?: …, "children"?: […]}`, nested) on the
/// shared `JSONByteScanner` (FamilyTree), without recursion, so a tree of any depth reads.
///
/// Nodes are numbered in reading order (the order of their opening braces, which is pre-order,
/// root 0); an error about a node names that number.
struct TreeFileReader: JSONFormatReader {
    var scanner: JSONByteScanner
    /// The nodes read so far, in reading order.
    private var nodes: [TreeFileNode] = []
    /// Each node's parent's number (-1 for the root).
    private var parents: [Int32] = []

    /// Reads `bytes`, which must stay valid while the reader is used.
    init(bytes: UnsafeRawBufferPointer) {
        scanner = JSONByteScanner(bytes: bytes)
    }

    /// The known field names of a node.
    private enum Key {
        case name, width, height, children, other
    }

    /// The node whose object is being read, and whether its `children` array was seen.
    private struct OpenNode {
        var number: Int
        var hasName = false
        var hasChildren = false
    }

    /// Reads the whole document: one root node, then nothing but white space.
    mutating func readTree() throws(TreeFileError) -> Tree<TreeFileNode> {
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        // The ancestors of the node being read, innermost last: each is inside its `children` array.
        var ancestors: [OpenNode] = []
        var node = try openNode(parent: -1)
        var resuming = false
        while true {
            if try !readMembers(of: &node, resuming: resuming) {
                // A non-empty `children` array opened: read its first entry; the parent waits.
                ancestors.append(node)
                node = try openNode(parent: Int32(node.number))
                resuming = false
                continue
            }
            guard node.hasName else { throw badNode(node.number, "needs a \"name\" string") }
            guard let parent = ancestors.last else { break }
            // The node was an entry of its parent's `children`: another entry follows, or the array ends.
            scanner.skipWhitespace()
            if try scan(
                { scanner throws(JSONSyntaxError) in try scanner.continueContainer(closer: UInt8(ascii: "]")) },
                context: "in a \"children\" array")
            {
                scanner.skipWhitespace()
                node = try openNode(parent: Int32(parent.number))
                resuming = false
            } else {
                node = ancestors.removeLast()
                resuming = true
            }
        }
        guard scanner.isAtEnd() else {
            throw failure(scanner.failure(expected: "the end of the document after the root node"), context: "")
        }
        return Tree(preOrder: nodes, parents: parents)
    }

    /// Starts the node whose `{` is at the read position.
    private mutating func openNode(parent: Int32) throws(TreeFileError) -> OpenNode {
        let number = nodes.count
        switch scanner.peek() {
        case UInt8(ascii: "{"):
            scanner.offset += 1
        case UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            throw badNode(number, "is not an object")
        default:
            // Not a value at all (a trailing comma, a stray bracket, the end): a syntax error.
            throw failure(scanner.failure(expected: "'{' to open node #\(number)"), context: "")
        }
        guard number < Int(Int32.max) else { throw badNode(number, "is one node too many for a tree") }
        nodes.append(TreeFileNode(name: "", width: nil, height: nil, position: number))
        parents.append(parent)
        return OpenNode(number: number)
    }

    /// Reads members of `node`'s object until it closes (true) or a non-empty `children` array
    /// opens (false; the read position is then at the first entry).
    ///
    /// - Parameter resuming: Whether the node's `children` array just closed, so a `,` or `}`
    ///   comes next; otherwise the node's `{` was just read.
    private mutating func readMembers(of node: inout OpenNode, resuming: Bool) throws(TreeFileError) -> Bool {
        let context = "in node #\(node.number)"
        scanner.skipWhitespace()
        if resuming {
            if try !scan(
                { scanner throws(JSONSyntaxError) in try scanner.continueContainer(closer: UInt8(ascii: "}")) },
                context: context)
            {
                return true
            }
        } else if scanner.consume(UInt8(ascii: "}")) {
            return true
        }
        while true {
            scanner.skipWhitespace()
            let key = try scan({ scanner throws(JSONSyntaxError) in try scanner.readKey(Self.key) }, context: context)
            switch key {
            case .name:
                guard scanner.peek() == UInt8(ascii: "\"") else {
                    throw badNode(node.number, "needs a \"name\" string")
                }
                nodes[node.number].name = try scan(
                    { scanner throws(JSONSyntaxError) in try scanner.readString() }, context: context)
                node.hasName = true
            case .width:
                nodes[node.number].width = try readSize("width", node: node.number)
            case .height:
                nodes[node.number].height = try readSize("height", node: node.number)
            case .children:
                guard scanner.peek() == UInt8(ascii: "[") else {
                    throw badNode(node.number, "\"children\" must be an array")
                }
                guard !node.hasChildren else {
                    throw badNode(node.number, "has two \"children\" arrays; a node has one")
                }
                node.hasChildren = true
                scanner.offset += 1
                scanner.skipWhitespace()
                if !scanner.consume(UInt8(ascii: "]")) { return false }
            case .other:
                try scan({ scanner throws(JSONSyntaxError) in try scanner.skipValue() }, context: context)
            }
            scanner.skipWhitespace()
            if try !scan(
                { scanner throws(JSONSyntaxError) in try scanner.continueContainer(closer: UInt8(ascii: "}")) },
                context: context)
            {
                return true
            }
        }
    }

    /// The largest `width` or `height`, in points: the command line's limit for box sizes, so a
    /// layout of any tree stays finite.
    static let largestSize = 100_000.0

    /// Reads `width` or `height`: a positive number of at most ``largestSize`` points.
    private mutating func readSize(_ field: String, node: Int) throws(TreeFileError) -> Double {
        let rule = "\"\(field)\" must be a positive number of at most 100000 points"
        let byte = scanner.peek()
        guard byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
            throw badNode(node, rule)
        }
        let value = try scan(
            { scanner throws(JSONSyntaxError) in try scanner.readDouble() }, context: "in node #\(node)")
        guard value > 0, value <= Self.largestSize else { throw badNode(node, rule) }
        return value
    }

    private static func key(_ raw: UnsafeBufferPointer<UInt8>) -> Key {
        func equals(_ name: StaticString) -> Bool { name.withUTF8Buffer { raw.elementsEqual($0) } }
        switch raw.count {
        case 4: return equals("name") ? .name : .other
        case 5: return equals("width") ? .width : .other
        case 6: return equals("height") ? .height : .other
        case 8: return equals("children") ? .children : .other
        default: return .other
        }
    }

    // MARK: The scanner, with this reader's errors

    /// A node that breaks a rule, with the line the reader is on.
    private func badNode(_ number: Int, _ rule: String) -> TreeFileError {
        .badNode(position: number, line: scanner.location(of: scanner.offset).line, rule: rule)
    }

    func failure(_ error: JSONSyntaxError, context: String) -> TreeFileError {
        .malformed(reason: scanner.describe(error, context: context))
    }
}
