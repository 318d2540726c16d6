import FamilyTree
import Testing

@testable import TreeLayout

/// The engine's SECONDWALK (`SecondWalk`: one forward pass, the left edge found first from each
/// row's first unit, the sums handed on in dead contour links) against the paper's as written
/// (`PlainSecondWalk`), on the same first walk: every attach point must be the same number.
@Suite("SECONDWALK: the tuned walk against the paper's")
struct SecondWalkTests {
    /// The first walk's result on `family`, then the attach points of both second walks.
    static func attachPoints(
        _ family: Family, options: LayoutOptions
    ) -> (tuned: [Double], plain: [Double]) {
        family.units.withUnsafeBufferPointer { units in
            options.withPersonWidths(for: family) { widths in
                let buffer = ShadowBuffer(
                    count: units.count, uniformWidth: widths.table == nil ? widths.uniform : nil,
                    coupleGap: options.geometry.coupleGap, siblingGap: options.geometry.siblingGap)
                let storage = WalkStorage(unitCount: units.count, distribution: options.distribution, journaled: false)
                FirstWalk(
                    units: units, shadow: buffer.units, siblingGap: options.geometry.siblingGap,
                    coupleGap: options.geometry.coupleGap, extents: buffer.extents,
                    distribution: options.distribution, storage: storage
                ).run(rootCount: family.roots.count, initializing: widths)
                let plain = PlainSecondWalk.attachPoints(
                    units: Array(units), prelim: buffer.units.map(\.prelim), mod: buffer.units.map(\.mod),
                    left: buffer.units.map { buffer.extents[$0.extents].left })
                var tuned = [Double](repeating: .nan, count: units.count)
                var walk = SecondWalk(units: units, shadow: buffer.units, extents: buffer.extents)
                while let (index, _, attachPoint) = walk.next() { tuned[index] = attachPoint }
                return (tuned, plain)
            }
        }
    }

    @Test(
        "generated families of every shape: every attach point equal",
        arguments: FamilyShape.allCases, [SiblingDistribution.compact, .fill, .equalCentering])
    func generated(shape: FamilyShape, distribution: SiblingDistribution) throws {
        for seed in UInt64(1)...4 {
            let document = try FamilyGenerator(generations: 6, members: 600, seed: seed, shape: shape).generate()
            let family = try Family(validating: document)
            let (tuned, plain) = Self.attachPoints(family, options: LayoutOptions(distribution: distribution))
            #expect(tuned == plain, "\(shape), seed \(seed), \(distribution)")
        }
    }

    @Test("random families with boxes of many widths: every attach point equal")
    func randomWidths() {
        for seed in UInt64(0)..<40 {
            var random = RandomFamilies(seed: seed)
            let family = random.family(people: 2 + random.below(120), generations: 2 + random.below(7))
            let options = LayoutOptions(boxWidths: .table(random.widths(for: family)))
            let (tuned, plain) = Self.attachPoints(family, options: options)
            #expect(tuned == plain, "seed \(seed)")
        }
    }
}
