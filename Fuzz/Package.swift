// swift-tools-version: 6.1
// Coverage-guided fuzzing of TreeBench's readers with libFuzzer, kept out of the main package
// (like Benchmarks/) so that its users never build it. One executable per target; each exports
// `LLVMFuzzerTestOneInput` and gets its `main` from libFuzzer. Build and run them with
//   make fuzz FUZZ_SECONDS=60
// (scripts/fuzz.sh); Fuzz/README.md explains the targets, corpora and dictionaries.

import PackageDescription

/// A fuzz target: an executable over the named products of TreeBench and the oracle helpers.
func fuzzTarget(_ name: String, _ products: [String], extra: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzOracle"] + products.map { .product(name: $0, package: "TreeBench") } + extra,
        path: "Targets/\(name)"
    )
}

let package = Package(
    name: "TreeBenchFuzz",
    dependencies: [
        // Named so that the products resolve whatever the checkout folder is called.
        .package(name: "TreeBench", path: "..")
    ],
    targets: [
        .target(name: "FuzzOracle", path: "Targets/FuzzOracle"),
        .target(
            name: "ChartOracle",
            dependencies: [
                "FuzzOracle", .product(name: "FamilyTree", package: "TreeBench"),
                .product(name: "GenealogyKit", package: "TreeBench"),
            ],
            path: "Targets/ChartOracle"
        ),
        // Graphviz's own DOT parser (cgraph), for the round trip; FamilyDOT itself links no C.
        .systemLibrary(name: "CGraphvizParse", path: "Targets/CGraphvizParse", pkgConfig: "libcgraph"),
        fuzzTarget("FamilyJSONFuzz", ["FamilyTree"]),
        fuzzTarget("LayoutJSONFuzz", ["FamilyTree", "TreeLayout"]),
        fuzzTarget("TreeFileFuzz", ["FamilyTree", "TreeLayout"]),
        fuzzTarget("GEDCOMFuzz", ["FamilyTree", "GenealogyKit"], extra: ["ChartOracle"]),
        fuzzTarget("GenealogyJSONFuzz", ["FamilyTree", "GenealogyKit"], extra: ["ChartOracle"]),
        fuzzTarget("GrampsXMLFuzz", ["FamilyTree", "GenealogyKit"], extra: ["ChartOracle"]),
        fuzzTarget("DOTRoundTripFuzz", ["FamilyTree", "TreeLayout", "FamilyDOT"], extra: ["CGraphvizParse"]),
    ]
)
