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
        #expect(lines == ["👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧…"])
        #expect(fitting.lines(for: "\u{202E}Eve") == ["Eve"])
    }

    @Test("a box fitted to a name shows it on one line, between the least and the greatest width")
    func fittedBoxWidths() {
        let style = SVGStyle()
        let names = ["Dad", "小明", "Prince Albert of Saxe-Coburg and Gotha", "Wilhelm II, German Emperor", "👨‍👩‍👧 Wang"]
        for name in names {
            let width = style.boxWidth(fittingName: name, minimum: 50, maximum: 400)
            #expect(width >= 50 && width <= 400)
            let drawn = NameFitting(
                fontSize: style.fontSize, availableWidth: width - 2 * style.textPadding,
                maximumLines: style.maximumNameLines
            ).lines(for: name)
            #expect(drawn == [Substring(name)], "\(name) in \(width) pt")
        }
        #expect(style.boxWidth(fittingName: "Dad", minimum: 50, maximum: 400) == 50)
        let long = style.boxWidth(fittingName: "Prince Albert of Saxe-Coburg and Gotha", minimum: 50, maximum: 400)
        #expect(long > style.boxWidth(fittingName: "Prince Albert", minimum: 50, maximum: 400))
        #expect(style.boxWidth(fittingName: String(repeating: "M", count: 200), minimum: 50, maximum: 200) == 200)
        // Bidi controls are not drawn, so they take no room.
        #expect(
            style.boxWidth(fittingName: "\u{202E}Evelyn Hardcastle", minimum: 50, maximum: 400)
                == style.boxWidth(fittingName: "Evelyn Hardcastle", minimum: 50, maximum: 400))
    }
}
