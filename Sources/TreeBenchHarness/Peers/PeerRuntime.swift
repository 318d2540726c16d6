import Foundation

/// Where a peer's driver script and its interpreter are on this machine.
///
/// The scripts are found in the TreeBench checkout: `$TREEBENCH_ROOT` when set, else the
/// nearest folder holding `scripts/engines/` above the running executable (a checkout's
/// `.build/release/treebench`) or above the current folder. Node.js is looked up on `PATH`
/// (`node`, then Debian's older name `nodejs`); Python is the project's own virtual
/// environment, `.venv/bin/python3` in the checkout, which `scripts/setup.sh` creates.
package struct PeerRuntime: Sendable, Hashable {
    /// The kind of interpreter a driver needs.
    enum Kind: Sendable {
        /// Node.js from `PATH`.
        case node
        /// The project's virtual environment's Python.
        case projectPython
    }

    /// The interpreter to start.
    package let interpreter: String
    /// Arguments before the script (Node's heap limit).
    package let interpreterArguments: [String]
    /// The driver script.
    package let script: String

    /// The runtime of `peer`, or why there is none.
    ///
    /// - Throws: ``PeerError/unavailable(_:reason:)`` naming what is missing and how to install it.
    /// - Complexity: a few `stat` calls per folder from the executable up to `/`.
    package static func locate(_ peer: Peer) throws(PeerError) -> PeerRuntime {
        guard let root = checkoutRoot() else {
            throw .unavailable(
                peer,
                reason: "its driver scripts/engines/\(peer.script) was not found above \(executableFolder()) "
                    + "or the current folder; set TREEBENCH_ROOT to the TreeBench checkout")
        }
        let script = root + "/scripts/engines/" + peer.script
        switch peer.runtime {
        case .node:
            guard let node = ["node", "nodejs"].lazy.compactMap(onPath).first else {
                throw .unavailable(peer, reason: "Node.js is not installed (scripts/setup.sh installs nodejs)")
            }
            // d3's tree of 10,000,000 people needs more heap than Node's default; the sweep's
            // memory limit, not Node's, is the one that should stop it.
            return PeerRuntime(interpreter: node, interpreterArguments: ["--max-old-space-size=65536"], script: script)
        case .projectPython:
            let python = root + "/.venv/bin/python3"
            guard FileManager.default.isExecutableFile(atPath: python) else {
                throw .unavailable(
                    peer, reason: "the project's Python environment \(root)/.venv is missing (run scripts/setup.sh)")
            }
            return PeerRuntime(interpreter: python, interpreterArguments: [], script: script)
        }
    }

    /// The command line that runs the driver with `arguments`.
    var commandLine: [String] { [interpreter] + interpreterArguments + [script] }

    private static func checkoutRoot() -> String? {
        let manager = FileManager.default
        if let root = ProcessInfo.processInfo.environment["TREEBENCH_ROOT"], !root.isEmpty {
            return manager.fileExists(atPath: root + "/scripts/engines") ? root : nil
        }
        for start in [executableFolder(), manager.currentDirectoryPath] {
            var folder = URL(fileURLWithPath: start).standardizedFileURL
            while true {
                if manager.fileExists(atPath: folder.path + "/scripts/engines") { return folder.path }
                let up = folder.deletingLastPathComponent()
                if up.path == folder.path { break }
                folder = up
            }
        }
        return nil
    }

    private static func executableFolder() -> String {
        RunningExecutable.url.deletingLastPathComponent().path
    }

    private static func onPath(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
