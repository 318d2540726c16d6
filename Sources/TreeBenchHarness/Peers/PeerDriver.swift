import Foundation

/// Runs a peer's driver script and reads its answer.
enum PeerDriver {
    /// What a driver prints on its last line of standard output.
    struct Answer: Decodable {
        /// The peer's layout call alone, timed inside the runtime on its second run (warm), in
        /// nanoseconds.
        var layoutNanoseconds: Int64
        /// The same call's first run in the runtime (cold), in nanoseconds.
        var coldNanoseconds: Int64

        /// The warm layout call in seconds.
        var layoutSeconds: Double { Double(layoutNanoseconds) / 1e9 }
        /// The cold layout call in seconds.
        var coldSeconds: Double { Double(coldNanoseconds) / 1e9 }
    }

    /// Runs `peer`'s driver with `arguments` and decodes its answer.
    ///
    /// - Throws: ``PeerError/driverFailed(_:status:message:)`` when it exits with an error,
    ///   ``PeerError/unreadableAnswer(_:detail:)`` when its answer is not JSON.
    static func run(_ peer: Peer, _ runtime: PeerRuntime, arguments: [String]) throws -> Answer {
        let command = runtime.commandLine
        let outcome = try ProgramRunner.runBlocking(program: command[0], Array(command.dropFirst()) + arguments)
        guard outcome.succeeded else {
            throw PeerError.driverFailed(
                peer, status: outcome.status,
                message: String(outcome.errorText.trimmingCharacters(in: .whitespacesAndNewlines).suffix(1000)))
        }
        let lastLine = outcome.outputText.split(separator: "\n").last.map(String.init) ?? ""
        do {
            return try JSONDecoder().decode(Answer.self, from: Data(lastLine.utf8))
        } catch {
            throw PeerError.unreadableAnswer(
                peer, detail: "expected {\"layoutNanoseconds\": N, \"coldNanoseconds\": N}, got \(lastLine.prefix(200))"
            )
        }
    }

    /// The driver's `--version` line (e.g. `d3-hierarchy 1.1.8, Node.js v20.20.2`).
    ///
    /// - Throws: ``PeerError`` when the runtime is missing or the driver fails.
    static func version(of peer: Peer) throws -> String {
        let command = try PeerRuntime.locate(peer).commandLine
        let outcome = try ProgramRunner.runBlocking(program: command[0], Array(command.dropFirst()) + ["--version"])
        let text = outcome.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard outcome.succeeded, !text.isEmpty else {
            throw PeerError.driverFailed(
                peer, status: outcome.status, message: outcome.errorText.trimmingCharacters(in: .whitespacesAndNewlines)
            )
        }
        return text
    }

    /// `count` little-endian Float64 values from `file`.
    ///
    /// - Throws: ``PeerError/unreadableAnswer(_:detail:)`` when the file is missing or its size is wrong.
    static func doubles(in file: URL, count: Int, peer: Peer) throws(PeerError) -> [Double] {
        guard let data = try? Data(contentsOf: file) else {
            throw .unreadableAnswer(peer, detail: "no output file \(file.lastPathComponent)")
        }
        guard data.count == 8 * count else {
            throw .unreadableAnswer(peer, detail: "\(data.count) bytes of positions for \(count) units")
        }
        return data.withUnsafeBytes { raw in
            (0..<count).map {
                Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * $0, as: UInt64.self)))
            }
        }
    }
}
