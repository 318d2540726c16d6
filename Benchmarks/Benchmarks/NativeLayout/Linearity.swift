import Benchmark
import FamilyTree
import TreeLayout

/// The linearity of the native engine measured in one run: each iteration times one
/// 1,000,000-person layout between two halves of a hundred 10,000-person layouts, and records
/// time per person at 1M divided by time per person at 10k (× 100; 100 is perfectly linear).
///
/// Taking the two sizes minutes apart, as the separate suites do, lets the host's load change in
/// between; on this project's shared machines that moved the ratio of their medians from 1.3 to
/// 2.1 from one run to the next. Interleaved, both sizes see the same machine. Reported, not gated.
func linearityBenchmark() {
    let metric = BenchmarkMetric.custom("time per person, 1M ÷ 10k (%)", useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [metric], warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 15)
    Benchmark("native-linearity-1M-vs-10k", configuration: configuration) { benchmark in
        let small = Fixtures.tenThousand
        let large = Fixtures.million
        let engine = NativeLayout()
        let options = LayoutOptions()
        let clock = ContinuousClock()
        let smallRepeats = 100
        let halfOfSmall = {
            clock.measure {
                for _ in 0..<(smallRepeats / 2) { blackHole(engine.layout(small, options: options)) }
            }
        }
        var smallTime = halfOfSmall()
        let largeTime = clock.measure { blackHole(engine.layout(large, options: options)) }
        smallTime += halfOfSmall()
        let smallPerPerson = smallTime / Double(smallRepeats * small.personCount)
        let largePerPerson = largeTime / Double(large.personCount)
        benchmark.measurement(metric, Int((largePerPerson / smallPerPerson * 100).rounded()))
    }
}
