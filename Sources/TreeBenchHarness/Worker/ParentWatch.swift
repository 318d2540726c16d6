import Foundation
import Glibc

/// The worker's side of dying with the harness: its standard input is the read end of a pipe
/// whose write end only the harness holds, so when the harness ends in any way (SIGKILL
/// included) the kernel closes it and the read returns end-of-file; the worker then kills every
/// process it started and its own process group (itself included).
///
/// A pipe rather than `PR_SET_PDEATHSIG`: Linux sends that signal when the *thread* that started
/// the child exits, and the harness starts workers from a thread pool whose threads come and go.
enum ParentWatch {
    /// Starts watching standard input on a thread of its own.
    static func start() {
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(STDIN_FILENO, &byte, 1)
                if count > 0 || (count < 0 && errno == EINTR) { continue }
                break
            }
            // A peer's runtime may lead a process group of its own: reached through /proc.
            for descendant in ProcessTree.descendants(of: getpid()) { _ = kill(descendant, SIGKILL) }
            _ = kill(0, SIGKILL)  // the worker's own group, led by the worker
            _exit(128 + SIGKILL)
        }
        thread.name = "treebench.parent-watch"
        thread.start()
    }
}
