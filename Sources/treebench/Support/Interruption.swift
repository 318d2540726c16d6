import Foundation
import Synchronization

/// Ctrl-C during a sweep: the first SIGINT asks the sweep to stop after writing what it measured;
/// a second one ends the process at once.
enum Interruption {
    /// Set by the signal handler; read by the sweep between runs.
    static let requested = Atomic<Bool>(false)

    /// Installs the handler.
    static func install() {
        signal(SIGINT) { _ in
            Interruption.requested.store(true, ordering: .relaxed)
            signal(SIGINT, SIG_DFL)
        }
    }

    /// Whether Ctrl-C was pressed.
    static var isRequested: Bool { requested.load(ordering: .relaxed) }
}
