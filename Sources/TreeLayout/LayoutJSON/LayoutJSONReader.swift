import FamilyTree

/// Reads the layout JSON (docs/ARCHITECTURE.md, "Layout JSON") into a ``FamilyLayout`` for a known
/// family, on the shared `JSONByteScanner` (FamilyTree).
struct LayoutJSONReader: JSONFormatReader {
    var scanner: JSONByteScanner
    /// Person index by id, for the family the layout is read for.
    let indexOfID: [String: Int32]

    /// The part of the document outside `boxes`, named in error messages.
    private static let top = "in the layout object"

    /// The known field names of the document and of a box.
    private enum Key {
        case engine, direction, geometry, boxes, id, x, y, width, height, other
    }

    /// The whole document: an object with `engine` and `boxes`, other fields skipped; a
    /// byte-order mark before it is allowed. Without `geometry` (a file written before layouts
    /// carried it) the layout's geometry is the default one.
    mutating func readLayout() throws(LayoutJSONError) -> FamilyLayout {
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        try scan(
            { scanner throws(JSONSyntaxError) in try scanner.expect(UInt8(ascii: "{"), "'{' to open the layout object")
            },
            context: "")
        var engine = ""
        var direction = LayoutDirection.topDown
        var geometry = LayoutGeometry()
        var boxes: [PersonBox]?
        scanner.skipWhitespace()
        if !scanner.consume(UInt8(ascii: "}")) {
            repeat {
                scanner.skipWhitespace()
                switch try scan({ scanner throws(JSONSyntaxError) in try scanner.readKey(Self.key) }, context: Self.top)
                {
                case .engine:
                    engine = try scan(
                        { scanner throws(JSONSyntaxError) in try scanner.readString() }, context: Self.top)
                case .direction:
                    let name = try scan(
                        { scanner throws(JSONSyntaxError) in try scanner.readString() }, context: Self.top)
                    guard let named = LayoutDirection(rawValue: name) else {
                        let known = LayoutDirection.allCases.map(\.rawValue).joined(separator: ", ")
                        throw failure(expected: "a \"direction\" of \(known), not \(messageQuoted(name))")
                    }
                    direction = named
                case .geometry:
                    geometry = try readGeometry()
                case .boxes:
                    if boxes != nil { throw failure(expected: "one \"boxes\" array, not a second") }
                    boxes = try readBoxes()
                default:
                    try scan({ scanner throws(JSONSyntaxError) in try scanner.skipValue() }, context: Self.top)
                }
                scanner.skipWhitespace()
            } while try scan(
                { scanner throws(JSONSyntaxError) in try scanner.continueContainer(closer: UInt8(ascii: "}")) },
                context: Self.top)
        }
        guard scanner.isAtEnd() else { throw failure(expected: "the end of the document after the layout object") }
        guard let boxes else { throw .missingBoxes }
        return FamilyLayout(engine: engine, boxes: boxes, geometry: geometry, direction: direction)
    }

    /// The `geometry` object: box size and gaps, each in its range (``LayoutGeometry``); a field
    /// it lacks keeps the default, other fields are skipped.
    private mutating func readGeometry() throws(LayoutJSONError) -> LayoutGeometry {
        let context = "in \"geometry\""
        try scan(
            { scanner throws(JSONSyntaxError) in try scanner.expect(UInt8(ascii: "{"), "'{' to start \"geometry\"") },
            context: Self.top)
        var geometry = LayoutGeometry()
        scanner.skipWhitespace()
        if !scanner.consume(UInt8(ascii: "}")) {
            repeat {
                scanner.skipWhitespace()
                let field = try scan(
                    { scanner throws(JSONSyntaxError) in try scanner.readKey(Self.geometryField) }, context: context)
                if let field {
                    let value = try scan(
                        { scanner throws(JSONSyntaxError) in try scanner.readDouble() }, context: context)
                    geometry[keyPath: field] = value
                } else {
                    try scan({ scanner throws(JSONSyntaxError) in try scanner.skipValue() }, context: context)
                }
                scanner.skipWhitespace()
            } while try scan(
                { scanner throws(JSONSyntaxError) in try scanner.continueContainer(closer: UInt8(ascii: "}")) },
                context: context)
        }
        if let (name, value) = geometry.fieldOutOfRange {
            throw failure(
                expected:
                    "a \"geometry\" \(name) in its range (a size more than 0, a gap 0 or more, at most 100000), not \(value)"
            )
        }
        return geometry
    }

    /// The geometry field a key names, or `nil` for another key.
    private static func geometryField(_ raw: UnsafeBufferPointer<UInt8>) -> WritableKeyPath<LayoutGeometry, Double>? {
        func equals(_ name: StaticString) -> Bool {
            name.withUTF8Buffer { raw.elementsEqual($0) }
        }
        if equals("boxWidth") { return \.boxWidth }
        if equals("boxHeight") { return \.boxHeight }
        if equals("coupleGap") { return \.coupleGap }
        if equals("siblingGap") { return \.siblingGap }
        if equals("levelGap") { return \.levelGap }
        return nil
    }

    /// The `boxes` array: one box per person of the family, each exactly once.
    private mutating func readBoxes() throws(LayoutJSONError) -> [PersonBox] {
        try scan(
            { scanner throws(JSONSyntaxError) in try scanner.expect(UInt8(ascii: "["), "'[' to start \"boxes\"") },
            context: Self.top)
        var boxes = [PersonBox](repeating: PersonBox(x: 0, y: 0, width: 0, height: 0), count: indexOfID.count)
        var seen = [Bool](repeating: false, count: indexOfID.count)
        var seenCount = 0
        scanner.skipWhitespace()
        if !scanner.consume(UInt8(ascii: "]")) {
            var index = 0
            repeat {
                scanner.skipWhitespace()
                let (id, box) = try readBox(index: index)
                guard let person = indexOfID[id] else { throw .unknownID(id: id) }
                if seen[Int(person)] { throw .duplicateID(id: id) }
                seen[Int(person)] = true
                seenCount += 1
                boxes[Int(person)] = box
                index += 1
                scanner.skipWhitespace()
            } while try scan(
                { scanner throws(JSONSyntaxError) in try scanner.continueContainer(closer: UInt8(ascii: "]")) },
                context: "in \"boxes\"")
        }
        if seenCount < seen.count, let missing = seen.firstIndex(of: false) {
            let id = indexOfID.first { $0.value == Int32(missing) }?.key ?? ""
            throw .missingID(id: id, missingCount: seen.count - seenCount)
        }
        return boxes
    }

    /// One box object; `index` is its position in `boxes`, for messages.
    private mutating func readBox(index: Int) throws(LayoutJSONError) -> (String, PersonBox) {
        let context = "in box \(index)"
        try scan(
            { scanner throws(JSONSyntaxError) in try scanner.expect(UInt8(ascii: "{"), "'{' to start a box") },
            context: context)
        var id: String?
        // x, y, width, height, in that order; NaN marks a field not seen.
        var fields: (Double, Double, Double, Double) = (.nan, .nan, .nan, .nan)
        scanner.skipWhitespace()
        if !scanner.consume(UInt8(ascii: "}")) {
            repeat {
                scanner.skipWhitespace()
                switch try scan({ scanner throws(JSONSyntaxError) in try scanner.readKey(Self.key) }, context: context)
                {
                case .id:
                    id = try scan({ scanner throws(JSONSyntaxError) in try scanner.readString() }, context: context)
                case .x:
                    fields.0 = try scan(
                        { scanner throws(JSONSyntaxError) in try scanner.readDouble() }, context: context)
                case .y:
                    fields.1 = try scan(
                        { scanner throws(JSONSyntaxError) in try scanner.readDouble() }, context: context)
                case .width:
                    fields.2 = try scan(
                        { scanner throws(JSONSyntaxError) in try scanner.readDouble() }, context: context)
                case .height:
                    fields.3 = try scan(
                        { scanner throws(JSONSyntaxError) in try scanner.readDouble() }, context: context)
                default: try scan({ scanner throws(JSONSyntaxError) in try scanner.skipValue() }, context: context)
                }
                scanner.skipWhitespace()
            } while try scan(
                { scanner throws(JSONSyntaxError) in try scanner.continueContainer(closer: UInt8(ascii: "}")) },
                context: context)
        }
        guard let id else { throw .missingField(field: "id", id: nil, index: index) }
        try Self.validate(fields.0, field: "x", isSize: false, id: id, index: index)
        try Self.validate(fields.1, field: "y", isSize: false, id: id, index: index)
        try Self.validate(fields.2, field: "width", isSize: true, id: id, index: index)
        try Self.validate(fields.3, field: "height", isSize: true, id: id, index: index)
        return (id, PersonBox(x: fields.0, y: fields.1, width: fields.2, height: fields.3))
    }

    private static func key(_ raw: UnsafeBufferPointer<UInt8>) -> Key {
        func equals(_ name: StaticString) -> Bool {
            name.withUTF8Buffer { raw.elementsEqual($0) }
        }
        switch raw.count {
        case 1: return equals("x") ? .x : equals("y") ? .y : .other
        case 2: return equals("id") ? .id : .other
        case 5: return equals("boxes") ? .boxes : equals("width") ? .width : .other
        case 6: return equals("engine") ? .engine : equals("height") ? .height : .other
        case 8: return equals("geometry") ? .geometry : .other
        case 9: return equals("direction") ? .direction : .other
        default: return .other
        }
    }

    /// Fails when a field was not seen (NaN), is not finite, or is a negative size.
    private static func validate(
        _ value: Double, field: String, isSize: Bool, id: String, index: Int
    ) throws(LayoutJSONError) {
        if value.isNaN { throw .missingField(field: field, id: id, index: index) }
        if !value.isFinite || (isSize && value < 0) { throw .invalidValue(field: field, id: id, value: value) }
    }

    // MARK: The scanner, with this reader's errors

    private func failure(expected: String) -> LayoutJSONError {
        failure(scanner.failure(expected: expected), context: "")
    }

    func failure(_ error: JSONSyntaxError, context: String) -> LayoutJSONError {
        let (line, column) = scanner.location(of: error.offset)
        let place = context.isEmpty ? "" : " " + context
        return .malformed(
            line: line, column: column, offset: error.offset,
            reason: "expected \(error.expected)\(place), found \(scanner.found(at: error.offset))")
    }
}
