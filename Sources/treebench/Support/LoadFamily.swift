import ArgumentParser
import FamilyTree
import Foundation
import TreeBench

/// Reads and validates a family file for a subcommand; on invalid data prints every problem
/// to standard error and exits 65.
func loadFamily(_ path: String) throws -> Family {
    let data = try InputFile.read(path)
    do {
        return try Family(jsonData: data)
    } catch {
        printError("\(path == "-" ? "<stdin>" : path): invalid family")
        printError(error.description)
        throw ExitCode.invalidData
    }
}

/// Prints a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
