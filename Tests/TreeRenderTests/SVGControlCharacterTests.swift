import FamilyTree
import Testing
import TreeLayout

@testable import TreeRender

/// Names with carriage returns and other characters XML cannot carry raw, through the SVG writer.
@Suite("SVG: carriage returns and XML-illegal characters in names")
struct SVGControlCharacterTests {
    @Test("a carriage return is a character reference, never a raw byte; illegal characters are U+FFFD")
    func carriageReturn() throws {
        var names = ["Grandpa", "Grandma", "Dad", "Mum", "Aunt", "Kid", "Other"]
        names[2] = "Da\rd"
        names[4] = "Au\u{1}n\u{FFFE}t"
        let family = try SampleFamilies.threeGenerations(names: names)
        let svg = FamilySVGWriter().document(
            family, layout: SampleFamilies.handLayout(), marks: [LayoutMark(people: [2], label: "mark\rlabel")],
            caption: ["caption\rline"])
        #expect(!svg.unicodeScalars.contains("\r"))
        #expect(!svg.unicodeScalars.contains("\u{1}") && !svg.unicodeScalars.contains("\u{FFFE}"))
        #expect(svg.contains("Da&#13;d"))
        #expect(svg.contains("caption&#13;line"))
        #expect(svg.contains("Au\u{FFFD}n\u{FFFD}t"))
        let reading = SVGReading(svg)
        #expect(reading.error == nil, "\(reading.error ?? "")")
        // A parser gives the carriage return back, not a line feed.
        #expect(reading.titles.contains { $0.hasPrefix("Da\rd\n") })
    }
}
