import FamilyTree
import Foundation
import Testing
import TreeLayout
import TreeRender

@testable import FamilyDOT
@testable import GraphvizLayout

extension GraphvizSuites {
    @Suite("PNG and PDF pictures through Graphviz's renderers")
    struct FamilyPictureTests {
        static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()

        /// Xiaoming's family by the native engine, with one made-up mark so marks are drawn too.
        static func panel() throws -> (Family, RenderPanel) {
            let family = try GraphvizData.family("xiaoming.json")
            let layout = NativeLayout().layout(family, options: LayoutOptions())
            return (
                family,
                RenderPanel(layout: layout, marks: [LayoutMark(units: [1], label: "look here")], caption: ["native"])
            )
        }

        /// The width and height in a PNG's IHDR chunk.
        static func pngSize(_ data: Data) -> (width: Int, height: Int) {
            let bytes = [UInt8](data)
            func word(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (word(16), word(20))
        }

        @Test("a PNG is a PNG of the page at 2 pixels per point (144 dpi), and mostly not blank")
        func png() throws {
            let (family, panel) = try Self.panel()
            let data = try FamilyPicture.render(family, panels: [panel], format: .png, dpi: 144)
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            let page = RenderPage(family: family, panels: [panel], style: PictureStyle())
            let size = Self.pngSize(data)
            #expect(abs(Double(size.width) - 2 * page.width) <= 2, "width \(size.width) for \(page.width) pt")
            #expect(abs(Double(size.height) - 2 * page.height) <= 2, "height \(size.height) for \(page.height) pt")
            let screen = Self.pngSize(try FamilyPicture.render(family, panels: [panel], format: .png))
            #expect(abs(Double(screen.width) - 96.0 / 72 * page.width) <= 2, "96 dpi by default")
            #expect(data.count > 20_000)
            let inked = try Self.inkedShare(data)
            // Boxes, names and connectors cover a good share; a blank or cropped page would not.
            #expect(inked > 0.08 && inked < 0.6, "inked share \(inked)")
        }

        @Test("a PDF is one page of the page's size in points")
        func pdf() throws {
            let (family, panel) = try Self.panel()
            let data = try FamilyPicture.render(family, panels: [panel], format: .pdf)
            #expect(data.starts(with: Array("%PDF-".utf8)))
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.hasSuffix("%%EOF\n") || text.hasSuffix("%%EOF"))
            #expect(data.count > 5_000)
            let page = RenderPage(family: family, panels: [panel], style: PictureStyle())
            let boxes = text.components(separatedBy: "/MediaBox [ 0 0 ").dropFirst()
            #expect(boxes.count == 1, "one page")
            let size = boxes.first?.prefix { $0 != "]" }.split(separator: " ").compactMap { Double($0) } ?? []
            #expect(size.count == 2 && abs(size[0] - page.width) < 1 && abs(size[1] - page.height) < 1, "\(size)")
        }

        @Test("big pages get fewer pixels per point, never a side over the limit")
        func scale() {
            #expect(FamilyPicture.pixelsPerPoint(forPageWidth: 600, height: 300, dpi: 144) == 2)
            #expect(FamilyPicture.pixelsPerPoint(forPageWidth: 600, height: 300) == 96.0 / 72)
            let wide = FamilyPicture.pixelsPerPoint(forPageWidth: 80_000, height: 400)
            #expect(wide * 80_000 <= FamilyPicture.largestPixelSide + 0.001)
            #expect(wide == FamilyPicture.largestPixelSide / 80_000)
        }

        /// Every box, connector, mark and caption is where the SVG writer puts it: Graphviz's
        /// own drawing instructions (`-Tjson`) name every text, and the rounded connectors are
        /// B-splines with the SVG route's points.
        @Test("the Graphviz page holds the SVG's names, captions, mark labels and rounded connectors")
        func sameDrawing() throws {
            let (family, panel) = try Self.panel()
            var plan = DotGraphPlan(picture: family, panels: [panel], style: PictureStyle())
            plan.graphAttributes.append(("dpi", "72"))
            let (graph, _) = try plan.makeGraph()
            try graph.layout(engine: "nop2")
            let json = try JSONSerialization.jsonObject(with: graph.render(format: "json")) as? [String: Any]
            let objects = json?["objects"] as? [[String: Any]] ?? []
            let texts = Set(
                objects.flatMap { ($0["_ldraw_"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String } })
            for person in family.people { #expect(texts.contains(person.name), "\(person.name)") }
            #expect(texts.contains("native"))
            #expect(texts.contains("look here"))
            let edges = json?["edges"] as? [[String: Any]] ?? []
            let unitsWithChildren = family.units.filter(\.hasChildren)
            #expect(
                edges.count == family.units.filter(\.isCouple).count
                    + unitsWithChildren.map(\.children.count).reduce(0, +))
            // A descent with a bend has more than the 4 points of a straight cubic piece.
            let curved = edges.filter { (($0["pos"] as? String) ?? "").split(separator: " ").count > 4 }
            #expect(!curved.isEmpty)
        }

        @Test("names Graphviz would read as escapes or entities are drawn literally")
        func hostileNames() throws {
            let family = try DotProgramSuites.DOTExportTests.hostileFamily()
            let layout = NativeLayout().layout(family, options: LayoutOptions(geometry: LayoutGeometry(boxWidth: 600)))
            let plan = DotGraphPlan(picture: family, panels: [RenderPanel(layout: layout)], style: PictureStyle())
            let (graph, _) = try plan.makeGraph()
            try graph.layout(engine: "nop2")
            let json = try JSONSerialization.jsonObject(with: graph.render(format: "json")) as? [String: Any]
            let objects = json?["objects"] as? [[String: Any]] ?? []
            let texts = objects.flatMap {
                ($0["_ldraw_"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            }
            for person in family.people where !person.name.contains("\n") && !person.name.isEmpty {
                let drawn = PictureStyle().nameLines(for: person.name, in: layout.boxes[0]).joined()
                #expect(texts.contains(drawn), "\(person.name) drawn as \(texts)")
            }
        }

        /// A chart with a repeat appearance: C's second marriage is drawn as `[C~2, S2]` beside
        /// C's home, so the line from C's parents to C~2 is a reference, not parentage.
        static let chartWithRepeat = """
            {"generations": [
              [{"id": "P1", "gender": "male", "coupleID": "P2", "childrenIDs": ["C", "C~2"]},
               {"id": "P2", "gender": "female", "coupleID": "P1", "childrenIDs": ["C", "C~2"]}],
              [{"id": "C", "name": "Carl", "gender": "male", "coupleID": "S1", "born": "1845", "died": "1901"},
               {"id": "S1", "gender": "female", "coupleID": "C"},
               {"id": "C~2", "name": "Carl", "gender": "male", "coupleID": "S2", "childrenIDs": ["K"], "sameAs": "C"},
               {"id": "S2", "gender": "female", "coupleID": "C~2", "childrenIDs": ["K"]}],
              [{"id": "K", "gender": "female"}]
            ]}
            """

        @Test("a repeat is dashed and faded with its home in the tooltip, its reference line dashed, years under names")
        func repeatsAndYears() throws {
            let family = try Family(jsonData: Data(Self.chartWithRepeat.utf8))
            // Boxes wide enough for the years; a box too narrow for them draws the name alone.
            let layout = NativeLayout().layout(family, options: LayoutOptions(geometry: LayoutGeometry(boxWidth: 90)))
            let plan = DotGraphPlan(picture: family, panels: [RenderPanel(layout: layout)], style: PictureStyle())
            func index(of id: String) -> Int { family.people.firstIndex { $0.id == id }! }
            func node(_ id: String) -> [String: String] {
                let node = plan.nodes.first { $0.name == "person0_\(index(of: id))" }
                return Dictionary(node?.attributes.map { ($0.name, $0.value) } ?? [], uniquingKeysWith: { $1 })
            }
            let home = node("C")
            let repeated = node("C~2")
            #expect(home["style"] == "rounded,filled")
            #expect(home["label"]?.hasSuffix("\n1845–1901") == true, "\(home["label"] ?? "")")
            #expect(repeated["style"] == "rounded,filled,dashed")
            #expect(repeated["fillcolor"] != home["fillcolor"] && repeated["color"] != home["color"])
            #expect(repeated["tooltip"]?.hasPrefix("Carl\n") == true)
            #expect(repeated["tooltip"]?.contains("drawn again: the own box, marked 1, is in generation") == true)
            #expect(repeated["fontcolor"] == nil, "a repeat's name is as dark as any")
            func edgeStyle(to id: String) -> String? {
                let target = plan.nodes.firstIndex { $0.name == "person0_\(index(of: id))" }
                let edge = plan.edges.first {
                    $0.head == target && $0.tail == plan.nodes.firstIndex { $0.name == "person0_0" }
                }
                return edge?.attributes.first { $0.name == "style" }?.value
            }
            #expect(edgeStyle(to: "C~2") == "dashed")
            #expect(edgeStyle(to: "C") == nil)
        }

        @Test("faded colours are the colour at that opacity over white")
        func blendedOnWhite() {
            #expect(GenderPalette.blendedOnWhite("#000000", opacity: 0.5) == "#808080")
            #expect(GenderPalette.blendedOnWhite("#0072b2", opacity: 1) == "#0072b2")
            #expect(GenderPalette.blendedOnWhite("#0072b2", opacity: 0) == "#ffffff")
            #expect(GenderPalette.blendedOnWhite("red", opacity: 0.5) == "red")
        }

        /// The share of pixels that are not (nearly) white, by the repository's own picture check.
        static func inkedShare(_ png: Data) throws -> Double {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("picture-\(getpid()).png")
            try png.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let run = try GraphvizTool.execute(
                "python3", [repository.appendingPathComponent("scripts/png-inked.py").path, file.path], input: "")
            return Double(run.text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        }
    }
}
