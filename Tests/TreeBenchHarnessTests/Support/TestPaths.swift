import Foundation

/// Files the tests need: the package root (from this file's path) and the built `treebench`.
enum TestPaths {
    /// The `treebench` executable built beside the test bundle (`swift build --build-tests` builds
    /// it), or the one `TREEBENCH_EXECUTABLE` names.
    static var treebench: String? {
        if let path = ProcessInfo.processInfo.environment["TREEBENCH_EXECUTABLE"] { return path }
        return builtExecutable("treebench")
    }

    /// The test-only worker (Tests/TestWorker), which runs the test engines in isolation; built
    /// beside the test bundle.
    static var testWorker: String? { builtExecutable("treebench-test-worker") }

    /// The executable `name` in the build folder of the test bundle.
    private static func builtExecutable(_ name: String) -> String? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // The runner may be inside a bundle folder (`TreeBenchPackageTests.xctest/...`).
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("treebench-tests-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
