/// One person as read, before it goes to the sink: where each field's text is (in the window or
/// in the reader's decoded buffer), `nil` for a field absent or `null`.
struct ParsedPerson {
    var id: StringBytes
    var name: StringBytes?
    var gender: StringBytes?
    var age = 0
    var coupleID: StringBytes?
    var sameAs: StringBytes?
    var born: StringBytes?
    var died: StringBytes?
    var givenName: StringBytes?
    var surname: StringBytes?
    var birthPlace: StringBytes?
    var deathPlace: StringBytes?
    var christeningPlace: StringBytes?
    var burialPlace: StringBytes?
    var married: StringBytes?
    var marriagePlace: StringBytes?
}

extension FamilyJSONReader {
    /// Reads one person; a field of the wrong type is reported once the object is read, so the
    /// message can name the person's id even when `id` comes last. The `childrenIDs` go to
    /// ``childTexts``, decoded escapes to ``decoded``.
    mutating func readPerson(generation: Int, index: Int) throws(FamilyReadFailure) -> ParsedPerson {
        place = .person(generation: generation, index: index, section)
        if !decoded.isEmpty { decoded.removeAll(keepingCapacity: true) }
        childTextCount = 0
        let objectStart = scanner.offset
        guard scanner.consume(UInt8(ascii: "{")) else { throw failure(expected: "'{' to open a person") }
        var id: StringBytes?
        var person = ParsedPerson(id: .input(0..<0))
        var wrongType: (offset: Int, problem: String)?
        func note(_ problem: String, at position: Int) {
            if wrongType == nil { wrongType = (position, problem) }
        }
        func noteNotString(_ field: String, at position: Int) {
            note("\(field) must be a string, found \(scanner.kindOfValue(at: position))", at: position)
        }
        scanner.skipWhitespace()
        if !scanner.consume(UInt8(ascii: "}")) {
            var expected = FamilyJSONKey.id
            while true {
                let key = try readKey(expecting: expected)
                expected = key.next
                let valueStart = scanner.offset
                switch key {
                case .id:
                    switch try readOptionalString(nullAllowed: false) {
                    case .text(let text): id = text
                    case .null: break
                    case .otherType: noteNotString("id", at: valueStart)
                    }
                case .name, .gender, .coupleID, .sameAs, .born, .died, .givenName, .surname, .birthPlace, .deathPlace,
                    .christeningPlace, .burialPlace, .married, .marriagePlace:
                    // `null` is the default: "" for name and coupleID, "unknown" for gender, none for
                    // the optional strings of charts derived from a genealogy.
                    switch try readOptionalString(nullAllowed: true) {
                    case .text(let text): person.set(key, text)
                    case .null: person.set(key, nil)
                    case .otherType:
                        noteNotString(key == .coupleID ? "coupleID (\"\" for none)" : "\(key)", at: valueStart)
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
                    if let problem = try readIDList(field) { note(problem.reason, at: problem.offset) }
                case .generations, .ancestors, .chart, .other:
                    try skipValue()
                }
                scanner.skipWhitespace()
                if try !continueContainer(closer: UInt8(ascii: "}")) { break }
                scanner.skipWhitespace()
            }
        }
        // Made only for a message: building it for every person cost a fifth of the read.
        let side = section
        var record: String { side.record(generation: generation, index: index) }
        if let wrongType {
            let named = id.map { "\(record), id \(messageQuoted(text(of: $0)))" } ?? record
            throw .problem(
                .malformedDocument(
                    reason: "\(scanner.locationText(of: wrongType.offset)): \(named): \(wrongType.problem)"))
        }
        guard let id else {
            throw .problem(
                .malformedDocument(
                    reason:
                        "\(scanner.locationText(of: objectStart)): \(record) has no \"id\" — every person needs a string id"
                ))
        }
        person.id = id
        return person
    }

    /// The text of a string read, as a `String` (for messages).
    func text(of bytes: StringBytes) -> String {
        switch bytes {
        case .input(let range): String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[range]), as: UTF8.self)
        case .decoded(let range): String(decoding: decoded[range], as: UTF8.self)
        }
    }

    // MARK: Values of the known fields

    /// A field value of the wrong type: where it is and why.
    struct WrongType: Error {
        var offset: Int
        var reason: String
    }

    /// A string field's value.
    enum StringValue {
        case text(StringBytes)
        case null
        /// Another type, which was skipped.
        case otherType
    }

    /// Reads a string, or `null` when allowed; another type is skipped.
    private mutating func readOptionalString(nullAllowed: Bool) throws(FamilyReadFailure) -> StringValue {
        switch scanner.peek() {
        case UInt8(ascii: "\""):
            return .text(try readStringBytes())
        case UInt8(ascii: "n") where nullAllowed:
            try readLiteral("null")
            return .null
        default:
            try skipValue()
            return .otherType
        }
    }

    /// Reads `age`: a whole number (`30`, also `30.0` or `3e1`), or `null` for 0.
    private mutating func readAge() throws(FamilyReadFailure) -> Result<Int, WrongType> {
        let valueStart = scanner.offset
        switch scanner.peek() {
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

    /// Reads `childrenIDs` (or an ancestor's `parentIDs`, `field`) into ``childTexts``: an array of
    /// strings, or `null` for none; returns the first wrong type in it.
    private mutating func readIDList(_ field: String) throws(FamilyReadFailure) -> WrongType? {
        let valueStart = scanner.offset
        childTextCount = 0
        if scanner.peek() == UInt8(ascii: "n") {
            try readLiteral("null")
            return nil
        }
        guard scanner.consume(UInt8(ascii: "[")) else {
            let found = scanner.kindOfValue()
            try skipValue()
            return WrongType(offset: valueStart, reason: "\(field) must be an array of id strings, found \(found)")
        }
        var problem: WrongType?
        scanner.skipWhitespace()
        if scanner.consume(UInt8(ascii: "]")) { return nil }
        var entry = 0
        while true {
            entry += 1
            if scanner.peek() == UInt8(ascii: "\"") {
                let child = try readStringBytes()
                if childTextCount < childTexts.count {
                    childTexts[childTextCount] = child
                } else {
                    childTexts.append(child)
                }
                childTextCount += 1
            } else {
                if problem == nil {
                    problem = WrongType(
                        offset: scanner.offset,
                        reason: "\(field) entry \(entry) must be an id string, found \(scanner.kindOfValue())")
                }
                try skipValue()
            }
            scanner.skipWhitespace()
            if try !continueContainer(closer: UInt8(ascii: "]")) { break }
            scanner.skipWhitespace()
        }
        return problem
    }

    // MARK: Keys

    /// Reads `"key" :` and the whitespace after it, quickly when it is `expected` written as
    /// TreeBench writes it.
    @inline(__always)
    private mutating func readKey(expecting expected: FamilyJSONKey) throws(FamilyReadFailure) -> FamilyJSONKey {
        if let written = expected.written, scanner.consume(literal: written) {
            scanner.skipWhitespace()
            return expected
        }
        return try readKey()
    }

    /// Reads `"key" :` and the whitespace after it.
    mutating func readKey() throws(FamilyReadFailure) -> FamilyJSONKey {
        try scan { scanner throws(JSONSyntaxError) in try scanner.readKey(FamilyJSONKey.init) }
    }

    // MARK: The scanner, with this reader's errors

    /// Reads a string's text into the window's range, or decoded into ``decoded``.
    @inline(__always) mutating func readStringBytes() throws(FamilyReadFailure) -> StringBytes {
        do {
            return try scanner.readStringBytes(decodingInto: &decoded)
        } catch {
            throw failure(error, context: "")
        }
    }

    mutating func skipValue() throws(FamilyReadFailure) {
        try scan { scanner throws(JSONSyntaxError) in try scanner.skipValue() }
    }
    private mutating func readLiteral(_ word: StaticString) throws(FamilyReadFailure) {
        try scan { scanner throws(JSONSyntaxError) in try scanner.readLiteral(word) }
    }
    mutating func continueContainer(closer: UInt8) throws(FamilyReadFailure) -> Bool {
        try scan { scanner throws(JSONSyntaxError) in try scanner.continueContainer(closer: closer) }
    }
}

extension ParsedPerson {
    /// Sets the string field a key names.
    mutating func set(_ key: FamilyJSONKey, _ value: StringBytes?) {
        switch key {
        case .name: name = value
        case .gender: gender = value
        case .coupleID: coupleID = value
        case .sameAs: sameAs = value
        case .born: born = value
        case .died: died = value
        case .givenName: givenName = value
        case .surname: surname = value
        case .birthPlace: birthPlace = value
        case .deathPlace: deathPlace = value
        case .christeningPlace: christeningPlace = value
        case .burialPlace: burialPlace = value
        case .married: married = value
        case .marriagePlace: marriagePlace = value
        default: break
        }
    }
}

extension FamilyJSONKey {
    /// The key as `FamilyJSONWriter` writes it, quote to space.
    @inline(__always) var written: StaticString? {
        switch self {
        case .id: "\"id\": "
        case .name: "\"name\": "
        case .gender: "\"gender\": "
        case .age: "\"age\": "
        case .coupleID: "\"coupleID\": "
        case .childrenIDs: "\"childrenIDs\": "
        case .sameAs: "\"sameAs\": "
        case .born: "\"born\": "
        case .died: "\"died\": "
        case .givenName: "\"givenName\": "
        case .surname: "\"surname\": "
        case .birthPlace: "\"birthPlace\": "
        case .deathPlace: "\"deathPlace\": "
        case .christeningPlace: "\"christeningPlace\": "
        case .burialPlace: "\"burialPlace\": "
        case .married: "\"married\": "
        case .marriagePlace: "\"marriagePlace\": "
        case .parentIDs: "\"parentIDs\": "
        case .generations, .ancestors, .chart, .other: nil
        }
    }

    /// The key `FamilyJSONWriter` writes after this one in a person.
    var next: FamilyJSONKey {
        switch self {
        case .id: .name
        case .name: .gender
        case .gender: .age
        case .age: .coupleID
        case .coupleID: .childrenIDs
        case .childrenIDs, .parentIDs: .sameAs
        case .sameAs: .born
        case .born: .died
        case .died: .givenName
        case .givenName: .surname
        case .surname: .birthPlace
        case .birthPlace: .deathPlace
        case .deathPlace: .christeningPlace
        case .christeningPlace: .burialPlace
        case .burialPlace: .married
        case .married: .marriagePlace
        case .marriagePlace, .generations, .ancestors, .chart, .other: .other
        }
    }

    /// The key whose name is `raw`, or ``other``.
    init(_ raw: UnsafeBufferPointer<UInt8>) {
        func equals(_ name: StaticString) -> Bool {
            guard name.utf8CodeUnitCount == raw.count else { return false }
            for index in 0..<raw.count where name.utf8Start[index] != raw[index] { return false }
            return true
        }
        switch raw.count {
        case 2: self = equals("id") ? .id : .other
        case 3: self = equals("age") ? .age : .other
        case 4: self = equals("name") ? .name : equals("born") ? .born : equals("died") ? .died : .other
        case 5: self = equals("chart") ? .chart : .other
        case 6: self = equals("gender") ? .gender : equals("sameAs") ? .sameAs : .other
        case 7: self = equals("surname") ? .surname : equals("married") ? .married : .other
        case 8: self = equals("coupleID") ? .coupleID : .other
        case 9:
            self =
                equals("ancestors")
                ? .ancestors : equals("parentIDs") ? .parentIDs : equals("givenName") ? .givenName : .other
        case 10: self = equals("birthPlace") ? .birthPlace : equals("deathPlace") ? .deathPlace : .other
        case 11:
            self =
                equals("childrenIDs")
                ? .childrenIDs : equals("generations") ? .generations : equals("burialPlace") ? .burialPlace : .other
        case 13: self = equals("marriagePlace") ? .marriagePlace : .other
        case 16: self = equals("christeningPlace") ? .christeningPlace : .other
        default: self = .other
        }
    }
}
