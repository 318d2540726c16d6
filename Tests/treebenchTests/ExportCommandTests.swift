import Foundation
import Testing
import TreeBench

/// `treebench export --fit-names`: what Graphviz itself says of the boxes.
@Suite("treebench export")
struct ExportCommandTests {
    /// What `program` (dot or neato, found on the PATH) prints on standard error for a DOT file.
    private func graphvizWarnings(_ program: String, _ arguments: [String], for dot: String) throws -> String {
        let outcome = try ProgramRunner.runBlocking(
            URL(fileURLWithPath: "/usr/bin/env"), [program, "-Tsvg", "-o", "/dev/null"] + arguments,
            input: Data(dot.utf8))
        #expect(outcome.succeeded, "\(program): \(outcome.errorText)")
        return outcome.errorText
    }

    @Test("Graphviz finds every name fits its box, in both forms: on one line with --fit-names, wrapped without")
    func fitNames() throws {
        for (form, program, arguments) in [([String](), "dot", [String]()), (["--pinned"], "neato", ["-n2"])] {
            let fitted = try CommandLineRunner.run(["export", "Data/victoria.json", "--fit-names"] + form)
            #expect(fitted.status == 0, "\(fitted.standardError)")
            let warnings = try graphvizWarnings(program, arguments, for: fitted.standardOutput)
            #expect(!warnings.contains("too small for label"), "\(program): \(warnings)")

            #expect(!fitted.standardOutput.contains("label=\"Queen\\nVictoria\""), "one line with --fit-names")

            let fixed = try CommandLineRunner.run(["export", "Data/victoria.json"] + form)
            let fixedWarnings = try graphvizWarnings(program, arguments, for: fixed.standardOutput)
            #expect(fixedWarnings.isEmpty, "\(program): \(fixedWarnings)")
            #expect(fixed.standardOutput.contains("label=\"Queen\\nVictoria\""), "wrapped in a 50-point box")
        }
    }
}
