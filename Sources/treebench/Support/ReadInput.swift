import FamilyReading
import Foundation

/// The bytes of an input file (`-` or `/dev/stdin` for standard input, pipes and FIFOs read to
/// their end).
///
/// - Throws: ``CommandFailure`` (66) saying `cannot read FILE: REASON` (no such file, permission
///   denied, is a directory, …).
func readInput(_ path: String) throws(CommandFailure) -> Data {
    do {
        return try InputFile.read(path)
    } catch {
        throw CommandFailure(.noInput, error.description)
    }
}
