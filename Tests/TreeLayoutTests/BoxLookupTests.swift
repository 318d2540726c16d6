import FamilyTree
import Testing
import TreeLayout

@Suite("Looking a box up by person id")
struct BoxLookupTests {
    @Test("Every person's box is found by id; an unknown id finds none", arguments: 0..<20)
    func everyPerson(seed: Int) throws {
        let family = try TestFamilies.random(seed: UInt64(seed) + 900)
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        for (index, person) in family.people.enumerated() {
            #expect(family.personIndex(of: person.id) == index)
            #expect(layout.box(of: person.id, in: family) == layout.boxes[index], "seed \(seed), \(person.id)")
        }
        #expect(family.personIndex(of: "nobody") == nil)
        #expect(layout.box(of: "nobody", in: family) == nil)
    }

    @Test("After collapsing, a hidden person has no box and a shown one keeps theirs")
    func collapsed() throws {
        let family = try TestFamilies.planted()
        let (visible, layout) = try NativeLayout().layoutVisible(family, visibility: Visibility(collapsed: ["S"]))
        #expect(layout.box(of: "G", in: visible.family) == nil)
        let d = try #require(layout.box(of: "D", in: visible.family))
        let s = try #require(layout.box(of: "S", in: visible.family))
        // D and S stay a couple: S the couple gap right of D.
        #expect(s.x - d.maxX == LayoutOptions().geometry.coupleGap)
        let boxes = visible.originalBoxes(of: layout, personCount: family.personCount)
        #expect(boxes[try #require(family.personIndex(of: "D"))] == d)
    }
}
