import Foundation

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

    /// Opens `path` (see ``InputFile``) and reads its first bytes.
    ///
    /// - Throws: ``FamilyFileError/unreadable(_:)`` saying `cannot read FILE: REASON`.
    init(_ path: String) throws(FamilyFileError) {
        do {
            let reader = try InputFileReader(path)
            head = try reader.read(upTo: Self.headByteCount)
            self.reader = reader
        } catch {
            throw .unreadable(error)
        }
    }

    /// The bytes a caller read, as the whole input.
    init(given: Data) {
        head = given
        reader = nil
    }

    /// The input's size when known (a regular file's, or bytes given).
    var byteCount: Int? { reader == nil ? head.count : reader?.byteCount }

    /// The whole input: the first bytes and the rest, a regular file in one buffer of its size
    /// (``InputFileReader/readAll(after:)``).
    ///
    /// - Throws: ``FamilyFileError/unreadable(_:)`` saying `cannot read FILE: REASON`.
    func whole() throws(FamilyFileError) -> Data {
        guard let reader else { return head }
        do {
            return try reader.readAll(after: head)
        } catch {
            throw .unreadable(error)
        }
    }

    /// The whole input in an array, as the GEDCOM reader takes it (``InputFileReader/readAllBytes(after:)``).
    ///
    /// - Throws: ``FamilyFileError/unreadable(_:)`` saying `cannot read FILE: REASON`.
    func wholeBytes() throws(FamilyFileError) -> [UInt8] {
        guard let reader else { return [UInt8](head) }
        do {
            return try reader.readAllBytes(after: head)
        } catch {
            throw .unreadable(error)
        }
    }

    /// The input as a source for a streaming reader, from its first byte.
    func source() -> (UnsafeMutableRawBufferPointer) throws -> Int {
        reader?.source(startingWith: head) ?? InputFileReader.source(head) { _ in 0 }
    }
}
