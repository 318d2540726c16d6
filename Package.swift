// swift-tools-version: 6.1
// TreeBench: family-tree layout engines side by side (native Swift and Graphviz dot), with the proof.
// The module map and the dependency rules: docs/ARCHITECTURE.md.

import PackageDescription

/// Every Swift target: an `import` is internal unless written `public import`, so no module's
/// public API leaks a dependency it does not declare (the module boundaries of docs/ARCHITECTURE.md).
let boundaries: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault")]

/// Deep invariant checks and work counts in every module that has them (the engines, validation, DOT
/// escaping, text measurement): on in debug builds (and so in `swift test`), off in release.
let internalChecks: [SwiftSetting] =
    boundaries + [
        .define("TREEBENCH_INTERNAL_CHECKS", .when(configuration: .debug))
    ]

let package = Package(
    name: "TreeBench",
    products: [
        // Apps that only need the model and the native layout depend on these two; neither links Graphviz.
        .library(name: "FamilyTree", targets: ["FamilyTree"]),
        .library(name: "TreeLayout", targets: ["TreeLayout"]),
        // Real family files (GEDCOM, Gramps XML, genealogy JSON) and the charts derived from them.
        .library(name: "GenealogyKit", targets: ["GenealogyKit"]),
        .library(name: "TreeRender", targets: ["TreeRender"]),
        // DOT text (the genealogy idiom and the pinned form) without linking Graphviz.
        .library(name: "FamilyDOT", targets: ["FamilyDOT"]),
        // Families read from DOT graphs (Gramps' graph reports, hand-drawn idioms, the exports),
        // placed and scored as the `family` plugin draws them, without linking Graphviz.
        .library(name: "FamilyGraph", targets: ["FamilyGraph"]),
        .library(name: "GraphvizLayout", targets: ["GraphvizLayout"]),
        // Any family file TreeBench reads (Family JSON, GEDCOM, Gramps XML, genealogy JSON, DOT
        // family graphs) turned into the chart to draw, as every treebench command reads one.
        .library(name: "FamilyReading", targets: ["FamilyReading"]),
        // The native engine as a Graphviz layout plugin for the `dot` command line
        // (`treebench plugin install` puts it in a plugin folder as libgvplugin_family.so.6).
        .library(name: "gvplugin_family", type: .dynamic, targets: ["GraphvizLayout"]),
        .executable(name: "treebench", targets: ["treebench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // `swift package generate-documentation` (make docs): the DocC catalogs in Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess.git", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system.git", from: "1.5.0"),
    ],
    targets: [
        .target(name: "FamilyTree", swiftSettings: internalChecks),
        .target(name: "CEngineIntrinsics"),
        // glibc's allocator entry points, counted per thread: the harness's memory per layout call.
        .target(name: "CAllocationCounter"),
        .target(
            name: "GenealogyKit", dependencies: ["FamilyTree", "ZlibStreams", "CLibZip"],
            swiftSettings: internalChecks),
        // The one zlib wrapper: Gramps' .gramps files and .ged.gz (gzip) and the compressed
        // streams of the PDFs Graphviz writes, inflated to tile them over pages.
        .target(name: "ZlibStreams", dependencies: ["CZlib"], swiftSettings: boundaries),
        // gzip and ZIP from the system's own libraries.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CLibZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
        .target(name: "TreeLayout", dependencies: ["FamilyTree", "CEngineIntrinsics"], swiftSettings: internalChecks),
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"])]
        ),
        .target(
            name: "FamilyDOT", dependencies: ["FamilyTree", "GenealogyKit", "TreeLayout", "TreeRender"],
            swiftSettings: internalChecks),
        .target(
            name: "FamilyGraph", dependencies: ["FamilyTree", "GenealogyKit", "TreeLayout"],
            swiftSettings: internalChecks),
        // Printing: the one-page PDF of a drawing (as Graphviz's cairo renderer writes it) on sheets
        // of paper, by an incremental update read with a small PDF reader; no Graphviz.
        .target(
            name: "PDFSheets", dependencies: ["ZlibStreams", "TreeLayout", "TreeRender"], swiftSettings: internalChecks),
        .target(name: "CGraphvizAccessors", dependencies: ["CGraphviz"]),
        .target(name: "CGraphvizPlugin", dependencies: ["CGraphviz"]),
        .target(
            name: "GraphvizLayout",
            dependencies: [
                "CGraphviz", "CGraphvizAccessors", "CGraphvizPlugin", "FamilyTree", "TreeLayout", "FamilyDOT",
                "FamilyGraph", "PDFSheets",
                "TreeRender",
            ],
            swiftSettings: internalChecks
        ),
        .target(
            name: "TreeRender", dependencies: ["FamilyTree", "TreeLayout"],
            // The interactive chart page's script and style sheet, and the native engine's
            // LayoutSession as WebAssembly (built by ChartEngine/build.sh), compiled into the module
            // by the EmbeddedFiles plugin.
            exclude: ["ChartPage/chart.js", "ChartPage/chart.css", "ChartPage/chart-engine.wasm"],
            swiftSettings: internalChecks, plugins: ["EmbeddedFiles"]),
        .target(
            name: "FamilyReading", dependencies: ["FamilyTree", "GenealogyKit", "FamilyGraph", "GraphvizLayout"],
            swiftSettings: boundaries),
        .target(
            name: "TreeBenchHarness",
            dependencies: [
                "FamilyReading", "GenealogyKit", "FamilyTree", "TreeLayout", "FamilyDOT", "FamilyGraph",
                "GraphvizLayout",
                "TreeRender",
                "CAllocationCounter",
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            // The results schema, written beside every dashboard (copies of docs/, checked by a test),
            // compiled into the module by the EmbeddedFiles plugin.
            exclude: ["Reports/Schema/results.schema.json", "Reports/Schema/RESULTS-SCHEMA.md"],
            swiftSettings: internalChecks, plugins: ["EmbeddedFiles"]
        ),
        .executableTarget(
            name: "treebench",
            dependencies: [
                "FamilyReading", "FamilyTree", "GenealogyKit", "TreeLayout", "FamilyDOT", "FamilyGraph",
                "GraphvizLayout",
                "TreeRender",
                "TreeBenchHarness",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: boundaries,
            plugins: ["BuildStamp"]
        ),
        // The libFuzzer target of the results reader (merge, compare), here rather than in Fuzz/'s
        // package because the results model is TreeBenchHarness's package API; a plain build makes it a
        // reproducer (`ResultsFuzz FILE…`), scripts/fuzz.sh a fuzzer (Fuzz/README.md).
        .executableTarget(
            name: "ResultsFuzz", dependencies: ["TreeBenchHarness", "TreeBenchHarnessTestSupport"],
            path: "Fuzz/Targets/ResultsFuzz",
            swiftSettings: boundaries),
        // Bakes the git commit into treebench for --version (see Plugins/BuildStamp).
        .plugin(name: "BuildStamp", capability: .buildTool()),
        // A target's files that are not Swift as base64 string literals: SwiftPM's embedInCode
        // writes array literals that took the optimiser about 45 s (see Plugins/EmbeddedFiles).
        .plugin(name: "EmbeddedFiles", capability: .buildTool()),
        // For every test target: the package root and golden files, and nothing of TreeBench's own.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: boundaries),
        .testTarget(name: "FamilyTreeTests", dependencies: ["FamilyTree", "TestSupport"], swiftSettings: boundaries),
        .testTarget(name: "TreeLayoutTests", dependencies: ["TreeLayout", "TestSupport"], swiftSettings: boundaries),
        .testTarget(
            name: "GenealogyKitTests",
            dependencies: [
                "GenealogyKit", "FamilyTree", "TreeLayout", "TestSupport", "CAllocationCounter", "ZlibStreams",
            ],
            swiftSettings: boundaries),
        .testTarget(
            name: "FamilyGraphTests", dependencies: ["FamilyGraph", "FamilyTree", "GenealogyKit", "TreeLayout"],
            swiftSettings: boundaries),
        .testTarget(
            name: "GraphvizLayoutTests",
            dependencies: [
                "FamilyTree", "GenealogyKit", "TreeLayout", "FamilyDOT", "FamilyGraph", "GraphvizLayout", "PDFSheets",
                "TreeRender", "TestSupport",
                // The memory tests' allocation counts (AllocationPeak).
                "CAllocationCounter",
            ],
            swiftSettings: boundaries
        ),
        .testTarget(
            name: "FamilyReadingTests",
            dependencies: ["FamilyReading", "FamilyTree", "GenealogyKit", "TestSupport"],
            swiftSettings: boundaries),
        .testTarget(
            name: "TreeRenderTests",
            dependencies: ["TreeRender", "TreeLayout", "FamilyTree", "GenealogyKit", "TestSupport"],
            swiftSettings: boundaries),
        // Engines that crash, hang or exhaust memory on purpose, and a worker executable that runs
        // them: built with the tests, linked by neither the library nor treebench.
        .target(
            name: "TreeBenchHarnessTestSupport", dependencies: ["TreeBenchHarness", "TreeLayout", "FamilyTree"],
            path: "Tests/TreeBenchHarnessTestSupport", swiftSettings: boundaries),
        .executableTarget(
            name: "treebench-test-worker", dependencies: ["TreeBenchHarness", "TreeBenchHarnessTestSupport"],
            path: "Tests/TestWorker", swiftSettings: boundaries),
        .testTarget(
            name: "TreeBenchHarnessTests",
            dependencies: [
                "TreeBenchHarness", "TreeLayout", "FamilyTree", "TreeBenchHarnessTestSupport", "treebench-test-worker",
                "TestSupport",
                // InputFileTests: FamilyReading's input files, checked with the harness's pipes and programs.
                "FamilyReading",
                .product(name: "Subprocess", package: "swift-subprocess"),
            ],
            swiftSettings: boundaries),
        .testTarget(
            name: "treebenchTests",
            dependencies: [
                "treebench", "TreeBenchHarness", "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: boundaries
        ),
    ]
)
