import Foundation

/// The real `dot` program with TreeBench's `family` plugin: a plugin folder in a temporary
/// directory (the library SwiftPM built beside the test bundle, copied as
/// libgvplugin_family.so.6, links to the system's plugins, `dot -c`), made once per process.
enum PluginDot {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What one run of `dot` did.
    typealias Run = GraphvizTool.Run

    static let systemPlugins = "/usr/lib/x86_64-linux-gnu/graphviz"

    /// The plugin folder, or why it could not be made.
    static let folder: Result<URL, Failure> = {
        let executable = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "")
        let library = executable.deletingLastPathComponent().appendingPathComponent("libgvplugin_family.so")
        guard FileManager.default.fileExists(atPath: library.path) else {
            return .failure(
                Failure(description: "no \(library.path): build it with `swift build --product gvplugin_family`"))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("treebench-plugin-\(getpid())")
        do {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: library, to: folder.appendingPathComponent("libgvplugin_family.so.6"))
            for name in try FileManager.default.contentsOfDirectory(atPath: systemPlugins)
            where name.hasPrefix("libgvplugin_") && name.hasSuffix(".so.6") {
                try FileManager.default.createSymbolicLink(
                    atPath: folder.appendingPathComponent(name).path, withDestinationPath: "\(systemPlugins)/\(name)")
            }
            let configured = try run(["-c"], input: "", folder: folder)
            guard configured.status == 0 else { return .failure(Failure(description: "dot -c: \(configured.errors)")) }
        } catch {
            return .failure(Failure(description: "cannot make the plugin folder: \(error)"))
        }
        return .success(folder)
    }()

    /// Runs `dot arguments…` on `input` with the plugin folder.
    static func run(_ arguments: [String], input: String) throws -> Run {
        try run(arguments, input: input, folder: folder.get())
    }

    private static func run(_ arguments: [String], input: String, folder: URL) throws -> Run {
        try GraphvizTool.execute("dot", arguments, input: input, environment: ["GVBINDIR": folder.path])
    }

    /// The centres of the named nodes in dot's `-Tjson` output, in points, y up.
    static func centers(inJSON json: Data) throws -> [String: (x: Double, y: Double)] {
        guard let root = try JSONSerialization.jsonObject(with: json) as? [String: Any],
            let objects = root["objects"] as? [[String: Any]]
        else { throw Failure(description: "not Graphviz JSON") }
        var centers: [String: (x: Double, y: Double)] = [:]
        for object in objects {
            guard let name = object["name"] as? String, let pos = object["pos"] as? String else { continue }
            let parts = pos.split(separator: ",").compactMap { Double($0) }
            guard parts.count == 2 else { throw Failure(description: "bad pos \(pos) of \(name)") }
            centers[name] = (parts[0], parts[1])
        }
        return centers
    }
}
