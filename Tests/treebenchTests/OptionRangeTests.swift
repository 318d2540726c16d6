import Foundation
import Testing

/// Every numeric option has a documented range: a value outside it is a usage error (exit 64)
/// naming the option and the range, decided before any work starts, never a trap.
@Suite("Option ranges")
struct OptionRangeTests {
    @Test(
        "run refuses values it used to trap on, and duplicate engines, with exit 64 before measuring",
        arguments: [
            (["--timeout", "inf"], "--timeout"), (["--timeout", "1e19"], "--timeout"),
            (["--timeout", "nan"], "--timeout"),
            (["--memory-limit", "9223372036854775807"], "--memory-limit"),
            (["--seeds", "9223372036854775807"], "--seeds"), (["--repeat", "9223372036854775807"], "--repeat"),
            (["--warmup", "9223372036854775807"], "--warmup"),
            (["--members", "9223372036854775807"], "--members"),
            (["--generations", "9223372036854775807"], "--generations"),
            (["--engines", "native,native"], "native"),
        ])
    func runRanges(arguments: [String], named: String) throws {
        let result = try CommandLineRunner.run(["run", "--quick", "--out", "/nonexistent/never"] + arguments)
        #expect(result.status == 64, "\(arguments): \(result.standardError)")
        #expect(result.standardError.contains(named))
        #expect(result.standardOutput.isEmpty)
    }

    @Test(
        "geometry beyond its range is a usage error, not a layout of nulls",
        arguments: ["--box-width", "--box-height", "--couple-gap", "--sibling-gap", "--level-gap"])
    func geometryRanges(option: String) throws {
        let result = try CommandLineRunner.run(["layout", "Data/xiaoming.json", option, "1e308", "-o", "-"])
        #expect(result.status == 64, "\(option): \(result.standardError)")
        #expect(result.standardError.contains(option))
        #expect(result.standardOutput.isEmpty)
    }

    @Test("run checks --out before the sweep: an unwritable folder fails at once, naming it")
    func outCheckedFirst() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tb-run-\(UUID().uuidString)")
        try Data("a file, not a folder".utf8).write(to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("reports").path
        // An impossible engine after the folder check would take no time; a sweep that measured
        // first would print its table on standard output.
        let result = try CommandLineRunner.run([
            "run", "--quick", "--members", "50", "--generations", "4", "--engines", "native", "--out", out,
        ])
        #expect(result.status == 74)
        #expect(result.standardError.contains(out))
        #expect(result.standardOutput.isEmpty)
    }
}
