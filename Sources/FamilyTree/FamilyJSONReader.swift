/// Reads Family JSON v1 straight into a ``FamilyDocument``, on the shared ``JSONByteScanner``.
///
/// It accepts the whole JSON grammar (RFC 8259): string escapes including `\uXXXX` surrogate pairs,
/// every number form, any whitespace, a leading byte-order mark, and keys it does not know, whose
/// values (nested to any depth) are skipped without recursion. It refuses what JSON refuses —
/// trailing commas, control characters in strings, invalid UTF-8 in values and keys, lone
/// surrogates — with the line, the column and what was expected.
///
/// Strings without escapes are made straight from the input bytes; field names are matched as bytes,
/// so a typical person costs a handful of small-string creations and nothing else.
struct FamilyJSONReader: JSONFormatReader {
    /// The bytes and the read position.
    var scanner: JSONByteScanner
    /// Where the reader is, for error messages.
    var place = Place.document
    /// The section of a chart being read: `generations` (descendants, each person's
    /// `childrenIDs`) or `ancestors` (each person's `parentIDs`).
    var section = ChartSide.descendants

    /// The part of the document being read, named in error messages.
    enum Place {
        case document
        case generations(ChartSide)
        case generation(Int, ChartSide)
        case person(generation: Int, index: Int, ChartSide)

        var phrase: String {
            switch self {
            case .document: "in the top-level object"
            case .generations(let side): "in the \(side.key) array"
            case .generation(let generation, let side):
                side == .descendants ? "in generation \(generation)" : "in ancestor generation \(generation)"
            case .person(let generation, let index, let side):
                "in person \(index + 1) of \(side == .descendants ? "" : "ancestor ")generation \(generation) (\(side.key)[\(generation)][\(index)])"
            }
        }
    }

    /// The known field names.
    enum Key {
        case generations, ancestors, chart, id, name, gender, age, coupleID, childrenIDs, parentIDs, sameAs, born,
            died, other
    }

    /// Reads from `bytes`, which must stay valid while the reader is used.
    init(bytes: UnsafeRawBufferPointer) {
        scanner = JSONByteScanner(bytes: bytes)
    }

    // MARK: The document

    /// Reads the whole input as one document.
    ///
    /// - Throws: ``FamilyError/malformedDocument(reason:)`` naming the line, column and what was expected.
    /// - Complexity: O(n) in the input size, with no recursion.
    mutating func readDocument() throws(FamilyError) -> FamilyDocument {
        let document = try readChartDocument()
        guard document.kind == .descendants, let generations = document.descendants else {
            if document.kind != .descendants {
                throw .malformedDocument(
                    reason: "the document is an \(document.kind.phrase) (\"chart\": \"\(document.kind.rawValue)\"), "
                        + "not a family: read it as a chart")
            }
            throw .malformedDocument(reason: "the top-level object has no \"generations\" array")
        }
        return generations
    }

    mutating func readGenerations() throws(FamilyError) -> [[Person]] {
        place = .generations(section)
        guard peek() == UInt8(ascii: "[") else {
            throw failure(
                expected: "'[' to open the \(section.key) array (\"\(section.key)\" must be an array of arrays)")
        }
        scanner.offset += 1
        var generations: [[Person]] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            scanner.offset += 1
            return generations
        }
        while true {
            generations.append(try readGeneration(generations.count))
            place = .generations(section)
            skipWhitespace()
            if try !continueContainer(closer: UInt8(ascii: "]")) { return generations }
            skipWhitespace()
        }
    }

    private mutating func readGeneration(_ generation: Int) throws(FamilyError) -> [Person] {
        place = .generation(generation, section)
        guard peek() == UInt8(ascii: "[") else {
            throw failure(expected: "'[' to open generation \(generation) (each generation is an array of people)")
        }
        scanner.offset += 1
        var people: [Person] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            scanner.offset += 1
            return people
        }
        while true {
            people.append(try readPerson(generation: generation, index: people.count))
            place = .generation(generation, section)
            skipWhitespace()
            if try !continueContainer(closer: UInt8(ascii: "]")) { return people }
            skipWhitespace()
        }
    }

    /// Reads one person; a field of the wrong type is reported once the object is read, so the
    /// message can name the person's id even when `id` comes last.
    private mutating func readPerson(generation: Int, index: Int) throws(FamilyError) -> Person {
        place = .person(generation: generation, index: index, section)
        let objectStart = scanner.offset
        guard peek() == UInt8(ascii: "{") else { throw failure(expected: "'{' to open a person") }
        scanner.offset += 1
        var id: String?
        var person = Person(id: "")
        var wrongType: (offset: Int, problem: String)?
        func note(_ problem: String, at position: Int) {
            if wrongType == nil { wrongType = (position, problem) }
        }
        func noteNotString(_ field: String, at position: Int) {
            note("\(field) must be a string, found \(scanner.kindOfValue(at: position))", at: position)
        }
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            scanner.offset += 1
        } else {
            while true {
                let key = try readKey()
                let valueStart = scanner.offset
                switch key {
                case .id:
                    if let text = try readOptionalString() { id = text } else { noteNotString("id", at: valueStart) }
                case .name:
                    if let text = try readOptionalString(nullAllowed: true) {
                        person.name = text
                    } else {
                        noteNotString("name", at: valueStart)
                    }
                case .gender:
                    if let text = try readOptionalString(nullAllowed: true, default: "unknown") {
                        person.gender = text
                    } else {
                        noteNotString("gender", at: valueStart)
                    }
                case .coupleID:
                    if let text = try readOptionalString(nullAllowed: true) {
                        person.coupleID = text
                    } else {
                        noteNotString("coupleID (\"\" for none)", at: valueStart)
                    }
                case .age:
                    switch try readAge() {
                    case .success(let age): person.age = age
                    case .failure(let problem): note(problem.reason, at: valueStart)
                    }
                case .childrenIDs, .parentIDs:
                    // A section's tree links: a descendant's children, an ancestor's parents.
                    let field = key == .childrenIDs ? "childrenIDs" : "parentIDs"
                    guard field == section.linkKey else {
                        try skipValue()
                        note(
                            "\(field) does not belong in \"\(section.key)\": its people list their \(section.linkKey)",
                            at: valueStart)
                        break
                    }
                    switch try readIDList(field) {
                    case .success(let children): person.childrenIDs = children
                    case .failure(let problem): note(problem.reason, at: problem.offset)
                    }
                case .sameAs, .born, .died:
                    // Optional strings of charts derived from a genealogy; null or "" means absent.
                    if let text = try readOptionalString(nullAllowed: true) {
                        let value = text.isEmpty ? nil : text
                        switch key {
                        case .sameAs: person.sameAs = value
                        case .born: person.born = value
                        default: person.died = value
                        }
                    } else {
                        noteNotString("\(key)", at: valueStart)
                    }
                case .generations, .ancestors, .chart, .other:
                    try skipValue()
                }
                skipWhitespace()
                if try !continueContainer(closer: UInt8(ascii: "}")) { break }
                skipWhitespace()
            }
        }
        let side = section
        var record: String {
            "person \(index + 1) of \(side == .descendants ? "" : "ancestor ")generation \(generation) (\(side.key)[\(generation)][\(index)])"
        }
        if let wrongType {
            let named = id.map { "\(record), id \(messageQuoted($0))" } ?? record
            throw .malformedDocument(
                reason: "\(scanner.locationText(of: wrongType.offset)): \(named): \(wrongType.problem)")
        }
        guard let id else {
            throw .malformedDocument(
                reason:
                    "\(scanner.locationText(of: objectStart)): \(record) has no \"id\" — every person needs a string id"
            )
        }
        person.id = id
        return person
    }

    // MARK: Values of the known fields

    /// A field value of the wrong type: where it is and why.
    struct WrongType: Error {
        var offset: Int
        var reason: String
    }

    /// Reads a string, or `null` when allowed (giving `default`); nil when the value is another type,
    /// which is then skipped.
    private mutating func readOptionalString(
        nullAllowed: Bool = false, default defaultValue: String = ""
    ) throws(FamilyError) -> String? {
        switch peek() {
        case UInt8(ascii: "\""):
            return try readString()
        case UInt8(ascii: "n") where nullAllowed:
            try readLiteral("null")
            return defaultValue
        default:
            try skipValue()
            return nil
        }
    }

    /// Reads `age`: a whole number (`30`, also `30.0` or `3e1`), or `null` for 0.
    private mutating func readAge() throws(FamilyError) -> Result<Int, WrongType> {
        let valueStart = scanner.offset
        switch peek() {
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return .success(0)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try scan { scanner throws(JSONSyntaxError) in try scanner.scanNumber() }
            if let whole = number.whole { return .success(whole) }
            let lexeme = String(
                decoding: UnsafeBufferPointer(rebasing: scanner.bytes[valueStart..<scanner.offset]), as: UTF8.self)
            if number.isPlainInteger {
                return .failure(WrongType(offset: valueStart, reason: "age \(lexeme) is too large"))
            }
            if let value = Double(lexeme), value == value.rounded(), abs(value) < 1e15 {
                return .success(Int(value))
            }
            return .failure(WrongType(offset: valueStart, reason: "age \(lexeme) is not a whole number of years"))
        default:
            let found = scanner.kindOfValue()
            try skipValue()
            return .failure(WrongType(offset: valueStart, reason: "age must be a whole number, found \(found)"))
        }
    }

    /// Reads `childrenIDs` (or an ancestor's `parentIDs`, `field`): an array of strings, or `null` for none.
    private mutating func readIDList(_ field: String) throws(FamilyError) -> Result<[String], WrongType> {
        let valueStart = scanner.offset
        if peek() == UInt8(ascii: "n") {
            try readLiteral("null")
            return .success([])
        }
        guard peek() == UInt8(ascii: "[") else {
            let found = scanner.kindOfValue()
            try skipValue()
            return .failure(
                WrongType(offset: valueStart, reason: "\(field) must be an array of id strings, found \(found)"))
        }
        scanner.offset += 1
        var children: [String] = []
        var problem: WrongType?
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            scanner.offset += 1
            return .success(children)
        }
        while true {
            if peek() == UInt8(ascii: "\"") {
                children.append(try readString())
            } else {
                if problem == nil {
                    problem = WrongType(
                        offset: scanner.offset,
                        reason:
                            "\(field) entry \(children.count + 1) must be an id string, found \(scanner.kindOfValue())"
                    )
                }
                try skipValue()
            }
            skipWhitespace()
            if try !continueContainer(closer: UInt8(ascii: "]")) { break }
            skipWhitespace()
        }
        if let problem { return .failure(problem) }
        return .success(children)
    }

    // MARK: Keys

    /// Reads `"key" :` and the whitespace after it.
    mutating func readKey() throws(FamilyError) -> Key {
        try scan { scanner throws(JSONSyntaxError) in try scanner.readKey(Self.key) }
    }

    private static func key(_ raw: UnsafeBufferPointer<UInt8>) -> Key {
        func equals(_ name: StaticString) -> Bool {
            guard name.utf8CodeUnitCount == raw.count else { return false }
            for index in 0..<raw.count where name.utf8Start[index] != raw[index] { return false }
            return true
        }
        switch raw.count {
        case 2: return equals("id") ? .id : .other
        case 3: return equals("age") ? .age : .other
        case 4: return equals("name") ? .name : equals("born") ? .born : equals("died") ? .died : .other
        case 5: return equals("chart") ? .chart : .other
        case 6: return equals("gender") ? .gender : equals("sameAs") ? .sameAs : .other
        case 8: return equals("coupleID") ? .coupleID : .other
        case 9: return equals("ancestors") ? .ancestors : equals("parentIDs") ? .parentIDs : .other
        case 11: return equals("childrenIDs") ? .childrenIDs : equals("generations") ? .generations : .other
        default: return .other
        }
    }

    // MARK: The scanner, with this reader's errors

    /// The byte at the read position, or 0 at the end.
    @inline(__always) func peek() -> UInt8 { scanner.peek() }

    @inline(__always) mutating func skipWhitespace() { scanner.skipWhitespace() }

    mutating func readString() throws(FamilyError) -> String {
        try scan { scanner throws(JSONSyntaxError) in try scanner.readString() }
    }
    mutating func skipValue() throws(FamilyError) {
        try scan { scanner throws(JSONSyntaxError) in try scanner.skipValue() }
    }
    private mutating func readLiteral(_ word: StaticString) throws(FamilyError) {
        try scan { scanner throws(JSONSyntaxError) in try scanner.readLiteral(word) }
    }
    mutating func continueContainer(closer: UInt8) throws(FamilyError) -> Bool {
        try scan { scanner throws(JSONSyntaxError) in try scanner.continueContainer(closer: closer) }
    }
}
