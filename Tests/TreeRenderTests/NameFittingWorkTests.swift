import FamilyTree
import Testing
import TreeLayout

@testable import TreeRender

/// Every text measure of the pictures (a name's narrowest box, its lines, a width, the drawn
/// text) is linear in its input, held by counted steps (``TreeRender/TextMeasureWork``, debug
/// builds), never by a time: sizing a box to a 2,000-word name measured every pair of words over
/// the whole text (past 300 s), and a name of one long grapheme cluster compared it as a
/// `Character`, which normalises it whole at every comparison.
@Suite("Name fitting: linear work, the narrowest room exact")
struct NameFittingWorkTests {
    /// A deterministic generator, so a failure names a seed that reproduces it.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A name of `words` words of 1 to 12 characters from several scripts, with one, two or
    /// three spaces between them now and then.
    static func name(words: Int, seed: UInt64) -> String {
        var generator = Generator(state: seed)
        let letters: [String] =
            "abcdefghijklmnopqrstuvwxyzMWÉéßÆ小明金李-'".map(String.init) + ["👨‍👩‍👧", "e\u{301}", "\u{202E}"]
        var name = ""
        for index in 0..<words {
            if index > 0 {
                name += String(repeating: " ", count: Int.random(in: 0..<8, using: &generator) == 0 ? 2 : 1)
            }
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                name.append(letters.randomElement(using: &generator)!)
            }
        }
        return name
    }

    /// Names that are one long grapheme cluster or runs of them.
    static let clusterNames: [(String, String)] = [
        ("combining marks of mixed classes", "A" + String(repeating: "\u{301}\u{316}\u{345}\u{334}", count: 25_000)),
        ("a space carrying combining marks", "Ann " + String(repeating: "\u{301}", count: 100_000) + " Lee"),
        ("an emoji joined 20,000 times", String(repeating: "👨‍", count: 20_000) + "👧 Wang"),
        ("Hangul jamo in one syllable block", "\u{1100}" + String(repeating: "\u{1161}", count: 100_000)),
        (
            "clusters of 1,000 marks as words",
            String(repeating: "o" + String(repeating: "\u{308}", count: 1_000) + " ", count: 100)
        ),
    ]

    /// The steps of everything a picture measures for one person named `name`, per byte.
    static func stepsPerByte(_ name: String) -> Double {
        let style = PictureStyle()
        let person = Person(id: "p", name: name, born: "1917", died: "1963")
        var lines: [Substring] = []
        let steps = TextMeasureWork.measuring {
            let width = style.boxWidth(keepingWhole: person, height: 50, minimum: 50)
            lines = style.personLines(for: person, in: PersonBox(x: 0, y: 0, width: width, height: 50))
            lines += style.nameLines(for: name, in: PersonBox(x: 0, y: 0, width: 80, height: 50))
            _ = style.captionWidth(of: name)
        }
        #expect(!lines.isEmpty)
        return Double(steps) / Double(name.utf8.count)
    }

    @Test("names of 1 to 100,000 words: at most 200 steps per byte", arguments: [1, 2, 10, 100, 2_000, 100_000])
    func manyWords(words: Int) {
        let name = Self.name(words: words, seed: UInt64(words))
        let steps = Self.stepsPerByte(name)
        #expect(steps <= 200, "\(words) words, \(name.utf8.count) bytes: \(steps) steps per byte")
    }

    @Test("long grapheme clusters: at most 200 steps per byte", arguments: clusterNames.map(\.0))
    func longClusters(shape: String) throws {
        let name = try #require(Self.clusterNames.first { $0.0 == shape }?.1)
        let steps = Self.stepsPerByte(name)
        #expect(steps <= 200, "\(shape): \(steps) steps per byte")
    }

    @Test(
        "a name far longer than its box is measured as far as the box holds, not whole",
        arguments: [100, 2_000, 100_000])
    func longNameInSmallBox(words: Int) {
        // Without bidirectional controls (or a joiner, whose lead byte is theirs), which the
        // drawn text drops by copying the name.
        let name = String(repeating: "Ann Lee Stone-Éé 小明 e\u{301} ", count: words / 6)
        let style = PictureStyle()
        var lines: [Substring] = []
        let steps = TextMeasureWork.measuring {
            lines = style.nameLines(for: name, in: PersonBox(x: 0, y: 0, width: 80, height: 50))
        }
        #expect(lines.last?.hasSuffix("…") == true)
        // The box's few lines of 68 points, each measured to one cluster past its width, and
        // the ellipsis: a few hundred bytes, whatever the name's length (it was 2 × its bytes).
        #expect(steps <= 1_000, "\(words) words, \(name.utf8.count) bytes: \(steps) steps")
    }

    @Test("the narrowest room draws the name whole, and a hair less does not", arguments: 0..<300)
    func narrowestRoomIsExact(seed: Int) {
        var generator = Generator(state: UInt64(seed))
        let name = Self.name(words: Int.random(in: 1...14, using: &generator), seed: UInt64(seed) &* 7919)
        let lines = Int.random(in: 1...4, using: &generator)
        let fitting = NameFitting(fontSize: 9, availableWidth: 0, maximumLines: 1)
        let room = fitting.narrowestRoom(for: name, lines: lines)
        let drawn = NameFitting.droppingLeadingSpaces(NameFitting.drawnText(of: name))
        func isWhole(_ fitted: [Substring]) -> Bool {
            fitted.count <= lines && !fitted.last!.hasSuffix("…")
                && fitted.joined().filter { $0 != " " } == drawn.filter { $0 != " " }
        }
        let fits = NameFitting(fontSize: 9, availableWidth: room, maximumLines: lines).lines(for: name)
        #expect(isWhole(fits), "seed \(seed): \(name) on \(lines) lines in \(room): \(fits)")
        if room > 0 {
            let less = NameFitting(fontSize: 9, availableWidth: room.nextDown, maximumLines: lines).lines(for: name)
            #expect(!isWhole(less), "seed \(seed): \(name) on \(lines) lines fits in less than \(room): \(less)")
        }
    }
}
