import Foundation
import Synchronization

/// Removes a named temporary output when SIGINT, SIGTERM or SIGHUP ends the process while it exists.
///
/// Only one temporary name exists at a time (writes are serialised by ``OutputFile``), kept in
/// a buffer allocated once, so the handler does nothing but `unlink` and re-raise, which are
/// async-signal-safe. While armed, the handler replaces the process's own: the signal still
/// ends the process, as it would have, but without leaving the file.
enum TemporaryFileCleanup {
    /// The signals that remove the file before ending the process.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Whether ``path`` names a file to remove.
    private static let armed = Atomic<Bool>(false)
    /// The temporary file's path, NUL-terminated; written only while not armed.
    nonisolated(unsafe) private static let path = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 1)
    /// The handlers the signals had before ``arm(_:)``, restored by ``disarm()``.
    nonisolated(unsafe) private static var previous: [sigaction] = []

    /// Starts removing `temporary` on ``signals``.
    ///
    /// Call it *before* the file is created or linked: a signal that arrives between the two
    /// then removes a name that does not exist yet (harmless), where the other order would
    /// leave the file behind. A signal may be handled by any thread, so masking it in the
    /// writing thread alone could not close that gap.
    static func arm(_ temporary: String) {
        let bytes = Array(temporary.utf8.prefix(Int(PATH_MAX)))
        for (index, byte) in bytes.enumerated() { path[index] = CChar(bitPattern: byte) }
        path[bytes.count] = 0
        armed.store(true, ordering: .sequentiallyConsistent)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            if TemporaryFileCleanup.armed.load(ordering: .sequentiallyConsistent) {
                unlink(TemporaryFileCleanup.path)
            }
            Foundation.signal(signal, SIG_DFL)
            raise(signal)
        }
        sigemptyset(&action.sa_mask)
        previous = signals.map { number in
            var old = sigaction()
            sigaction(number, &action, &old)
            return old
        }
    }

    /// Stops removing the file (it was renamed into place or removed) and restores the handlers.
    static func disarm() {
        armed.store(false, ordering: .sequentiallyConsistent)
        for (number, var old) in zip(signals, previous) { sigaction(number, &old, nil) }
        previous = []
    }
}
