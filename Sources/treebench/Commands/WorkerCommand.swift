import ArgumentParser
import Foundation
import TreeBenchHarness

/// `treebench worker --request JSON`: one isolated case, run by `treebench run` in a child process.
/// Hidden from help; its answer is JSON lines on standard output.
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: "Run one case of a sweep in this process (used by treebench run).",
        shouldDisplay: false
    )

    @Option(help: "The case, engine and limits, as JSON.")
    var request: String

    func run() throws {
        let decoded: WorkerRequest
        do {
            decoded = try JSONDecoder().decode(WorkerRequest.self, from: Data(request.utf8))
        } catch {
            throw ValidationError("--request is not a worker request: \(error)")
        }
        let status = WorkerJob.run(decoded) { line in
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        if status != 0 { throw CommandFailure(ExitStatus(rawValue: status), []) }
    }
}
