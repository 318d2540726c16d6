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
        append("{\n  \"generations\": [")
        for (generation, people) in document.generations.enumerated() {
            append(generation == 0 ? "\n    [" : ",\n    [")
            for (index, person) in people.enumerated() {
                append(index == 0 ? "\n      " : ",\n      ")
                writePerson(person)
            }
            append(people.isEmpty ? "]" : "\n    ]")
        }
        append(document.generations.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// Writes one person as an object on one line.
    mutating func writePerson(_ person: Person) {
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
        append(", \"childrenIDs\": [")
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
