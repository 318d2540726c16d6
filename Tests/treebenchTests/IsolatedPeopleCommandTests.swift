import Foundation
import Testing

/// `--isolated omit|row|keep`: people with no family (no parents, partner or children) in a whole
/// file's chart are left out by default, with a note and a subtitle saying how many, or drawn in
/// rows under the tree, or kept in its first row.
@Suite("--isolated: people with no family")
struct IsolatedPeopleCommandTests {
    /// The Ash family (four people) and three people nobody links to.
    static let file = "Data/genealogy/unlinked-people.ged"
    static let unlinked = ["Walter Witness", "Grace Godparent", "Oscar Unlinked"]

    @Test("by default a whole file's chart leaves them out and says so, on standard error and under the title")
    func omittedByDefault() throws {
        for format in ["svg", "html"] {
            let result = try CommandLineRunner.run(["render", Self.file, "--format", format, "-o", "-"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(
                result.standardError.contains(
                    "note: 3 people with no family (no parents, partner or children) left out"))
            #expect(result.standardOutput.contains("3 people with no family not shown"), "\(format)")
            for name in Self.unlinked { #expect(!result.standardOutput.contains(name), "\(format): \(name)") }
            #expect(result.standardOutput.contains("Tom Ash"))
        }
        for format in ["png", "pdf"] {
            let result = try CommandLineRunner.run(["render", Self.file, "--format", format, "-o", "-"])
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardError.contains("3 people with no family"), "\(format)")
        }
    }

    @Test("--isolated row draws them in rows under the tree, not in its first row")
    func row() throws {
        let result = try CommandLineRunner.run([
            "render", Self.file, "--isolated", "row", "--box-width", "80", "-o", "-",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("3 people with no family in rows below"))
        let henryY = try #require(Self.boxY(of: "Henry Ash", in: result.standardOutput))
        let tomY = try #require(Self.boxY(of: "Tom Ash", in: result.standardOutput))
        for name in Self.unlinked {
            let y = try #require(Self.boxY(of: name, in: result.standardOutput), "\(name) is drawn")
            #expect(y > tomY && tomY > henryY, "\(name) at \(y), under the children at \(tomY)")
        }
    }

    @Test(
        "--isolated row on the chart page: its folding session lays out the tree without them (Chromium: pictures-check)"
    )
    func rowOnThePage() throws {
        for (placement, apart) in [("row", 3), ("keep", 0)] {
            let result = try CommandLineRunner.run([
                "render", Self.file, "--isolated", placement, "--format", "html", "-o", "-",
            ])
            #expect(result.status == 0, "\(result.standardError)")
            let list = try #require(result.standardOutput.firstMatch(of: /"apart":\[([0-9,]*)\]/), "\(placement)")
            #expect(list.1.split(separator: ",").count == apart, "\(placement): \(list.0)")
        }
    }

    @Test("--isolated keep draws them in the first row beside the founders; --root charts keep theirs")
    func keep() throws {
        let result = try CommandLineRunner.run(["render", Self.file, "--isolated", "keep", "-o", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("no family"))
        let henryY = try #require(Self.boxY(of: "Henry Ash", in: result.standardOutput))
        for name in Self.unlinked { #expect(Self.boxY(of: name, in: result.standardOutput) == henryY) }
        let rooted = try CommandLineRunner.run(["render", Self.file, "--root", "I5", "-o", "-"])
        #expect(rooted.status == 0, "\(rooted.standardError)")
        #expect(rooted.standardOutput.contains("Walter Witness"))
    }

    /// The y of the box whose tooltip starts with `name`.
    static func boxY(of name: String, in svg: String) -> Double? {
        guard let title = svg.range(of: "<title>\(name)"),
            let rect = svg[title.upperBound...].range(of: "<rect "),
            let y = svg[rect.upperBound...].range(of: " y=\"") ?? svg[rect.upperBound...].range(of: "y=\"")
        else { return nil }
        return Double(svg[y.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" })
    }
}
