import Foundation
import Testing

@testable import FamilyTree

/// `Family(jsonData:)` reads and validates in one pass, and `Family(jsonByteCount:readingFrom:)`
/// does so through a window: both must give exactly what decoding a `FamilyDocument` and then
/// validating it gives, the same family or the same problems word for word (lines and columns
/// included), wherever the window's edges fall.
@Suite("Family JSON read in one pass, whole or streamed")
struct OnePassReadingTests {
    /// What reading a document gave: the family's parts, or every problem's message.
    enum Outcome: Equatable, CustomStringConvertible {
        case family(people: [Person], units: [FamilyUnit], generations: [Range<Int>])
        case problems([String], omitted: Int)
        case inputError(String)

        init(_ read: () throws -> Family) {
            do {
                let family = try read()
                self = .family(
                    people: Array(family.people), units: family.units, generations: family.generationPeople)
            } catch let failure as FamilyValidationFailure {
                self = .problems(failure.problems.map(\.description), omitted: failure.omittedCount)
            } catch {
                self = .inputError("\(error)")
            }
        }

        var description: String {
            switch self {
            case .family(let people, _, _): "a family of \(people.count)"
            case .problems(let problems, let omitted): "\(problems) (+\(omitted))"
            case .inputError(let error): "input error \(error)"
            }
        }
    }

    /// Decoding a document, then validating it: the reference.
    static func twoPass(_ data: Data) -> Outcome {
        Outcome { try Family(validating: FamilyDocument(jsonData: data)) }
    }

    /// Reading through a window of `window` bytes from a source that gives `chunk` bytes at a time.
    static func streamed(_ data: Data, window: Int, chunk: Int) -> Outcome {
        var given = 0
        return Outcome {
            try Family(jsonByteCount: nil, windowCapacity: window) { buffer in
                let count = min(chunk, buffer.count, data.count - given)
                data.copyBytes(
                    to: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]), from: given..<given + count)
                given += count
                return count
            }
        }
    }

    /// Small documents that reach every path of the reader: syntax errors, wrong types, every
    /// rule, escapes, unknown keys, multi-line records, a byte-order mark.
    static let documents: [String] = [
        "",
        "  ",
        "[]",
        "{}",
        #"{"generations": []}"#,
        #"{"generations": [[]]}"#,
        #"{"generations": [[], []]}"#,
        "\u{FEFF}{\"generations\": [[{\"id\": \"a\"}]]}",
        #"{"generations": [[{"id": "a", "name": "A", "gender": "female", "age": 3, "coupleID": "", "childrenIDs": []}]]}"#,
        "{\n  \"generations\": [\n    [\n      {\"id\": \"a\",\n       \"age\": \"x\"}\n    ]\n  ]\n}\n",
        "{\"generations\": [[\n  {\"id\": \"a\" \"age\": 3}]]}",
        #"{"generations": [[{"id": "a"},]]}"#,
        #"{"generations": []} x"#,
        "{\"generations\": [[{\"id\": \"a\u{1}\"}]]}",
        #"{"generations": [[{"id": "\ud800"}]]}"#,
        #"{"generations": [[{"id": "\ud800\ud800"}]]}"#,
        #"{"generations": [[{"id": "\udc00"}]]}"#,
        #"{"generations": [[{"id": "\x"}]]}"#,
        #"{"generations": [[{"id": "abc"#,
        #"{"generations": [[{"id": "a", "age": 01}]]}"#,
        #"{"generations": {}}"#,
        #"{"generations": [{}]}"#,
        #"{"generations": [[{"id": "a", "extra": [1 2]}]]}"#,
        #"{"people": []}"#,
        "{\"generations\": [[]],\n\n   \"é\": tru}",
        #"{"generations": [[{"id": "p7", "age": "forty"}]]}"#,
        #"{"generations": [[{"age": 4.5, "id": "p7"}]]}"#,
        #"{"generations": [[{"id": "p7", "age": 1e400}]]}"#,
        #"{"generations": [[{"id": "p7", "age": 99999999999999999999}]]}"#,
        #"{"generations": [[{"id": "p7", "age": 3e1}]]}"#,
        #"{"generations": [[{"id": "p7", "age": 9999999999}]]}"#,
        #"{"generations": [[{"id": 7}]]}"#,
        #"{"generations": [[{"name": "nobody"}]]}"#,
        #"{"generations": [[{"id": "p7", "childrenIDs": ["a", 3]}]]}"#,
        #"{"generations": [[{"id": "p7", "childrenIDs": "a"}]]}"#,
        #"{"generations": [[{"id": "p7", "coupleID": null, "gender": false}]]}"#,
        #"{"generations": [[{"id": "a\"b\\c\/d\b\f\n\r\t", "name": "\u5c0f\u660e \ud83d\ude00 \u00e9"}]]}"#,
        #"{"generations": [[{"id": "a\u0000", "name": "x\u0000y"}]]}"#,
        #"{"generations": [[{"id": "王", "name": null, "age": null, "childrenIDs": null, "sameAs": "", "born": null}]]}"#,
        #"{"v": 1, "m": {"a": [1, 2.5e-3, true, false, null, {"b": "\u00e9"}]}, "generations": [[{"x": [[[]]], "id": "p1"}]], "t": "t"}"#,
        #"{"generations": [[{"id": "a"}]], "generations": [[{"id": "b", "age": -1}]]}"#,
        #"{"generations": [[{"id": "a", "coupleID": "b", "childrenIDs": ["c"]}, {"id": "b", "coupleID": "a", "childrenIDs": ["c"]}], [{"id": "c"}]]}"#,
        #"{"generations": [[{"id": "a", "coupleID": "b", "childrenIDs": ["c"]}, {"id": "b", "coupleID": "a", "childrenIDs": ["d"]}], [{"id": "c"}, {"id": "d"}]]}"#,
        #"{"generations": [[{"id": "a", "coupleID": "a"}, {"id": "b", "coupleID": "zz"}, {"id": "c", "coupleID": "b"}]]}"#,
        #"{"generations": [[{"id": "", "coupleID": "a"}, {"id": "a"}]]}"#,
        #"{"generations": [[{"id": "", "coupleID": "x"}], [{"id": "x", "coupleID": ""}]]}"#,
        #"{"generations": [[{"id": "a", "childrenIDs": ["c", "c", "zz", "a"]}, {"id": "b", "childrenIDs": ["c"]}], [{"id": "c"}, {"id": "o"}]]}"#,
        #"{"generations": [[{"id": "a", "childrenIDs": ["c"]}, {"id": "b", "childrenIDs": ["d"]}], [{"id": "c", "coupleID": "d"}, {"id": "d", "coupleID": "c"}]]}"#,
        #"{"generations": [[{"id": "a", "name": "A"}, {"id": "a~2", "name": "A", "sameAs": "a"}, {"id": "x", "name": "B", "sameAs": "a"}, {"id": "y", "sameAs": "a~2"}, {"id": "z", "sameAs": "z"}, {"id": "w", "sameAs": "nobody"}]]}"#,
        #"{"generations": [[{"id": "p1", "name": "A", "born": "1900", "died": "1990"}, {"id": "p2", "sameAs": "", "born": ""}, {"id": "p3", "died": "x"}]]}"#,
        #"{"generations": [[{"id": "p1"}, {"id": "p1"}, {"id": "P01"}, {"id": "p01"}, {"id": "1"}, {"id": "p1234567890"}]]}"#,
    ]

    @Test("one pass gives what decoding and validating give", arguments: documents)
    func onePassMatchesTwoPass(text: String) {
        let data = Data(text.utf8)
        let reference = Self.twoPass(data)
        #expect(Outcome { try Family(jsonData: data) } == reference, "\(text)")
        #expect(Self.streamed(data, window: JSONInputWindow.initialCapacity, chunk: 1 << 20) == reference, "\(text)")
    }

    @Test("streamed through tiny windows, every edge of the window gives the same outcome", arguments: documents)
    func tinyWindows(text: String) {
        let data = Data(text.utf8)
        let reference = Self.twoPass(data)
        for window in 16...40 {
            for chunk in [1, 3, 64] {
                #expect(
                    Self.streamed(data, window: window, chunk: chunk) == reference,
                    "window \(window), chunk \(chunk): \(text)")
            }
        }
    }

    @Test(
        "the files under Data/ read alike whole, in one pass and streamed",
        arguments: try ["xiaoming.json", "victoria.json", "distribution-example.json"]
            + Fixtures.jsonFiles(in: "generated") + Fixtures.jsonFiles(in: "invalid"))
    func dataFiles(path: String) throws {
        let data = try Fixtures.data(path)
        let reference = Self.twoPass(data)
        #expect(Outcome { try Family(jsonData: data) } == reference)
        for window in [16, 100, 1000] {
            #expect(Self.streamed(data, window: window, chunk: 777) == reference, "window \(window)")
        }
    }

    @Test("a generated family with bytes changed reads alike every way (200 seeded edits)")
    func mutatedDocuments() throws {
        let original = Array(
            try Family(validating: FamilyGenerator(generations: 4, members: 30, seed: 5).generate())
                .document.jsonData())
        var random = SplitMix64(seed: 11)
        let alphabet = Array(#"{}[]":, 0123456789abp-e."#.utf8) + [0x0A, 0x5C, 0xC3, 0xFF]
        for _ in 0..<200 {
            var bytes = original
            for _ in 0..<1 + random.bounded(3) {
                let position = random.bounded(bytes.count)
                switch random.bounded(3) {
                case 0: bytes[position] = alphabet[random.bounded(alphabet.count)]
                case 1: bytes.remove(at: position)
                default: bytes.insert(alphabet[random.bounded(alphabet.count)], at: position)
                }
            }
            let data = Data(bytes)
            let reference = Self.twoPass(data)
            #expect(Outcome { try Family(jsonData: data) } == reference)
            let window = 16 + random.bounded(200)
            #expect(Self.streamed(data, window: window, chunk: 1 + random.bounded(50)) == reference, "window \(window)")
        }
    }

    @Test("numbered ids and other ids can mix: the same text is always the same person")
    func numberedAndHashedIDs() throws {
        // p1…p3 are numbered, "p01" and "x" hashed; "p9999999999" has too many digits to be numbered.
        let text = #"""
            {"generations": [
              [{"id": "p1", "coupleID": "p01", "childrenIDs": ["p2", "x", "p9999999999"]}, {"id": "p01", "coupleID": "p1"}],
              [{"id": "p2"}, {"id": "x"}, {"id": "p9999999999", "coupleID": "p3"}, {"id": "p3", "coupleID": "p9999999999"}]
            ]}
            """#
        let family = try Family(jsonData: Data(text.utf8))
        #expect(family.people.map(\.id) == ["p1", "p01", "p2", "x", "p9999999999", "p3"])
        #expect(family.units.count == 4)
        #expect(Outcome { family } == Self.twoPass(Data(text.utf8)))
    }

    @Test("sparse numbers, five prefixes and long numbers: every id still names its one person")
    func sparseAndManyPrefixes() throws {
        // Numbers a million apart (one per chunk of the direct tables, so the tables close early),
        // more prefixes than get tables, and ids of ten digits: all are the same people either way.
        let prefixes = ["p", "q", "@I", "x-", "longpref", "z"]
        var people: [String] = []
        for (index, prefix) in prefixes.enumerated() {
            for step in 0..<40 {
                let id = "\(prefix)\(step * 1_000_003 + index)"
                people.append(#"{"id": "\#(id)", "name": "\#(id)"}"#)
            }
        }
        people.append(#"{"id": "p12345678901"}"#)
        let data = Data(#"{"generations": [[\#(people.joined(separator: ", "))]]}"#.utf8)
        let family = try Family(jsonData: data)
        #expect(family.personCount == people.count)
        #expect(family.people.map(\.id) == family.people.map(\.name).dropLast() + ["p12345678901"])
        #expect(Outcome { family } == Self.twoPass(data))
        // A repeated sparse id is still found as the duplicate it is.
        let twice = Data(#"{"generations": [[{"id": "q5000000"}, {"id": "p7"}, {"id": "q5000000"}]]}"#.utf8)
        #expect(Outcome { try Family(jsonData: twice) } == Self.twoPass(twice))
    }

    @Test("an error of the source is thrown as it is")
    func sourceError() {
        struct Broken: Error {}
        #expect(throws: Broken.self) {
            _ = try Family(jsonByteCount: nil, windowCapacity: 64) { _ in throw Broken() }
        }
    }

    @Test("a streamed window grows only to the largest record, not to the document")
    func windowStaysSmall() throws {
        // 3,000 people of ~60 bytes each through a 1 KiB window: it never needs to grow.
        let data = try Family(validating: FamilyGenerator(generations: 6, members: 3000, seed: 2).generate())
            .document.jsonData()
        var largestAsk = 0
        var given = 0
        let family = try Family(jsonByteCount: nil, windowCapacity: 1024) { buffer in
            largestAsk = max(largestAsk, buffer.count)
            let count = min(buffer.count, data.count - given)
            data.copyBytes(to: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]), from: given..<given + count)
            given += count
            return count
        }
        #expect(family.personCount == 3000)
        #expect(largestAsk <= 1024)
    }
    @Test("a streamed window starts with room for the document's size and grows to its capacity")
    func windowFitsTheDocument() throws {
        let small = Data(#"{"generations": [[{"id": "a", "name": "A"}]]}"#.utf8)
        let large = try Family(validating: FamilyGenerator(generations: 6, members: 3000, seed: 2).generate())
            .document.jsonData()
        /// Reads `data` streamed, told its size is `byteCount`: the outcome and the largest buffer asked to fill.
        func read(_ data: Data, byteCount: Int?) -> (Outcome, largestAsk: Int) {
            var largestAsk = 0
            var given = 0
            let outcome = Outcome {
                try Family(jsonByteCount: byteCount) { buffer in
                    largestAsk = max(largestAsk, buffer.count)
                    let count = min(buffer.count, data.count - given)
                    data.copyBytes(
                        to: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]), from: given..<given + count)
                    given += count
                    return count
                }
            }
            return (outcome, largestAsk)
        }
        // Known size: room for the document and one byte to see it end; unknown: the starting size.
        #expect(read(small, byteCount: small.count) == (Self.twoPass(small), small.count + 1))
        #expect(read(small, byteCount: nil) == (Self.twoPass(small), JSONInputWindow.startingCapacity))
        // A size that is wrong (the file grew, or a caller's mistake) or unknown: the window grows,
        // and reads the same; a huge or negative one asks for no more than the cap.
        #expect(read(small, byteCount: Int.max).0 == Self.twoPass(small))
        #expect(read(small, byteCount: -1).0 == Self.twoPass(small))
        for byteCount in [nil, 10, large.count, large.count + 5] {
            let (outcome, largestAsk) = read(large, byteCount: byteCount)
            #expect(outcome == Self.twoPass(large), "byte count \(String(describing: byteCount))")
            #expect(largestAsk <= JSONInputWindow.initialCapacity, "byte count \(String(describing: byteCount))")
        }
        #expect(large.count > JSONInputWindow.initialCapacity / 2)
    }
}
