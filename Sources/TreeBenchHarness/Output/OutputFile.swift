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
        try write(to: path, durability: durability) { emit in try emit(bytes) }
    }

    /// Writes an output made a chunk at a time to `path`, with the same guarantees as
    /// ``write(_:to:durability:)-(Data,_,_)``: a regular file is replaced only once every chunk is
    /// written, so an error in `produce` or a full disk leaves the old file.
    ///
    /// - Parameters:
    ///   - path: The path as the user gave it; `-` means standard output.
    ///   - durability: Whether a replaced file is forced to disk.
    ///   - produce: Makes the output, handing each chunk to the function it is given, which
    ///     writes it (the chunk need only be valid during that call).
    /// - Throws: ``FileAccessError`` as ``write(_:to:durability:)-(Data,_,_)``; what `produce` throws.
    /// - Complexity: O(the output's size), holding no more of it than `produce` does.
    package static func write(
        to path: String, durability: Durability = .fromEnvironment,
        streaming produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws {
        func writer(_ descriptor: Int32) -> (UnsafeRawBufferPointer) throws -> Void {
            { bytes in
                let code = FileDescriptorWriting.writeAll(descriptor, bytes)
                guard code == 0 else {
                    let name = path == "-" ? "standard output" : path
                    throw FileAccessError(path: name, reason: "cannot write it: \(describe(code))")
                }
            }
        }
        switch try OutputDestination.resolve(path) {
        case .descriptor(let descriptor):
            try produce(writer(descriptor))
        case .inPlace(let target):
            let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw FileAccessError(path: path, reason: "cannot open \(target): \(describe(errno))")
            }
            do {
                try produce(writer(descriptor))
            } catch {
                close(descriptor)
                throw error
            }
            guard close(descriptor) == 0 else {
                throw FileAccessError(path: path, reason: "cannot write it: \(describe(errno))")
            }
        case .regularFile(let target, let existing):
            try ReplacementFile.replace(
                target, existing: existing, synced: durability == .synced, userPath: path
            ) { descriptor in try produce(writer(descriptor)) }
        }
    }
}
