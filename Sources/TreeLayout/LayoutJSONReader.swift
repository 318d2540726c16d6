/// Reads the layout JSON (docs/ARCHITECTURE.md, "Layout JSON") into a ``FamilyLayout`` for a known family.
struct LayoutJSONReader {
    var scanner: JSONByteScanner
    /// Person index by id, for the family the layout is read for.
    let indexOfID: [String: Int32]

    /// The whole document: an object with `engine` and `boxes`, other fields skipped.
    mutating func readLayout() throws(LayoutJSONError) -> FamilyLayout {
        try scanner.expect(UInt8(ascii: "{"), "'{' at the start of the layout")
        var engine = ""
        var boxes: [PersonBox]?
        if !scanner.consume(UInt8(ascii: "}")) {
            repeat {
                let key = try scanner.readStringSpan()
                try scanner.expect(UInt8(ascii: ":"), "':'")
                if !key.escaped && scanner.spanEquals(key.range, "engine") {
                    engine = try scanner.readString()
                } else if !key.escaped && scanner.spanEquals(key.range, "boxes") {
                    if boxes != nil { throw scanner.failure("a second \"boxes\" array") }
                    boxes = try readBoxes()
                } else {
                    try scanner.skipValue()
                }
            } while scanner.consume(UInt8(ascii: ","))
            try scanner.expect(UInt8(ascii: "}"), "',' or '}' in the layout object")
        }
        try scanner.expectEnd()
        guard let boxes else { throw .missingBoxes }
        return FamilyLayout(engine: engine, boxes: boxes)
    }

    /// The `boxes` array: one box per person of the family, each exactly once.
    private mutating func readBoxes() throws(LayoutJSONError) -> [PersonBox] {
        try scanner.expect(UInt8(ascii: "["), "'[' to start \"boxes\"")
        var boxes = [PersonBox](repeating: PersonBox(x: 0, y: 0, width: 0, height: 0), count: indexOfID.count)
        var seen = [Bool](repeating: false, count: indexOfID.count)
        var seenCount = 0
        if !scanner.consume(UInt8(ascii: "]")) {
            var index = 0
            repeat {
                let (id, box) = try readBox(index: index)
                guard let person = indexOfID[id] else { throw .unknownID(id: id) }
                if seen[Int(person)] { throw .duplicateID(id: id) }
                seen[Int(person)] = true
                seenCount += 1
                boxes[Int(person)] = box
                index += 1
            } while scanner.consume(UInt8(ascii: ","))
            try scanner.expect(UInt8(ascii: "]"), "',' or ']' in \"boxes\"")
        }
        if seenCount < seen.count, let missing = seen.firstIndex(of: false) {
            let id = indexOfID.first { $0.value == Int32(missing) }?.key ?? ""
            throw .missingID(id: id, missingCount: seen.count - seenCount)
        }
        return boxes
    }

    /// One box object; `index` is its position in `boxes`, for messages.
    private mutating func readBox(index: Int) throws(LayoutJSONError) -> (String, PersonBox) {
        try scanner.expect(UInt8(ascii: "{"), "'{' to start a box")
        var id: String?
        // x, y, width, height, in that order; NaN marks a field not seen.
        var fields: (Double, Double, Double, Double) = (.nan, .nan, .nan, .nan)
        if !scanner.consume(UInt8(ascii: "}")) {
            repeat {
                let key = try scanner.readStringSpan()
                try scanner.expect(UInt8(ascii: ":"), "':'")
                if key.escaped {
                    try scanner.skipValue()
                } else if scanner.spanEquals(key.range, "id") {
                    id = try scanner.readString()
                } else if scanner.spanEquals(key.range, "x") {
                    fields.0 = try scanner.readNumber()
                } else if scanner.spanEquals(key.range, "y") {
                    fields.1 = try scanner.readNumber()
                } else if scanner.spanEquals(key.range, "width") {
                    fields.2 = try scanner.readNumber()
                } else if scanner.spanEquals(key.range, "height") {
                    fields.3 = try scanner.readNumber()
                } else {
                    try scanner.skipValue()
                }
            } while scanner.consume(UInt8(ascii: ","))
            try scanner.expect(UInt8(ascii: "}"), "',' or '}' in a box")
        }
        guard let id else { throw .missingField(field: "id", id: nil, index: index) }
        try Self.validate(fields.0, field: "x", isSize: false, id: id, index: index)
        try Self.validate(fields.1, field: "y", isSize: false, id: id, index: index)
        try Self.validate(fields.2, field: "width", isSize: true, id: id, index: index)
        try Self.validate(fields.3, field: "height", isSize: true, id: id, index: index)
        return (id, PersonBox(x: fields.0, y: fields.1, width: fields.2, height: fields.3))
    }

    /// Fails when a field was not seen (NaN), is not finite, or is a negative size.
    private static func validate(
        _ value: Double, field: String, isSize: Bool, id: String, index: Int
    ) throws(LayoutJSONError) {
        if value.isNaN { throw .missingField(field: field, id: id, index: index) }
        if !value.isFinite || (isSize && value < 0) { throw .invalidValue(field: field, id: id, value: value) }
    }
}
