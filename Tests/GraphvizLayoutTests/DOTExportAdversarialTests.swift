import FamilyDOT
import FamilyTree
import Foundation
import FoundationXML
import Testing
import TreeLayout

extension DotProgramSuites {
    /// Exports of adversarial families through the real `dot` and `neato`: no warning, SVG that is
    /// well-formed XML, JSON that parses, and tooltips that say what the name says.
    @Suite("DOT export of adversarial names through the real Graphviz")
    struct DOTExportAdversarialTests {
        /// Names that Graphviz measures wider than TreeRender's estimate (wide ligatures, rare
        /// scripts, tabs, punctuation), with control characters and Graphviz's escapes.
        static let names = [
            "x\ty\tz tab", "\u{1}\u{2}\u{7}bell\u{1B}[31m", "﷽﷽﷽﷽﷽", "𒐫𒐫𒐫𒐫𒐫𒐫", "꧅꧅꧅꧅꧅꧅", "ǅǅǅǅǅǅǅǅǅ", "@@@@@@@@@@",
            "%%%%%%%%%%%%", "ﷺﷺﷺﷺﷺ", "௵௵௵௵௵௵௵", "\u{3000}\u{3000}\u{3000}W", "WWWWWWWWWWWW",
            #"\N \G \E \T \H \L and a long tail to need a tooltip"#,
            "a" + String(repeating: "\u{301}\u{316}", count: 400),
            "line\u{B}vertical\u{C}feed\u{85}next", "mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm",
            "non" + scalar(0xFFFE) + "char" + scalar(0xFFFF) + "acters" + scalar(0xFDD0) + scalar(0x10FFFF)
                + scalar(0x1FFFE),
        ]

        /// A scalar Swift's literals refuse (the noncharacters).
        static func scalar(_ value: UInt32) -> String { String(Unicode.Scalar(value)!) }

        /// One root person per name.
        static func family() throws -> Family {
            try Family(
                validating: FamilyDocument(generations: [
                    names.enumerated().map { Person(id: "p\($0.offset)", name: $0.element) }
                ]))
        }

        @Test("dot reads the layout form and neato -n2 the pinned form without a single warning")
        func noWarnings() throws {
            let family = try Self.family()
            let layoutForm = try FamilyDOTExport.layoutForm(family)
            let dot = try GraphvizTool.execute("dot", ["-Tsvg"], input: layoutForm)
            #expect(dot.status == 0)
            #expect(dot.errors.isEmpty, "\(dot.errors)")
            let pinned = try FamilyDOTExport.pinnedForm(
                family, layout: NativeLayout().layout(family, options: LayoutOptions()))
            let neato = try GraphvizTool.execute("neato", ["-n2", "-Tsvg"], input: pinned)
            #expect(neato.status == 0)
            #expect(neato.errors.isEmpty, "\(neato.errors)")
        }

        @Test("control characters become control pictures, noncharacters U+FFFD: the SVG is XML, the JSON parses")
        func controlCharacters() throws {
            let family = try Self.family()
            let layoutForm = try FamilyDOTExport.layoutForm(family)
            #expect(!layoutForm.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
            #expect(layoutForm.contains("␁␂␇bell␛[31m"))
            #expect(!layoutForm.unicodeScalars.contains(where: DOTText.isNoncharacter))
            #expect(layoutForm.contains("non\u{FFFD}char\u{FFFD}acters\u{FFFD}\u{FFFD}\u{FFFD}"))
            let svg = try GraphvizTool.execute("dot", ["-Tsvg"], input: layoutForm)
            let parser = XMLParser(data: svg.output)
            #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
            let json = try GraphvizTool.execute("dot", ["-Tjson"], input: layoutForm)
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: json.output) }
        }

        @Test("an id with a control character or a noncharacter is refused, naming the person and the character")
        func controlCharacterInID() throws {
            let family = try Family(validating: FamilyDocument(generations: [[Person(id: "a\u{1B}b", name: "Ann")]]))
            #expect(throws: DOTExportError.unrepresentableID(personID: "a\u{1B}b")) {
                try FamilyDOTExport.layoutForm(family)
            }
            let message = DOTExportError.unrepresentableID(personID: "a\u{1B}b").description
            #expect(message.contains("U+001B"), "\(message)")
            for id in [
                "a" + Self.scalar(0xFFFE), "b" + Self.scalar(0xFFFF), "c" + Self.scalar(0xFDEF),
                "d" + Self.scalar(0x10FFFF),
            ] {
                let family = try Family(validating: FamilyDocument(generations: [[Person(id: id, name: "Ann")]]))
                #expect(throws: DOTExportError.unrepresentableID(personID: id)) {
                    try FamilyDOTExport.layoutForm(family)
                }
                #expect(DOTExportError.unrepresentableID(personID: id).description.contains("noncharacter"))
            }
        }

        @Test("Graphviz's escapes in a name come back in the SVG tooltip as written, not as the node's or graph's name")
        func tooltipEscapes() throws {
            let family = try Self.family()
            let svg = try GraphvizTool.run("dot", ["-Tsvg"], input: try FamilyDOTExport.layoutForm(family))
            #expect(svg.contains(#"xlink:title="\N \G \E \T \H \L and a long tail to need a tooltip""#), "\(svg)")
        }
    }
}
