import Benchmark
import FamilyTree
import TreeLayout

/// The linearity of the native engine measured in one run: each iteration times one
/// 1,000,000-person layout between two halves of a hundred 10,000-person layouts, and records
/// time per person at 1M divided by time per person at 10k (× 100; 100 is perfectly linear).
///
/// Taking the two sizes minutes apart, as the separate suites do, lets the host's load change in
/// between; on this project's shared machines that moved the ratio of their medians from 1.3 to
/// 2.1 from one run to the next. Interleaved, both sizes see the same machine.
///
/// Beside it, the same ratio for the least work any engine must do (``writeBoxesOnly(_:)``: read
/// every unit once, write every box): the part of the engine's ratio that comes from memory
/// rather than from the algorithm. Both are reported, not gated.
func linearityBenchmarks() {
    linearityBenchmark("native-linearity-1M-vs-10k") { family in
        blackHole(NativeLayout().layout(family, options: LayoutOptions()))
    }
    linearityBenchmark("output-floor-linearity-1M-vs-10k") { family in
        blackHole(writeBoxesOnly(family))
    }
}

/// Registers a benchmark that records the per-person time ratio of `work` at 1M and 10k people.
private func linearityBenchmark(_ name: String, _ work: @escaping @Sendable (Family) -> Void) {
    let metric = BenchmarkMetric.custom("time per person, 1M ÷ 10k (%)", useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [metric], warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 15)
    Benchmark(name, configuration: configuration) { benchmark in
        let small = Fixtures.tenThousand
        let large = Fixtures.million
        let clock = ContinuousClock()
        let smallRepeats = 100
        let halfOfSmall = {
            clock.measure {
                for _ in 0..<(smallRepeats / 2) { work(small) }
            }
        }
        var smallTime = halfOfSmall()
        let largeTime = clock.measure { work(large) }
        smallTime += halfOfSmall()
        let smallPerPerson = smallTime / Double(smallRepeats * small.personCount)
        let largePerPerson = largeTime / Double(large.personCount)
        benchmark.measurement(metric, Int((largePerPerson / smallPerPerson * 100).rounded()))
    }
}

/// The least work any layout engine does: read every unit once and write every person's box
/// (at a made-up position), into a fresh array as the engine does.
@inline(never)
func writeBoxesOnly(_ family: Family) -> [PersonBox] {
    family.units.withUnsafeBufferPointer { units in
        [PersonBox](unsafeUninitializedCapacity: family.personCount) { boxes, initializedCount in
            for index in 0..<units.count {
                let unit = units[index]
                let x = Double(index) * 70
                let y = Double(unit.generation) * 70
                boxes[Int(unit.blood)] = PersonBox(x: x, y: y, width: 50, height: 50)
                if unit.isCouple { boxes[Int(unit.spouse)] = PersonBox(x: x + 70, y: y, width: 50, height: 50) }
            }
            initializedCount = family.personCount
        }
    }
}
