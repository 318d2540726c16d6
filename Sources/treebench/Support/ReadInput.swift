import ArgumentParser
import Foundation
import TreeBench

extension ExitCode {
    /// An input file is missing or unreadable (sysexits' `EX_NOINPUT`).
    static let noInput = ExitCode(66)
}

/// The bytes of an input file (`-` for standard input); when it cannot be read, prints
/// `cannot read FILE: REASON` (no such file, permission denied, is a directory, …) to standard
/// error and exits 66.
func readInput(_ path: String) throws -> Data {
    do {
        return try InputFile.read(path)
    } catch {
        printError("cannot read \(path): \(unreadableReason(path))")
        throw ExitCode.noInput
    }
}

/// Why `path` cannot be read, in the words of the system's error (ENOENT → "no such file").
func unreadableReason(_ path: String) -> String {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        return "is a directory"
    }
    let descriptor = open(path, O_RDONLY)
    let code = descriptor < 0 ? errno : 0
    if descriptor >= 0 { close(descriptor) }
    switch code {
    case ENOENT: return "no such file"
    case EACCES, EPERM: return "permission denied"
    case 0: return "it could not be read to the end"
    default: return String(cString: strerror(code)).lowercased()
    }
}
