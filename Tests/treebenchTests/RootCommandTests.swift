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

    static let kennedy = "Data/corpus/gedcom/US_presidents--Kennedy_Family.ged"

    @Test("a whole name that is not the only match is taken with a note naming the others, their years and ids")
    func wholeNameNote() throws {
        let result = try CommandLineRunner.run(["outline", Self.kennedy, "--root", "John Kennedy"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("John KENNEDY (I62)"))
        #expect(
            result.standardError.contains(
                "note: --root \"John Kennedy\" is John KENNEDY (I62, 4 Jan 1854 – 24 Sep 1855), whose whole name it is; "
                    + "it also names John Fitzgerald KENNEDY (I52, 29 May 1917 – 22 Nov 1963)"),
            "\(result.standardError)")
        let byID = try CommandLineRunner.run(["outline", Self.kennedy, "--root", "I62"])
        #expect(!byID.standardError.contains("note:"))
    }

    @Test("a misspelt name offers the nearest names")
    func nearestNames() throws {
        let result = try CommandLineRunner.run(["outline", Self.kennedy, "--root", "Jhon Kenedy"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("the nearest names: John KENNEDY (I62, 4 Jan 1854 – 24 Sep 1855)"))
    }

    @Test(
        "--collapse takes what --root takes: an id, @id@ or a name; one that names nobody is a usage error",
        arguments: ["I4", "@I4@", "Carl Stone"])
    func collapseForms(person: String) throws {
        let result = try CommandLineRunner.run(["outline", Self.stone, "--collapse", person])
        #expect(result.status == 0, "\(result.standardError)")
        let byID = try CommandLineRunner.run(["outline", Self.stone, "--collapse", "I4"])
        #expect(result.standardOutput == byID.standardOutput)
    }

    @Test("--collapse of a person nobody is exits 64 (the command line's fault), with the nearest names")
    func collapseUnknown() throws {
        let result = try CommandLineRunner.run(["outline", Self.stone, "--collapse", "Carl Stomne"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--collapse \"Carl Stomne\" names nobody in the chart"))
        #expect(result.standardError.contains("the nearest names: Carl Stone"))
    }
}
