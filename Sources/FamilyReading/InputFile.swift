package import Foundation
import Glibc

/// Reads a whole input file, whatever kind of file it is.
///
/// - A regular file is read with `read`, never mapped: a mapped file that shrinks while it is
///   read (another program truncates it) raises SIGBUS on the next page touched, which no Swift
///   code can catch; read, a file that shrinks is an ``InputFileError`` naming it.
/// - `-` and `/dev/stdin` are standard input, read to its end as it arrives: a pipe
///   (`cat family.json | treebench validate -`), a redirected file, a terminal.
/// - A FIFO, a character device or `/dev/fd/N` (a shell's `<(…)`) is read to its end, streaming.
/// - A folder, a missing file, a file without read permission are an ``InputFileError`` naming
///   the path and the reason in a few words.
/// - Nothing larger than ``largestInput`` is read: a regular file is refused by its size before
///   a byte is allocated, and a stream (`/dev/zero`, an endless pipe) stops there with an error.
package enum InputFile {
    /// The most one `read` call asks for.
    static let largestRead = 1 << 20

    /// The largest input treebench reads: 4 GiB, four times a GEDCOM file of 10,000,000 people.
    package static let largestInput = 1 << 32

    /// The bytes of `path`.
    ///
    /// - Parameters:
    ///   - path: A file's path, or `-` (or `/dev/stdin`) for standard input.
    ///   - limit: The most bytes read, ``largestInput`` unless a test says otherwise.
    /// - Throws: ``InputFileError`` naming the path and why it cannot be read: missing, a
    ///   folder, no permission, larger than `limit`, shrunk while read, or no memory for it.
    /// - Complexity: O(size), in reads of up to 1 MiB.
    package static func read(_ path: String, limit: Int = largestInput) throws(InputFileError) -> Data {
        if path == "-" || path == "/dev/stdin" { return try readToEnd(STDIN_FILENO, path: path, limit: limit) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputFileError(path: path, code: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw InputFileError(path: path, code: errno) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            throw InputFileError(path: path, code: EISDIR)
        case S_IFREG where status.st_size > 0:  // /proc files say 0: read to their end
            return try read(descriptor, size: Int(status.st_size), path: path, limit: limit)
        default:
            return try readToEnd(descriptor, path: path, limit: limit)
        }
    }

    /// A regular file of `size` bytes (as `fstat` said when it was opened), read into one buffer
    /// of that size; what the file grew by since is read too.
    ///
    /// - Throws: ``InputFileError`` when `size` passes `limit`, the memory for it cannot be had,
    ///   a read fails, or the file ends before `size` bytes (it shrank while read).
    package static func read(
        _ descriptor: Int32, size: Int, path: String, limit: Int = largestInput
    )
        throws(InputFileError) -> Data
    {
        guard size <= limit else { throw .tooLarge(path: path, size: size, limit: limit) }
        guard let buffer = malloc(size) else {
            throw InputFileError(path: path, reason: "not enough memory to read its \(size) bytes")
        }
        var count = 0
        while count < size {
            let got = Glibc.read(descriptor, buffer + count, min(size - count, largestRead))
            if got > 0 {
                count += got
            } else if got == 0 {
                free(buffer)
                throw InputFileError(
                    path: path, reason: "it shrank while it was read: \(size) bytes when opened, \(count) at its end")
            } else if errno != EINTR {
                let code = errno
                free(buffer)
                throw InputFileError(path: path, code: code)
            }
        }
        var data = Data(bytesNoCopy: buffer, count: size, deallocator: .free)
        let rest = try readToEnd(descriptor, path: path, limit: limit - size)
        if !rest.isEmpty { data.append(rest) }
        return data
    }

    /// Everything `descriptor` gives until its end, retrying after `EINTR`, up to `limit` bytes.
    private static func readToEnd(_ descriptor: Int32, path: String, limit: Int) throws(InputFileError) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: largestRead)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, code: errno)
            }
            guard data.count + count <= limit else {
                throw .tooLarge(path: path, size: data.count + count, limit: limit)
            }
            data.append(contentsOf: chunk[..<count])
        }
    }
}
