import FamilyTree
import Testing
import TreeLayout

@testable import FamilyGraph

/// The hourglass the plugin draws for a graph that is one: a centre person, their ancestors
/// (each person's parents side by side above them) and their descendants.
@Suite("Family graph: hourglasses")
struct FamilyGraphHourglassTests {
    /// Gramps' hourglass: the centre `c` first, their parents `f`, `m` (union F1), the father's
    /// parents (F2), the mother's parents (F3), and the centre's child with an unshown spouse (F4).
    static var hourglass: GraphSketch {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.node("c")
        sketch.nodes(["F1", "F2", "F3", "F4"], ["shape": "ellipse", "label": ""])
        sketch.edge("F1", "c")
        sketch.edge("f", "F1")
        sketch.edge("m", "F1")
        sketch.edge("F2", "f")
        sketch.edge("ff", "F2")
        sketch.edge("fm", "F2")
        sketch.edge("F3", "m")
        sketch.edge("mf", "F3")
        sketch.edge("mm", "F3")
        sketch.edge("c", "F4")
        sketch.edge("F4", "k")
        return sketch
    }

    @Test(
        "a graph whose first person's every other node is an ancestor, a descendant or a descendant's partner is an hourglass"
    )
    func detected() throws {
        let read = try FamilyGraph(reading: Self.hourglass.graph)
        #expect(try read.chartChoice() == .hourglass(root: 0))
    }

    @Test("chart=descendants draws it as descendants; an aunt makes it no hourglass; chart=hourglass with root decides")
    func attributesAndAunts() throws {
        var forced = Self.hourglass
        forced.graph.attributes["chart"] = "descendants"
        #expect(try FamilyGraph(reading: forced.graph).chartChoice() == .descendants)
        var aunt = Self.hourglass
        aunt.edge("F2", "aunt")
        #expect(try FamilyGraph(reading: aunt.graph).chartChoice() == .descendants)
        aunt.graph.attributes["chart"] = "hourglass"
        aunt.graph.attributes["root"] = "c"
        let outsider = #expect(throws: FamilyGraphError.self) { try FamilyGraph(reading: aunt.graph).chartChoice() }
        #expect(outsider?.description.contains("person \"aunt\" is no ancestor of \"c\"") == true)
        var centred = Self.hourglass
        centred.graph.attributes["chart"] = "hourglass"
        centred.graph.attributes["root"] = "m"
        let mother = try FamilyGraph(reading: centred.graph)
        #expect(throws: FamilyGraphError.self) { try mother.chartChoice() }
        aunt.graph.attributes["root"] = "nobody"
        #expect(throws: FamilyGraphError.self) { try FamilyGraph(reading: aunt.graph).chartChoice() }
        aunt.graph.attributes["chart"] = "pedigree"
        #expect(throws: FamilyGraphError.self) { try FamilyGraph(reading: aunt.graph).chartChoice() }
    }

    @Test("every couple of ancestors side by side above their child, their union between, the child centred")
    func ancestorsSideBySide() throws {
        let sketch = Self.hourglass
        let (_, placement) = try FamilyGraphPlacementTests.place(sketch)
        let center = { placement.centers[sketch.at($0)] }
        for (father, mother, union, child) in [("f", "m", "F1", "c"), ("ff", "fm", "F2", "f"), ("mf", "mm", "F3", "m")]
        {
            #expect(center(father).y == center(mother).y && center(father).y > center(child).y)
            #expect(center(father).x < center(mother).x)
            #expect(abs((center(father).x + center(mother).x) / 2 - center(child).x) < 0.001)
            #expect(center(union).x == center(child).x)
            #expect(center(child).y < center(union).y && center(union).y < center(father).y)
        }
        // The descendants hang below the centre.
        #expect(center("k").y < center("c").y && center("F4").x == center("c").x)
        #expect(placement.isReference.allSatisfy { !$0 })
        // Partners' edges come down from them to their union's node; its edge goes straight down.
        let edges = sketch.graph.edges
        for (index, edge) in edges.enumerated() {
            let route = placement.routes[index]
            #expect(route.first! == placement.centers[edge.tail] && route.last! == placement.centers[edge.head])
            for (a, b) in zip(route, route.dropFirst()) { #expect(a.x == b.x || a.y == b.y) }
        }
    }

    @Test("the drawn chart is the hourglass, every person's node once; a graph that is none draws descendants")
    func drawnChart() throws {
        let sketch = Self.hourglass
        let read = try FamilyGraph(reading: sketch.graph)
        let drawn = try read.drawnChart()
        #expect(drawn.chart.kind == .hourglass)
        #expect(drawn.chart.personCount == drawn.nodeOfBox.count)
        // Every person of the graph once; F4's partner is not in the graph, so no empty slot.
        #expect(drawn.nodeOfBox.sorted() == read.nodeOfPerson.sorted())
        for (box, node) in drawn.nodeOfBox.enumerated() {
            #expect(drawn.chart.people[box].id == sketch.graph.nodes[node].name)
        }
        #expect(drawn.chart.people[drawn.chart.rootPerson!].id == "c")
        var aunt = Self.hourglass
        aunt.edge("F2", "aunt")
        #expect(try FamilyGraph(reading: aunt.graph).drawnChart().chart.kind == .descendants)
    }

    @Test("the native engine on the drawn chart with the plugin's options puts each box where the plugin puts its node")
    func nativeLayoutIsThePlugins() throws {
        let sketch = Self.hourglass
        let (read, placement) = try FamilyGraphPlacementTests.place(sketch)
        let drawn = try read.drawnChart()
        let sizes = FamilyGraphPlacementTests.sizes(sketch.graph)
        let options = FamilyGraphPlacement.layoutOptions(
            graph: read, drawn: drawn, nodeSizes: sizes,
            separations: FamilyGraphSeparations(nodesep: 18, ranksep: 36))
        let layout = NativeLayout().layout(drawn.chart, options: options)
        #expect(layout.check(drawn.chart, options: options).holdsEveryInvariant)
        // The same drawing up to a shift (the placement's y runs up, the layout's down).
        let first = drawn.nodeOfBox[0]
        for (box, node) in drawn.nodeOfBox.enumerated() {
            let placed = layout.boxes[box]
            let dx = (placed.x + placed.width / 2) - (layout.boxes[0].x + layout.boxes[0].width / 2)
            let dy = (placed.y + placed.height / 2) - (layout.boxes[0].y + layout.boxes[0].height / 2)
            #expect(abs(placement.centers[node].x - placement.centers[first].x - dx) < 0.001)
            #expect(abs(placement.centers[first].y - placement.centers[node].y - dy) < 0.001)
        }
    }

    @Test(
        "the plugin's drawing of an hourglass keeps every rule of the hourglass", arguments: ["TB", "LR", "BT", "RL"])
    func scoreKeepsEveryRule(rankdir: String) throws {
        var sketch = Self.hourglass
        sketch.graph.attributes["rankdir"] = rankdir
        let direction = FamilyGraphPlacement.Direction(rankdir: rankdir)
        let (read, placement) = try FamilyGraphPlacementTests.place(sketch, direction: direction)
        let sizes = FamilyGraphPlacementTests.sizes(sketch.graph)
        // The score reads a drawing as Graphviz gives it: y down.
        let score = FamilyGraphScore(
            graph: read, chart: try read.drawnChart(), centers: placement.centers.map { ($0.x, -$0.y) }, sizes: sizes,
            direction: direction)
        #expect(score.report.holdsEveryInvariant, "\(score.report)")
        #expect(score.couplesSideBySide == score.couples && score.couples == 3)
        #expect(score.familiesCentred == score.families)
    }
}
