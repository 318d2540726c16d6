import Foundation

extension OutputFile {
    /// Creates the folder `path` (and its parents) when missing and proves that files can be
    /// written in it, by creating one and removing it again; for commands that measure for
    /// minutes before they write.
    ///
    /// - Throws: ``FileAccessError`` naming the folder and the system's reason (a file in the
    ///   way, a read-only file system, no permission, a full disk's inode table).
    package static func prepareFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileAccessError(path: path, reason: "cannot create the folder: \(describeCocoa(error))")
        }
        let probe = path + "/" + ReplacementFile.randomName()
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw FileAccessError(path: path, reason: "cannot write in the folder: \(describe(errno))")
        }
        close(descriptor)
        unlink(probe)
    }

    /// The POSIX reason inside a Foundation file error, else its own description.
    static func describeCocoa(_ error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return describe(Int32(underlying.code))
        }
        return error.localizedDescription
    }
}
