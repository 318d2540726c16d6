import Foundation

// Every command that writes a file, with what it reads: `TreeBenchCommand.main()` refuses an
// output that is one of the inputs or another output, and proves every output writable, before
// the command runs. (`generate` reads nothing; `validate`, `check` and `compare` write nothing
// but standard output.)

extension ImportCommand: FileArguments {
    var inputPaths: [String] { [file] }
    var outputPaths: [String] { [output] + (report.map { [$0] } ?? []) }
}

extension LayoutCommand: FileArguments {
    var inputPaths: [String] { [input.file] }
    var outputPaths: [String] { [output] }
}

extension ExportCommand: FileArguments {
    var inputPaths: [String] { [input.file] }
    var outputPaths: [String] { [output] }
}

extension RenderCommand: FileArguments {
    var inputPaths: [String] { [input.file] }
    var outputPaths: [String] { [output] }
}

extension OutlineCommand: FileArguments {
    var inputPaths: [String] { [input.file] }
    var outputPaths: [String] { [output] }
}

extension RunCommand: FileArguments {
    var inputPaths: [String] { families }
    var outputPaths: [String] { reportFiles(in: out) }
    var createsOutputFolders: Bool { true }
}

extension MergeCommand: FileArguments {
    var inputPaths: [String] { folders.map { URL(fileURLWithPath: $0).appendingPathComponent("results.json").path } }
    var outputPaths: [String] { reportFiles(in: out) }
    var createsOutputFolders: Bool { true }
}
