import FamilyTree
import Testing

@testable import TreeLayout

/// A person with several partners as one partner group: the model, the native engine and the
/// checker's two rules for it, "partners together" (``LayoutReport/Rule/couplesAdjacent``) and
/// "each union centred" (``LayoutReport/Rule/centred``).
@Suite("Partner groups: several marriages, one person")
struct PartnerGroupTests {
    /// Henry with three wives, one child by each (Data/several-marriages.json).
    static func henry() throws -> Family {
        try Family(
            validating: FamilyDocument(generations: [
                [
                    Person(id: "h", name: "Henry", coupleID: "c", childrenIDs: ["m"]),
                    Person(id: "c", name: "Catherine", coupleID: "h"),
                    Person(id: "a", name: "Anne", coupleID: "h", childrenIDs: ["e"]),
                    Person(id: "j", name: "Jane", coupleID: "h", childrenIDs: ["ed"]),
                ],
                [Person(id: "m"), Person(id: "e"), Person(id: "ed")],
            ]))
    }

    /// A person (under parents) whose `partners` later partners each have `children` children;
    /// the first union has `firstChildren`.
    static func group(partners: Int, children: Int, firstChildren: Int = 1) throws -> Family {
        var row: [Person] = [
            Person(id: "x", coupleID: "y", childrenIDs: (0..<firstChildren).map { "y-\($0)" }),
            Person(id: "y", coupleID: "x"),
        ]
        var below: [Person] = (0..<firstChildren).map { Person(id: "y-\($0)") }
        for partner in 0..<partners {
            let ids = (0..<children).map { "p\(partner)-\($0)" }
            row.append(Person(id: "p\(partner)", coupleID: "x", childrenIDs: ids))
            below += ids.map { Person(id: $0) }
        }
        let top = [Person(id: "root", childrenIDs: ["s", "x", "t"])]
        row.insert(Person(id: "s"), at: 0)
        row.append(Person(id: "t"))
        return try Family(validating: FamilyDocument(generations: [top, row, below]))
    }

    @Test("A person's later partners are further unions right after their unit, in document order")
    func model() throws {
        let family = try Self.henry()
        #expect(family.units.count == 6 && family.roots == 0..<3 && family.treeCount == 1)
        #expect(family.units[0].isCouple && !family.units[0].isFurtherUnion)
        let ids = family.units.map { family.people.id(at: Int($0.blood)) }
        #expect(ids == ["h", "a", "j", "m", "e", "ed"])
        #expect(family.units[1].isFurtherUnion && family.units[2].isFurtherUnion)
        #expect(family.units[1].furtherUnionOf == 0 && family.units[2].furtherUnionOf == 0)
        #expect(family.furtherUnionCount == 2)
        // Each union's child run.
        #expect(family.units.map(\.childCount) == [1, 1, 1, 0, 0, 0])
        #expect(family.units.map(\.firstChild)[0..<3] == [3, 4, 5])
        // Written back as read: a later partner names the person; the person names the first.
        let document = family.document
        #expect(document.generations[0].map(\.coupleID) == ["c", "h", "h", "h"])
        #expect(document.generations[0].map(\.childrenIDs) == [["m"], [], ["e"], ["ed"]])
        #expect(try Family(validating: document).units == family.units)
    }

    @Test("A later partner under parents: the person's parents centre over their own children only")
    func groupUnderParents() throws {
        let family = try Self.group(partners: 2, children: 1)
        // root; s, x+y, p0, p1, t; the children.
        #expect(family.units[1...5].map(\.isFurtherUnion) == [false, false, true, true, false])
        #expect(family.lastOwnChild(of: family.units[0]) == 5)
        let children = family.document.generations[0][0].childrenIDs
        #expect(children == ["s", "x", "t"])
    }

    @Test("Both people of a couple with later partners, and a later partner with parents, are refused")
    func rules() throws {
        let both = FamilyDocument(generations: [
            [
                Person(id: "x", coupleID: "y"), Person(id: "y", coupleID: "x"),
                Person(id: "p", coupleID: "x"), Person(id: "q", coupleID: "y"),
            ]
        ])
        do {
            _ = try Family(validating: both)
            Issue.record("accepted a couple whose two people both have later partners")
        } catch {
            #expect(error.problems.map(\.rule) == ["further-partner"])
            #expect(error.problems.first?.recordID == "q")
        }
        // A later partner naming someone who is married to nobody is still an asymmetric couple.
        let lone = FamilyDocument(generations: [[Person(id: "x"), Person(id: "p", coupleID: "x")]])
        #expect(throws: FamilyValidationFailure.self) { try Family(validating: lone) }
    }

    @Test("The native engine keeps every rule: partners together, each union centred")
    func nativeKeepsTheRules() throws {
        let family = try Self.henry()
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        let report = layout.check(family)
        #expect(report.holdsEveryInvariant, "\(report.rules)")
        let x = ["h", "c", "a", "j"].map { layout.box(of: $0, in: family)?.x }
        #expect(x == [0, 70, 140, 210])
        // Each child under its union's anchor, the middle of the gap before the partner.
        #expect(try #require(layout.box(of: "e", in: family)).centerX == 130)
        #expect(try #require(layout.box(of: "ed", in: family)).centerX == 200)
    }

    @Test(
        "Wide unions push the later partners apart, and every rule still holds",
        arguments: [(1, 5, 1), (3, 4, 6), (5, 1, 7), (2, 0, 3), (4, 3, 0)])
    func stretched(partners: Int, children: Int, firstChildren: Int) throws {
        let family = try Self.group(partners: partners, children: children, firstChildren: firstChildren)
        for distribution in [SiblingDistribution.compact] {
            let layout = NativeLayout(distribution: distribution).layout(family, options: LayoutOptions())
            let report = layout.check(family)
            #expect(report.holdsEveryInvariant, "\(distribution): \(report.rules)")
        }
    }

    /// Moves person `id`'s box by `dx`, `dy` in a copy of `layout`.
    private func moved(
        _ layout: FamilyLayout, _ family: Family, _ id: String, dx: Double = 0, dy: Double = 0
    )
        -> FamilyLayout
    {
        var copy = layout
        guard let index = family.personIndex(of: id) else {
            Issue.record("nobody has id \(id)")
            return layout
        }
        copy.boxes[index].x += dx
        copy.boxes[index].y += dy
        return copy
    }

    private func violations(_ layout: FamilyLayout, _ family: Family, _ rule: LayoutReport.Rule) -> Int {
        layout.check(family).rules.first { $0.rule == rule }!.violations
    }

    @Test("The checker finds each broken rule of a partner group")
    func checkerFindsEachBreak() throws {
        let family = try Self.henry()
        let layout = NativeLayout().layout(family, options: LayoutOptions())
        #expect(violations(layout, family, .couplesAdjacent) == 0)
        // Jane closer to Anne than the couple gap.
        #expect(violations(moved(layout, family, "j", dx: -10), family, .couplesAdjacent) == 1)
        // Jane on another row.
        #expect(violations(moved(layout, family, "j", dy: 5), family, .couplesAdjacent) == 1)
        // Jane left of Anne: Anne's centre stands between Jane and the group's previous box.
        #expect(violations(moved(layout, family, "j", dx: -140), family, .couplesAdjacent) >= 1)
        // Somebody between two later partners: the second moved far right, a sibling of the
        // person set down between them.
        let group = try Self.group(partners: 2, children: 0)
        let groupLayout = NativeLayout().layout(group, options: LayoutOptions())
        #expect(violations(groupLayout, group, .couplesAdjacent) == 0)
        let p0 = try #require(groupLayout.box(of: "p0", in: group))
        let t = try #require(groupLayout.box(of: "t", in: group))
        var intruded = moved(groupLayout, group, "p1", dx: 300)
        intruded = moved(intruded, group, "t", dx: p0.maxX + 30 - t.x)
        #expect(violations(intruded, group, .couplesAdjacent) == 1)
        // Anne's child off her union's anchor.
        #expect(violations(moved(layout, family, "e", dx: 3), family, .centred) == 1)
        // A stretched gap is no violation, but the union's children must follow its anchor.
        let stretched = moved(layout, family, "j", dx: 30)
        #expect(violations(stretched, family, .couplesAdjacent) == 0)
        #expect(violations(stretched, family, .centred) == 1)
        #expect(violations(moved(stretched, family, "ed", dx: 30), family, .centred) == 0)
    }

    @Test("The incremental session equals a full relayout through collapses of each union of a group")
    func sessionKeepsGroups() throws {
        let family = try Self.group(partners: 3, children: 2, firstChildren: 3)
        let options = LayoutOptions()
        let widths = [Double](repeating: options.geometry.boxWidth, count: family.personCount)
        let session = try LayoutSession(
            family: family, options: LayoutOptions(boxWidths: .table(widths)), visibility: Visibility())
        #expect(session.boxes() == (try LayoutSessionTests.fullLayout(of: session, widths: widths)))
        for unit in [2, 3, 4, 2, 0, 0, 4] {
            session.setCollapsed(!session.isCollapsed(unit: unit), unit: unit)
            #expect(session.boxes() == (try LayoutSessionTests.fullLayout(of: session, widths: widths)), "unit \(unit)")
        }
    }

    @Test("Collapsing a person hides their first union's children; a later partner's id, that union's")
    func collapseAndDepth() throws {
        let family = try Self.henry()
        let byPerson = try VisibleFamily(family, visibility: Visibility(collapsed: ["h"]))
        #expect(byPerson.family.personCount == 6)
        let byPartner = try VisibleFamily(family, visibility: Visibility(collapsed: ["a"]))
        #expect(byPartner.family.personCount == 6 && byPartner.family.personIndex(of: "e") == nil)
        let depth = try VisibleFamily(family, visibility: Visibility(maxGenerations: 1))
        #expect(depth.family.personCount == 4 && depth.family.furtherUnionCount == 2)
        let (visible, layout) = try NativeLayout().layoutVisible(
            family, options: LayoutOptions(), visibility: Visibility(collapsed: ["j"]))
        #expect(layout.check(visible.family).holdsEveryInvariant)
    }

    /// The counted work of a layout of `family`, held to the bounds of ``NativeLayoutWorkTests``,
    /// and each further union stepped over at most once while centring.
    private func expectLinearWork(_ family: Family, _ label: String) {
        let work = WorkCount.measuring { _ = NativeLayout().layout(family, options: LayoutOptions()) }
        let units = family.units.count
        let further = family.units.lazy.filter(\.isFurtherUnion).count
        #expect(work.contourSteps <= units, "\(label): \(work.contourSteps) contour steps for \(units) units")
        #expect(work.shiftSteps == units, "\(label): \(work.shiftSteps) shift steps for \(units) units")
        #expect(work.edgeSteps <= 3 * units, "\(label): \(work.edgeSteps) left-edge steps for \(units) units")
        #expect(work.furtherUnionSteps <= further, "\(label): \(work.furtherUnionSteps) steps for \(further) unions")
    }

    @Test("Linear work: a person with 1,000 partners, and 1,000 partners with one child each")
    func manyPartners() throws {
        for children in [0, 1] {
            let family = try Self.group(partners: 1_000, children: children)
            expectLinearWork(family, "1,000 partners, \(children) child each")
            #expect(NativeLayout().layout(family, options: LayoutOptions()).check(family).holdsEveryInvariant)
        }
    }

    @Test("Linear work: a remarriage chain of 400 generations, the line going on through the second union")
    func remarriageChain() throws {
        let depth = 400
        var generations: [[Person]] = []
        for level in 0..<depth {
            let next = level + 1 < depth
            generations.append([
                Person(id: "x\(level)", coupleID: "a\(level)", childrenIDs: next ? ["c\(level)"] : []),
                Person(id: "a\(level)", coupleID: "x\(level)"),
                Person(
                    id: "b\(level)", coupleID: "x\(level)", childrenIDs: next ? ["x\(level + 1)", "d\(level)"] : []),
            ])
            if level > 0 {
                generations[level].insert(Person(id: "c\(level - 1)"), at: 0)
                generations[level].append(Person(id: "d\(level - 1)"))
            }
        }
        let family = try Family(validating: FamilyDocument(generations: generations))
        expectLinearWork(family, "remarriage chain")
        let report = NativeLayout().layout(family, options: LayoutOptions()).check(family)
        #expect(report.holdsEveryInvariant, "\(report.rules)")
    }
}

/// The anchors are the layout's own: a layout made with a couple gap other than the default
/// is scored by the anchors it was made with, whatever gaps the checker is asked to hold.
@Suite("Partner groups with a non-default couple gap")
struct PartnerGroupGapTests {
    @Test("A later partner's union is centred by the layout's own couple gap, in the checker and its forks")
    func furtherUnionAnchorIsTheLayouts() throws {
        let family = try PartnerGroupTests.henry()
        let options = LayoutOptions(geometry: LayoutGeometry(coupleGap: 40))
        let layout = NativeLayout().layout(family, options: options)
        #expect(layout.geometry.coupleGap == 40)
        #expect(layout.check(family, options: options).holdsEveryInvariant)
        // Asked for the default gap, the checker finds the couples too far apart, but every
        // union still centred over its children: the anchors are the layout's.
        let asked = layout.check(family, options: LayoutOptions())
        #expect(asked[.centred].violations == 0)
        #expect(asked[.couplesAdjacent].violations > 0)
        for unit in family.units where unit.childCount == 1 {
            let child = layout.boxes[Int(family.units[Int(unit.firstChild)].blood)]
            #expect(abs(layout.anchor(of: unit) - child.centerX) < 1e-9)
            #expect(layout.fork(of: unit, in: family)?.anchorX == layout.anchor(of: unit))
        }
        // Read back from layout JSON, the layout keeps the geometry that defines its anchors.
        let back = try FamilyLayout(jsonData: layout.jsonData(for: family), family: family)
        #expect(back.geometry == layout.geometry)
        #expect(back.check(family, options: LayoutOptions())[.centred].violations == 0)
    }
}
