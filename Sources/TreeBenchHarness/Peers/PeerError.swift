/// Why a peer engine could not lay out a family.
package enum PeerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The peer's runtime or driver is not installed here; the sweep skips the engine.
    case unavailable(Peer, reason: String)
    /// The driver exited with an error.
    case driverFailed(Peer, status: Int32, message: String)
    /// The driver's answer could not be read.
    case unreadableAnswer(Peer, detail: String)

    /// A sentence naming the engine, what went wrong and, for a missing runtime, how to install it.
    package var description: String {
        switch self {
        case .unavailable(let peer, let reason):
            "engine \(peer.rawValue) is not available: \(reason)"
        case .driverFailed(let peer, let status, let message):
            "engine \(peer.rawValue): scripts/engines/\(peer.script) exited with status \(status)"
                + (message.isEmpty ? "" : ": \(message)")
        case .unreadableAnswer(let peer, let detail):
            "engine \(peer.rawValue): unreadable answer from scripts/engines/\(peer.script): \(detail)"
        }
    }
}
