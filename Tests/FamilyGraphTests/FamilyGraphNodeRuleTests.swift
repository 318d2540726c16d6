import FamilyGraph
import Testing

/// The node rules of docs/GRAPHVIZ-PLUGIN.md's table: which nodes are connectors, which people.
@Suite("Family graph: which nodes are people and which are connectors")
struct FamilyGraphNodeRuleTests {
    @Test("a point is a connector, whatever its label")
    func point() throws {
        var sketch = GraphSketch()
        sketch.node("m", ["shape": "point", "label": "married"])
        sketch.chain("a", "m")
        sketch.chain("b", "m")
        sketch.chain("m", "c")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.connectorNames == ["m"])
        #expect(read.unionSummary == ["a+b>c"])
    }

    @Test("an invisible node is a connector, whatever its shape")
    func invisible() throws {
        var sketch = GraphSketch(nodeDefaults: ["shape": "box"])
        sketch.node("bus", ["style": "invis"])
        sketch.chain("a", "bus", "c")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.connectorNames == ["bus"])
        #expect(read.unionSummary == ["a>c"])
    }

    @Test(
        "a marker shape with an explicitly empty label is a connector; a box with one is a person",
        arguments: ["ellipse", "diamond", "circle", "doublecircle", "oval"])
    func emptyMarker(shape: String) throws {
        var sketch = GraphSketch()
        sketch.node("f", ["shape": shape, "label": " "])
        sketch.node("quiet", ["shape": "box", "label": ""])
        sketch.chain("quiet", "f", "child")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.connectorNames == ["f"])
        #expect(read.genealogy.people.map(\.id) == ["quiet", "child"])
    }

    @Test("Gramps' family ellipses are connectors when every family is dated (rule 3)")
    func datedGrampsFamilies() throws {
        var sketch = GraphSketch(nodeDefaults: ["style": "filled"])
        let person = ["shape": "box"]
        sketch.nodes(["I1", "I2", "I3", "I4", "I5"], person)
        sketch.node("F1", ["shape": "ellipse", "label": "1501-11-14"])
        sketch.node("F2", ["shape": "ellipse", "label": "(about 1532)"])
        sketch.chain("I1", "F1", "I3")
        sketch.chain("I2", "F1")
        sketch.chain("I3", "F2", "I5")
        sketch.chain("I4", "F2")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.connectorNames == ["F1", "F2"])
        #expect(read.unionSummary == ["I1+I2>I3", "I3+I4>I5"])
    }

    @Test("Gramps' hexagons (unknown sex) and octagons (the centre person) are people")
    func grampsPersonShapes() throws {
        var sketch = GraphSketch()
        sketch.node("I1", ["shape": "octagon"])
        sketch.node("I2", ["shape": "hexagon"])
        sketch.node("F1", ["shape": "ellipse", "label": "1900"])
        sketch.node("I3", ["shape": "box"])
        sketch.chain("I1", "F1", "I3")
        sketch.chain("I2", "F1")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.connectorNames == ["F1"])
        #expect(read.unionSummary == ["I1+I2>I3"])
    }

    @Test("a genogram's labelled circles (women) beside point marriages are people")
    func genogram() throws {
        var sketch = GraphSketch()
        sketch.node("frank", ["shape": "square", "label": "Frank"])
        sketch.node("irma", ["shape": "circle", "label": "Irma"])
        sketch.node("m", GraphSketch.point)
        sketch.chain("frank", "m", "irma")
        sketch.sameRank("frank", "m", "irma")
        sketch.node("hilde", ["shape": "circle", "label": "Hilde"])
        sketch.chain("m", "hilde")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.connectorNames == ["m"])
        #expect(read.unionSummary == ["frank+irma>hilde"])
    }

    @Test("men as boxes and women as ellipses, parents drawn straight to children: all people")
    func shapesBySex() throws {
        var sketch = GraphSketch()
        sketch.nodes(["karl", "hans"], ["shape": "box"])
        sketch.nodes(["greta", "lotte"], ["shape": "ellipse"])
        sketch.chain("karl", "hans")
        sketch.chain("greta", "hans")
        sketch.chain("karl", "lotte")
        sketch.chain("greta", "lotte")
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.connectorNames.isEmpty)
        #expect(read.unionSummary == ["karl+greta>hans,lotte"])
    }

    @Test("a person's text is the label with escapes resolved; no label draws the name")
    func personText() throws {
        var sketch = GraphSketch(attributes: [:])
        sketch.graph.name = "Tree"
        sketch.node("I1", ["label": "Tudor, Henry \\n(1456 – 1509)"])
        sketch.node("I2", ["label": "\\N of \\G\\l"])
        sketch.node("I3")
        sketch.node("I4", ["label": "<B>Anne</B><BR/>Boleyn &amp; <I>co</I>"], html: true)
        sketch.node("I5", ["label": "Jo &#233; &lt;x&gt; &bogus;"])
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(
            read.genealogy.people.map(\.name) == [
                "Tudor, Henry", "I2 of Tree", "I3", "Anne\nBoleyn & co", "Jo é <x> &bogus;",
            ])
        #expect(read.genealogy.people[0].born == "1456" && read.genealogy.people[0].died == "1509")
    }

    @Test("Gramps' labels: the name on one line, the dates as dates, an empty () dropped")
    func grampsLabels() throws {
        var sketch = GraphSketch(attributes: [:])
        sketch.node("I1", ["label": "KENNEDY, John, Fitzgerald \\n(1917-05-29 – 1963-11-22)"])
        sketch.node("I2", ["label": "Bach, Veit \\n( – 1619)"])
        sketch.node("I3", ["label": "Lee, Janet \\n()"])
        let people = try FamilyGraph(reading: sketch.graph).genealogy.people
        #expect(people.map(\.name) == ["KENNEDY, John, Fitzgerald", "Bach, Veit", "Lee, Janet"])
        #expect(people.map(\.born) == ["29 MAY 1917", nil, nil])
        #expect(people.map(\.died) == ["22 NOV 1963", "1619", nil])
    }

    @Test("sex from a sex or gender attribute, else from Gramps' and TreeBench's fill colours")
    func sex() throws {
        var sketch = GraphSketch()
        sketch.node("a", ["sex": "F"])
        sketch.node("b", ["gender": "male"])
        sketch.node("c", ["fillcolor": "#FFE0E0"])
        sketch.node("d", ["color": "#e0e0ff"])
        sketch.node("e", ["fillcolor": "red"])
        let read = try FamilyGraph(reading: sketch.graph)
        #expect(read.genealogy.people.map(\.sex) == ["female", "male", "female", "male", "unknown"])
    }

    @Test("born and died attributes are the dates; the life-years line the export adds is not the name")
    func dates() throws {
        var sketch = GraphSketch()
        sketch.node("v", ["label": "Victoria\\n1819–1901", "born": "24 MAY 1819", "died": "22 JAN 1901"])
        sketch.node("w", ["label": "William\\nb. 1765", "born": "12 MAR 1765"])
        sketch.node("x", ["label": "Xavier\\n1700–1750"])
        let read = try FamilyGraph(reading: sketch.graph)
        let people = read.genealogy.people
        #expect(people.map(\.name) == ["Victoria", "William", "Xavier\n1700–1750"])
        #expect(people[0].born == "24 MAY 1819" && people[0].died == "22 JAN 1901")
    }
}
