/// The peers of a sweep, checked once before it starts: which are installed, and their versions.
struct PeerCheck {
    /// Each installed peer's version line, by engine name (e.g. `d3`: `d3-hierarchy 1.1.8, Node.js v20.20.2`).
    var versions: [String: String] = [:]
    /// Why each peer that cannot run here is skipped, by engine name.
    var unavailable: [String: String] = [:]

    /// Checks the peers among `engines` by running each driver's `--version`.
    init(engines: [String]) {
        for name in engines {
            guard let peer = EngineCatalog.peer(name) else { continue }
            do {
                versions[name] = try PeerDriver.version(of: peer)
            } catch {
                unavailable[name] = "\(error)"
            }
        }
    }
}
