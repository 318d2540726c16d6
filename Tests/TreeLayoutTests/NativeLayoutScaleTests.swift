import FamilyTree
import TestSupport
import Testing
import TreeLayout

/// Shapes that break recursive layouts: very deep and very large families. Not timed.
@Suite("Native layout at scale")
struct NativeLayoutScaleTests {
    @Test("A 100,000-generation chain lays out without recursion")
    func deepChain() throws {
        let depth = 100_000
        let generations = (0..<depth).map { generation in
            [Person(id: "p\(generation)", childrenIDs: generation + 1 < depth ? ["p\(generation + 1)"] : [])]
        }
        let family = try Family(validating: FamilyDocument(generations: generations))
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        #expect(layout.boxes.count == depth)
        #expect(layout.boxes.allSatisfy { $0.x == 0 })
        #expect(layout.boxes.last?.y == Double(depth - 1) * 70)
    }
}

extension NativeLayoutScaleTests {
    /// Minutes in a debug build: `make test-scale` runs them (`ScaleTesting`), `make test` does not.
    @Suite("at scale", .scale)
    struct AtScale {
        @Test("A 1,000,000-person family lays out with every couple adjacent and every parent centred")
        func millionPeople() throws {
            let family = try TestFamilies.millionCouples()
            let layout = NativeLayout().layout(family, options: LayoutOptions())
            #expect(family.personCount == 1_000_000)
            var worstCentring = 0.0
            for unit in family.units where unit.hasChildren {
                let first = layout.boxes[Int(family.units[unit.children.lowerBound].blood)].centerX
                let last = layout.boxes[Int(family.units[unit.children.upperBound - 1].blood)].centerX
                worstCentring = max(worstCentring, abs(layout.anchor(of: unit) - (first + last) / 2))
            }
            #expect(worstCentring <= 0.01)
        }

        /// Large outputs are written with streaming stores where boxes follow one another (see
        /// `BoxWriter`); people listed in another order are stored one by one. Either way every box
        /// must be the one ``LayoutSession`` computes with its own plain loop.
        @Test(
            "Boxes of a large family equal the session's, in any order of people",
            arguments: ["document order", "every generation reversed", "every other generation reversed"])
        func largeOutputInAnyOrder(order: String) throws {
            var document = try FamilyGenerator(generations: 8, members: 200_000, seed: 5).generate()
            for generation in document.generations.indices
            where order == "every generation reversed" || (order != "document order" && generation % 2 == 1) {
                document.generations[generation].reverse()
            }
            let family = try Family(validating: document)
            #expect(family.personCount * MemoryLayout<PersonBox>.stride > 4 << 20, "large enough to be streamed")
            let layout = NativeLayout().layout(family, options: LayoutOptions())
            let session = try LayoutSession(family: family, options: LayoutOptions())
            let expected = session.boxes()
            let firstDifference = layout.boxes.indices.first { layout.boxes[$0] != expected[$0] }
            #expect(
                firstDifference == nil, "person \(firstDifference ?? -1): \(firstDifference.map { layout.boxes[$0] })")
            #expect(layout.check(family, options: LayoutOptions()).holdsEveryInvariant)
        }
    }
}
