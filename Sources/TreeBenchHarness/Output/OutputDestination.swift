import Foundation

/// Where an output goes, decided before a byte is written: an open descriptor to write in
/// place (standard output, a FIFO, a character device), or a regular file to replace whole.
enum OutputDestination {
    /// Write straight into this descriptor, which stays open (standard output and its aliases).
    case descriptor(Int32)
    /// Write in place into what is at this path (a FIFO, a device): opened without creating or
    /// truncating, streaming.
    case inPlace(path: String)
    /// Replace the regular file at `path` (the end of any chain of links), or create it:
    /// `existing` is its status when it exists, whose mode and owner the new file takes.
    case regularFile(path: String, existing: stat?)

    /// The longest chain of symbolic links followed, as the kernel's own limit (`ELOOP`).
    static let linkLimit = 40

    /// Decides where `path` (as the user wrote it) goes.
    ///
    /// `-` and `/dev/stdout` are standard output, `/dev/stderr` standard error, `/dev/fd/N` and
    /// `/proc/self/fd/N` descriptor N, all written in place. Symbolic links are followed to
    /// their final target (relative ones from the link's folder), so the file at the end of the
    /// chain is replaced and every link kept; a dangling link's target is created. A link into
    /// `/proc` that names no path (a pipe, a socket) is opened as it is and written in place.
    ///
    /// - Throws: ``FileAccessError`` for a folder, a loop of links, or a path that cannot be examined.
    static func resolve(_ path: String) throws -> OutputDestination {
        if let descriptor = standardDescriptor(path) { return .descriptor(descriptor) }
        var current = path
        for _ in 0...linkLimit {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                let code = errno
                guard code == ENOENT else {
                    throw FileAccessError(path: path, reason: "cannot examine \(current): \(describe(code))")
                }
                return .regularFile(path: current, existing: nil)
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return .regularFile(path: current, existing: info)
            case S_IFDIR:
                throw FileAccessError(path: path, reason: "\(current) is a folder, not a file")
            case S_IFLNK:
                let target = try readLink(current, for: path)
                if !target.hasPrefix("/") && (current.hasPrefix("/proc/") || current.hasPrefix("/dev/fd/")) {
                    // A magic link to an object without a path (`pipe:[…]`): open it as it is.
                    return .inPlace(path: current)
                }
                current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
            default:
                return .inPlace(path: current)
            }
        }
        throw FileAccessError(path: path, reason: "too many levels of symbolic links")
    }

    /// The descriptor that `-` and the standard device names stand for.
    static func standardDescriptor(_ path: String) -> Int32? {
        switch path {
        case "-", "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    /// The folder holding `path` (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// What the link at `link` points to.
    private static func readLink(_ link: String, for path: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else {
            throw FileAccessError(path: path, reason: "cannot read the link \(link): \(describe(errno))")
        }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The C library's sentence for an `errno` value.
func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
}
