import Foundation
import Synchronization

/// A new file that replaces a regular file whole: written beside it under a name nobody else
/// can choose or plant, given the old file's mode and owner, then renamed over it.
///
/// On Linux the file is opened with `O_TMPFILE`, so it has no name while it is written: a
/// failure, a signal or even SIGKILL leaves nothing. It gets a random name (`linkat` through
/// `/proc/self/fd`, which never follows a planted link and fails on an existing name) only for
/// the instant before the `rename`. Where `O_TMPFILE` is not supported, the file is created
/// under a random name with `O_CREAT | O_EXCL | O_NOFOLLOW` (never through a planted link),
/// and removed on failure, SIGINT, SIGTERM and SIGHUP.
enum ReplacementFile {
    /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), a macro Swift cannot import.
    static let temporaryFileFlag: Int32 = 0o20_000_000 | O_DIRECTORY

    /// Set (to anything) in the environment, this variable makes the writer skip `O_TMPFILE` and
    /// use its fallback, a named temporary file, as on systems without it; for tests.
    static let namedOnlyVariable = "TREEBENCH_OUTPUT_NAMED_TEMPORARY"

    /// Serialises replacements: the signal handler knows one temporary name at a time.
    private static let lock = Mutex(())

    /// Replaces (or creates) the regular file at `target` with what `write` writes.
    ///
    /// - Parameters:
    ///   - target: The file's path, at the end of any chain of links.
    ///   - existing: The file's status when it exists: the new file takes its permission bits
    ///     and, where the process may (`fchown`), its owner and group.
    ///   - synced: Whether to `fsync` the file before the rename and its folder after, so the
    ///     new content survives a power cut.
    ///   - userPath: The path as the user wrote it, for errors.
    ///   - write: Writes the whole content to the descriptor it is given; when it throws, the old
    ///     file stays and its error is thrown.
    /// - Throws: ``FileAccessError`` naming the folder or the file and the system's reason; what
    ///   `write` throws.
    static func replace(
        _ target: String, existing: stat?, synced: Bool, userPath: String, write: (Int32) throws -> Void
    ) throws {
        try lock.withLock { _ in
            let folder = OutputDestination.folder(of: target)
            var (descriptor, name) = try create(in: folder, existing: existing, userPath: userPath)
            func fail(_ reason: String) -> FileAccessError {
                close(descriptor)
                if let name {
                    unlink(name)
                    TemporaryFileCleanup.disarm()
                }
                return FileAccessError(path: userPath, reason: reason)
            }
            if let existing {
                if existing.st_uid != geteuid() || existing.st_gid != getegid() {
                    _ = fchown(descriptor, existing.st_uid, existing.st_gid)  // allowed for root only
                }
                guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
                    throw fail("cannot set the file's mode: \(describe(errno))")
                }
            }
            do {
                try write(descriptor)
            } catch {
                _ = fail("")
                throw error
            }
            if synced, fsync(descriptor) != 0 { throw fail("cannot write it to disk: \(describe(errno))") }
            if name == nil {
                name = try link(descriptor, in: folder, userPath: userPath)
            }
            guard let name else { return }
            guard rename(name, target) == 0 else { throw fail("cannot replace the file: \(describe(errno))") }
            TemporaryFileCleanup.disarm()
            close(descriptor)
            if synced {
                let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                defer { if folderDescriptor >= 0 { close(folderDescriptor) } }
                guard folderDescriptor >= 0, fsync(folderDescriptor) == 0 else {
                    throw FileAccessError(path: userPath, reason: "cannot write \(folder) to disk: \(describe(errno))")
                }
            }
        }
    }

    /// Opens the new file in `folder`: anonymous (`O_TMPFILE`, name `nil`) where supported,
    /// else under a fresh random name, armed for removal on SIGINT, SIGTERM and SIGHUP.
    private static func create(
        in folder: String, existing: stat?, userPath: String
    ) throws -> (descriptor: Int32, name: String?) {
        // A new file gets 0666 less the umask, as any program's; an existing file's mode is set
        // exactly afterwards, so until then only the owner may open the new one.
        let mode: mode_t = existing == nil ? 0o666 : 0o600
        if access("/proc/self/fd", X_OK) == 0, ProcessInfo.processInfo.environment[namedOnlyVariable] == nil {
            let descriptor = open(folder, temporaryFileFlag | O_WRONLY | O_CLOEXEC, mode)
            if descriptor >= 0 { return (descriptor, nil) }
            let code = errno
            guard code == EOPNOTSUPP || code == EISDIR || code == EINVAL else {
                throw FileAccessError(path: userPath, reason: "cannot write in \(folder): \(describe(code))")
            }
        }
        for _ in 0..<100 {
            let name = folder + "/" + randomName()
            // Armed before the file exists, so no instant has the file without its cleanup; a
            // name taken already (EEXIST) is disarmed at once, and its file never touched, as
            // long as no signal lands in that instant (a one in 36^16 collision besides).
            TemporaryFileCleanup.arm(name)
            let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return (descriptor, name) }
            let code = errno
            TemporaryFileCleanup.disarm()
            guard code == EEXIST else {
                throw FileAccessError(path: userPath, reason: "cannot write in \(folder): \(describe(code))")
            }
        }
        throw FileAccessError(path: userPath, reason: "cannot write in \(folder): no free temporary name")
    }

    /// Gives the anonymous file `descriptor` a fresh random name in `folder`, armed for removal.
    private static func link(_ descriptor: Int32, in folder: String, userPath: String) throws -> String {
        for _ in 0..<100 {
            let name = folder + "/" + randomName()
            TemporaryFileCleanup.arm(name)  // before the name exists, as in `create`
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 {
                return name
            }
            let code = errno
            TemporaryFileCleanup.disarm()
            guard code == EEXIST else {
                close(descriptor)
                throw FileAccessError(path: userPath, reason: "cannot write in \(folder): \(describe(code))")
            }
        }
        close(descriptor)
        throw FileAccessError(path: userPath, reason: "cannot write in \(folder): no free temporary name")
    }

    /// `.tb-` and 16 random letters and digits: short, so any output name up to the file
    /// system's limit works, and unguessable.
    static func randomName() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        return ".tb-" + String((0..<16).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] })
            + ".tmp"
    }
}
