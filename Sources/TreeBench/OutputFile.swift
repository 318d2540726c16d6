public import Foundation

/// Writes a whole output at once, so a failure never leaves a half-written file.
///
/// The bytes go to a temporary file in the destination's folder, which is then renamed over
/// the destination (atomic on POSIX file systems). `-` means standard output.
public enum OutputFile {
    /// Writes `data` to `path` atomically, or to standard output when `path` is `-`.
    ///
    /// - Throws: ``FileAccessError`` naming the path when the folder is missing or not writable.
    public static func write(_ data: Data, to path: String) throws {
        if path == "-" {
            FileHandle.standardOutput.write(data)
            return
        }
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            ".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw FileAccessError(path: path, reason: "cannot write in \(folder.path): \(error.localizedDescription)")
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw FileAccessError(path: path, reason: "cannot replace the file: \(reason)")
        }
    }

    /// Writes `text` as UTF-8; see ``write(_:to:)-(Data,_)``.
    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }
}

/// Reads a whole input file; `-` means standard input.
public enum InputFile {
    /// The bytes of `path`, or of standard input when `path` is `-`.
    ///
    /// - Throws: ``FileAccessError`` naming the path when it cannot be read.
    public static func read(_ path: String) throws -> Data {
        if path == "-" {
            return FileHandle.standardInput.readDataToEndOfFile()
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw FileAccessError(path: path, reason: "cannot read it: \(error.localizedDescription)")
        }
    }
}

/// A file that could not be read or written.
public struct FileAccessError: Error, CustomStringConvertible {
    /// The path as the user gave it.
    public let path: String
    /// Why, in words.
    public let reason: String

    /// "path: reason".
    public var description: String { "\(path): \(reason)" }
}
