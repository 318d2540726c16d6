package import Foundation
import Glibc

/// An input opened to be read a piece at a time, whatever kind of file it is: a regular file,
/// standard input (`-`, `/dev/stdin`), a pipe, a FIFO, a device. A reader that streams (Family
/// JSON) holds only a window of it, however large it is.
///
/// Opening fails as ``InputFile/read(_:limit:)`` does: a folder, a missing file, a file without
/// read permission are an ``InputFileError`` naming the path and the reason. Reading keeps its
/// guarantees too: nothing beyond ``InputFile/largestInput`` is read (a stream such as
/// `/dev/zero` stops there with an error), and a regular file that ends before the size it had
/// when opened (another program truncated it) is an error, not a shorter document.
package final class InputFileReader {
    /// The path as the user gave it.
    package let path: String
    /// The size of a regular file when it was opened; nil for anything else.
    package let byteCount: Int?
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    /// The most bytes read.
    private let limit: Int
    /// The bytes read so far.
    private var total = 0

    /// Opens `path` for reading.
    ///
    /// - Parameters:
    ///   - path: A file's path, or `-` (or `/dev/stdin`) for standard input.
    ///   - limit: The most bytes read, ``InputFile/largestInput`` unless a test says otherwise.
    /// - Throws: ``InputFileError`` naming the path and why it cannot be read.
    package init(_ path: String, limit: Int = InputFile.largestInput) throws(InputFileError) {
        self.path = path
        self.limit = limit
        if path == "-" || path == "/dev/stdin" {
            descriptor = STDIN_FILENO
            ownsDescriptor = false
            byteCount = nil
            return
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputFileError(path: path, code: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw InputFileError(path: path, code: code)
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw InputFileError(path: path, code: EISDIR)
        }
        self.descriptor = descriptor
        ownsDescriptor = true
        // /proc files say 0 and have more: a size is a hint only, never a limit.
        byteCount = status.st_mode & S_IFMT == S_IFREG && status.st_size > 0 ? Int(status.st_size) : nil
        if let byteCount, byteCount > limit { throw .tooLarge(path: path, size: byteCount, limit: limit) }
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Reads the next bytes into `buffer`, retrying after `EINTR`.
    ///
    /// - Returns: How many bytes were read; 0 at the end of the input.
    /// - Throws: ``InputFileError`` with the system's reason, or when the input passes the limit
    ///   or a regular file ends before the size it had when opened.
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputFileError) -> Int {
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, min(buffer.count, InputFile.largestRead))
            if count > 0 {
                total += count
                guard total <= limit else { throw .tooLarge(path: path, size: total, limit: limit) }
                return count
            }
            if count == 0 {
                if let byteCount, total < byteCount {
                    throw InputFileError(
                        path: path,
                        reason: "it shrank while it was read: \(byteCount) bytes when opened, \(total) at its end")
                }
                return 0
            }
            if errno != EINTR { throw InputFileError(path: path, code: errno) }
        }
    }

    /// The first `count` bytes still to come (fewer at the end of the input).
    ///
    /// - Throws: ``InputFileError`` with the system's reason.
    package func read(upTo count: Int) throws(InputFileError) -> Data {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
        defer { buffer.deallocate() }
        var filled = 0
        while filled < count {
            let read = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            if read == 0 { break }
            filled += read
        }
        return Data(buffer[..<filled])
    }

    /// The input as a source for a streaming reader: `head` (bytes read from it already), then
    /// the rest.
    ///
    /// - Parameter head: What was read before, e.g. to tell the format.
    /// - Returns: A function that reads the next bytes into the buffer it is given and returns
    ///   how many (0 at the end), throwing ``InputFileError``.
    package func source(startingWith head: Data) -> (UnsafeMutableRawBufferPointer) throws -> Int {
        Self.source(head) { [self] buffer in try read(into: buffer) }
    }

    /// A source for a streaming reader that gives `head`, then what `rest` reads.
    ///
    /// - Parameters:
    ///   - head: The first bytes.
    ///   - rest: Reads the bytes after them into the buffer it is given; returns how many, 0 at the end.
    package static func source(
        _ head: Data, then rest: @escaping (UnsafeMutableRawBufferPointer) throws -> Int
    ) -> (UnsafeMutableRawBufferPointer) throws -> Int {
        var given = 0
        return { buffer in
            guard given < head.count else { return try rest(buffer) }
            let count = min(buffer.count, head.count - given)
            head.copyBytes(
                to: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]),
                from: head.startIndex + given..<head.startIndex + given + count)
            given += count
            return count
        }
    }

    /// Everything still to come.
    ///
    /// - Throws: ``InputFileError`` with the system's reason.
    /// - Complexity: O(the input's size), in reads of up to 1 MiB.
    package func readToEnd() throws(InputFileError) -> Data {
        var data = Data()
        if let byteCount, byteCount > total { data.reserveCapacity(min(byteCount - total, limit)) }
        while true {
            let chunk = try read(upTo: InputFile.largestRead)
            if chunk.isEmpty { return data }
            data.append(chunk)
        }
    }

    /// The whole input: `head`, the bytes read from it already, then the rest. A regular file is
    /// read into one buffer of the size it had when opened, each byte read into its place, never
    /// into a buffer grown by appending (what it grew by since is appended).
    ///
    /// - Throws: ``InputFileError`` with the system's reason, or when there is no memory for it.
    /// - Complexity: O(the input's size), in reads of up to 1 MiB.
    package func readAll(after head: Data) throws(InputFileError) -> Data {
        guard let size = wholeSize(after: head) else { return head + (try readToEnd()) }
        guard let buffer = malloc(max(size, 1)) else {
            throw InputFileError(path: path, reason: "not enough memory to read its \(size) bytes")
        }
        do {
            try fill(UnsafeMutableRawBufferPointer(start: buffer, count: size), after: head)
        } catch {
            free(buffer)
            throw error
        }
        var data = Data(bytesNoCopy: buffer, count: size, deallocator: .free)
        let grown = try readToEnd()
        if !grown.isEmpty { data.append(grown) }
        return data
    }

    /// The whole input as ``readAll(after:)`` reads it, in an array.
    ///
    /// - Throws: ``InputFileError`` with the system's reason.
    /// - Complexity: O(the input's size), in reads of up to 1 MiB.
    package func readAllBytes(after head: Data) throws(InputFileError) -> [UInt8] {
        guard let size = wholeSize(after: head) else { return [UInt8](head + (try readToEnd())) }
        var failure: InputFileError?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            do throws(InputFileError) {
                try fill(UnsafeMutableRawBufferPointer(buffer), after: head)
                count = size
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        let grown = try readToEnd()
        if !grown.isEmpty { bytes.append(contentsOf: grown) }
        return bytes
    }

    /// The size of a regular file whose first bytes, `head`, are all that was read of it; else nil.
    private func wholeSize(after head: Data) -> Int? {
        guard let byteCount, total == head.count, byteCount >= head.count else { return nil }
        return byteCount
    }

    /// Fills `buffer` with `head` and the bytes that follow it, up to the buffer's end.
    private func fill(_ buffer: UnsafeMutableRawBufferPointer, after head: Data) throws(InputFileError) {
        head.copyBytes(to: buffer)
        var filled = head.count
        while filled < buffer.count {
            // A regular file that ends before its size is an error here, so 0 is never read.
            let count = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            if count == 0 { break }
            filled += count
        }
    }
}
