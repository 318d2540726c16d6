import FamilyGraph
import GenealogyKit
import Testing

/// The edge rules of docs/GRAPHVIZ-PLUGIN.md's table: partners, children, buses, marriage lines,
/// direct parents, hints; and the graphs that are no family.
@Suite("Family graph: what each edge says")
struct FamilyGraphLinkRuleTests {
    /// Gramps' relationship graph: a family ellipse, parents into it, children out of it, the
    /// spouses joined by an invisible edge in an invisible cluster.
    @Test("Gramps' relationship graph: parent -> family -> child, the spouses' invisible edge a hint")
    func grampsRelationship() throws {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.node("F1", ["shape": "ellipse", "label": ""])
        sketch.edge("I1", "I2", ["style": "invis", "dir": "both"])
        sketch.edge("I1", "F1", ["arrowhead": "normal", "dir": "both"])
        sketch.edge("I2", "F1", ["arrowhead": "normal", "dir": "both"])
        sketch.edge("F1", "I3", ["style": "solid", "dir": "both"])
        sketch.edge("F1", "I4", ["style": "solid", "dir": "both"])
        sketch.graph.clusters = [[sketch.at("I1"), sketch.at("I2"), sketch.at("F1")]]
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.unionSummary == ["I1+I2>I3,I4"])
        #expect(read.role("I1", "I2") == .hint)
        #expect(read.role("I2", "F1") == .partner(union: 0, person: 1))
        #expect(read.role("F1", "I4") == .child(union: 0, person: 3))
    }

    @Test("Gramps' hourglass: arrows drawn backwards (dir=back, arrowtail) mean nothing; a family of one shown parent")
    func grampsHourglass() throws {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.nodes(["F1", "F2"], ["shape": "ellipse", "label": ""])
        let back = ["arrowhead": "none", "arrowtail": "normal", "dir": "both"]
        sketch.edge("F1", "I1", back)
        sketch.edge("I2", "F1", back)
        sketch.edge("I3", "F1", back)
        sketch.edge("I1", "F2", ["dir": "back"])
        sketch.edge("F2", "I4", ["dir": "back"])
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.unionSummary == ["I2+I3>I1", "I1>I4"])
    }

    @Test("the hand idiom: {rank=same; H -> m -> W}, a bus of invisible points, one edge to each child")
    func diamondAndBus() throws {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.node("m", ["shape": "diamond", "label": ""])
        sketch.nodes(["b1", "b2", "b3"], ["shape": "point", "style": "invis"])
        sketch.chain("H", "m", "W")
        sketch.sameRank("H", "m", "W")
        sketch.chain("b1", "b2", "b3")
        sketch.sameRank("b1", "b2", "b3")
        sketch.edge("m", "b2")
        sketch.edge("b1", "c1")
        sketch.edge("b2", "c2")
        sketch.edge("b3", "c3")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.unionSummary == ["H+W>c1,c2,c3"])
        #expect(read.role("m", "W") == .partner(union: 0, person: 1))
        #expect(read.role("b1", "b2") == .bus(union: 0))
        #expect(read.role("m", "b2") == .bus(union: 0))
        // The union's own node (linked to the partners) comes first, then the bus.
        #expect(read.connectorsOfUnion[0].map { read.graph.nodes[$0].name } == ["m", "b1", "b2", "b3"])
    }

    @Test("a second marriage is a second node on the same rank: Clara -> u1 -> Henry -> u2 -> Edith")
    func remarriageChain() throws {
        let sketch = GraphSketch.henryAndTwoWives
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.unionSummary == ["clara+henry>james", "henry+edith>oliver"])
    }

    @Test("father -> child; mother -> child: the two parents are a union, children in edge order")
    func parentsToChild() throws {
        var sketch = GraphSketch()
        for child in ["hans", "lotte"] {
            sketch.edge("karl", child)
            sketch.edge("greta", child)
        }
        sketch.edge("hans", "eva")
        sketch.edge("max", "lena")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.unionSummary == ["karl+greta>hans,lotte", "hans>eva", "max>lena"])
        #expect(read.role("greta", "lotte") == .parentToChild(union: 0, parent: 2, child: 3))
    }

    @Test("a visible line between two people on one rank is a marriage; their children join it")
    func marriageLine() throws {
        var sketch = GraphSketch(directed: false)
        sketch.edge("otto", "rita")
        sketch.sameRank("otto", "rita")
        sketch.edge("otto", "ulla")
        sketch.edge("rita", "ulla")
        sketch.edge("vera", "walt", ["style": "invis"])
        sketch.sameRank("vera", "walt")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.unionSummary == ["otto+rita>ulla"])
        #expect(read.role("otto", "rita") == .marriageLine(union: 0))
        #expect(read.role("vera", "walt") == .hint)
    }

    @Test("direct edges beside a union node draw the same link again: still one union")
    func redundantDirectEdges() throws {
        var sketch = GraphSketch()
        sketch.node("m", GraphSketch.point)
        sketch.chain("a", "m", "c")
        sketch.chain("b", "m")
        sketch.edge("a", "c")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.unionSummary == ["a+b>c"])
        #expect(read.role("a", "c") == .parentToChild(union: 0, parent: 0, child: 1))
    }

    @Test("a child of two families (adoption) is a child of both unions")
    func childOfTwoFamilies() throws {
        var sketch = GraphSketch()
        sketch.nodes(["u1", "u2"], GraphSketch.point)
        sketch.chain("a", "u1", "x")
        sketch.chain("b", "u1")
        sketch.chain("c", "u2", "x")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.unionSummary == ["a+b>x", "c>x"])
    }

    @Test("a union without partners keeps its children together (Gramps draws siblings' family so)")
    func partnerlessFamily() throws {
        var sketch = GraphSketch()
        sketch.node("F", ["shape": "ellipse", "label": ""])
        sketch.chain("F", "x")
        sketch.chain("F", "y")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.unionSummary == [">x,y"])
    }

    @Test("undirected idioms read as written: the first end above, rank=same for spouses")
    func undirected() throws {
        var sketch = GraphSketch(directed: false, nodeDefaults: ["shape": "box"])
        sketch.node("m1", ["shape": "diamond", "label": ""])
        sketch.chain("Ada", "m1", "Ben")
        sketch.sameRank("Ada", "m1", "Ben")
        sketch.edge("m1", "Dan")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.unionSummary == ["Ada+Ben>Dan"])
    }

    @Test(
        "a graph that is no family gets an error naming the nodes and the rule",
        arguments: [
            ([("a", "x"), ("b", "x"), ("c", "x")], "too-many-parents", ["\"x\"", "\"a\", \"b\", \"c\""]),
            ([("a", "u"), ("b", "u"), ("c", "u"), ("u", "d")], "too-many-partners", ["\"u\"", "\"c\""]),
            ([("a", "a")], "own-parent", ["\"a\""]),
            ([("a", "b"), ("b", "c"), ("c", "a")], "parent-cycle", ["parent cycle"]),
            ([("a", "u1"), ("u1", "b"), ("b", "u2"), ("u2", "a")], "parent-cycle", ["parent cycle"]),
            ([("u1", "u2")], "no-people", ["nodes"]),
        ] as [([(String, String)], String, [String])])
    func notAFamily(edges: [(String, String)], rule: String, named: [String]) {
        var sketch = GraphSketch()
        for (tail, head) in edges {
            for name in [tail, head] where name.hasPrefix("u") { sketch.node(name, GraphSketch.point) }
            sketch.edge(tail, head)
        }
        let error = #expect(throws: FamilyGraphError.self) { try FamilyGraph(reading: sketch.graph).drawnOnceChart() }
        #expect(error?.rule == rule, "\(String(describing: error))")
        for name in named { #expect(error?.description.contains(name) == true, "\(String(describing: error))") }
    }

    @Test("a connector that links nobody is an error naming it")
    func unlinkedConnector() {
        var sketch = GraphSketch()
        sketch.node("a")
        sketch.node("stray", GraphSketch.point)
        let error = #expect(throws: FamilyGraphError.self) { try FamilyGraph(reading: sketch.graph) }
        #expect(error?.rule == "unlinked-connector")
        #expect(error?.description.contains("\"stray\"") == true)
    }
}
