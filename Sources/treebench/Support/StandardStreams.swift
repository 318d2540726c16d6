import Foundation
// stdio's `stdout`, a C global the compiler cannot prove safe; only the main thread touches it here.
@preconcurrency import SwiftGlibc

/// Standard input, output and error as a command relies on them: open, and a failed write to
/// standard output an error (exit 74) rather than a silent loss or a signal.
enum StandardStreams {
    /// Before anything else opens a file: a closed standard descriptor (`>&-`) gets `/dev/null`
    /// opened the wrong way round in its place (output read-only, input write-only), so every
    /// write to it fails with `EBADF` and is reported, where the next file opened (an output's
    /// temporary file) would otherwise take the number and receive the printed text. SIGPIPE gets
    /// a handler that does nothing, so writing to a pipe nobody reads fails with `EPIPE` instead
    /// of ending the process; programs started later get the default back (exec resets handlers).
    static func prepare() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let reopened = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            if reopened >= 0 && reopened != descriptor {
                dup2(reopened, descriptor)
                close(reopened)
            }
        }
        signal(SIGPIPE) { _ in }
    }

    /// Flushes what `print` buffered for standard output; why standard output could not be
    /// written (now or by an earlier write), or `nil` when all of it was.
    static func flushOutput() -> String? {
        errno = 0
        let flushed = fflush(stdout) == 0
        let code = errno
        guard !flushed || ferror(stdout) != 0 else { return nil }
        return "cannot write standard output" + (code == 0 ? "" : ": " + String(cString: strerror(code)))
    }
}
