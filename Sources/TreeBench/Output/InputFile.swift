package import Foundation
import Glibc

/// Reads a whole input file, whatever kind of file it is.
///
/// - A regular file is mapped into memory (no copy: a 100 MB family is read at the speed of the
///   page cache).
/// - `-` and `/dev/stdin` are standard input, read to its end as it arrives: a pipe
///   (`cat family.json | treebench validate -`), a redirected file, a terminal.
/// - A FIFO, a character device or `/dev/fd/N` (a shell's `<(…)`) is read to its end, streaming.
/// - A folder, a missing file, a file without read permission are an ``InputFileError`` naming
///   the path and the reason in a few words.
package enum InputFile {
    /// The most one `read` call asks for.
    static let largestRead = 1 << 20

    /// The bytes of `path`.
    ///
    /// - Parameter path: A file's path, or `-` (or `/dev/stdin`) for standard input.
    /// - Throws: ``InputFileError`` naming the path and why it cannot be read.
    /// - Complexity: O(size): one `mmap` for a regular file, reads of up to 1 MiB otherwise.
    package static func read(_ path: String) throws(InputFileError) -> Data {
        if path == "-" || path == "/dev/stdin" { return try readToEnd(STDIN_FILENO, path: path) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputFileError(path: path, code: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw InputFileError(path: path, code: errno) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            throw InputFileError(path: path, code: EISDIR)
        case S_IFREG:
            return try mapped(descriptor, size: Int(status.st_size), path: path)
        default:
            return try readToEnd(descriptor, path: path)
        }
    }

    /// A regular file's bytes, mapped read-only; unmapped when the last copy of the data goes.
    private static func mapped(_ descriptor: Int32, size: Int, path: String) throws(InputFileError) -> Data {
        guard size > 0 else { return try readToEnd(descriptor, path: path) }  // /proc files say 0
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            // A file system that cannot map (some FUSE ones) is read instead.
            return try readToEnd(descriptor, path: path)
        }
        return Data(
            bytesNoCopy: address, count: size, deallocator: .custom { pointer, count in munmap(pointer, count) })
    }

    /// Everything `descriptor` gives until its end, retrying after `EINTR`.
    private static func readToEnd(_ descriptor: Int32, path: String) throws(InputFileError) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: largestRead)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, code: errno)
            }
            data.append(contentsOf: chunk[..<count])
        }
    }
}

/// An input that cannot be read: its path as the user gave it and why.
package struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the user gave it (`-` for standard input).
    package let path: String
    /// Why, in a few words: `no such file`, `permission denied`, `is a directory`, ….
    package let reason: String

    /// `cannot read PATH: REASON`.
    package var description: String { "cannot read \(path): \(reason)" }
}

extension InputFileError {
    /// An error from the `errno` of the failed call.
    init(path: String, code: Int32) {
        self.path = path
        reason =
            switch code {
            case ENOENT: "no such file"
            case EACCES, EPERM: "permission denied"
            case EISDIR: "is a directory"
            case ENOTDIR: "a part of the path is not a directory"
            case ELOOP: "too many levels of symbolic links"
            case ENXIO: "no such device or address (a socket cannot be opened by name; pipe it to -)"
            default: String(cString: strerror(code)).lowercased()
            }
    }
}
