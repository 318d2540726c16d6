import Foundation

extension OutputFile {
    /// Proves, before anything is written, that `path` can be written: a regular file's folder
    /// takes a new file (one without a name is opened there and closed again, so nothing is left),
    /// and a folder the command creates (`creatingFolders`) can be made under its nearest
    /// existing parent. Standard output, FIFOs and devices pass: they are written in place.
    ///
    /// A command with several outputs checks them all first, so that an output that cannot be
    /// written (`import … -o chart.json --report /missing/r.json`) leaves no other written.
    ///
    /// - Throws: ``FileAccessError`` naming the path and the folder with the system's reason, as
    ///   the write itself would.
    package static func checkWritable(_ path: String, creatingFolders: Bool = false) throws {
        guard case .regularFile(let target, _) = try OutputDestination.resolve(path) else { return }
        var folder = OutputDestination.folder(of: target)
        if creatingFolders {
            while !isFolder(folder), folder != "/", folder != "." {
                folder = OutputDestination.folder(of: folder)
            }
        }
        guard isFolder(folder) else {
            throw FileAccessError(path: path, reason: "cannot write in \(folder): \(describe(ENOENT))")
        }
        let descriptor = open(folder, ReplacementFile.temporaryFileFlag | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        let code = errno
        if code == EOPNOTSUPP || code == EISDIR || code == EINVAL {
            // No O_TMPFILE here: ask for the permission instead.
            guard access(folder, W_OK | X_OK) == 0 else {
                throw FileAccessError(path: path, reason: "cannot write in \(folder): \(describe(errno))")
            }
            return
        }
        throw FileAccessError(path: path, reason: "cannot write in \(folder): \(describe(code))")
    }

    /// The first two of `outputs` that are one file (the same path once every symbolic link is
    /// followed and the folder resolved, the same device and inode across hard links, or the
    /// same standard stream), as the user gave them; `nil` when each is its own. Writing both
    /// would leave only the last, or mix them.
    ///
    /// - Complexity: one path resolution per output, and a comparison per pair of regular-file
    ///   outputs (commands have two or three).
    package static func outputsNamingOneFile(_ outputs: [String]) -> (first: String, second: String)? {
        var seen: [(path: String, file: String, identity: FileIdentity?)] = []
        for output in outputs {
            let file: String
            var identity: FileIdentity?
            switch try? OutputDestination.resolve(output) {
            case .descriptor(let descriptor)?:
                file = "/dev/fd/\(descriptor)"
            case .inPlace(let target)?:
                file = target
            case .regularFile(let target, let existing)?:
                let folder = OutputDestination.folder(of: target)
                let name = target.split(separator: "/").last.map(String.init) ?? target
                let resolvedFolder = realpath(folder, nil).map { pointer in
                    defer { free(pointer) }
                    return String(cString: pointer)
                }
                file = (resolvedFolder ?? folder) + "/" + name
                identity = existing.map { FileIdentity(device: $0.st_dev, inode: $0.st_ino) }
            case nil:
                continue
            }
            if let earlier = seen.first(where: { $0.file == file || ($0.identity != nil && $0.identity == identity) }) {
                return (earlier.path, output)
            }
            seen.append((output, file, identity))
        }
        return nil
    }

    /// A file as the system knows it, whatever path names it.
    private struct FileIdentity: Equatable {
        var device: dev_t
        var inode: ino_t
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
