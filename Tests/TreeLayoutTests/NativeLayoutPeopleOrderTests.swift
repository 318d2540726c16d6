import FamilyTree
import Testing
import TreeLayout

/// The native engine keeps its working state in the tail of the box array it fills, and the
/// second walk overwrites that state with boxes as it goes: safe when people are listed in the
/// units' order (generation by generation, as generated families are), and handled by setting
/// the remaining attach points aside when they are not. Both paths must give the same boxes, bit
/// for bit, whatever order the document lists people in.
@Suite("Native layout: the order people are listed in")
struct NativeLayoutPeopleOrderTests {
    /// The same family with every generation after the roots' listed in another order: the units
    /// (and so the layout) are the same, only the people's indices differ.
    private func relisted(_ document: FamilyDocument, _ order: ([Person]) -> [Person]) -> FamilyDocument {
        var generations = document.generations
        for row in generations.indices.dropFirst() { generations[row] = order(generations[row]) }
        return FamilyDocument(generations: generations)
    }

    /// Every person's box in `layout` of `family`, by id.
    private func boxesByID(_ layout: FamilyLayout, _ family: Family) -> [String: PersonBox] {
        Dictionary(uniqueKeysWithValues: zip(family.people.map(\.id), layout.boxes))
    }

    @Test(
        "People listed backwards, or with the last two swapped, get exactly the boxes of the units' order",
        arguments: [FamilyShape.balanced, .wide, .lopsided, .childlessCouples, .manyRoots],
        [SiblingDistribution.compact, .fill, .equalSpacing])
    func relistedPeople(shape: FamilyShape, distribution: SiblingDistribution) throws {
        let document = try FamilyGenerator(generations: 7, members: 3_000, seed: 5, shape: shape).generate()
        let family = try Family(validating: document)
        let options = LayoutOptions(distribution: distribution)
        let expected = boxesByID(NativeLayout().layout(family, options: options), family)
        let orders: [(String, ([Person]) -> [Person])] = [
            ("backwards", { $0.reversed() }),
            (
                "last two swapped",
                { row in row.count < 2 ? row : row.dropLast(2) + [row[row.count - 1], row[row.count - 2]] }
            ),
        ]
        for (name, order) in orders {
            let other = try Family(validating: relisted(document, order))
            // The same units, each with its people's new indices.
            #expect(
                other.units.map { [$0.parent, $0.firstChild, $0.childCount, $0.generation] }
                    == family.units.map { [$0.parent, $0.firstChild, $0.childCount, $0.generation] })
            let boxes = boxesByID(NativeLayout().layout(other, options: options), other)
            let differing = expected.keys.filter { boxes[$0] != expected[$0] }.sorted()
            let differingCount = differing.count
            let firstDiffering = differing.prefix(3).joined(separator: ", ")
            #expect(differingCount == 0, "\(shape), \(distribution), \(name): first \(firstDiffering)")
        }
    }

    @Test("Boxes of varied widths land right with people listed backwards")
    func variedWidths() throws {
        let document = try FamilyGenerator(generations: 6, members: 2_000, seed: 9, shape: .balanced).generate()
        let family = try Family(validating: document)
        let backwards = try Family(validating: relisted(document, { $0.reversed() }))
        func options(for family: Family) -> LayoutOptions {
            // The width follows the person, not the index, so both listings draw the same boxes.
            LayoutOptions(
                boxWidths: .table(family.people.map { Double(30 + $0.id.utf8.reduce(0) { $0 + Int($1) } % 61) }))
        }
        let expected = boxesByID(NativeLayout().layout(family, options: options(for: family)), family)
        let boxes = boxesByID(NativeLayout().layout(backwards, options: options(for: backwards)), backwards)
        #expect(boxes == expected)
    }
}
