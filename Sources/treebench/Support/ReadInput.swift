import ArgumentParser
import Foundation
import TreeBench

extension ExitCode {
    /// An input file is missing or unreadable (sysexits' `EX_NOINPUT`).
    static let noInput = ExitCode(66)
}

/// The bytes of an input file (`-` or `/dev/stdin` for standard input, pipes and FIFOs read to
/// their end); when it cannot be read, prints `cannot read FILE: REASON` (no such file,
/// permission denied, is a directory, …) to standard error and exits 66.
func readInput(_ path: String) throws -> Data {
    do {
        return try InputFile.read(path)
    } catch {
        printError(error.description)
        throw ExitCode.noInput
    }
}
