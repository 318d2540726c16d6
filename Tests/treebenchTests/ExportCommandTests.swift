import Foundation
import Testing
import TreeBenchHarness

/// `treebench export`: what Graphviz itself says of the boxes.
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

    @Test("Graphviz finds every name fits its box in both forms: whole by default, cut to a fixed --box-width")
    func namesWhole() throws {
        for (form, program, arguments) in [([String](), "dot", [String]()), (["--pinned"], "neato", ["-n2"])] {
            let whole = try CommandLineRunner.run(["export", "Data/victoria.json"] + form)
            #expect(whole.status == 0, "\(whole.standardError)")
            let warnings = try graphvizWarnings(program, arguments, for: whole.standardOutput)
            #expect(!warnings.contains("too small for label"), "\(program): \(warnings)")
            // Albert's label is his whole name, wrapped at spaces.
            let albert = whole.standardOutput.split(separator: "\n").first { $0.hasPrefix("    \"albert\" [") }
            let label = albert?.firstRange(of: #/label="([^"]*)"/#).map { String(albert![$0]) } ?? ""
            #expect(
                label.dropFirst(7).dropLast().replacingOccurrences(of: "\\n", with: " ")
                    == "Prince Albert of Saxe-Coburg and Gotha", "\(label)")
            #expect(!whole.standardOutput.contains("…"))

            let fixed = try CommandLineRunner.run(["export", "Data/victoria.json", "--box-width", "50"] + form)
            let fixedWarnings = try graphvizWarnings(program, arguments, for: fixed.standardOutput)
            #expect(fixedWarnings.isEmpty, "\(program): \(fixedWarnings)")
            #expect(fixed.standardOutput.contains("…"), "cut to a 50-point box")
        }
    }

    @Test("a repeat's label in the file for dot says where the person's own box is, as the pictures do")
    func repeatReferences() throws {
        // Anna Stein marries her cousin Felix: her home is under her parents, a repeat beside him.
        let run = try CommandLineRunner.run(["export", "Data/genealogy/cousin-marriage.ged"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains(#""I8" [label="Anna\nStein\n(1)""#))
        #expect(run.standardOutput.contains(#""I8~2" [label="Anna\nStein\nsee 1 · gen. 3""#))
    }
}
