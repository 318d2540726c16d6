import FamilyTree
import GenealogyKit
import Testing

@testable import FamilyGraph

/// Reading is linear in the graph (counted work, never time), and hostile shapes are laid out
/// whole: one union with thousands of children, a person with thousands of marriages, a bus of
/// thousands of points, a line thousands of generations deep.
@Suite("Family graph: linear reading, hostile shapes")
struct FamilyGraphScaleTests {
    /// A genealogy as `treebench export --genealogy` draws it: a box per person, a point per
    /// union, edges partner → union → child.
    static func sketch(_ genealogy: Genealogy) -> GraphSketch {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        for person in genealogy.people { sketch.node(person.id, ["label": person.name]) }
        for union in genealogy.unions {
            sketch.node("u" + union.id, GraphSketch.point)
            for partner in union.partners { sketch.edge(genealogy.people[partner].id, "u" + union.id) }
            for child in union.children { sketch.edge("u" + union.id, genealogy.people[child].id) }
        }
        return sketch
    }

    /// Reading's work per node and edge.
    static func workPerObject(people: Int, seed: UInt64) throws -> Double {
        let genealogy = try GenealogyGenerator(
            family: FamilyGenerator(generations: 12, members: people, seed: seed), remarriageRate: 0.2,
            relativeMarriageRate: 0.1
        ).generate()
        let graph = sketch(genealogy).graph
        let read = try FamilyGraph(reading: graph)
        #expect(read.genealogy.people.count == people)
        return Double(read.work) / Double(graph.nodes.count + graph.edges.count)
    }

    @Test("reading's work per node and edge is a small constant, the same at 1,000 and 32,000 people")
    func linearWork() throws {
        let small = try Self.workPerObject(people: 1_000, seed: 3)
        let large = try Self.workPerObject(people: 32_000, seed: 3)
        #expect(small <= 8 && large <= 8, "\(small), \(large)")
        #expect(large <= small * 1.2, "\(small) then \(large)")
    }

    /// Places every node of `sketch` and checks each person got a distinct place.
    static func expectPlaced(_ sketch: GraphSketch, people: Int) throws {
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.genealogy.people.count == people)
        let sizes = [FamilyGraphPlacement.Point](repeating: (40, 20), count: sketch.graph.nodes.count)
        let placement = try FamilyGraphPlacement(graph: read, nodeSizes: sizes, nodesep: 10, ranksep: 20)
        #expect(placement.centers.count == sketch.graph.nodes.count)
        #expect(placement.centers.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        let personCenters = read.nodeOfPerson.map { placement.centers[$0] }
        #expect(Set(personCenters.map { "\($0.x),\($0.y)" }).count == people)
    }

    @Test("one union with 20,000 children")
    func manyChildren() throws {
        var sketch = GraphSketch()
        sketch.node("m", GraphSketch.point)
        sketch.chain("a", "m")
        sketch.chain("b", "m")
        for child in 0..<20_000 { sketch.edge("m", "c\(child)") }
        try Self.expectPlaced(sketch, people: 20_002)
    }

    @Test("one person with 5,000 marriages, each with a child")
    func manyMarriages() throws {
        var sketch = GraphSketch()
        for marriage in 0..<5_000 {
            sketch.node("m\(marriage)", GraphSketch.point)
            sketch.chain("king", "m\(marriage)", "child\(marriage)")
            sketch.chain("wife\(marriage)", "m\(marriage)")
        }
        try Self.expectPlaced(sketch, people: 1 + 2 * 5_000)
    }

    @Test("a bus of 20,000 invisible points under one marriage, and 20,000 partnerless families")
    func longBusAndPartnerlessFamilies() throws {
        var sketch = GraphSketch()
        sketch.node("m", GraphSketch.point)
        sketch.chain("a", "m", "b")
        sketch.sameRank("a", "m", "b")
        sketch.edge("m", "bus0")
        for point in 0..<20_000 {
            sketch.node("bus\(point)", ["shape": "point", "style": "invis"])
            if point > 0 { sketch.edge("bus\(point - 1)", "bus\(point)") }
            sketch.edge("bus\(point)", "child\(point)")
        }
        for family in 0..<20_000 {
            sketch.node("f\(family)", ["shape": "ellipse", "label": ""])
            sketch.edge("f\(family)", "orphan\(family)")
        }
        try Self.expectPlaced(sketch, people: 2 + 20_000 + 20_000)
    }

    @Test("a line 20,000 generations deep, parents drawn straight to children")
    func deepLine() throws {
        var sketch = GraphSketch()
        for generation in 1..<20_000 { sketch.edge("p\(generation - 1)", "p\(generation)") }
        try Self.expectPlaced(sketch, people: 20_000)
    }
}
