import Foundation
import Testing

@testable import TreeBenchHarness

@Suite("Timing statistics and complexity fits")
struct StatisticsTests {
    @Test("median, min and max of odd and even counts")
    func timingStats() throws {
        let odd = try #require(TimingStats([3, 1, 2]))
        #expect(odd == TimingStats(median: 2, min: 1, max: 3))
        let even = try #require(TimingStats([4, 1, 3, 2]))
        #expect(even == TimingStats(median: 2.5, min: 1, max: 4))
        #expect(TimingStats([]) == nil)
    }

    @Test("the fitted slope recovers a known power law", arguments: [1.0, 1.5, 2.0])
    func slope(exponent: Double) throws {
        let points = [100, 300, 1000, 3000, 10000].map { (people: $0, seconds: 2e-7 * pow(Double($0), exponent)) }
        let fit = try #require(ComplexityFit(points))
        #expect(abs(fit.slope - exponent) < 1e-9)
        #expect(abs(fit.rSquared - 1) < 1e-9)
        #expect(abs(fit.seconds(at: 1000) - 2e-7 * pow(1000, exponent)) < 1e-12)
    }

    @Test("one size cannot be fitted")
    func oneSize() {
        #expect(ComplexityFit([(people: 100, seconds: 0.1), (people: 100, seconds: 0.2)]) == nil)
    }

    @Test("cases run smallest first, and a grid point with fewer members than generations is left out")
    func caseOrder() {
        let plan = SweepPlan(generations: [5, 2], members: [1000, 3, 10], seeds: [2, 1], engines: ["native"])
        let cases = plan.cases
        #expect(cases.map(\.members) == [3, 3, 10, 10, 10, 10, 1000, 1000, 1000, 1000])
        #expect(cases.first == SweepCase(generations: 2, members: 3, seed: 1))
    }
}
