import FamilyTree
import Testing
import TreeLayout

/// Hand-worked layouts with LayoutGeometry's defaults: 50 × 50 boxes, every gap 20.
@Suite("Native layout: hand-worked cases")
struct NativeLayoutGoldenTests {
    private func layout(
        _ generations: [[Person]], distribution: SiblingDistribution = .compact
    ) throws -> [String: PersonBox] {
        let family = try Family(validating: FamilyDocument(generations: generations))
        let layout = NativeLayout(distribution: distribution).layout(family, options: LayoutOptions())
        return Dictionary(uniqueKeysWithValues: zip(family.people.map(\.id), layout.boxes))
    }

    private func box(_ x: Double, row: Int) -> PersonBox {
        PersonBox(x: x, y: Double(row) * 70, width: 50, height: 50)
    }

    @Test("A single parent stands right above a single child")
    func singleChild() throws {
        let boxes = try layout([[Person(id: "a", childrenIDs: ["b"])], [Person(id: "b")]])
        #expect(boxes == ["a": box(0, row: 0), "b": box(0, row: 1)])
    }

    @Test("A couple without children stands side by side, coupleGap apart")
    func childlessCouple() throws {
        let boxes = try layout([[Person(id: "a", coupleID: "b"), Person(id: "b", coupleID: "a")]])
        #expect(boxes == ["a": box(0, row: 0), "b": box(70, row: 0)])
    }

    @Test("A couple's only child, with a spouse, stands under the couple's midpoint")
    func onlyChildWithSpouse() throws {
        let boxes = try layout([
            [Person(id: "a", coupleID: "b", childrenIDs: ["c"]), Person(id: "b", coupleID: "a")],
            [Person(id: "c", coupleID: "d"), Person(id: "d", coupleID: "c")],
        ])
        // The couple's midpoint is x = 60; the child's own centre goes there, its spouse to its right.
        #expect(boxes == ["a": box(0, row: 0), "b": box(70, row: 0), "c": box(35, row: 1), "d": box(105, row: 1)])
    }

    @Test("A single parent over a wide generation is centred over the first and last child")
    func wideGenerationUnderNarrow() throws {
        let boxes = try layout([
            [Person(id: "a", childrenIDs: ["b", "c", "d"])], [Person(id: "b"), Person(id: "c"), Person(id: "d")],
        ])
        #expect(boxes == ["a": box(70, row: 0), "b": box(0, row: 1), "c": box(70, row: 1), "d": box(140, row: 1)])
    }

    @Test("Contour packing slides a small subtree under a big neighbour's overhang; bounding boxes do not")
    func contourInterleaves() throws {
        // Root r has children x (a couple with three children) and y (single, no children).
        let generations: [[Person]] = [
            [Person(id: "r", childrenIDs: ["x", "y"])],
            [
                Person(id: "x", coupleID: "s", childrenIDs: ["k1", "k2", "k3"]), Person(id: "s", coupleID: "x"),
                Person(id: "y"),
            ],
            [Person(id: "k1"), Person(id: "k2"), Person(id: "k3")],
        ]
        let contour = try layout(generations)
        let boundingBox = try layout(generations, distribution: .fill)
        // The children k1…k3 sit at 0, 70, 140, so the couple x+s spans 35…155 on row 1.
        // Contour: y only has to clear the couple (155 + 20). Bounding box: it must clear k3 too (190 + 20).
        #expect(contour["x"] == box(35, row: 1))
        #expect(contour["y"] == box(175, row: 1))
        #expect(boundingBox["y"] == box(210, row: 1))
    }
}
