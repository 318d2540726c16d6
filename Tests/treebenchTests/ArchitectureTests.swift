import Foundation
import TestSupport
import Testing

/// docs/ARCHITECTURE.md's module table against `Package.swift`, so the design document cannot
/// drift from the build: every module the package builds has a row, and each row's "depends on"
/// lists exactly the module's dependencies (other modules, external packages, or the system
/// package a C library comes from).
@Suite("Architecture")
struct ArchitectureTests {
    /// One target as `swift package dump-package` describes it.
    struct Target {
        var name: String
        var type: String
        /// The package's own targets this one depends on.
        var modules: Set<String>
        /// External packages (by identity) and system packages (apt) it depends on.
        var external: Set<String>
    }

    /// The package's targets, from SwiftPM itself (in a scratch folder of its own, so it neither
    /// waits for nor disturbs the build folder this test runs from).
    static func targets() throws -> [Target] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("architecture-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = PackageRoot.url
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package failed")
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        return targets.map { target in
            var modules: Set<String> = []
            var external: Set<String> = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let byName = dependency["byName"] as? [Any], let name = byName.first as? String {
                    modules.insert(name)
                } else if let named = dependency["target"] as? [Any], let name = named.first as? String {
                    modules.insert(name)
                } else if let product = dependency["product"] as? [Any], product.count > 1,
                    let package = product[1] as? String
                {
                    external.insert(package)
                }
            }
            for provider in target["providers"] as? [[String: Any]] ?? [] {
                for packages in provider["apt"] as? [[String]] ?? [] { external.formUnion(packages) }
            }
            return Target(
                name: target["name"] as? String ?? "", type: target["type"] as? String ?? "", modules: modules,
                external: external)
        }
    }

    /// The module table's rows: the module's name (the first code span of the first cell) and
    /// every name in the last cell ("nothing" for none; `;` may separate external packages).
    static func documentedModules() throws -> [String: Set<String>] {
        let text = try String(contentsOf: PackageRoot.file("docs/ARCHITECTURE.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex(of: "| module | holds | depends on |"))
        var rows: [String: Set<String>] = [:]
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4,
                let name = cells[1].split(separator: "`", omittingEmptySubsequences: false).dropFirst().first
            else { continue }
            let dependsOn = cells[cells.count - 2]
            let names =
                dependsOn == "nothing"
                ? []
                : dependsOn.split(whereSeparator: { $0 == "," || $0 == ";" }).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            rows[String(name)] = Set(names)
        }
        return rows
    }

    @Test(
        "every module the package builds has a row in docs/ARCHITECTURE.md, and its dependencies are exactly the row's")
    func moduleTableMatchesPackage() throws {
        let targets = try Self.targets().filter { $0.type != "test" && $0.type != "plugin" }
        let documented = try Self.documentedModules()
        #expect(Set(documented.keys) == Set(targets.map(\.name)), "modules in the table vs Package.swift")
        for target in targets {
            guard let row = documented[target.name] else { continue }
            #expect(row == target.modules.union(target.external), "\(target.name): the table says \(row.sorted())")
        }
    }
}
