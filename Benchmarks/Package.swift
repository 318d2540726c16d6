// swift-tools-version: 6.1
// Benchmarks for TreeBench, kept out of the main package so that its users never resolve
// package-benchmark. Run from this folder: `swift package benchmark`.
// CI gates only on allocation counts, measured alone (other metrics' probes allocate too):
//   swift package benchmark thresholds check --metric mallocCountTotal
// compares the run with the p90 files in Thresholds/ (tolerance in the suite); refresh them with
//   swift package --allow-writing-to-package-directory benchmark thresholds update --metric mallocCountTotal
// Wall clock, CPU and peak memory are reported by `swift package benchmark`, never gated.

import PackageDescription

let package = Package(
    name: "TreeBenchBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named so that the products resolve whatever the checkout folder is called.
        .package(name: "TreeBench", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(name: "CGlibcMalloc", path: "Benchmarks/CGlibcMalloc"),
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FamilyTree", package: "TreeBench"),
            ],
            path: "Benchmarks/BenchmarkSupport"
        ),
        .executableTarget(
            name: "NativeLayout",
            dependencies: [
                "BenchmarkSupport",
                "CGlibcMalloc",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FamilyTree", package: "TreeBench"),
                .product(name: "TreeLayout", package: "TreeBench"),
            ],
            path: "Benchmarks/NativeLayout",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        .executableTarget(
            name: "WholePath",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "FamilyTree", package: "TreeBench"),
                .product(name: "TreeLayout", package: "TreeBench"),
                .product(name: "TreeRender", package: "TreeBench"),
            ],
            path: "Benchmarks/WholePath",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
        // Not a benchmark suite: times layouts by their CPU time, for shared machines (README.md).
        .executableTarget(
            name: "native-layout-profile",
            dependencies: [
                .product(name: "FamilyTree", package: "TreeBench"),
                .product(name: "TreeLayout", package: "TreeBench"),
            ],
            path: "Tools/NativeLayoutProfile"
        ),
    ]
)
