import Foundation
import PackagePlugin

/// Writes `EmbeddedFiles.swift` into a target: every file of the target's folder that is
/// not Swift (the chart page's script, style sheet and WebAssembly, the results schema) as
/// `PackageResources.NAME` (`chart.js` → `chart_js`), the bytes SwiftPM's `embedInCode` would give.
///
/// `embedInCode` writes each byte as an element of an array literal; on this package's 190 KB
/// that cost about 45 s of the optimiser in a release build of TreeRender alone (55.3 s of CPU
/// for the module with them, 9.7 s without). Here each file is one base64 string literal,
/// decoded once when first used, which the compiler reads in milliseconds.
@main
struct EmbeddedFiles: BuildToolPlugin {
    /// The kinds of file embedded.
    static let extensions: Set = ["js", "css", "wasm", "json", "md"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL
        var files: [URL] = []
        if let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
            for case let url as URL in walk where Self.extensions.contains(url.pathExtension) {
                files.append(url)
            }
        }
        files.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        // The script: the file's header, then per file its name and its base64 on one line.
        let script = """
            out="$1"; shift
            {
              printf '%s\\n' '// Written by the EmbeddedFiles plugin at build time; not in the repository.' \\
                'import Foundation' '' \\
                '/// The files of the target that are not Swift, each as its bytes.' 'enum PackageResources {'
              while [ $# -gt 0 ]; do
                printf '    static let %s: [UInt8] = Array(Data(base64Encoded: "' "$1"
                base64 < "$2" | tr -d '\\n'
                printf '")!)\\n'
                shift 2
              done
              printf '}\\n'
            } > "$out"
            """
        var arguments = ["-c", script, "embed", output.path]
        for file in files {
            arguments += [
                file.lastPathComponent.map { $0 == "." || $0 == "-" ? "_" : $0 }.reduce(into: "") { $0.append($1) },
                file.path,
            ]
        }
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) files in \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: arguments,
                inputFiles: files,
                outputFiles: [output])
        ]
    }
}
