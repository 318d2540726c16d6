import Foundation
import Glibc

/// An input that cannot be read: its path as the user gave it and why.
public struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the user gave it (`-` for standard input).
    public let path: String
    /// Why, in a few words: `no such file`, `permission denied`, `is a directory`, ….
    public let reason: String

    /// `cannot read PATH: REASON`.
    public var description: String { "cannot read \(path): \(reason)" }
}

extension InputFileError {
    /// An input beyond `limit` bytes: `size` bytes, or at least that many from a stream.
    static func tooLarge(path: String, size: Int, limit: Int) -> InputFileError {
        let most = limit >= 1 << 30 && limit % (1 << 30) == 0 ? "\(limit >> 30) GiB" : "\(limit) bytes"
        return InputFileError(
            path: path, reason: "it is larger than \(most) (\(size) bytes or more), the most treebench reads")
    }

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
