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

    /// The rows of the table that follows the line `header` in docs/ARCHITECTURE.md: the first
    /// code span of each row's first cell.
    static func firstColumn(after header: String) throws -> [String] {
        let text = try String(contentsOf: PackageRoot.file("docs/ARCHITECTURE.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: header), "no table \(header)")
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.compactMap { line in
            line.split(separator: "|").first?.split(separator: "`", omittingEmptySubsequences: false).dropFirst()
                .first.map(String.init)
        }
    }

    /// The folders directly inside `Sources/module`, each with a trailing `/`; a DocC catalog
    /// (`*.docc`) is documentation, not a folder of code.
    static func folders(of module: String) throws -> Set<String> {
        let url = PackageRoot.file("Sources/\(module)")
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { name in
            var isFolder: ObjCBool = false
            return !name.hasPrefix(".") && !name.hasSuffix(".docc")
                && FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        return Set(names.map { $0 + "/" })
    }

    /// The modules whose folders docs/ARCHITECTURE.md lists in a table of their own (a header
    /// line `| `Module` folder | holds |`): the flat modules given folders, and the harness.
    static let modulesWithFolderTables = ["FamilyTree", "TreeLayout", "TreeBenchHarness"]

    @Test("each folder table lists exactly its module's folders", arguments: modulesWithFolderTables)
    func folderTableMatchesTree(module: String) throws {
        let documented = Set(try Self.firstColumn(after: "| `\(module)` folder | holds |"))
        #expect(documented == (try Self.folders(of: module)), "folders in the table vs Sources/\(module)")
    }

    @Test("every folder of Sources/ is named in docs/ARCHITECTURE.md")
    func everySourceFolderIsNamed() throws {
        let text = try String(contentsOf: PackageRoot.file("docs/ARCHITECTURE.md"), encoding: .utf8)
        let spans = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        let folderSpans = spans.filter { $0.hasSuffix("/") && $0.count > 1 && !$0.contains(" ") }
        let modules = try Set(Self.documentedModules().keys)
        var unnamed: [String] = []
        let sources = PackageRoot.file("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) where !module.hasPrefix(".") {
            // A module is named by its row in the module table.
            #expect(modules.contains(module), "Sources/\(module) has no row in the module table")
            var pending = try Self.folders(of: module).map { "\(module)/\($0)" }
            while let folder = pending.popLast() {
                // `include/` is where SwiftPM looks for a C target's public headers.
                if !folder.hasSuffix("/include/") {
                    // Named from Sources/, from its module or by its own name: `Reports/Schema/`, `Schema/`.
                    let path = "Sources/" + folder
                    let named = folderSpans.contains { path == $0 || path.hasSuffix("/" + $0) }
                    if !named { unnamed.append(folder) }
                }
                pending += try Self.folders(of: folder).map { folder + $0 }
            }
        }
        #expect(unnamed.isEmpty, "folders of Sources/ that docs/ARCHITECTURE.md does not name: \(unnamed.sorted())")
    }

    /// Every path under the checkout that git would track, relative to the root, folders ending in `/`.
    static func checkoutPaths() throws -> Set<String> {
        let root = PackageRoot.url.standardizedFileURL.path
        var paths: Set<String> = []
        let enumerator = try #require(
            FileManager.default.enumerator(
                at: PackageRoot.url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]))
        for case let url as URL in enumerator {
            let path = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
            if path.hasPrefix("treebench-results") { enumerator.skipDescendants() }
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            paths.insert(isFolder ? path + "/" : path)
        }
        return paths
    }

    @Test("every file and folder docs/ARCHITECTURE.md names in code spans exists")
    func namedFilesExist() throws {
        let text = try String(contentsOf: PackageRoot.file("docs/ARCHITECTURE.md"), encoding: .utf8)
        let spans = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        let fileExtensions = [".swift", ".md", ".json", ".js", ".css", ".wasm", ".sh", ".py", ".c", ".h", ".txt"]
        let named = spans.filter { span in
            !span.contains(" ") && !span.hasPrefix("-")
                && (fileExtensions.contains { span.hasSuffix($0) } || (span.hasSuffix("/") && span.count > 1))
        }
        #expect(named.count > 100, "the document names its files in code spans")
        let paths = try Self.checkoutPaths()
        // What `treebench run` writes, named as outputs, not files of the checkout.
        let outputs: Set = ["results.json", "results.csv", "summary.md", "index.html", "benchmark-action.json"]
        // A name may be written from the root, from Sources/, from its module or bare: it exists
        // when some path of the checkout is it or ends with it.
        let missing = named.filter { name in
            !outputs.contains(name) && !paths.contains(name) && !paths.contains { $0.hasSuffix("/" + name) }
        }
        #expect(missing.isEmpty, "named in docs/ARCHITECTURE.md but not in the checkout: \(Set(missing).sorted())")
    }
}
