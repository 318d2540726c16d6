public import Benchmark

extension Benchmark.Configuration {
    /// The configuration every suite's benchmarks share: wall clock, CPU, mallocs and peak memory
    /// measured after one warm-up, and the malloc count gated against Thresholds/.
    ///
    /// The code under test allocates a fixed number of blocks per call (the engine 13–14 when
    /// mallocs are measured alone, as CI does; a few dozen more, varying, when the memory probes
    /// run beside them). The tolerance of 40 absorbs that; a regression to a block per person or
    /// per unit adds thousands.
    ///
    /// - Parameters:
    ///   - iterations: The most measured iterations.
    ///   - maxDuration: The most time the benchmark runs.
    public static func gated(iterations: Int, maxDuration: Duration) -> Self {
        .init(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident, .peakMemoryResidentDelta],
            warmupIterations: 1, maxDuration: maxDuration, maxIterations: iterations,
            thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 40])])
    }
}
