package import Foundation

/// Writes a whole output so that it either completes exactly or leaves the destination as it
/// was and nothing beside it, and never replaces what is not a regular file.
///
/// - A regular file (or a new one) is replaced whole (``ReplacementFile``): the bytes go to a
///   file in the same folder that has no name while it is written (`O_TMPFILE`), gets the old
///   file's mode and owner, and is renamed over it. A failure, SIGINT, SIGTERM, SIGHUP and SIGKILL
///   leave the old file and nothing else.
/// - A symbolic link is followed to its final target, which is replaced; the link is kept.
/// - Anything else (`-`, `/dev/stdout`, a FIFO, a character device) is written in place,
///   streaming, as a shell's `>` would.
///
/// Every write loops over short writes, so outputs of any size are exact, and every error
/// (`ENOSPC` on `/dev/full` or a full disk) is thrown. With `TREEBENCH_FSYNC=1` in the
/// environment (or ``Durability/synced``), the file and its folder are `fsync`ed, so the new
/// content survives a power cut.
package enum OutputFile {
    /// Whether a replaced file is forced to disk before the write returns.
    package enum Durability: Sendable {
        /// The kernel writes the file back when it chooses (the usual for command-line tools).
        case standard
        /// `fsync` on the file before the rename and on its folder after.
        case synced

        /// ``synced`` when the environment has `TREEBENCH_FSYNC=1`, else ``standard``.
        package static var fromEnvironment: Durability {
            ProcessInfo.processInfo.environment["TREEBENCH_FSYNC"] == "1" ? .synced : .standard
        }
    }

    /// Writes `data` to `path`; `-` means standard output.
    ///
    /// - Parameters:
    ///   - data: The whole output.
    ///   - path: The path as the user gave it.
    ///   - durability: Whether a replaced file is forced to disk.
    /// - Throws: ``FileAccessError`` naming the path, and the folder when that is the problem,
    ///   with the system's reason (a missing or read-only folder, a full disk, a folder as the output).
    /// - Complexity: O(data.count).
    package static func write(_ data: Data, to path: String, durability: Durability = .fromEnvironment) throws {
        try data.withUnsafeBytes { bytes in try write(bytes, to: path, durability: durability) }
    }

    /// Writes `text` as UTF-8; see ``write(_:to:durability:)-(Data,_,_)``.
    package static func write(_ text: String, to path: String, durability: Durability = .fromEnvironment) throws {
        try write(Data(text.utf8), to: path, durability: durability)
    }

    /// Writes `bytes` to `path`; see ``write(_:to:durability:)-(Data,_,_)``.
    package static func write(
        _ bytes: UnsafeRawBufferPointer, to path: String, durability: Durability = .fromEnvironment
    ) throws {
        switch try OutputDestination.resolve(path) {
        case .descriptor(let descriptor):
            let code = FileDescriptorWriting.writeAll(descriptor, bytes)
            guard code == 0 else {
                let name = path == "-" ? "standard output" : path
                throw FileAccessError(path: name, reason: "cannot write it: \(describe(code))")
            }
        case .inPlace(let target):
            let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw FileAccessError(path: path, reason: "cannot open \(target): \(describe(errno))")
            }
            let code = FileDescriptorWriting.writeAll(descriptor, bytes)
            let closed = close(descriptor) == 0 ? 0 : errno
            guard code == 0, closed == 0 else {
                throw FileAccessError(path: path, reason: "cannot write it: \(describe(code == 0 ? closed : code))")
            }
        case .regularFile(let target, let existing):
            try ReplacementFile.replace(
                target, existing: existing, with: bytes, synced: durability == .synced, userPath: path)
        }
    }
}

/// A file that could not be read or written.
package struct FileAccessError: Error, CustomStringConvertible {
    /// The path as the user gave it.
    package let path: String
    /// Why, in words.
    package let reason: String

    /// "path: reason".
    package var description: String { "\(path): \(reason)" }
}
