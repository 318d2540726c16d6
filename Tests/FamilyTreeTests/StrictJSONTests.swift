import FamilyTree
import Foundation
import Testing

/// The one JSON byte scanner and the one JSON string writer every reader and writer shares.
@Suite("Strict JSON: the shared scanner and writer")
struct StrictJSONTests {
    /// The malformed-document reason of Family JSON bytes that must not decode.
    func reason(_ bytes: [UInt8]) -> String {
        do {
            _ = try FamilyDocument(jsonData: Data(bytes))
        } catch {
            if case .malformedDocument(let reason)? = error.problems.first { return reason }
            Issue.record("expected malformed-document, got \(error)")
            return ""
        }
        Issue.record("decoded: \(String(decoding: bytes, as: UTF8.self))")
        return ""
    }

    @Test("invalid UTF-8 in a key is a syntax error at its byte, not a skipped field")
    func invalidUTF8InKey() {
        // "ag(0xC3 0x28)e": a corrupted "age" key used to be skipped, the age silently defaulting.
        let bytes = Array(#"{"generations": [[{"id": "a", "ag"#.utf8) + [0xC3, 0x28] + Array(#"e": 3}]]}"#.utf8)
        let reason = reason(bytes)
        #expect(reason.hasPrefix("line 1, column 34: expected UTF-8 text in the key"), "\(reason)")
        #expect(reason.hasSuffix("found byte 0xC3"), "\(reason)")
    }

    @Test("invalid UTF-8 in a value names the line and column of the bad byte")
    func invalidUTF8InValue() {
        let bytes = Array("{\"generations\": [[\n  {\"id\": \"é".utf8) + [0xFF] + Array("\"}]]}".utf8)
        #expect(reason(bytes).hasPrefix("line 2, column 12: expected UTF-8 text in the string"), "\(reason(bytes))")
        // In a string with escapes too, and in a value that is skipped.
        let escaped = Array(#"{"generations": [[{"id": "a\n"#.utf8) + [0xC0, 0x80] + Array(#""}]]}"#.utf8)
        #expect(reason(escaped).contains("column 30: expected UTF-8 text in the string"), "\(reason(escaped))")
        let skipped = Array(#"{"x": {"k": ["#.utf8) + [0xED, 0xA0, 0x80] + Array(#"]}, "generations": []}"#.utf8)
        #expect(reason(skipped).contains("column 14: expected a value"), "\(reason(skipped))")
        let skippedString = Array(#"{"x": ["a", ""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""], "generations": []}"#.utf8)
        #expect(reason(skippedString).contains("column 14: expected UTF-8 text"), "\(reason(skippedString))")
    }

    @Test(
        "the UTF-8 check follows the Unicode Standard's table of well-formed sequences",
        arguments: [
            ([0x41, 0xC3, 0xA9], nil),  // A é
            ([0xE5, 0xB0, 0x8F, 0xF0, 0x9F, 0x98, 0x80], nil),  // 小 😀
            ([0xF4, 0x8F, 0xBF, 0xBF], nil),  // U+10FFFF
            ([0xEE, 0x80, 0x80], nil),  // U+E000, just past the surrogates
            ([0x80], 0),  // a lone continuation byte
            ([0x41, 0xC0, 0x80], 1),  // overlong NUL
            ([0xC1, 0xBF], 0),  // overlong
            ([0xE0, 0x9F, 0xBF], 0),  // overlong three-byte form
            ([0xF0, 0x8F, 0xBF, 0xBF], 0),  // overlong four-byte form
            ([0xED, 0xA0, 0x80], 0),  // a surrogate, U+D800
            ([0xF4, 0x90, 0x80, 0x80], 0),  // past U+10FFFF
            ([0xF5, 0x80, 0x80, 0x80], 0),
            ([0x41, 0xE6, 0x97], 1),  // truncated at the end
            ([0xE6, 0x41, 0x80], 0),  // truncated by ASCII
            ([0xC3, 0xA9, 0xFF], 2),
        ] as [([UInt8], Int?)])
    func utf8Table(bytes: [UInt8], firstInvalid: Int?) {
        let found = bytes.withUnsafeBufferPointer { WellFormedUTF8.firstInvalidByte(in: $0) }
        #expect(found == firstInvalid)
        // Swift's own decoder agrees on whether the bytes are well-formed.
        #expect((String(validating: bytes, as: UTF8.self) == nil) == (firstInvalid != nil))
    }

    @Test("a byte-order mark is skipped only at the start")
    func byteOrderMark() throws {
        let document = try FamilyDocument(jsonData: Data([0xEF, 0xBB, 0xBF] + Array(#"{"generations": []}"#.utf8)))
        #expect(document.generations.isEmpty)
        let late = Array(" ".utf8) + [0xEF, 0xBB, 0xBF] + Array(#"{"generations": []}"#.utf8)
        #expect(reason(late).hasPrefix("line 1, column 2: expected '{' to open the document"), "\(reason(late))")
    }

    @Test("the one string writer escapes quotes, backslashes and every control character, short forms first")
    func stringWriter() {
        var bytes: [UInt8] = []
        bytes.appendJSONString("q\"b\\s/\u{8}\u{C}\n\r\t\u{0}\u{1B}\u{1F}\u{7F}é")
        #expect(String(decoding: bytes, as: UTF8.self) == #""q\"b\\s/\b\f\n\r\t\u0000\u001b\u001f"# + "\u{7F}é\"")
    }

    @Test("what the writer writes, the scanner reads back, for every control character and beyond")
    func writerScannerRoundTrip() throws {
        let names = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) } + ["小明 😀", "a\"\\b", ""]
        for name in names {
            var bytes: [UInt8] = []
            bytes.appendJSONString(name)
            let back = try bytes.withUnsafeBytes { raw in
                var scanner = JSONByteScanner(bytes: raw)
                return try scanner.readString()
            }
            #expect(back == name)
        }
    }

    @Test("numbers: -0 keeps its sign, integers past 2^53 and exponents go through strtod")
    func numbers() throws {
        func double(_ text: String) throws -> Double {
            try Array(text.utf8).withUnsafeBytes { raw in
                var scanner = JSONByteScanner(bytes: raw)
                return try scanner.readDouble()
            }
        }
        #expect(try double("-0").sign == .minus)
        #expect(try double("42") == 42)
        #expect(try double("9007199254740993") == 9_007_199_254_740_992)
        #expect(try double("-2.5E-1") == -0.25)
        #expect(try double("1e999") == .infinity)
        #expect(throws: JSONSyntaxError(offset: 0, expected: "a number")) { try double("\"1\"") }
        #expect(throws: JSONSyntaxError(offset: 2, expected: "a digit after '.'")) { try double("1.e5") }
    }

    @Test("numbers are written as Swift's description prints them: integers, binary fractions, any other value")
    func numberWriter() {
        func written(_ value: Double) -> String {
            var bytes: [UInt8] = []
            bytes.appendJSONNumber(value)
            return String(decoding: bytes, as: UTF8.self)
        }
        var random = SplitMix64(seed: 3)
        var values: [Double] = [
            0, -0.0, 1, -1, 9, 10, 99, 100, 12_345, -987_654_321, 9_007_199_254_740_991, 1e15, 1e16,
        ]
        // Multiples of 2^-k of every size the dyadic path takes and some it must refuse (too many
        // digits, where the shortest text is shorter than the exact decimal).
        for bits in 1...16 {
            let denominator = Double(1 << bits)
            let wholes: [Double] = [0, 1, 7, 12_345, 35_364_347, 779_716, 999_999_999, 0x100_0000_0000, 1e14, 1e15 - 1]
            for whole in wholes {
                for numerator in [1, 3, (1 << bits) - 1, random.bounded(1 << bits) | 1] {
                    let value = whole + Double(numerator) / denominator
                    values += [value, -value, value.nextUp, value.nextDown]
                }
            }
        }
        for _ in 0..<2000 { values.append(Double(bitPattern: UInt64(random.bounded(Int.max)) << 1)) }
        for value in values where value.isFinite {
            let expected =
                value == value.rounded(.towardZero) && abs(value) < 9_007_199_254_740_992
                ? String(Int(value)) : value.description
            #expect(written(value) == expected, "\(value)")
        }
        #expect(written(.infinity) == "null")
        #expect(written(.nan) == "null")
    }
}
