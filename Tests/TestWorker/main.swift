// treebench-test-worker --request JSON: `treebench worker` with the test engines (TestEngine)
// added, for the harness's isolation tests. Built with the tests; never installed.
import Foundation
import TreeBenchHarness
import TreeBenchHarnessTestSupport

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, arguments[0] == "--request",
    let request = try? JSONDecoder().decode(WorkerRequest.self, from: Data(arguments[1].utf8))
else {
    FileHandle.standardError.write(Data("usage: treebench-test-worker --request JSON\n".utf8))
    exit(64)
}
let status = WorkerJob.run(request, extraEngines: TestEngine.sweepEngines) { line in
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
exit(status)
