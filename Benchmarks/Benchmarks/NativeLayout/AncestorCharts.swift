import Benchmark
import FamilyTree
import Foundation
import TreeLayout

/// Ancestor charts against descendant charts, each pair timed in one iteration so both see the
/// same machine (see `Linearity.swift`), in memory the allocator already holds:
///
/// - `ancestors-20-generations-vs-descendants-1M`: per box, a full pedigree of 20 generations
///   (1,048,575 boxes: the person, their parents, … every row full) laid out top-down by
///   `NativeLayout().layout(_:options:)` for a `FamilyChart` (the section laid out, then turned so
///   the person stands at the bottom), divided by a 1,000,000-person descendant chart (the balanced
///   benchmark family), × 100. The goal is at most 200: the native engine's speed per box.
/// - `ancestors-slope-10k-to-1M`: the slope of time against boxes from a 10,000-box pedigree (a
///   hundred layouts) to a 1,048,575-box one, × 1000; the goal is at most 1050 (linear).
///
/// Reported, not gated.
func ancestorChartBenchmarks() {
    let perBox = BenchmarkMetric.custom("time per box, ancestors ÷ descendants (%)", useScalingFactor: false)
    let slope = BenchmarkMetric.custom("slope of time over boxes, 10k to 1M (× 1000)", useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [perBox, slope], warmupIterations: 1, maxDuration: .seconds(40), maxIterations: 12)
    Benchmark("ancestors-20-generations-vs-descendants-1M", configuration: configuration) { benchmark in
        let pedigree = AncestorFixtures.twentyGenerations
        let family = Fixtures.million
        let options = LayoutOptions()
        let clock = ContinuousClock()
        AllocatorMemory.reuse()
        let ancestors = clock.measure { blackHole(NativeLayout().layout(pedigree, options: options)) }
        let descendants = clock.measure { blackHole(NativeLayout().layout(family, options: options)) }
        let ratio =
            (ancestors / Double(pedigree.personCount)) / (descendants / Double(family.personCount))
        benchmark.measurement(perBox, Int((ratio * 100).rounded()))
    }
    Benchmark("ancestors-slope-10k-to-1M", configuration: configuration) { benchmark in
        let small = AncestorFixtures.tenThousand
        let large = AncestorFixtures.twentyGenerations
        let options = LayoutOptions()
        let clock = ContinuousClock()
        let repeats = 100
        AllocatorMemory.reuse()
        var smallTime = clock.measure {
            for _ in 0..<(repeats / 2) { blackHole(NativeLayout().layout(small, options: options)) }
        }
        let largeTime = clock.measure { blackHole(NativeLayout().layout(large, options: options)) }
        smallTime += clock.measure {
            for _ in 0..<(repeats / 2) { blackHole(NativeLayout().layout(small, options: options)) }
        }
        let timeRatio = largeTime / (smallTime / Double(repeats))
        let sizeRatio = Double(large.personCount) / Double(small.personCount)
        benchmark.measurement(slope, Int((log(timeRatio) / log(sizeRatio) * 1000).rounded()))
    }
}

/// Full pedigrees as ancestor charts: person i's parents are 2i + 1 and 2i + 2 (heap order),
/// every row full but the last, which is filled left to right.
enum AncestorFixtures {
    static let twentyGenerations = pedigree(boxes: (1 << 20) - 1)
    static let tenThousand = pedigree(boxes: 10_000)

    static func pedigree(boxes: Int) -> FamilyChart {
        var generations: [[Person]] = []
        var first = 0
        while first < boxes {
            let end = min(boxes, 2 * first + 1)
            generations.append(
                (first..<end).map { index in
                    Person(
                        id: "a\(index)", gender: index % 2 == 1 ? "male" : "female",
                        childrenIDs: [2 * index + 1, 2 * index + 2].filter { $0 < boxes }.map { "a\($0)" })
                })
            first = end
        }
        do {
            return try FamilyChart(validatingAncestors: FamilyDocument(generations: generations))
        } catch {
            fatalError("the benchmark pedigree of \(boxes) boxes could not be made: \(error)")
        }
    }
}
