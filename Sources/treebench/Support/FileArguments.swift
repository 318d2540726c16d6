import ArgumentParser
import TreeBenchHarness

/// A command's files as the user named them, so that `TreeBenchCommand.main()` refuses, before
/// the command runs, an output that would replace one of its inputs (a usage error, 64).
protocol FileArguments {
    /// The files read (`-` for standard input).
    var inputPaths: [String] { get }
    /// The files written (`-` for standard output); a folder of reports as the files it gets.
    var outputPaths: [String] { get }
}

/// A usage error when `command` writes an output that is one of its inputs
/// (``TreeBenchHarness/OutputFile/outputNamingAnInput(outputs:inputs:)``).
func refuseOutputOverInput(_ command: any ParsableCommand) throws(CommandFailure) {
    guard let files = command as? any FileArguments,
        let (output, input) = OutputFile.outputNamingAnInput(outputs: files.outputPaths, inputs: files.inputPaths)
    else { return }
    let same = output == input ? "" : " (\(input), the same file)"
    throw CommandFailure(
        .usage, "the output \(output) is the input\(same); writing it would destroy the input: give another output")
}

/// The report files `run` and `merge` write into `folder`.
func reportFiles(in folder: String) -> [String] {
    SweepReports.fileNames.map { folder + "/" + $0 }
}
