/// A PDF file read for tiling: its cross-reference sections (tables or streams, ISO 32000-1
/// §7.5.4 and §7.5.8, with `/Prev` chains), the objects they point at, in the file or in object
/// streams (§7.5.7), and the trailer. Enough to find a page's resources and content and to
/// append an incremental update (§7.5.6); not a general PDF reader.
struct PDFFile {
    /// Where an object is.
    enum Location: Equatable {
        /// At this byte offset in the file.
        case offset(Int)
        /// The `index`th object of the object stream with this number.
        case compressed(stream: Int, index: Int)
    }

    /// The file's bytes.
    let bytes: [UInt8]
    /// Every object the newest cross-reference sections know, by number.
    let locations: [Int: Location]
    /// The newest trailer (or cross-reference stream) dictionary.
    let trailer: PDFDictionary
    /// The offset of the newest cross-reference section (an update's `/Prev`).
    let startXref: Int
    /// Whether the newest section is a cross-reference stream (an update then writes one too).
    let usesXrefStream: Bool

    /// Reads the cross-reference sections of `bytes`.
    ///
    /// - Throws: ``PDFError`` when the file is not PDF as cairo writes it.
    /// - Complexity: O(size of the cross-reference sections).
    init(_ bytes: [UInt8]) throws(PDFError) {
        self.bytes = bytes
        guard let keyword = Self.lastIndex(of: Array("startxref".utf8), in: bytes) else {
            throw .malformed("no startxref")
        }
        var lexer = PDFLexer(bytes, at: keyword + 9)
        guard let start = Int(lexer.word()), start >= 0, start < bytes.count else {
            throw .malformed("startxref names no offset in the file")
        }
        startXref = start
        var locations: [Int: Location] = [:]
        var trailer: PDFDictionary?
        var usesStream = false
        var next: Int? = start
        var seen = Set<Int>()
        while let offset = next, seen.insert(offset).inserted {
            var section = PDFLexer(bytes, at: offset)
            let dictionary: PDFDictionary
            if section.word() == "xref" {
                dictionary = try Self.readTable(&section, into: &locations)
            } else {
                section.position = offset
                dictionary = try Self.readXrefStream(&section, into: &locations)
                if trailer == nil { usesStream = true }
            }
            if trailer == nil { trailer = dictionary }
            next = dictionary["Prev"]?.integer
        }
        guard let trailer, trailer["Root"] != nil else { throw .malformed("the trailer names no /Root") }
        self.locations = locations
        self.trailer = trailer
        usesXrefStream = usesStream
    }

    /// One past the highest object number in use: where an update's new objects start.
    var size: Int {
        max(trailer["Size"]?.integer ?? 0, (locations.keys.max() ?? 0) + 1)
    }

    /// The value of object `number` (a stream's dictionary, for a stream), or `.null` when the
    /// file has no such object.
    func object(_ number: Int) throws(PDFError) -> PDFValue {
        try objectAndData(number).value
    }

    /// `value` with a reference replaced by the object it names.
    func resolved(_ value: PDFValue?) throws(PDFError) -> PDFValue {
        guard let value else { return .null }
        if case .reference(let number, _) = value { return try object(number) }
        return value
    }

    /// A stream object's dictionary and its data, decoded.
    func stream(_ number: Int) throws(PDFError) -> (dictionary: PDFDictionary, data: [UInt8]) {
        let (value, data) = try objectAndData(number)
        guard let dictionary = value.dictionary, let data else { throw .malformed("object \(number) is no stream") }
        return (dictionary, try decoded(data, dictionary: dictionary))
    }

    private func objectAndData(_ number: Int) throws(PDFError) -> (value: PDFValue, data: ArraySlice<UInt8>?) {
        switch locations[number] {
        case nil: return (.null, nil)
        case .offset(let offset):
            var lexer = PDFLexer(bytes, at: offset)
            _ = try lexer.objectHeader()
            let value = try lexer.value()
            let afterValue = lexer.position
            guard let dictionary = value.dictionary, lexer.word() == "stream" else { return (value, nil) }
            lexer.position = afterValue
            let length = try resolved(dictionary["Length"]).integer ?? -1
            return (value, try lexer.streamData(length: length))
        case .compressed(let streamNumber, let index):
            let (dictionary, data) = try stream(streamNumber)
            guard let count = dictionary["N"]?.integer, let first = dictionary["First"]?.integer, index < count
            else { throw .malformed("object stream \(streamNumber) has no object \(index)") }
            var header = PDFLexer(data)
            var offset = 0
            for _ in 0...index {
                guard Int(header.word()) != nil, let objectOffset = Int(header.word()) else {
                    throw .malformed("object stream \(streamNumber) has a bad header")
                }
                offset = objectOffset
            }
            var lexer = PDFLexer(data, at: first + offset)
            return (try lexer.value(), nil)
        }
    }

    /// A stream's data with its filters undone: none, or FlateDecode with or without a PNG
    /// predictor (what cairo writes).
    func decoded(_ data: ArraySlice<UInt8>, dictionary: PDFDictionary) throws(PDFError) -> [UInt8] {
        let filters: [String]
        switch dictionary["Filter"] {
        case nil: filters = []
        case .name(let name)?: filters = [name]
        case .array(let names)?: filters = names.compactMap(\.name)
        default: throw .malformed("a stream's /Filter is neither a name nor an array")
        }
        guard filters.allSatisfy({ $0 == "FlateDecode" }), filters.count <= 1 else {
            throw .malformed("a stream is encoded with \(filters.joined(separator: ", ")), not FlateDecode")
        }
        guard !filters.isEmpty else { return Array(data) }
        let inflated = try Inflate.decompress(data)
        let parameters = dictionary["DecodeParms"]?.dictionary
        guard let predictor = parameters?["Predictor"]?.integer, predictor >= 10 else { return inflated }
        return try PNGPredictor.undo(inflated, columns: parameters?["Columns"]?.integer ?? 1)
    }

    private static func readTable(
        _ lexer: inout PDFLexer, into locations: inout [Int: Location]
    ) throws(PDFError)
        -> PDFDictionary
    {
        while true {
            let token = lexer.word()
            if token == "trailer" {
                guard let dictionary = try lexer.value().dictionary else {
                    throw .malformed("a trailer that is no dictionary")
                }
                return dictionary
            }
            guard let first = Int(token), let count = Int(lexer.word()), first >= 0, count >= 0 else {
                throw .malformed("a bad cross-reference subsection at byte \(lexer.position)")
            }
            for number in first..<first + count {
                guard let offset = Int(lexer.word()), Int(lexer.word()) != nil else {
                    throw .malformed("a bad cross-reference entry at byte \(lexer.position)")
                }
                // A newer section's entry (read first) wins over an older one.
                if lexer.word() == "n", locations[number] == nil { locations[number] = .offset(offset) }
            }
        }
    }

    private static func readXrefStream(
        _ lexer: inout PDFLexer, into locations: inout [Int: Location]
    )
        throws(PDFError) -> PDFDictionary
    {
        _ = try lexer.objectHeader()
        guard let dictionary = try lexer.value().dictionary, dictionary["Type"]?.name == "XRef",
            let length = dictionary["Length"]?.integer,
            let widths = dictionary["W"]?.array?.compactMap(\.integer), widths.count == 3,
            let size = dictionary["Size"]?.integer
        else { throw .malformed("no cross-reference table or stream at the startxref offset") }
        let raw = try lexer.streamData(length: length)
        let file = PDFFile.placeholder(lexer.bytes)
        let data = try file.decoded(raw, dictionary: dictionary)
        let index = dictionary["Index"]?.array?.compactMap(\.integer) ?? [0, size]
        let entryWidth = widths.reduce(0, +)
        guard entryWidth > 0, widths.allSatisfy({ $0 >= 0 && $0 <= 8 }) else {
            throw .malformed("a cross-reference stream with bad /W")
        }
        var cursor = 0
        func field(_ width: Int) -> Int {
            var value = 0
            for _ in 0..<width {
                value = value << 8 | Int(data[cursor])
                cursor += 1
            }
            return value
        }
        for pair in stride(from: 0, to: index.count - 1, by: 2) {
            for number in index[pair]..<index[pair] + index[pair + 1] {
                guard cursor + entryWidth <= data.count else { throw .malformed("a cross-reference stream too short") }
                let kind = widths[0] == 0 ? 1 : field(widths[0])
                let second = field(widths[1])
                let third = field(widths[2])
                guard locations[number] == nil else { continue }
                if kind == 1 { locations[number] = .offset(second) }
                if kind == 2 { locations[number] = .compressed(stream: second, index: third) }
            }
        }
        return dictionary
    }

    /// A file with no cross-references yet, to decode the cross-reference streams themselves.
    private static func placeholder(_ bytes: [UInt8]) -> PDFFile {
        PDFFile(bytes: bytes)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        locations = [:]
        trailer = PDFDictionary()
        startXref = 0
        usesXrefStream = false
    }

    /// The start of the last occurrence of `needle` in `haystack`.
    static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = haystack.count - needle.count
        while index >= 0 {
            if haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }
}
