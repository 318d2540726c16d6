import FamilyTree
import Testing
import TreeLayout

@testable import TreeRender

@Suite("SVG text: numbers, escaping, fitting names")
struct SVGTextTests {
    @Test(
        "numbers are rounded to 0.01 without trailing zeros",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (12.5, "12.5"), (-3, "-3"), (0.25, "0.25"), (0.004, "0"), (-0.004, "0"),
            (1.005, "1"), (2.675, "2.68"), (1_000_000.1, "1000000.1"), (70.0, "70"), (-12.34, "-12.34"),
            (Double.nan, "0"),
        ])
    func number(_ value: Double, _ text: String) {
        var output = SVGOutput()
        output.append(value)
        #expect(output.string == text)
    }

    @Test("the SVG buffer escapes text with the one XML escaper")
    func escaping() {
        let text = "a&b<c>d\"e'f\u{0}g\u{1F}h\ti\r\nj\u{FFFE}k😀"
        var output = SVGOutput()
        output.appendEscaped(text)
        #expect(output.string == XMLText.escaped(text))
    }

    let fitting = NameFitting(fontSize: 9, availableWidth: 44, maximumLines: 2)

    @Test("a short name stays whole on one line")
    func shortName() {
        #expect(fitting.lines(for: "Dad") == ["Dad"])
        #expect(fitting.lines(for: "小明") == ["小明"])
        #expect(fitting.lines(for: "") == [""])
    }

    @Test("a long name splits at a space, then ends with an ellipsis, within the width")
    func longName() {
        let lines = fitting.lines(for: "Grandma Wang Xiuying of Hangzhou")
        #expect(lines.count == 2)
        #expect(lines[0] == "Grandma")
        #expect(lines[1].hasSuffix("…"))
        for line in lines { #expect(fitting.width(of: line) <= 44) }
        let single = NameFitting(fontSize: 9, availableWidth: 44, maximumLines: 1).lines(for: "Grandma Wang")
        #expect(single.count == 1 && single[0].hasSuffix("…") && fitting.width(of: single[0]) <= 44)
    }

    @Test("an unbreakable 300-character name is cut to fit")
    func veryLongName() {
        let lines = fitting.lines(for: String(repeating: "x", count: 300))
        #expect(lines.count == 1 && lines[0].hasSuffix("…") && fitting.width(of: lines[0]) <= 44)
    }

    @Test("emoji are never split inside a grapheme cluster, and bidi controls are dropped")
    func graphemes() {
        let lines = fitting.lines(for: "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧")
        #expect(lines == ["👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧…"])
        #expect(fitting.lines(for: "\u{202E}Eve") == ["Eve"])
    }

    @Test(
        "a box sized to keep a name whole draws all of it, on at most 3 lines with the years under it",
        arguments: [
            "Dad", "小明", "Prince Albert of Saxe-Coburg and Gotha", "Wilhelm II, German Emperor", "👨‍👩‍👧 Wang",
            "John Fitzgerald Kennedy", "Maria Anna Walburga Ignatia Mozart", "Hohenzollern-Sigmaringen",
        ])
    func wholeNames(name: String) {
        let style = PictureStyle()
        for years in [nil, "1917–1963"] as [String?] {
            let person = Person(
                id: "p", name: name, born: years.map { _ in "29 MAY 1917" }, died: years.map { _ in "1963" })
            let width = style.boxWidth(keepingWhole: person, height: 50, minimum: 50)
            #expect(width >= 50)
            let lines = style.personLines(for: person, in: PersonBox(x: 0, y: 0, width: width, height: 50))
            let nameLines = years == nil ? lines : Array(lines.dropLast())
            #expect(nameLines.joined(separator: " ") == NameFitting.drawnText(of: name), "\(name) in \(width) pt")
            #expect(!lines.contains { $0.hasSuffix("…") })
            #expect(nameLines.count <= style.maximumNameLines)
            if let years { #expect(lines.last.map(String.init) == years) }
            // The narrowest such box: a point less and the name no longer fits whole.
            if width > 50 {
                let narrower = style.personLines(for: person, in: PersonBox(x: 0, y: 0, width: width - 1, height: 50))
                #expect(narrower != lines, "\(name) fits in \(width - 1) pt too")
            }
        }
    }

    @Test("whole names take the narrowest box: words stack before the box widens")
    func narrowestWholeName() {
        let style = PictureStyle()
        #expect(style.boxWidth(keepingWhole: Person(id: "d", name: "Dad"), height: 50, minimum: 50) == 50)
        let jfk = Person(id: "j", name: "John Fitzgerald Kennedy", born: "1917", died: "1963")
        let width = style.boxWidth(keepingWhole: jfk, height: 50, minimum: 50)
        #expect(
            style.personLines(for: jfk, in: PersonBox(x: 0, y: 0, width: width, height: 50))
                == ["John", "Fitzgerald", "Kennedy", "1917–1963"])
        // A box too low for the years beside the name keeps the name whole on one line.
        let low = style.boxWidth(keepingWhole: jfk, height: 12, minimum: 50)
        #expect(
            style.personLines(for: jfk, in: PersonBox(x: 0, y: 0, width: low, height: 12)) == [
                "John Fitzgerald Kennedy"
            ])
        // Bidi controls are not drawn, so they take no room.
        #expect(
            style.boxWidth(keepingWhole: Person(id: "e", name: "\u{202E}Evelyn Hardcastle"), height: 50, minimum: 50)
                == style.boxWidth(keepingWhole: Person(id: "e", name: "Evelyn Hardcastle"), height: 50, minimum: 50))
    }

    @Test("widths are at least DejaVu Sans's, the font the pictures draw with")
    func dejaVuWidths() {
        let fitting = NameFitting(fontSize: 10, availableWidth: 0, maximumLines: 1)
        // DejaVu Sans advances in em: m 0.974, W 0.989, i 0.278, space 0.318, é as e 0.615.
        for (text, dejaVu) in [("m", 9.74), ("W", 9.89), ("i", 2.78), (" ", 3.18), ("é", 6.15), ("Kennedy", 43.81)] {
            #expect(fitting.width(of: Substring(text)) >= dejaVu, "\(text)")
        }
    }
}
