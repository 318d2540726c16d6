import FamilyTree

/// Reads Graphviz's `-Tjson` output on the shared `JSONByteScanner` (FamilyTree): the top-level
/// object's `objects`, and of each object its `name`, `pos`, `width` and `height`; everything
/// else (drawing operations, edges, attributes) is skipped without being held.
struct GraphvizJSONReader: JSONFormatReader {
    var scanner: JSONByteScanner
    /// The drawing the nodes are added to; `nil` to only tell whether the bytes are a drawing.
    var drawing: GraphvizJSONDrawing?

    /// The keys this reader looks at.
    private enum Key {
        case objects, subgraphCount, name, pos, width, height, other
    }

    /// Reads the whole document, adding each placed node to ``drawing`` (when there is one).
    ///
    /// - Returns: Whether the document is Graphviz's JSON: one object with an `objects` array
    ///   or a `_subgraph_cnt` member.
    /// - Throws: ``GraphvizJSONDrawing/Failure`` for bytes that are not one JSON object, or a
    ///   node that `drawing` refuses.
    mutating func readDrawing() throws(GraphvizJSONDrawing.Failure) -> Bool {
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        try scan({ scanner throws(JSONSyntaxError) in try scanner.expect(UInt8(ascii: "{"), "'{' to open the drawing") }
        )
        var isDrawing = false
        scanner.skipWhitespace()
        if !scanner.consume(UInt8(ascii: "}")) {
            repeat {
                scanner.skipWhitespace()
                switch try scan({ scanner throws(JSONSyntaxError) in try scanner.readKey(Self.key) }) {
                case .objects where scanner.peek() == UInt8(ascii: "["):
                    isDrawing = true
                    if drawing != nil { try readObjects() } else { try skipValue() }
                case .subgraphCount:
                    isDrawing = true
                    try skipValue()
                default:
                    try skipValue()
                }
                scanner.skipWhitespace()
            } while try scan({ scanner throws(JSONSyntaxError) in
                try scanner.continueContainer(closer: UInt8(ascii: "}"))
            })
        }
        guard scanner.isAtEnd() else {
            throw failure(scanner.failure(expected: "the end of the document after the drawing"), context: "")
        }
        return isDrawing
    }

    /// The `objects` array: nodes (with a `pos`) and subgraphs (without).
    private mutating func readObjects() throws(GraphvizJSONDrawing.Failure) {
        try scan({ scanner throws(JSONSyntaxError) in try scanner.expect(UInt8(ascii: "["), "'['") })
        scanner.skipWhitespace()
        guard !scanner.consume(UInt8(ascii: "]")) else { return }
        var index = 0
        repeat {
            scanner.skipWhitespace()
            let context = "in object \(index)"
            try scan(
                { scanner throws(JSONSyntaxError) in try scanner.expect(UInt8(ascii: "{"), "'{' to open an object") },
                context: context)
            var name: String?
            var position: String?
            var width: Double?
            var height: Double?
            scanner.skipWhitespace()
            if !scanner.consume(UInt8(ascii: "}")) {
                repeat {
                    scanner.skipWhitespace()
                    switch try scan(
                        { scanner throws(JSONSyntaxError) in try scanner.readKey(Self.key) }, context: context)
                    {
                    case .name where scanner.peek() == UInt8(ascii: "\""):
                        name = try scan(
                            { scanner throws(JSONSyntaxError) in try scanner.readString() }, context: context)
                    case .pos where scanner.peek() == UInt8(ascii: "\""):
                        position = try scan(
                            { scanner throws(JSONSyntaxError) in try scanner.readString() }, context: context)
                    case .width: width = try readInches(context: context)
                    case .height: height = try readInches(context: context)
                    default: try skipValue(context: context)
                    }
                    scanner.skipWhitespace()
                } while try scan(
                    { scanner throws(JSONSyntaxError) in try scanner.continueContainer(closer: UInt8(ascii: "}")) },
                    context: context)
            }
            if let name, let position {
                try drawing?.add(name: name, position: position, width: width, height: height)
            }
            index += 1
            scanner.skipWhitespace()
        } while try scan(
            { scanner throws(JSONSyntaxError) in try scanner.continueContainer(closer: UInt8(ascii: "]")) },
            context: "in \"objects\"")
    }

    /// A width or height: Graphviz writes a number in a string (`"0.75"`); a bare number is
    /// taken too, anything else is no size.
    private mutating func readInches(context: String) throws(GraphvizJSONDrawing.Failure) -> Double? {
        switch scanner.peek() {
        case UInt8(ascii: "\""):
            let text = try scan({ scanner throws(JSONSyntaxError) in try scanner.readString() }, context: context)
            return Double(text) ?? .nan
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try scan({ scanner throws(JSONSyntaxError) in try scanner.readDouble() }, context: context)
        default:
            try skipValue(context: context)
            return nil
        }
    }

    private mutating func skipValue(context: String = "") throws(GraphvizJSONDrawing.Failure) {
        try scan({ scanner throws(JSONSyntaxError) in try scanner.skipValue() }, context: context)
    }

    private static func key(_ raw: UnsafeBufferPointer<UInt8>) -> Key {
        func equals(_ name: StaticString) -> Bool {
            name.withUTF8Buffer { raw.elementsEqual($0) }
        }
        switch raw.count {
        case 3: return equals("pos") ? .pos : .other
        case 4: return equals("name") ? .name : .other
        case 5: return equals("width") ? .width : .other
        case 6: return equals("height") ? .height : .other
        case 7: return equals("objects") ? .objects : .other
        case 13: return equals("_subgraph_cnt") ? .subgraphCount : .other
        default: return .other
        }
    }

    func failure(_ error: JSONSyntaxError, context: String) -> GraphvizJSONDrawing.Failure {
        let (line, column) = scanner.location(of: error.offset)
        let place = context.isEmpty ? "" : " " + context
        return GraphvizJSONDrawing.Failure(
            description: "line \(line), column \(column): expected \(error.expected)\(place), "
                + "found \(scanner.found(at: error.offset))")
    }
}
