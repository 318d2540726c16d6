package import Foundation

/// The program file running now, which the sweep starts again as a worker and beside which the
/// plugin library and the peer drivers are looked for.
package enum RunningExecutable {
    /// The executable's file: `/proc/self/exe` resolved (so a symbolic link to `treebench` finds
    /// the real build folder), else the first command-line argument made absolute.
    package static var url: URL {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: resolved)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    }

    /// The `treebench` program, to start again as a worker: this executable, or, when this is a
    /// test bundle running commands in process (`*.xctest`), the `treebench` SwiftPM builds
    /// beside it.
    package static var treebench: URL {
        var running = url
        guard running.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) else { return running }
        while running.pathComponents.count > 1 && running.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) {
            running.deleteLastPathComponent()
        }
        return running.appendingPathComponent("treebench")
    }
}
