import FamilyTree
import Foundation
import Testing
import TreeLayout
import TreeRender

@testable import FamilyDOT
@testable import GraphvizLayout

extension DotProgramSuites {
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

        /// The lines each person's name should be drawn as: wrapped to the box as the export
        /// wraps it, and a line per line break in the name.
        static func expectedLines(_ name: String, style: PictureStyle, box: PersonBox) -> [String] {
            let lines = style.nameLines(for: name, in: box)
            if lines.joined().isEmpty { return [] }
            return lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        }

        static func expectEveryNameDrawn(
            svg: String, family: Family, style: PictureStyle, box: (Int) -> PersonBox
        ) {
            let texts = GraphvizTool.nodeTexts(inSVG: svg)
            for (index, person) in family.people.enumerated() {
                #expect(
                    texts[person.id] == expectedLines(person.name, style: style, box: box(index)),
                    "person \(person.id)")
            }
        }

        @Test("dot draws every hostile name of the layout form literally, whole or wrapped to a fixed box")
        func layoutFormRoundTripsNames() throws {
            let family = try Self.hostileFamily()
            let fixed = try FamilyDOTExport.layoutForm(family)
            Self.expectEveryNameDrawn(
                svg: try GraphvizTool.run("dot", ["-Tsvg"], input: fixed), family: family,
                style: DotGraphPlan.exportTextStyle
            ) { _ in PersonBox(x: 0, y: 0, width: 50, height: 50) }
            // Kept whole, each label is the name wrapped as in the narrowest box that holds it.
            let style = DotGraphPlan.exportWholeNameStyle
            let whole = try FamilyDOTExport.layoutForm(family, namesWhole: true)
            Self.expectEveryNameDrawn(
                svg: try GraphvizTool.run("dot", ["-Tsvg"], input: whole), family: family, style: style
            ) { index in
                PersonBox(
                    x: 0, y: 0, width: style.boxWidth(keepingWhole: family.people[index], height: 50, minimum: 50),
                    height: 50)
            }
            #expect(!whole.contains("fixedsize=\"true\"") && !whole.contains("…"))
        }

        // Found by Fuzz/DOTRoundTripFuzz: the tooltip was quoted as an ID, so `\N`, `\n` and
        // `&amp;` in a shortened name reached Graphviz as escapes and entities.
        // Then found by hand: Graphviz decodes a tooltip's escapes twice, so `\\N` still became
        // the node's id in the SVG; a backslash in a tooltip is now four.
        @Test("a shortened name's tooltip is quoted for Graphviz, whose escapes it decodes twice")
        func tooltipQuotedAsLabel() throws {
            let name = #"Back\slash \N \n &amp; "Quote" "# + String(repeating: "Long Name ", count: 20)
            let family = try Family(validating: FamilyDocument(generations: [[Person(id: "p", name: name)]]))
            let dot = try FamilyDOTExport.layoutForm(family)
            #expect(dot.contains(#"tooltip="Back\\\\slash \\\\N \\\\n &amp;amp; \"Quote\" Long Name "#))
            let svg = try GraphvizTool.run("dot", ["-Tsvg"], input: dot)
            #expect(svg.contains(#"xlink:title="Back\slash \N \n &amp;amp; &quot;Quote&quot; Long Name "#), "\(svg)")
        }

        @Test("neato -n2 draws every hostile name of the pinned form literally, wrapped to its box")
        func pinnedFormRoundTripsNames() throws {
            let family = try Self.hostileFamily()
            let layout = NativeLayout().layout(family, options: LayoutOptions())
            let dot = try FamilyDOTExport.pinnedForm(family, layout: layout)
            let svg = try GraphvizTool.run("neato", ["-n2", "-Tsvg"], input: dot)
            Self.expectEveryNameDrawn(
                svg: svg, family: family, style: PictureStyle()
            ) { layout.boxes[$0] }
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
            let page = RenderPage(family: family, panels: [RenderPanel(layout: layout)], style: PictureStyle())
            let offset = page.panelOffsets[0]
            var seen = 0
            for line in plain.split(separator: "\n") where line.hasPrefix("node ") {
                let fields = line.split(separator: " ")
                let name = fields[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                guard let index = family.people.firstIndex(where: { $0.id == name }) else { continue }
                // -Tplain prints inches with 5 significant digits.
                let x = try #require(Double(fields[2])) * 72
                let y = try #require(Double(fields[3])) * 72
                let box = layout.boxes[index]
                let expectedX = box.centerX + offset.x
                let expectedY = page.height - (box.centerY + offset.y)
                #expect(abs(x - expectedX) <= Self.plainTolerance(expectedX), "x of \(name)")
                #expect(abs(y - expectedY) <= Self.plainTolerance(expectedY), "y of \(name)")
                seen += 1
            }
            #expect(seen == family.personCount)
        }

        /// Half a unit in the last of five significant digits of `points / 72`, in points, and
        /// 0.02 pt for neato's own rounding of the page it draws.
        static func plainTolerance(_ points: Double) -> Double {
            let inches = abs(points) / 72
            guard inches >= 1e-9 else { return 0.02 }
            let lastDigit = pow(10, floor(log10(inches)) - 4)
            return (lastDigit / 2 + 1e-9) * 72 + 0.02
        }

        // "%…" and the lone line feeds were found by Fuzz/DOTRoundTripFuzz.
        @Test(
            "an id that DOT cannot quote is a typed error naming the person and why",
            arguments: [
                ("ends\\", "ends in an odd number of backslashes"),
                ("a\\\"b", "before a quote or line feed an odd number of backslashes"),
                ("%p1", "starts with %"), ("\n", "line feed"), ("a\"\n\"b", "line feed"), ("\\\\\n", "line feed"),
            ])
        func unquotableID(id: String, reason: String) throws {
            let family = try Family(validating: FamilyDocument(generations: [[Person(id: id)]]))
            #expect(throws: DOTExportError.unrepresentableID(personID: id)) { try FamilyDOTExport.layoutForm(family) }
            #expect(DOTExportError.unrepresentableID(personID: id).description.contains(reason))
        }

        @Test(
            "ids with line breaks, quotes and backslashes that DOT can carry reach real dot intact",
            arguments: ["a\nb", "\n\n", "\r", "a\\\rb", "x%", "\"\n ", "\\\\ \n\\\\", "a\r\n"])
        func quotableID(id: String) throws {
            let family = try Family(validating: FamilyDocument(generations: [[Person(id: id, name: "Ann")]]))
            let dot = try FamilyDOTExport.layoutForm(family)
            // gvpr reads DOT with dot's own parser; its JSON output would carry raw line breaks.
            let run = try GraphvizTool.execute("gvpr", [#"N{printf("%s\001", $.name)}"#], input: dot)
            try #require(run.status == 0 && run.exited, "gvpr: \(run.errors.prefix(300))")
            #expect(run.errors.isEmpty, "\(run.errors)")
            let names = String(decoding: run.output, as: UTF8.self).split(
                separator: "\u{1}", omittingEmptySubsequences: false)
            #expect(names.dropLast().map(String.init) == [id])
        }

        @Test(
            "IDs quote exactly",
            arguments: [("p1", "\"p1\""), ("a\"b", "\"a\\\"b\""), ("a\\b", "\"a\\b\""), ("a\\\\", "\"a\\\\\"")])
        func quotedIDs(id: String, quoted: String) {
            #expect(DOTText.quotedID(id) == quoted)
        }

        /// Families a Graphviz user might export: a real one with long names, repeats from a
        /// genealogy, childless couples, several roots, hostile names.
        static func exportedFamilies() throws -> [(String, Family)] {
            var families = try ["xiaoming.json", "victoria.json", "genealogy/stone-family.chart.json"].map {
                ($0, try GraphvizData.family($0))
            }
            for seed in 1...3 {
                var generator = SeededFamilies(seed: UInt64(seed))
                families.append(("seeded \(seed)", generator.family(people: 60 * seed)))
            }
            // Not the hostile names: without an emoji font Graphviz draws a ZWJ family emoji as
            // three glyphs, wider than any estimate of the one character a reader sees.
            return families
        }

        @Test("dot and neato draw every export without a word on standard error")
        func noWarnings() throws {
            for (name, family) in try Self.exportedFamilies() {
                let layoutForm = try FamilyDOTExport.layoutForm(family)
                let dot = try GraphvizTool.execute("dot", ["-Tsvg"], input: layoutForm)
                #expect(
                    dot.status == 0 && dot.errors.isEmpty,
                    "dot on the layout form of \(name): \(dot.errors.prefix(300))")
                let layout = NativeLayout().layout(family, options: LayoutOptions())
                let pinned = try FamilyDOTExport.pinnedForm(family, layout: layout)
                for (tool, arguments) in [("dot", ["-Tsvg"]), ("neato", ["-n2", "-Tsvg"])] {
                    let run = try GraphvizTool.execute(tool, arguments, input: pinned)
                    #expect(
                        run.status == 0 && run.errors.isEmpty, "\(tool) on the pinned form of \(name): \(run.errors)")
                }
            }
        }

        @Test("dot draws a childless couple's union between the spouses on their row: nothing hangs under them")
        func childlessCoupleLine() throws {
            let family = try GraphvizData.family("generated/childless-couples-5x60-seed7.json")
            let plain = try GraphvizTool.execute("dot", ["-Tplain"], input: try FamilyDOTExport.layoutForm(family))
            #expect(plain.status == 0 && plain.errors.isEmpty, "\(plain.errors.prefix(300))")
            // -Tplain: "node NAME X Y W H …" and "edge TAIL HEAD N X1 Y1 … STYLE COLOR", inches.
            var centers: [String: (x: Double, y: Double)] = [:]
            var edgePoints: [String: [Double]] = [:]
            for line in plain.text.split(separator: "\n") {
                let fields = line.split(separator: " ").map { $0.trimmingCharacters(in: ["\""]) }
                if fields.first == "node", fields.count > 3, let x = Double(fields[2]), let y = Double(fields[3]) {
                    centers[fields[1]] = (x, y)
                } else if fields.first == "edge", fields.count > 4, let count = Int(fields[3]) {
                    edgePoints["\(fields[1]) \(fields[2])"] = (0..<count).compactMap { Double(fields[5 + 2 * $0]) }
                }
            }
            let prefix = DotGraphPlan.unusedPrefix(for: family)
            var checked = 0
            for (index, unit) in family.units.enumerated() where unit.isCouple && !unit.hasChildren {
                let blood = family.people[Int(unit.blood)].id
                let spouse = family.people[Int(unit.spouse)].id
                let union = try #require(centers["\(prefix)\(index)"], "union of unit \(index)")
                let left = try #require(centers[blood])
                let right = try #require(centers[spouse])
                #expect(union.y == left.y && union.y == right.y, "unit \(index): on the couple's row")
                #expect(min(left.x, right.x) < union.x && union.x < max(left.x, right.x), "unit \(index): between them")
                for tail in [blood, spouse] {
                    let ys = try #require(edgePoints["\(tail) \(prefix)\(index)"], "edge \(tail) -> union \(index)")
                    #expect(ys.allSatisfy { abs($0 - union.y) < 2.0 / 72 }, "unit \(index): a level couple line")
                }
                checked += 1
            }
            #expect(checked > 5)
        }

        @Test("the pinned form routes each child's line from the couple's midpoint over a shared bus")
        func pinnedRoutes() throws {
            let family = try GraphvizData.family("xiaoming.json")
            let layout = NativeLayout().layout(family, options: LayoutOptions())
            let pinned = try FamilyDOTExport.pinnedForm(family, layout: layout)
            let visiblePoints = pinned.split(separator: "\n").filter {
                $0.contains("shape=\"point\"") && !$0.contains("style=\"invis\"")
            }
            #expect(visiblePoints.isEmpty, "no union points: \(visiblePoints)")
            let page = RenderPage(family: family, panels: [RenderPanel(layout: layout)], style: PictureStyle())
            func route(_ tail: String, _ head: String) throws -> [(x: Double, y: Double)] {
                let line = try #require(
                    pinned.split(separator: "\n").first { $0.contains("\"\(tail)\" -> \"\(head)\" [pos=") })
                let value = line.components(separatedBy: "pos=\"")[1].prefix { $0 != "\"" }
                return value.split(separator: " ").map { pair in
                    let numbers = pair.split(separator: ",").compactMap { Double($0) }
                    return (numbers[0], numbers[1])
                }
            }
            var checked = 0
            for unit in family.units where unit.isCouple && unit.childCount > 1 {
                let anchor = (x: layout.anchor(of: unit) + page.panelOffsets[0].x, y: 0.0)
                var busHeights: Set<Double>?
                for child in unit.children {
                    let points = try route(
                        family.people[Int(unit.blood)].id, family.people[Int(family.units[child].blood)].id)
                    #expect(abs(points[0].x - anchor.x) < 0.001, "starts at the couple's midpoint")
                    // A child right under the midpoint is reached straight down; the others by the bus.
                    guard points.contains(where: { abs($0.x - points[0].x) > 0.001 }) else { continue }
                    let heights = Set(points.map(\.y))
                    busHeights = busHeights.map { $0.intersection(heights) } ?? heights
                    checked += 1
                }
                // The drop, the bus and the child's top: every route of the unit shares a height
                // strictly between the parents' row and the children's.
                let parentY = page.height - (layout.boxes[Int(unit.blood)].centerY + page.panelOffsets[0].y)
                let childY =
                    page.height
                    - (layout.boxes[Int(family.units[unit.children.lowerBound].blood)].y + page.panelOffsets[0].y)
                #expect(
                    busHeights?.contains { $0 < parentY - 1 && $0 > childY + 1 } == true,
                    "\(String(describing: busHeights)) between \(childY) and \(parentY)")
            }
            #expect(checked > 5)
        }
    }
}
