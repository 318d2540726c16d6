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
}
