import FamilyTree
import Foundation
import Testing
import TreeLayout

@testable import FamilyDOT
@testable import GraphvizLayout

extension GraphvizSuites {
    @Suite("DOT export through the real Graphviz")
    struct DOTExportTests {
        /// Names that break naive DOT writers, each on its own person.
        static let hostileNames = [
            "Grand \"pa\"", "back\\slash", "\\N \\G \\l \\n \\\\", "line one\nline two", "<b>bold</b>",
            "&amp; &lt; &#65;",
            "\"]; x [label=\"pwned", "<<TABLE><TR><TD>x</TD></TR></TABLE>>", "王小明", "محمد بن علي", "👨‍👩‍👧 Family 🌳", "",
            "two  spaces", "A & B",
        ]

        /// A family of the hostile names: a root couple whose children each marry; ids hostile too.
        static func hostileFamily() throws -> Family {
            let names = hostileNames
            let ids = names.indices.map { index in
                ["id \"\(index)\"", "a\\b\(index)", "中文\(index)", "p\(index)", "x]; y=\"\(index)"][index % 5]
            }
            var generations: [[Person]] = [[], []]
            generations[0] = [
                Person(id: ids[0], name: names[0], gender: "male", coupleID: ids[1], childrenIDs: []),
                Person(id: ids[1], name: names[1], gender: "female", coupleID: ids[0], childrenIDs: []),
            ]
            var children: [String] = []
            var index = 2
            while index < names.count {
                let child = Person(id: ids[index], name: names[index], gender: index % 2 == 0 ? "male" : "female")
                children.append(child.id)
                if index + 1 < names.count {
                    var married = child
                    married.coupleID = ids[index + 1]
                    generations[1].append(married)
                    generations[1].append(
                        Person(id: ids[index + 1], name: names[index + 1], gender: "unknown", coupleID: child.id))
                    index += 2
                } else {
                    generations[1].append(child)
                    index += 1
                }
            }
            generations[0][0].childrenIDs = children
            generations[0][1].childrenIDs = children
            return try Family(validating: FamilyDocument(generations: generations))
        }

        /// The lines each person's name should be drawn as: Graphviz draws a line per line break.
        static func expectedLines(_ name: String) -> [String] {
            name.isEmpty ? [] : name.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        static func expectEveryNameDrawn(svg: String, family: Family) {
            let texts = GraphvizTool.nodeTexts(inSVG: svg)
            for person in family.people {
                #expect(texts[person.id] == expectedLines(person.name), "person \(person.id)")
            }
        }

        @Test("dot draws every hostile name of the layout form literally")
        func layoutFormRoundTripsNames() throws {
            let family = try Self.hostileFamily()
            let dot = try FamilyDOTExport.layoutForm(family)
            let svg = try GraphvizTool.run("dot", ["-Tsvg"], input: dot)
            Self.expectEveryNameDrawn(svg: svg, family: family)
        }

        @Test("neato -n2 draws every hostile name of the pinned form literally")
        func pinnedFormRoundTripsNames() throws {
            let family = try Self.hostileFamily()
            let layout = NativeLayout().layout(family, options: LayoutOptions())
            let dot = try FamilyDOTExport.pinnedForm(family, layout: layout)
            let svg = try GraphvizTool.run("neato", ["-n2", "-Tsvg"], input: dot)
            Self.expectEveryNameDrawn(svg: svg, family: family)
            // dot also parses it (and ignores the pins).
            _ = try GraphvizTool.run("dot", ["-Tsvg"], input: dot)
        }

        @Test("neato -n2 keeps the pinned coordinates", arguments: [7, 120])
        func pinnedFormKeepsCoordinates(people: Int) throws {
            var generator = SeededFamilies(seed: UInt64(people))
            let family = generator.family(people: people)
            let layout = NativeLayout().layout(family, options: LayoutOptions())
            let dot = try FamilyDOTExport.pinnedForm(family, layout: layout)
            let plain = try GraphvizTool.run("neato", ["-n2", "-Tplain"], input: dot)
            let bounds = layout.bounds
            var seen = 0
            for line in plain.split(separator: "\n") where line.hasPrefix("node ") {
                let fields = line.split(separator: " ")
                let name = fields[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                guard let index = family.people.firstIndex(where: { $0.id == name }) else { continue }
                // -Tplain prints inches with 5 significant digits.
                let x = try #require(Double(fields[2])) * 72
                let y = try #require(Double(fields[3])) * 72
                let box = layout.boxes[index]
                let expectedX = box.centerX - bounds.x
                let expectedY = bounds.maxY - box.centerY
                #expect(abs(x - expectedX) <= Self.plainTolerance(expectedX), "x of \(name)")
                #expect(abs(y - expectedY) <= Self.plainTolerance(expectedY), "y of \(name)")
                seen += 1
            }
            #expect(seen == family.personCount)
        }

        /// Half a unit in the last of five significant digits of `points / 72`, in points.
        static func plainTolerance(_ points: Double) -> Double {
            let inches = abs(points) / 72
            guard inches >= 1e-9 else { return 0.01 }
            let lastDigit = pow(10, floor(log10(inches)) - 4)
            return (lastDigit / 2 + 1e-9) * 72 + 1e-6
        }

        @Test("an id that DOT cannot quote is a typed error naming the person")
        func unquotableID() throws {
            let family = try Family(validating: FamilyDocument(generations: [[Person(id: "ends\\")]]))
            #expect(throws: DOTExportError.unrepresentableID(personID: "ends\\")) {
                try FamilyDOTExport.layoutForm(family)
            }
        }

        @Test(
            "IDs quote exactly",
            arguments: [("p1", "\"p1\""), ("a\"b", "\"a\\\"b\""), ("a\\b", "\"a\\b\""), ("a\\\\", "\"a\\\\\"")])
        func quotedIDs(id: String, quoted: String) {
            #expect(DOTText.quotedID(id) == quoted)
        }
    }
}
