import FamilyTree
import Testing
import TreeLayout

@Suite("Native layout engine")
struct NativeLayoutTests {
    @Test("Every invariant holds on random families", arguments: [SiblingDistribution.compact, .fill])
    func invariantsOnRandomFamilies(distribution: SiblingDistribution) {
        for seed in 0..<400 as Range<UInt64> {
            var random = RandomFamilies(seed: seed)
            let family = random.family(people: 2 + random.below(60), generations: 1 + random.below(6))
            var options = LayoutOptions(distribution: distribution)
            if seed % 2 == 1 { options.boxWidths = .table(random.widths(for: family)) }
            let layout = NativeLayout().layout(family, options: options)
            let problems = bruteForceViolations(of: layout, family: family, options: options)
            #expect(problems.isEmpty, "seed \(seed), \(distribution): \(problems.prefix(3))")
        }
    }
}

extension NativeLayoutTests {
    @Test("Contour packing is never wider than bounding-box packing")
    func contourNeverWider() {
        for seed in 0..<300 as Range<UInt64> {
            var random = RandomFamilies(seed: seed)
            let family = random.family(people: 2 + random.below(80), generations: 2 + random.below(6))
            let contour = NativeLayout(distribution: .compact).layout(family, options: LayoutOptions())
            let boxes = NativeLayout(distribution: .fill).layout(family, options: LayoutOptions())
            #expect(contour.bounds.width <= boxes.bounds.width + 0.01, "seed \(seed)")
        }
    }
}
