import FamilyTree

/// Reads topola's genealogy JSON (`{"indis": [...], "fams": [...]}`) into ``GenealogyJSON`` on the
/// shared `JSONByteScanner` (FamilyTree): strict JSON (UTF-8 checked in keys and values, a
/// byte-order mark allowed), fields it does not know skipped at any depth, without recursion.
///
/// Every error names the line and column and the path of the field (`indis[3].birth.date.year`).
struct GenealogyJSONReader: JSONFormatReader {
    var scanner: JSONByteScanner

    /// Reads `bytes`, which must stay valid while the reader is used.
    init(bytes: UnsafeRawBufferPointer) {
        scanner = JSONByteScanner(bytes: bytes)
    }

    /// Reads the whole document.
    ///
    /// - Throws: ``GenealogyError/malformedJSON(reason:)`` naming the line, the column and the path.
    /// - Complexity: O(n) in the size of the input.
    mutating func readDocument() throws(GenealogyError) -> GenealogyJSON {
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        var indis: [GenealogyJSON.Individual]?
        var fams: [GenealogyJSON.Family]?
        let found = try readObject(at: "") { reader, key, path throws(GenealogyError) in
            switch key {
            case "indis":
                indis = try reader.readArray(at: path) { reader, path throws(GenealogyError) in
                    try reader.readIndividual(at: path)
                }
            case "fams":
                fams = try reader.readArray(at: path) { reader, path throws(GenealogyError) in
                    try reader.readFamily(at: path)
                }
            default: try reader.skip(at: path)
            }
        }
        guard found else { throw typeError(at: "", "an object") }
        guard scanner.isAtEnd() else {
            throw failure(scanner.failure(expected: "the end of the document"), context: "")
        }
        guard let indis else { throw .malformedJSON(reason: "the top level: the field \"indis\" is missing") }
        return GenealogyJSON(indis: indis, fams: fams)
    }

    private mutating func readIndividual(at path: String) throws(GenealogyError) -> GenealogyJSON.Individual {
        var id: String?
        var individual = GenealogyJSON.Individual(id: "")
        let found = try readObject(at: path) { reader, key, path throws(GenealogyError) in
            switch key {
            case "id": id = try reader.readString(at: path)
            case "firstName": individual.firstName = try reader.readNullableString(at: path)
            case "lastName": individual.lastName = try reader.readNullableString(at: path)
            case "sex": individual.sex = try reader.readNullableString(at: path)
            case "famc": individual.famc = try reader.readNullableString(at: path)
            case "fams": individual.fams = try reader.readStrings(at: path)
            case "birth": individual.birth = try reader.readEvent(at: path)
            case "death": individual.death = try reader.readEvent(at: path)
            default: try reader.skip(at: path)
            }
        }
        guard found else { throw typeError(at: path, "an object") }
        guard let id else { throw .malformedJSON(reason: "\(path): the field \"id\" is missing") }
        individual.id = id
        return individual
    }

    private mutating func readFamily(at path: String) throws(GenealogyError) -> GenealogyJSON.Family {
        var id: String?
        var family = GenealogyJSON.Family(id: "")
        let found = try readObject(at: path) { reader, key, path throws(GenealogyError) in
            switch key {
            case "id": id = try reader.readString(at: path)
            case "husb": family.husb = try reader.readNullableString(at: path)
            case "wife": family.wife = try reader.readNullableString(at: path)
            case "children": family.children = try reader.readStrings(at: path)
            default: try reader.skip(at: path)
            }
        }
        guard found else { throw typeError(at: path, "an object") }
        guard let id else { throw .malformedJSON(reason: "\(path): the field \"id\" is missing") }
        family.id = id
        return family
    }

    /// `{"date": …, "dateRange": {"from": …, "to": …}}`, or null.
    private mutating func readEvent(at path: String) throws(GenealogyError) -> GenealogyJSON.Event? {
        var event = GenealogyJSON.Event()
        let found = try readObject(at: path, nullable: true) { reader, key, path throws(GenealogyError) in
            switch key {
            case "date": event.date = try reader.readDate(at: path)
            case "dateRange":
                var range = GenealogyJSON.DateRange()
                let found = try reader.readObject(at: path, nullable: true) {
                    reader, key, path throws(GenealogyError) in
                    switch key {
                    case "from": range.from = try reader.readDate(at: path)
                    case "to": range.to = try reader.readDate(at: path)
                    default: try reader.skip(at: path)
                    }
                }
                event.dateRange = found ? range : nil
            default: try reader.skip(at: path)
            }
        }
        return found ? event : nil
    }

    /// `{"qualifier", "day", "month", "year", "text"}`, or null.
    private mutating func readDate(at path: String) throws(GenealogyError) -> GenealogyJSON.EventDate? {
        var date = GenealogyJSON.EventDate()
        let found = try readObject(at: path, nullable: true) { reader, key, path throws(GenealogyError) in
            switch key {
            case "qualifier": date.qualifier = try reader.readNullableString(at: path)
            case "day": date.day = try reader.readInteger(at: path)
            case "month": date.month = try reader.readInteger(at: path)
            case "year": date.year = try reader.readInteger(at: path)
            case "text": date.text = try reader.readNullableString(at: path)
            default: try reader.skip(at: path)
            }
        }
        return found ? date : nil
    }

    // MARK: Values

    /// Reads an object member by member, `body` getting each key and its path; false (nothing
    /// read) when the value is null and `nullable`, or is not an object and `nullable` is false
    /// (the caller then names the type error).
    private mutating func readObject(
        at path: String, nullable: Bool = false,
        _ body: (inout GenealogyJSONReader, String, String) throws(GenealogyError) -> Void
    ) throws(GenealogyError) -> Bool {
        if nullable, try readNull(at: path) { return false }
        guard scanner.peek() == UInt8(ascii: "{") else {
            if nullable { throw typeError(at: path, "an object or null") }
            return false
        }
        scanner.offset += 1
        scanner.skipWhitespace()
        if scanner.consume(UInt8(ascii: "}")) { return true }
        while true {
            scanner.skipWhitespace()
            let key = try scan(
                { scanner throws(JSONSyntaxError) in try scanner.readKey { String(decoding: $0, as: UTF8.self) } },
                context: path)
            try body(&self, key, path.isEmpty ? key : "\(path).\(key)")
            scanner.skipWhitespace()
            if try !scan(
                { scanner throws(JSONSyntaxError) in try scanner.continueContainer(closer: UInt8(ascii: "}")) },
                context: path)
            {
                return true
            }
        }
    }

    /// Reads an array, or null (nil), `element` reading each entry at its path.
    private mutating func readArray<Element>(
        at path: String, _ element: (inout GenealogyJSONReader, String) throws(GenealogyError) -> Element
    ) throws(GenealogyError) -> [Element]? {
        if try readNull(at: path) { return nil }
        guard scanner.consume(UInt8(ascii: "[")) else { throw typeError(at: path, "an array or null") }
        var elements: [Element] = []
        scanner.skipWhitespace()
        if scanner.consume(UInt8(ascii: "]")) { return elements }
        while true {
            scanner.skipWhitespace()
            elements.append(try element(&self, "\(path)[\(elements.count)]"))
            scanner.skipWhitespace()
            if try !scan(
                { scanner throws(JSONSyntaxError) in try scanner.continueContainer(closer: UInt8(ascii: "]")) },
                context: path)
            {
                return elements
            }
        }
    }

    /// Reads an array of strings, or null (nil).
    private mutating func readStrings(at path: String) throws(GenealogyError) -> [String]? {
        try readArray(at: path) { reader, path throws(GenealogyError) in try reader.readString(at: path) }
    }

    /// Reads a string.
    private mutating func readString(at path: String) throws(GenealogyError) -> String {
        guard scanner.peek() == UInt8(ascii: "\"") else { throw typeError(at: path, "a string") }
        return try scan({ scanner throws(JSONSyntaxError) in try scanner.readString() }, context: path)
    }

    /// Reads a string, or null (nil).
    private mutating func readNullableString(at path: String) throws(GenealogyError) -> String? {
        if try readNull(at: path) { return nil }
        guard scanner.peek() == UInt8(ascii: "\"") else { throw typeError(at: path, "a string or null") }
        return try scan({ scanner throws(JSONSyntaxError) in try scanner.readString() }, context: path)
    }

    /// Reads a whole number that fits in `Int`, or null (nil).
    private mutating func readInteger(at path: String) throws(GenealogyError) -> Int? {
        if try readNull(at: path) { return nil }
        let start = scanner.offset
        guard scanner.peek() == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(scanner.peek())
        else {
            throw typeError(at: path, "a whole number or null")
        }
        let value = try scan({ scanner throws(JSONSyntaxError) in try scanner.readDouble() }, context: path)
        guard value == value.rounded(), abs(value) < 1e15 else {
            throw .malformedJSON(
                reason: "\(scanner.locationText(of: start)): \(path) must be a whole number, found \(value)")
        }
        return Int(value)
    }

    /// Consumes `null` when it is next.
    private mutating func readNull(at path: String) throws(GenealogyError) -> Bool {
        guard scanner.peek() == UInt8(ascii: "n") else { return false }
        try scan({ scanner throws(JSONSyntaxError) in try scanner.readLiteral("null") }, context: path)
        return true
    }

    /// Skips a value of a field TreeBench does not read.
    private mutating func skip(at path: String) throws(GenealogyError) {
        try scan({ scanner throws(JSONSyntaxError) in try scanner.skipValue() }, context: path)
    }

    // MARK: Errors

    /// A syntax error, naming the path of the field being read (`context`).
    func failure(_ error: JSONSyntaxError, context path: String) -> GenealogyError {
        .malformedJSON(reason: scanner.describe(error, context: path.isEmpty ? "" : "in \(path)"))
    }

    /// A value of the wrong type at the read position; a syntax error when no value is there.
    private func typeError(at path: String, _ expected: String) -> GenealogyError {
        switch scanner.peek() {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let place = path.isEmpty ? "the top level" : path
            return .malformedJSON(
                reason:
                    "\(scanner.locationText(of: scanner.offset)): \(place) must be \(expected), found \(scanner.kindOfValue())"
            )
        default:
            return failure(scanner.failure(expected: expected), context: path)
        }
    }
}
