import FamilyTree
import Testing
import TreeLayout

/// The invariants over many families from the project's generator, every shape, compact and fill,
/// with uniform and random box widths, checked by the independent brute-force checker.
@Suite("Native layout: properties over generated families")
struct NativeLayoutPropertyTests {
    /// 10,000 families per distribution.
    static let familiesPerShape = 10_000 / FamilyShape.allCases.count + 1

    @Test("Every invariant holds on generated families of every shape", arguments: FamilyShape.allCases)
    func invariantsHold(shape: FamilyShape) throws {
        for seed in 0..<UInt64(Self.familiesPerShape) {
            var random = RandomFamilies(seed: seed)
            let generations = 1 + random.below(8)
            let members = generations + random.below(90)
            let document = try FamilyGenerator(generations: generations, members: members, seed: seed, shape: shape)
                .generate()
            let family = try Family(validating: document)
            for distribution in [SiblingDistribution.compact, .fill] {
                var options = LayoutOptions(distribution: distribution)
                if seed % 3 == 0 { options.boxWidths = .table(random.widths(for: family)) }
                let layout = NativeLayout().layout(family, options: options)
                let problems = bruteForceViolations(of: layout, family: family, options: options)
                #expect(
                    problems.isEmpty,
                    "\(shape) seed \(seed) n=\(generations) m=\(members) \(distribution): \(problems.prefix(3))")
                if !problems.isEmpty { return }
                // The drawing starts at x = 0: the second walk's left edge, taken from each row's
                // first unit, is the least box edge of all.
                #expect(
                    abs(layout.bounds.x) < 1e-9, "\(shape) seed \(seed) \(distribution): starts at \(layout.bounds.x)")
            }
        }
    }
}
