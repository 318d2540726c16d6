import Foundation
import Synchronization

/// A sweep stopped from outside: the first SIGINT (Ctrl-C), SIGTERM (`kill`, a CI runner's
/// cancel) or SIGHUP (the terminal closed) asks the sweep to stop after writing what it
/// measured, and the command then exits 128 + the signal's number; a second one of any of them
/// ends the process at once.
enum Interruption {
    /// The signals that stop a sweep.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// The first signal received, or 0; set by the handler, read by the sweep between runs.
    static let received = Atomic<Int32>(0)

    /// Installs the handler for ``signals``.
    static func install() {
        for number in signals {
            signal(number) { number in
                Interruption.received.store(number, ordering: .relaxed)
                // Async-signal-safe: only `signal` and an atomic store. The next one ends the process.
                for other in [SIGINT, SIGTERM, SIGHUP] { signal(other, SIG_DFL) }
            }
        }
    }

    /// Whether a stopping signal arrived.
    static var isRequested: Bool { stoppingSignal != nil }

    /// The stopping signal that arrived, if one did.
    static var stoppingSignal: Int32? {
        let number = received.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// The signal's name as `kill -l` gives it, with the SIG prefix.
    static func name(of number: Int32) -> String {
        switch number {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(number)"
        }
    }
}
