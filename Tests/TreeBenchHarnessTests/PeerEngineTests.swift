import FamilyTree
import Foundation
import Testing
import TreeLayout

@testable import TreeBenchHarness

/// The peer engines need the runtimes `scripts/setup.sh` installs (`make test` runs it).
@Suite("Peer engines: d3, igraph and dot16 asked for TreeBench's geometry, scored by the same checker")
struct PeerEngineTests {
    static let shapes: [FamilyShape] = [.balanced, .wide, .chain, .lopsided, .childlessCouples, .manyRoots, .mixed]

    static func family(_ shape: FamilyShape, members: Int = 400, seed: UInt64 = 3) throws -> Family {
        try SweepFamilies.family(
            for: SweepCase(generations: 6, members: members, seed: seed, shape: shape.rawValue))
    }

    @Test("the unit tree file holds every unit's parent, reaches and anchor offset", arguments: [4, 7])
    func unitTreeFile(members: Int) throws {
        let family = try Self.family(.balanced, members: members * 10)
        var options = LayoutOptions(geometry: LayoutGeometry(coupleGap: 12, siblingGap: 30))
        options.boxWidths = .computed { Double(20 + $0.name.count) }
        let tree = PeerUnitTree(family, options: options)
        let data = tree.fileData
        let count = family.units.count
        #expect(data.count == 24 + (4 * count + 7) / 8 * 8 + 24 * count)
        #expect(data.prefix(8) == Data("TBUNITS1".utf8))
        let widths = options.resolvedWidths(for: family)
        for (index, unit) in family.units.enumerated() {
            #expect(tree.parents[index] == unit.parent)
            let blood = widths[Int(unit.blood)]
            #expect(tree.left[index] == blood / 2)
            if unit.isCouple {
                #expect(tree.right[index] == blood / 2 + 12 + widths[Int(unit.spouse)])
                #expect(tree.offset[index] == blood / 2 + 6)
            } else {
                #expect(tree.right[index] == blood / 2)
                #expect(tree.offset[index] == 0)
            }
        }
    }

    /// Henry with three wives, one child by each (Data/several-marriages.json), under his parents.
    static func henry() throws -> Family {
        try Family(
            validating: FamilyDocument(generations: [
                [Person(id: "f", coupleID: "mo", childrenIDs: ["s", "h"]), Person(id: "mo", coupleID: "f")],
                [
                    Person(id: "s"), Person(id: "h", coupleID: "c", childrenIDs: ["m"]), Person(id: "c", coupleID: "h"),
                    Person(id: "a", coupleID: "h", childrenIDs: ["e"]),
                    Person(id: "j", coupleID: "h", childrenIDs: ["ed"]),
                ],
                [Person(id: "m"), Person(id: "e"), Person(id: "ed")],
            ]))
    }

    @Test("a person with several partners is one node, as wide as the group, over every union's children")
    func partnerGroupNode() throws {
        let family = try Self.henry()
        let options = LayoutOptions(geometry: LayoutGeometry(coupleGap: 12, siblingGap: 30))
        let tree = PeerUnitTree(family, options: options)
        // f+mo; s, Henry's group; m, e, ed.
        #expect(tree.parents == [-1, 0, 0, 2, 2, 2])
        #expect(tree.left[2] == 25 && tree.right[2] == 211)  // 25 + 3 × (12 + 50)
        // The children centre under the middle of the first union's anchor (25 + 6) and the
        // last's (6 before Jane's box at 211 - 50).
        #expect(tree.offset[2] == 93)
        let layout = PeerUnitTree.boxes(
            family, options: options, attachX: [100, 40, 200, 100, 200, 300], engine: "test")
        let box = { (id: String) in try #require(layout.box(of: id, in: family)) }
        #expect(try box("c").x - box("h").maxX == 12)
        #expect(try box("a").x - box("c").maxX == 12)
        #expect(try box("j").x - box("a").maxX == 12)
        #expect(layout.check(family, options: options)[.couplesAdjacent].violations == 0)
    }

    @Test("d3 told about partner groups keeps every partner beside the person")
    func d3PartnerGroups() throws {
        let family = try Self.henry()
        let options = LayoutOptions(geometry: LayoutGeometry(coupleGap: 12, siblingGap: 30))
        let report = try PeerLayout(.d3).layout(family, options: options).check(family, options: options)
        #expect(report[.couplesAdjacent].violations == 0 && report[.noOverlap].violations == 0)
        #expect(report[.order].violations == 0 && report[.rows].violations == 0)
    }

    @Test("boxes rebuilt from attach points: blood relative centred on it, spouse a couple gap to the right")
    func boxesFromAttachPoints() throws {
        let family = try Self.family(.balanced, members: 40)
        let options = LayoutOptions(geometry: LayoutGeometry(boxWidth: 30, coupleGap: 8))
        let attach = family.units.indices.map { Double($0) * 100 }
        let layout = PeerUnitTree.boxes(family, options: options, attachX: attach, engine: "test")
        let shift = attach[0] - 15 - layout.boxes[Int(family.units[0].blood)].x
        for (index, unit) in family.units.enumerated() {
            let blood = layout.boxes[Int(unit.blood)]
            #expect(abs(blood.centerX + shift - attach[index]) < 1e-9)
            #expect(blood.y == options.rowTop(Int(unit.generation)) - layout.boxes.map(\.y).min()!)
            if unit.isCouple {
                #expect(abs(layout.boxes[Int(unit.spouse)].x - blood.maxX - 8) < 1e-9)
            }
        }
    }

    @Test("d3's tree() keeps every invariant on every shape, with uniform and varying box widths", arguments: shapes)
    func d3KeepsEveryInvariant(shape: FamilyShape) throws {
        for seed: UInt64 in [1, 2] {
            let family = try Self.family(shape, seed: seed)
            var varying = LayoutOptions(geometry: LayoutGeometry(coupleGap: 14, siblingGap: 25))
            varying.boxWidths = .computed { Double(30 + 7 * ($0.name.count % 9)) }
            for options in [LayoutOptions(), varying] {
                let layout = try PeerLayout(.d3).layout(family, options: options)
                let report = layout.check(family, options: options, epsilon: 1e-6)
                #expect(
                    report.holdsEveryInvariant, "\(shape) seed \(seed): \(report.rules.filter { $0.violations > 0 })")
                #expect(layout.timings.layout > 0)
            }
        }
    }

    @Test("d3 packs as tightly as the native engine's contour packing: the same width on uniform boxes")
    func d3MatchesNativeWidth() throws {
        for shape in [FamilyShape.balanced, .wide, .lopsided] {
            let family = try Self.family(shape, members: 1500)
            let d3 = try PeerLayout(.d3).layout(family, options: LayoutOptions())
            let native = NativeLayout().layout(family, options: LayoutOptions())
            // Both are Reingold–Tilford on the same contours; only how the inner subtrees of a
            // crowded family are spread may differ, never the overall width by more than a few boxes.
            #expect(abs(d3.bounds.width - native.bounds.width) <= 0.02 * native.bounds.width, "\(shape)")
        }
    }

    @Test("igraph keeps rows, order, couples and no overlap; its parents are off-centre where it cannot be told widths")
    func igraphLayout() throws {
        for shape in [FamilyShape.balanced, .manyRoots] {
            let family = try Self.family(shape)
            let layout = try PeerLayout(.igraph).layout(family, options: LayoutOptions())
            let report = layout.check(family, options: LayoutOptions(), epsilon: 1e-6)
            for rule in [LayoutReport.Rule.noOverlap, .couplesAdjacent, .rows, .order] {
                #expect(report[rule].violations == 0, "\(shape) \(rule)")
            }
            #expect(report[.centred].violations > 0)
        }
    }

    @Test("Graphviz 16.1 under WebAssembly lays out the dot engine's graph: rows, order, couples, no overlap")
    func dot16Layout() throws {
        let family = try Self.family(.mixed, members: 150)
        let options = LayoutOptions(geometry: LayoutGeometry(boxWidth: 40))
        let layout = try PeerLayout(.dot16).layout(family, options: options)
        #expect(layout.boxes.count == family.personCount)
        #expect(layout.boxes.allSatisfy { $0.width == 40 && $0.height == 50 })
        let report = layout.check(family, options: options, epsilon: 0.01)
        for rule in [LayoutReport.Rule.noOverlap, .couplesAdjacent, .rows, .order] {
            #expect(report[rule].violations == 0, "\(rule): \(report[rule])")
        }
        #expect(layout.timings.layout > 0)
    }

    @Test("each peer names its program and runtime; dot16 says it is WebAssembly")
    func versions() throws {
        #expect(try PeerDriver.version(of: .d3).hasPrefix("d3-hierarchy 1."))
        #expect(try PeerDriver.version(of: .igraph).hasPrefix("igraph 1."))
        let dot16 = try PeerDriver.version(of: .dot16)
        #expect(dot16.hasPrefix("Graphviz 16.1"))
        #expect(dot16.contains(", WebAssembly, wasmtime "))
    }
}

@Suite("Engine catalog: default size limits")
struct EngineSizeLimitTests {
    @Test("igraph is skipped above 30,000 people unless the plan runs every size")
    func igraphSizeLimit() async throws {
        #expect(EngineCatalog.defaultSizeLimit("igraph") == 30_000)
        #expect(EngineCatalog.defaultSizeLimit("d3") == nil)
        let plan = SweepPlan(generations: [5], members: [30_001], seeds: [1], engines: ["igraph"], repetitions: 1)
        let results = try await Sweep(plan: plan, workerExecutable: "/nonexistent").run()
        let measurement = try #require(results.cases.first?.measurement(of: "igraph"))
        #expect(measurement.status == .skipped)
        #expect(measurement.error?.contains("above 30000 people by the plan's size limit") == true)
    }
}

@Suite("Peer engines in workers: the runtime's memory is watched")
struct PeerIsolationTests {
    @Test("d3 over the memory limit is recorded as out of memory, counting Node.js's memory, and the sweep completes")
    func d3OutOfMemory() async throws {
        let executable = try #require(TestPaths.treebench, "build treebench first (swift build --build-tests)")
        let plan = SweepPlan(
            generations: [8], members: [200_000], seeds: [1], engines: ["d3"], repetitions: 1, warmUps: 0,
            timeoutSeconds: 60, memoryLimitMiB: 100)
        let results = try await Sweep(plan: plan, workerExecutable: executable).run()
        let measurement = try #require(results.cases.first?.measurement(of: "d3"))
        #expect(measurement.status == .outOfMemory)
        #expect((measurement.peakMemoryBytes ?? 0) > 100 << 20)
    }
}
