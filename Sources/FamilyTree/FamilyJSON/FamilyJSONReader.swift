/// Reads Family JSON v1, and the chart documents that extend it, in one pass over the bytes,
/// handing each person to a sink: a ``PersonTable`` on the way to a ``Family`` (ids interned as
/// they are met, no `String` per field), or ``Person`` records for a ``FamilyDocument`` or a
/// ``ChartDocument``.
///
/// It accepts the whole JSON grammar (RFC 8259): string escapes including `\uXXXX` surrogate pairs,
/// every number form, any whitespace, a leading byte-order mark, and keys it does not know, whose
/// values (nested to any depth) are skipped without recursion. It refuses what JSON refuses —
/// trailing commas, control characters in strings, invalid UTF-8 in values and keys, lone
/// surrogates — with the line, the column and what was expected.
///
/// The document is given whole, or streamed through a window (``JSONInputWindow``) that holds a
/// few hundred kilobytes whatever the document's size. The reader reads in *steps* (a person, a
/// comma, a key), each from a mark: when a step runs into the end of the window, the window moves
/// on to the mark, more is read, and the step runs again. White space between steps is skipped
/// across windows (``skipWhitespace()``), as a step may end in white space at a window's end.
struct FamilyJSONReader<Sink: FamilyRecordSink>: JSONFormatReader {
    /// The bytes and the read position.
    var scanner: JSONByteScanner
    /// Where the reader is, for error messages.
    var place = Place.document
    /// The section of a chart being read: `generations` (descendants, each person's
    /// `childrenIDs`) or `ancestors` (each person's `parentIDs`).
    var section = ChartSide.descendants
    /// Whether the sink takes the people of the section being read.
    private var delivers = true
    /// Where the people go.
    var sink: Sink
    /// Where the bytes come from.
    private var window: JSONInputWindow
    /// The text of the current person's strings that had escapes, decoded.
    var decoded: [UInt8] = []
    /// The current person's `childrenIDs`: the first ``childTextCount`` (the array is reused).
    var childTexts: [StringBytes] = []
    var childTextCount = 0
    /// The views of the current person's `childrenIDs` handed to the sink (reused likewise).
    private var childViews: [UnsafeBufferPointer<UInt8>] = []

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
            case .person(let generation, let index, let side): "in \(side.record(generation: generation, index: index))"
            }
        }
    }

    /// Reads a whole document from `bytes`, which must stay valid while the reader is used.
    init(bytes: UnsafeRawBufferPointer, sink: Sink) {
        scanner = JSONByteScanner(bytes: bytes)
        window = JSONInputWindow()
        self.sink = sink
    }

    /// Reads a document streamed from `source`, a window of at most about `windowCapacity` bytes
    /// at a time; `byteCount`, the document's size when known, sizes a smaller document's window.
    init(source: @escaping JSONInputWindow.Source, windowCapacity: Int, byteCount: Int? = nil, sink: Sink) {
        window = JSONInputWindow(source: source, capacity: windowCapacity, byteCount: byteCount)
        scanner = JSONByteScanner(bytes: window.emptyWindow)
        self.sink = sink
    }

    /// Frees the window's buffer; call once reading is over.
    mutating func close() {
        window.release()
    }

    // MARK: The document

    /// Reads the whole input as a family: a chart document that is a descendant chart.
    ///
    /// - Throws: ``FamilyReadFailure``, as ``readChartDocument()``, or a chart of another kind.
    /// - Complexity: O(n) in the input size, with no recursion.
    mutating func readDocument() throws(FamilyReadFailure) {
        let kind = try readChartDocument()
        guard kind == .descendants else {
            throw .problem(
                .malformedDocument(
                    reason: "the document is an \(kind.phrase) (\"chart\": \"\(kind.rawValue)\"), "
                        + "not a family: read it as a chart"))
        }
    }

    /// Reads the whole input as a chart document into the sink: `"chart"` (the kind, `descendants`
    /// when absent), `"generations"` (the descendant section, Family JSON v1) and `"ancestors"`
    /// (the ancestor section, each person's `parentIDs` naming their parents); other keys are
    /// skipped. A section's key given twice counts as its last value, as a decoder of JSON
    /// objects has it.
    ///
    /// - Returns: The chart's kind.
    /// - Throws: ``FamilyReadFailure``: the document's first syntax error (line, column and what
    ///   was expected), a field of the wrong type, a section the kind does not have or lacks, or
    ///   the source's error.
    /// - Complexity: O(n) in the input size, with no recursion.
    mutating func readChartDocument() throws(FamilyReadFailure) -> ChartKind {
        while scanner.end < 3 && !window.isComplete { try refill() }
        scanner.skipByteOrderMark()
        try skipWhitespace()
        try step { reader throws(FamilyReadFailure) in
            guard reader.scanner.consume(UInt8(ascii: "{")) else {
                throw reader.failure(expected: "'{' to open the document")
            }
        }
        var hasGenerations = false
        var hasAncestors = false
        var kind = ChartKind.descendants
        try skipWhitespace()
        if try nextByte() == UInt8(ascii: "}") {
            scanner.offset += 1
        } else {
            while true {
                let key = try step { reader throws(FamilyReadFailure) in try reader.readKey() }
                try skipWhitespace()
                switch key {
                case .generations, .ancestors:
                    section = key == .generations ? .descendants : .ancestors
                    delivers = sink.startSection(section)
                    try readGenerations()
                    if key == .generations { hasGenerations = true } else { hasAncestors = true }
                case .chart:
                    kind = try step { reader throws(FamilyReadFailure) in try reader.readChartKind() }
                    sink.chart(is: kind)
                default:
                    try step { reader throws(FamilyReadFailure) in try reader.skipValue() }
                }
                place = .document
                try skipWhitespace()
                let more = try step { reader throws(FamilyReadFailure) in
                    try reader.continueContainer(closer: UInt8(ascii: "}"))
                }
                if !more { break }
                try skipWhitespace()
            }
        }
        try skipWhitespace()
        try step { reader throws(FamilyReadFailure) in
            guard reader.scanner.offset == reader.scanner.end else {
                throw reader.failure(expected: "the end of the document after the top-level object")
            }
        }
        if kind == .descendants && !hasGenerations && !hasAncestors {
            throw .problem(.malformedDocument(reason: "the top-level object has no \"generations\" array"))
        }
        if (kind != .ancestors) != hasGenerations || (kind != .descendants) != hasAncestors {
            let wanted =
                switch kind {
                case .descendants: "a \"generations\" array and no \"ancestors\""
                case .ancestors: "an \"ancestors\" array and no \"generations\""
                case .hourglass: "both a \"generations\" and an \"ancestors\" array"
                }
            throw .problem(.malformedDocument(reason: "the top-level object of a \(kind.phrase) has \(wanted)"))
        }
        return kind
    }

    /// Reads the value of `"chart"`: the name of a ``ChartKind``.
    private mutating func readChartKind() throws(FamilyReadFailure) -> ChartKind {
        let start = scanner.offset
        if scanner.peek() == UInt8(ascii: "\""), let kind = ChartKind(rawValue: text(of: try readStringBytes())) {
            return kind
        }
        throw failure(
            expected: "a \"chart\" of \(ChartKind.allCases.map(\.rawValue).joined(separator: ", "))", at: start)
    }

    private mutating func readGenerations() throws(FamilyReadFailure) {
        place = .generations(section)
        try step { reader throws(FamilyReadFailure) in
            guard reader.scanner.consume(UInt8(ascii: "[")) else {
                let key = reader.section.key
                throw reader.failure(expected: "'[' to open the \(key) array (\"\(key)\" must be an array of arrays)")
            }
        }
        try skipWhitespace()
        if try nextByte() == UInt8(ascii: "]") {
            scanner.offset += 1
            return
        }
        var generation = 0
        while true {
            try readGeneration(generation)
            generation += 1
            place = .generations(section)
            try skipWhitespace()
            let more = try step { reader throws(FamilyReadFailure) in
                try reader.continueContainer(closer: UInt8(ascii: "]"))
            }
            if !more { return }
            try skipWhitespace()
        }
    }

    private mutating func readGeneration(_ generation: Int) throws(FamilyReadFailure) {
        place = .generation(generation, section)
        try step { reader throws(FamilyReadFailure) in
            guard reader.scanner.consume(UInt8(ascii: "[")) else {
                throw reader.failure(
                    expected: "'[' to open generation \(generation) (each generation is an array of people)")
            }
        }
        if delivers { sink.startGeneration() }
        defer { if delivers { sink.endGeneration() } }
        try skipWhitespace()
        if try nextByte() == UInt8(ascii: "]") {
            scanner.offset += 1
            return
        }
        var index = 0
        while true {
            let person = try step { reader throws(FamilyReadFailure) in
                try reader.readPerson(generation: generation, index: index)
            }
            if delivers { commit(person) }
            index += 1
            place = .generation(generation, section)
            try skipWhitespace()
            let more = try step { reader throws(FamilyReadFailure) in
                try reader.continueContainer(closer: UInt8(ascii: "]"))
            }
            if !more { return }
            try skipWhitespace()
        }
    }

    /// Hands a person read to the sink, with views of their text.
    private mutating func commit(_ person: ParsedPerson) {
        let unknown: StaticString = "unknown"
        decoded.withUnsafeBufferPointer { decodedBytes in
            let input = scanner.bytes
            func view(_ text: StringBytes) -> UnsafeBufferPointer<UInt8> {
                switch text {
                case .input(let range): UnsafeBufferPointer(rebasing: input[range])
                case .decoded(let range): UnsafeBufferPointer(rebasing: decodedBytes[range])
                }
            }
            /// An optional field: absent, `null` and `""` are all no value.
            func optionalView(_ text: StringBytes?) -> UnsafeBufferPointer<UInt8>? {
                guard let text else { return nil }
                let bytes = view(text)
                return bytes.isEmpty ? nil : bytes
            }
            var fields = PersonFields(
                id: view(person.id), name: person.name.map(view) ?? PersonFields.none,
                gender: person.gender.map(view)
                    ?? UnsafeBufferPointer(start: unknown.utf8Start, count: unknown.utf8CodeUnitCount),
                age: person.age, coupleID: person.coupleID.map(view) ?? PersonFields.none)
            fields.sameAs = optionalView(person.sameAs)
            fields.born = optionalView(person.born)
            fields.died = optionalView(person.died)
            fields.facts = PersonFactViews(
                givenName: optionalView(person.givenName), surname: optionalView(person.surname),
                birthPlace: optionalView(person.birthPlace), deathPlace: optionalView(person.deathPlace),
                christeningPlace: optionalView(person.christeningPlace), burialPlace: optionalView(person.burialPlace),
                married: optionalView(person.married), marriagePlace: optionalView(person.marriagePlace))
            fields.mayHoldNUL = !decodedBytes.isEmpty
            if childViews.count < childTextCount {
                childViews.append(
                    contentsOf: repeatElement(PersonFields.none, count: childTextCount - childViews.count))
            }
            for index in 0..<childTextCount { childViews[index] = view(childTexts[index]) }
            childViews.withUnsafeBufferPointer { children in
                sink.append(fields, children: UnsafeBufferPointer(rebasing: children[..<childTextCount]))
            }
        }
    }

    // MARK: Steps and windows

    /// Runs `body` from a mark; when the window ends inside it, reads more and runs it again.
    @inline(__always)
    mutating func step<Result>(
        _ body: (inout Self) throws(FamilyReadFailure) -> Result
    ) throws(FamilyReadFailure) -> Result {
        scanner.setMark()
        while true {
            do throws(FamilyReadFailure) {
                return try body(&self)
            } catch .windowEnded {
                scanner.rewindToMark()
                try refill()
            }
        }
    }

    /// Skips white space, reading on while the window ends in it.
    @inline(__always) mutating func skipWhitespace() throws(FamilyReadFailure) {
        while true {
            scanner.skipWhitespace()
            if scanner.offset < scanner.end || window.isComplete { return }
            scanner.setMark()
            try refill()
        }
    }

    /// The byte at the read position, reading on when the window ends there; 0 at the document's end.
    @inline(__always) private mutating func nextByte() throws(FamilyReadFailure) -> UInt8 {
        while scanner.offset == scanner.end && !window.isComplete {
            scanner.setMark()
            try refill()
        }
        return scanner.peek()
    }

    private mutating func refill() throws(FamilyReadFailure) {
        do {
            try window.refill(&scanner)
        } catch {
            throw .input(error)
        }
    }

    /// Whether the window holds the document's last byte.
    var isWindowComplete: Bool { window.isComplete }
}

/// The field names ``FamilyJSONReader`` knows.
enum FamilyJSONKey {
    case generations, ancestors, chart, id, name, gender, age, coupleID, childrenIDs, parentIDs, sameAs, born, died,
        givenName, surname, birthPlace, deathPlace, christeningPlace, burialPlace, married, marriagePlace,
        other
}

/// Why ``FamilyJSONReader`` stopped.
enum FamilyReadFailure: Error {
    /// The document breaks the format: bad JSON, a field of the wrong type, no `id`.
    case problem(FamilyError)
    /// The window ended inside a step, which runs again once more is read (never escapes the reader).
    case windowEnded
    /// The source could not be read.
    case input(any Error)
}
