import Foundation
import TreeBenchHarness

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

/// An input file opened to be read a piece at a time (see `readInput(_:)` for the paths).
///
/// - Throws: ``CommandFailure`` (66) saying `cannot read FILE: REASON`.
func openInput(_ path: String) throws(CommandFailure) -> InputFileReader {
    do {
        return try InputFileReader(path)
    } catch {
        throw CommandFailure(.noInput, error.description)
    }
}

/// The next `count` bytes of `input` (fewer at its end; `.max` for all that is left).
///
/// - Throws: ``CommandFailure`` (66) saying `cannot read FILE: REASON`.
func readInput(upTo count: Int, of input: InputFileReader) throws(CommandFailure) -> Data {
    do {
        return count == .max ? try input.readToEnd() : try input.read(upTo: count)
    } catch {
        throw CommandFailure(.noInput, error.description)
    }
}

/// An input about to be read: a file opened, its first bytes read to tell its format, the rest
/// still to come (streamed by a reader that needs no more than a window of it, or read whole);
/// or the bytes a caller read already (standard input can be read once).
struct OpenedInput {
    /// How many first bytes are read to tell the format: DOT detection looks at up to 64 KiB,
    /// `GenealogyFormat` at 4 KiB.
    static let headByteCount = 1 << 16

    /// The input's first bytes (all of them when they were given).
    let head: Data
    private let reader: InputFileReader?

    /// Opens `path` and reads its first bytes, or takes `given` as the whole input.
    ///
    /// - Throws: ``CommandFailure`` (66) saying `cannot read FILE: REASON`.
    init(_ path: String, given: Data? = nil) throws(CommandFailure) {
        if let given {
            head = given
            reader = nil
        } else {
            let reader = try openInput(path)
            head = try readInput(upTo: Self.headByteCount, of: reader)
            self.reader = reader
        }
    }

    /// The input's size when known (a regular file's, or bytes given).
    var byteCount: Int? { reader == nil ? head.count : reader?.byteCount }

    /// The whole input: the first bytes and the rest.
    ///
    /// - Throws: ``CommandFailure`` (66) saying `cannot read FILE: REASON`.
    func whole() throws(CommandFailure) -> Data {
        guard let reader else { return head }
        var data = head
        data.append(try readInput(upTo: .max, of: reader))
        return data
    }

    /// The input as a source for a streaming reader, from its first byte.
    func source() -> (UnsafeMutableRawBufferPointer) throws -> Int {
        reader?.source(startingWith: head) ?? InputFileReader.source(head) { _ in 0 }
    }
}
