import Foundation

/// The machine and software a sweep ran on, so results from different runs can be compared fairly.
package struct MachineInfo: Hashable, Sendable, Codable {
    /// The operating system, e.g. `Ubuntu 24.04.2 LTS`.
    package var operatingSystem: String
    /// The kernel release (`uname -r`).
    package var kernel: String
    /// The processor architecture (`uname -m`).
    package var architecture: String
    /// The processor model, when known.
    package var cpuModel: String?
    /// Active processor count.
    package var cpuCount: Int
    /// Physical memory in bytes.
    package var memoryBytes: UInt64
    /// The Swift compiler version the harness was built with.
    package var swiftVersion: String
    /// Graphviz's version (`dot -V`), when Graphviz is installed.
    package var graphvizVersion: String?
    /// The git commit of the working tree (`GITHUB_SHA` or `git rev-parse HEAD`), when known.
    package var gitCommit: String?
    /// The version of each peer engine the sweep ran (its program and runtime, e.g. `d3`:
    /// `d3-hierarchy 1.1.8, Node.js v20.20.2`), by engine name; `nil` when it ran none.
    package var engineVersions: [String: String]?

    /// Creates a description from its values.
    package init(
        operatingSystem: String, kernel: String, architecture: String, cpuModel: String?, cpuCount: Int,
        memoryBytes: UInt64, swiftVersion: String, graphvizVersion: String?, gitCommit: String?,
        engineVersions: [String: String]? = nil
    ) {
        self.operatingSystem = operatingSystem
        self.kernel = kernel
        self.architecture = architecture
        self.cpuModel = cpuModel
        self.cpuCount = cpuCount
        self.memoryBytes = memoryBytes
        self.swiftVersion = swiftVersion
        self.graphvizVersion = graphvizVersion
        self.gitCommit = gitCommit
        self.engineVersions = engineVersions
    }

    /// This machine, now. Runs `dot -V` and `git rev-parse HEAD`; either may be missing.
    ///
    /// - Parameter engineVersions: The versions of the peer engines that ran, by engine name.
    package static func current(engineVersions: [String: String] = [:]) async -> MachineInfo {
        var names = utsname()
        uname(&names)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        let info = ProcessInfo.processInfo
        let environmentCommit = info.environment["GITHUB_SHA"].flatMap { $0.isEmpty ? nil : $0 }
        let graphvizVersion = await graphvizVersion()
        var gitCommit = environmentCommit
        if gitCommit == nil { gitCommit = await runTool(["git", "rev-parse", "HEAD"])?.output }
        return MachineInfo(
            operatingSystem: osRelease() ?? info.operatingSystemVersionString, kernel: field(names.release),
            architecture: field(names.machine), cpuModel: cpuModel(), cpuCount: info.activeProcessorCount,
            memoryBytes: info.physicalMemory, swiftVersion: compilerVersion, graphvizVersion: graphvizVersion,
            gitCommit: gitCommit, engineVersions: engineVersions.isEmpty ? nil : engineVersions)
    }

    static var compilerVersion: String {
        #if compiler(>=6.4)
            return "6.4 or later"
        #elseif compiler(>=6.3)
            return "6.3"
        #elseif compiler(>=6.2)
            return "6.2"
        #elseif compiler(>=6.1)
            return "6.1"
        #else
            return "6.0"
        #endif
    }

    private static func osRelease() -> String? {
        guard let text = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
            return line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return nil
    }

    private static func cpuModel() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// `dot -V` prints e.g. `dot - graphviz version 2.42.2 (0)` on standard error.
    private static func graphvizVersion() async -> String? {
        guard let text = await runTool(["dot", "-V"])?.error else { return nil }
        return cleanGraphvizVersion(text)
    }

    /// The version in `dot -V`'s line: `2.43.0`, without the build date Debian leaves empty
    /// (`(0)`); a real build date is kept as `2.50.0 (built 2021-12-04)`.
    package static func cleanGraphvizVersion(_ line: String) -> String? {
        guard let range = line.range(of: "version ") else { return nil }
        let words = line[range.upperBound...].split(separator: " ")
        guard let version = words.first.map(String.init), !version.isEmpty else { return nil }
        guard words.count > 1 else { return version }
        let date = words[1].trimmingCharacters(in: CharacterSet(charactersIn: "()"))
        // Graphviz writes its build date as YYYYMMDD.hhmm, or 0 when the packager gave none.
        guard date.count >= 8, date.prefix(8).allSatisfy(\.isNumber) else { return version }
        let day = date.prefix(8)
        return "\(version) (built \(day.prefix(4))-\(day.dropFirst(4).prefix(2))-\(day.suffix(2)))"
    }

    /// Runs a tool found on the PATH and returns its trimmed output, or `nil` when it fails.
    private static func runTool(_ arguments: [String]) async -> (output: String, error: String)? {
        guard let first = arguments.first,
            let outcome = try? await ProgramRunner.run(program: first, Array(arguments.dropFirst())), outcome.succeeded
        else { return nil }
        return (
            outcome.outputText.trimmingCharacters(in: .whitespacesAndNewlines),
            outcome.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
        )
    }
}
