/// Writes Family JSON v1: deterministic, readable, one person per line.
///
/// ```json
/// {
///   "generations": [
///     [
///       {"id": "p1", "name": "Grandpa", "gender": "male", "age": 70, "coupleID": "p2", "childrenIDs": ["p3"]},
///       {"id": "p2", "name": "Grandma", "gender": "female", "age": 68, "coupleID": "p1", "childrenIDs": ["p3"]}
///     ],
///     [
///       {"id": "p3", "name": "Dad", "gender": "male", "age": 45, "coupleID": "", "childrenIDs": []}
///     ]
///   ]
/// }
/// ```
///
/// Every field is written, in the order above, so reading the output gives back the same document;
/// the optional `sameAs`, `born` and `died` follow `childrenIDs` when a person has them.
/// Strings are escaped exactly: `"` and `\` and control characters (as `\n`, `\t`, … or `\u00XX`);
/// everything else, including non-ASCII text, is written as UTF-8.
struct FamilyJSONWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Writes a whole document.
    ///
    /// - Complexity: O(n) in the size of the output.
    mutating func writeDocument(_ document: FamilyDocument) {
        bytes.reserveCapacity(64 + document.personCount * 112)
        append("{\n")
        writeSection(document, side: .descendants)
        append("\n}\n")
    }

    /// Writes a chart document: `"chart"`, then each section it has (`"generations"`, `"ancestors"`).
    mutating func writeChart(_ document: ChartDocument) {
        bytes.reserveCapacity(
            64 + ((document.descendants?.personCount ?? 0) + (document.ancestors?.personCount ?? 0)) * 112)
        append("{\n  \"chart\": ")
        writeString(document.kind.rawValue)
        if let descendants = document.descendants {
            append(",\n")
            writeSection(descendants, side: .descendants)
        }
        if let ancestors = document.ancestors {
            append(",\n")
            writeSection(ancestors, side: .ancestors)
        }
        append("\n}\n")
    }

    /// Writes `"generations": [ … ]` or `"ancestors": [ … ]`, one person per line.
    private mutating func writeSection(_ document: FamilyDocument, side: ChartSide) {
        append(side == .descendants ? "  \"generations\": [" : "  \"ancestors\": [")
        for (generation, people) in document.generations.enumerated() {
            append(generation == 0 ? "\n    [" : ",\n    [")
            for (index, person) in people.enumerated() {
                append(index == 0 ? "\n      " : ",\n      ")
                writePerson(person, side: side)
            }
            append(people.isEmpty ? "]" : "\n    ]")
        }
        append(document.generations.isEmpty ? "]" : "\n  ]")
    }

    /// Writes one person as an object on one line; a person of an ancestor section lists their
    /// parents as `parentIDs`.
    mutating func writePerson(_ person: Person, side: ChartSide = .descendants) {
        append("{\"id\": ")
        writeString(person.id)
        append(", \"name\": ")
        writeString(person.name)
        append(", \"gender\": ")
        writeString(person.gender)
        append(", \"age\": ")
        writeInteger(person.age)
        append(", \"coupleID\": ")
        writeString(person.coupleID)
        append(side == .descendants ? ", \"childrenIDs\": [" : ", \"parentIDs\": [")
        for (index, child) in person.childrenIDs.enumerated() {
            if index > 0 { append(", ") }
            writeString(child)
        }
        append("]")
        // Written only when present, so charts without repeats or dates read as before.
        if let sameAs = person.sameAs {
            append(", \"sameAs\": ")
            writeString(sameAs)
        }
        if let born = person.born {
            append(", \"born\": ")
            writeString(born)
        }
        if let died = person.died {
            append(", \"died\": ")
            writeString(died)
        }
        if !person.facts.isEmpty {
            for (key, value) in person.facts.keyedFields {
                guard let value else { continue }
                append(", ")
                bytes.appendJSONString(key)
                append(": ")
                writeString(value)
            }
        }
        append("}")
    }

    /// Writes a string in quotes, escaped (the shared `appendJSONString`).
    mutating func writeString(_ text: String) {
        bytes.appendJSONString(text)
    }

    /// Writes an integer in decimal.
    mutating func writeInteger(_ value: Int) {
        bytes.appendJSONInteger(value)
    }

    /// Appends ASCII punctuation.
    @inline(__always) private mutating func append(_ text: StaticString) {
        bytes.append(ascii: text)
    }
}
