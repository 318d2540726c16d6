import Benchmark
import BenchmarkSupport
import FamilyTree
import TreeLayout

/// The native engine at 1k, 10k, 100k and 1M people, and the checker and layout JSON at 1M.
/// Families and input layouts are built before `startMeasurement()`; only the call under test
/// is measured. Allocation counts are gated by Thresholds/; wall clock, CPU and memory are
/// reported. Names have no spaces: package-benchmark 1.38.1 writes threshold files with spaces
/// turned into underscores but looks them up unchanged, so a spaced name is never found.
let benchmarks: @Sendable () -> Void = {
    func configuration(iterations: Int) -> Benchmark.Configuration {
        .gated(iterations: iterations, maxDuration: .seconds(5))
    }

    let options = LayoutOptions()
    let sizes: [(label: String, people: Int, iterations: Int)] = [
        ("1k", 1_000, 200), ("10k", 10_000, 100), ("100k", 100_000, 20), ("1M", 1_000_000, 8),
    ]
    for size in sizes {
        // Named for the packings they measured before sibling distributions, so baselines compare.
        for (packing, distribution) in [("contour", SiblingDistribution.compact), ("boundingBox", .fill)] {
            Benchmark(
                "native-\(packing)-\(size.label)", configuration: configuration(iterations: size.iterations)
            ) {
                benchmark in
                let family = Fixtures.family(people: size.people)
                let engine = NativeLayout(distribution: distribution)
                benchmark.startMeasurement()
                blackHole(engine.layout(family, options: options))
            }
        }
    }

    linearityBenchmarks()
    ancestorChartBenchmarks()

    Benchmark("check-1M", configuration: configuration(iterations: 5)) { benchmark in
        let family = Fixtures.million
        let layout = Fixtures.millionLayout
        benchmark.startMeasurement()
        blackHole(layout.check(family, options: options))
    }

    Benchmark("layout-JSON-write-1M", configuration: configuration(iterations: 5)) { benchmark in
        let family = Fixtures.million
        let layout = Fixtures.millionLayout
        benchmark.startMeasurement()
        blackHole(layout.jsonData(for: family))
    }

    Benchmark("layout-JSON-read-1M", configuration: configuration(iterations: 5)) { benchmark in
        let family = Fixtures.million
        let data = Fixtures.millionJSON
        benchmark.startMeasurement()
        blackHole(try FamilyLayout(jsonData: data, family: family))
    }
}

/// Families and a layout built once, on first use (static lets are lazy and thread-safe).
enum Fixtures {
    static let thousand = BenchmarkFamilies.family(people: 1_000)
    static let tenThousand = BenchmarkFamilies.family(people: 10_000)
    static let hundredThousand = BenchmarkFamilies.family(people: 100_000)
    static let million = BenchmarkFamilies.family(people: 1_000_000)
    static let millionLayout = NativeLayout().layout(million, options: LayoutOptions())
    static let millionJSON = millionLayout.jsonData(for: million)

    static func family(people: Int) -> Family {
        switch people {
        case 1_000: thousand
        case 10_000: tenThousand
        case 100_000: hundredThousand
        default: million
        }
    }
}
