import FamilyTree
import Testing
import TreeLayout

@testable import TreeRender

/// Violation marks say how much is wrong: a couple a fraction of a point off is not "split".
@Suite("Violation marks in proportion")
struct LayoutMarkTests {
    /// The hand layout of the sample family with Mum moved: by `dx` along her row, or `dy` off it.
    static func marks(dx: Double = 0, dy: Double = 0, onto intruder: Bool = false) throws -> [LayoutMark] {
        let family = try SampleFamilies.threeGenerations()
        var layout = SampleFamilies.handLayout()
        let mum = family.people.firstIndex { $0.id == "mum" }!
        let aunt = family.people.firstIndex { $0.id == "aunt" }!
        layout.boxes[mum].x += dx
        layout.boxes[mum].y += dy
        if intruder {
            // Aunt stands between Dad and Mum, Mum a box further right.
            layout.boxes[aunt].x = layout.boxes[mum].x
            layout.boxes[aunt].y = layout.boxes[mum].y
            layout.boxes[mum].x += 140
        }
        let report = layout.check(family, options: LayoutOptions(), offenderLimit: .max)
        return LayoutMark.marks(for: report, family: family, layout: layout)
    }

    @Test("a gap off by less than a point says so, and by how much")
    func subPoint() throws {
        let labels = try Self.marks(dx: 0.38).map(\.label)
        #expect(labels.contains("couple gap off 0.38 pt"), "\(labels)")
        #expect(!labels.contains("couple split"))
    }

    @Test("someone between the spouses is a split; spouses on two rows are named so")
    func splitAndRows() throws {
        #expect(try Self.marks(onto: true).map(\.label).contains("couple split"))
        #expect(try Self.marks(dy: 30).map(\.label).contains("couple on two rows, 30 pt apart"))
    }
}
