public import Foundation

/// A private Graphviz plugin folder holding TreeBench's `family` layout plugin, for the `dot`
/// command line: `GVBINDIR=folder dot -Kfamily …`.
///
/// `dot` finds plugins through the `config6a` file of its plugin folder, and a folder without
/// the system's renderers renders nothing, so the folder holds a copy of the plugin library
/// (as `libgvplugin_family.so.6`), links to every system `libgvplugin_*.so.6`, and the
/// `config6a` that `dot -c` writes for them. Nothing outside the folder is touched.
///
/// The folder runs `dot` and `pkg-config` through a ``ProgramRunning`` function that the
/// caller supplies, so this module holds no process runner of its own.
public struct GraphvizPluginFolder: Sendable {
    /// Runs a program found on `PATH` with extra environment variables and optional standard
    /// input, and returns its exit status, standard output and standard error.
    public typealias ProgramRunning =
        @Sendable (_ program: String, _ arguments: [String], _ environment: [String: String], _ input: Data?) throws
        -> (status: Int32, output: Data, errors: Data)

    /// The file name `dot` needs: `libgvplugin_<name>.so.6` exporting `gvplugin_<name>_LTX_library`.
    public static let libraryFileName = "libgvplugin_family.so.6"
    /// The file SwiftPM builds for the `gvplugin_family` product.
    public static let builtLibraryFileName = "libgvplugin_family.so"
    /// Debian's and Ubuntu's folder of Graphviz plugins, when pkg-config does not say.
    public static let debianSystemPluginFolder = "/usr/lib/x86_64-linux-gnu/graphviz"

    /// The folder to prepare.
    public var folder: URL
    /// The plugin library SwiftPM built.
    public var library: URL
    /// The folder of the system's Graphviz plugins.
    public var systemPlugins: URL
    /// The `dot` program.
    public var dot: String
    /// How `dot` is run.
    public var runProgram: ProgramRunning

    /// Describes a folder to prepare.
    ///
    /// - Parameters:
    ///   - folder: The plugin folder to prepare.
    ///   - library: The plugin library SwiftPM built.
    ///   - systemPlugins: The folder of the system's Graphviz plugins.
    ///   - dot: The `dot` program.
    ///   - runProgram: How `dot` is run (see ``ProgramRunning``).
    public init(
        folder: URL, library: URL, systemPlugins: URL, dot: String = "dot", runProgram: @escaping ProgramRunning
    ) {
        self.folder = folder
        self.library = library
        self.systemPlugins = systemPlugins
        self.dot = dot
        self.runProgram = runProgram
    }

    /// The command line that lays out `input` with the plugin and writes SVG to `output`, for a
    /// POSIX shell.
    public func commandLine(input: String = "in.gv", output: String = "out.svg") -> String {
        "GVBINDIR=\(Self.shellQuoted(folder.path)) dot -Kfamily -Tsvg \(input) -o \(output)"
    }

    /// The plugin library next to `executable` (SwiftPM puts products of one build together).
    public static func libraryBeside(executable: URL) -> URL {
        executable.deletingLastPathComponent().appendingPathComponent(builtLibraryFileName)
    }

    /// The system's Graphviz plugin folder: `$(pkg-config --variable=libdir libgvc)/graphviz`
    /// when it holds a `config6a`, else Debian's folder.
    ///
    /// - Parameter runProgram: How `pkg-config` is run (see ``ProgramRunning``).
    public static func findSystemPlugins(runProgram: ProgramRunning) -> URL {
        if let libdir = try? run("pkg-config", ["--variable=libdir", "libgvc"], environment: [:], with: runProgram)
            .output,
            !libdir.isEmpty
        {
            let folder = URL(fileURLWithPath: libdir).appendingPathComponent("graphviz")
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("config6a").path) {
                return folder
            }
        }
        return URL(fileURLWithPath: debianSystemPluginFolder)
    }

    /// Prepares the folder: copies the library in, links the system's plugins, runs `dot -c`,
    /// then lays out a one-person family with `-Kfamily` to prove the plugin loads.
    ///
    /// Earlier links and the earlier copy of the library in the folder are replaced; other
    /// files are left alone.
    ///
    /// - Returns: The names of the system plugins linked.
    /// - Throws: ``GraphvizPluginInstallError``.
    @discardableResult
    public func install() throws(GraphvizPluginInstallError) -> [String] {
        let files = FileManager.default
        guard files.fileExists(atPath: library.path) else { throw .libraryMissing(library.path) }
        let systemNames = ((try? files.contentsOfDirectory(atPath: systemPlugins.path)) ?? [])
            .filter { $0.hasPrefix("libgvplugin_") && $0.hasSuffix(".so.6") && $0 != Self.libraryFileName }
            .sorted()
        guard !systemNames.isEmpty else { throw .noSystemPlugins(systemPlugins.path) }
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            // A copy, renamed into place, so a later `swift build` cannot change a library
            // that a running `dot` has loaded.
            let temporary = folder.appendingPathComponent(".\(Self.libraryFileName).\(getpid()).tmp")
            try? files.removeItem(at: temporary)
            try files.copyItem(at: library, to: temporary)
            guard rename(temporary.path, folder.appendingPathComponent(Self.libraryFileName).path) == 0 else {
                throw GraphvizPluginInstallError.cannotWrite(folder.path, String(cString: strerror(errno)))
            }
            for name in systemNames {
                let link = folder.appendingPathComponent(name)
                try? files.removeItem(at: link)
                try files.createSymbolicLink(
                    at: link, withDestinationURL: systemPlugins.appendingPathComponent(name))
            }
        } catch let error as GraphvizPluginInstallError {
            throw error
        } catch {
            throw .cannotWrite(folder.path, error.localizedDescription)
        }

        let environment = ["GVBINDIR": folder.path]
        let configured: (status: Int32, output: String, errors: String)
        do {
            configured = try Self.run(dot, ["-c"], environment: environment, with: runProgram)
        } catch {
            throw .dotFailed(command: "\(dot) -c", message: error.localizedDescription)
        }
        let config = (try? String(contentsOf: folder.appendingPathComponent("config6a"), encoding: .utf8)) ?? ""
        guard configured.status == 0, config.contains(Self.libraryFileName) else {
            throw .dotFailed(command: "GVBINDIR=\(folder.path) \(dot) -c", message: configured.errors)
        }
        let check: (status: Int32, output: String, errors: String)
        do {
            check = try Self.run(
                dot, ["-Kfamily", "-Tplain"], environment: environment, input: "digraph { a }\n", with: runProgram)
        } catch {
            throw .dotFailed(command: "\(dot) -Kfamily", message: error.localizedDescription)
        }
        guard check.status == 0, check.output.hasPrefix("graph ") else {
            throw .dotFailed(command: "GVBINDIR=\(folder.path) \(dot) -Kfamily -Tplain", message: check.errors)
        }
        return systemNames
    }

    /// Runs a program found on `PATH` with extra environment variables; returns its exit status
    /// and its output and errors, trimmed.
    static func run(
        _ program: String, _ arguments: [String], environment: [String: String], input: String? = nil,
        with runProgram: ProgramRunning
    ) throws -> (status: Int32, output: String, errors: String) {
        let outcome = try runProgram(program, arguments, environment, input.map { Data($0.utf8) })
        return (
            outcome.status,
            String(decoding: outcome.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines),
            String(decoding: outcome.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        )
    }

    /// `text` as one POSIX shell word.
    static func shellQuoted(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "/._-+,:@%".unicodeScalars.contains($0)
        }
        return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
