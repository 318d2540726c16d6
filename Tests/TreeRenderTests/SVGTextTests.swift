import Testing

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

    @Test("text escaping covers markup characters and characters XML forbids")
    func escaping() {
        var output = SVGOutput()
        output.appendEscaped("a&b<c>d\"e'f\u{0}g\u{1F}h\ti\u{FFFE}j😀")
        #expect(output.string == "a&amp;b&lt;c&gt;d&quot;e&#39;f\u{FFFD}g\u{FFFD}h\ti\u{FFFD}j😀")
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
        #expect(lines == ["👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧…"])
        #expect(fitting.lines(for: "\u{202E}Eve") == ["Eve"])
    }
}
