import Foundation
import Testing

/// `--root` as users write it: an id, an id as GEDCOM writes it, or a name.
@Suite("--root by id or name")
struct RootCommandTests {
    static let stone = "Data/genealogy/stone-family.ged"

    @Test(
        "I3, @I3@, \"Bert Stone\" and \"bert\" chart the same descendants",
        arguments: ["I3", "@I3@", "Bert Stone", "bert"])
    func sameRoot(root: String) throws {
        let result = try CommandLineRunner.run(["outline", Self.stone, "--root", root])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("Bert Stone (I3) & Fay Wood (I6)\n"))
    }

    @Test("a name that names several people is a usage error listing them with their dates and ids")
    func ambiguousName() throws {
        let result = try CommandLineRunner.run(["import", Self.stone, "--root", "Stone", "-o", "-"])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.hasPrefix("treebench import: root \"Stone\" names 13 people; give one of their ids:\n")
        )
        #expect(result.standardError.contains("\n  Adam Stone (I1, 12 Mar 1819 – 1901)\n"))
        #expect(result.standardError.contains("\n  … and 3 more"))
    }

    @Test("a root that is neither an id nor a name is a usage error")
    func unknownRoot() throws {
        let result = try CommandLineRunner.run(["layout", Self.stone, "--root", "Nobody"])
        #expect(result.status == 64)
        #expect(
            result.standardError.contains("root Nobody is not a person of the genealogy (neither an id nor a name)"))
    }
}
