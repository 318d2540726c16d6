import ArgumentParser
import TreeBenchHarness

/// A command's files as the user named them, so that `TreeBenchCommand.main()` checks, before
/// the command runs, every path it writes against every path it reads and against each other,
/// and that each can be written (``checkOutputs(_:)``).
protocol FileArguments {
    /// The files read (`-` for standard input).
    var inputPaths: [String] { get }
    /// Every file written (`-` for standard output): `-o`, `--report`, and a folder of reports
    /// as the files it gets.
    var outputPaths: [String] { get }
    /// Whether the command creates the folders its outputs go in (a folder of reports).
    var createsOutputFolders: Bool { get }
}

extension FileArguments {
    var createsOutputFolders: Bool { false }
}

/// Checks `command`'s outputs before it reads or writes anything: a usage error (64) when an
/// output is one of its inputs (``TreeBenchHarness/OutputFile/outputNamingAnInput(outputs:inputs:)``,
/// symbolic and hard links followed) or when two outputs are one file
/// (``TreeBenchHarness/OutputFile/outputsNamingOneFile(_:)``); an I/O error (74) when an output cannot
/// be written (``TreeBenchHarness/OutputFile/checkWritable(_:creatingFolders:)``), so that a command
/// with several outputs writes all of them or none.
func checkOutputs(_ command: any ParsableCommand) throws(CommandFailure) {
    guard let files = command as? any FileArguments else { return }
    if let (output, input) = OutputFile.outputNamingAnInput(outputs: files.outputPaths, inputs: files.inputPaths) {
        let same = output == input ? "" : " (\(input), the same file)"
        throw CommandFailure(
            .usage, "the output \(output) is the input\(same); writing it would destroy the input: give another output")
    }
    if let (first, second) = OutputFile.outputsNamingOneFile(files.outputPaths) {
        let same = first == second ? "" : " (\(second))"
        throw CommandFailure(
            .usage,
            "two outputs name the same file, \(first)\(same); the second would replace the first: give each its own")
    }
    for output in files.outputPaths {
        do {
            try OutputFile.checkWritable(output, creatingFolders: files.createsOutputFolders)
        } catch let error as FileAccessError {
            throw CommandFailure(.ioError, error.description)
        } catch {
            throw CommandFailure(.ioError, "\(output): \(error)")
        }
    }
}

/// The report files `run` and `merge` write into `folder`.
func reportFiles(in folder: String) -> [String] {
    SweepReports.fileNames.map { folder + "/" + $0 }
}
