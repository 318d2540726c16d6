import Foundation
import Testing

/// `--depth` and `--collapse` on a chart whose repeat appearances outlive their hidden home: the
/// repeat stands in as the person, in every command that hides people.
@Suite("Depth and collapse on charts with repeats, on the command line")
struct VisibilityCommandTests {
    static let stone = "Data/genealogy/stone-family.ged"

    @Test("--collapse I3 hides Hana Stone's home (I8) under Bert; her repeat beside Otto stands in")
    func collapseHidesHome() throws {
        let result = try CommandLineRunner.run(["outline", Self.stone, "--collapse", "I3"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("  Bert Stone (I3) & Fay Wood (I6)  +4\n"))
        #expect(result.standardOutput.contains("  Otto Stone (I15) & Hana Stone (I8)\n"))
    }

    @Test("a repeat standing in for its hidden home shows the person's id, never the repeat's I8~2, in every format")
    func standInShowsHomeID() throws {
        for format in ["svg", "html", "layout"] {
            let command = format == "layout" ? ["layout"] : ["render", "--format", format]
            let result = try CommandLineRunner.run(command + [Self.stone, "--collapse", "I3", "-o", "-"])
            #expect(result.status == 0, "\(format): \(result.standardError)")
            #expect(!result.standardOutput.contains("I8~2"), "\(format)")
            #expect(result.standardOutput.contains("I8"), "\(format)")
        }
        let svg = try CommandLineRunner.run(["render", Self.stone, "--collapse", "I3", "-o", "-"])
        #expect(svg.standardOutput.contains("<title>Hana Stone&#10;id I8 · generation 2"))
    }

    @Test(
        "every depth and every collapse of the sample genealogies exits 0 in outline, layout and render",
        arguments: ["Data/genealogy/stone-family.ged", "Data/genealogy/cousin-marriage.ged"])
    func everyDepthAndCollapse(file: String) throws {
        var hidings = (1...5).map { ["--depth", "\($0)"] }
        hidings += ["I1", "I3", "I4", "I5", "I15"].map { ["--collapse", $0] }
        hidings.append(["--collapse", "I3", "--depth", "3"])
        if file.contains("cousin") { hidings = (1...4).map { ["--depth", "\($0)"] } + [["--collapse", "I5"]] }
        for hiding in hidings {
            let outline = try CommandLineRunner.run(["outline", file] + hiding)
            #expect(outline.status == 0, "\(hiding): \(outline.standardError)")
            let layout = try CommandLineRunner.run(["layout", file, "-o", "-"] + hiding)
            #expect(layout.status == 0, "\(hiding): \(layout.standardError)")
        }
        let render = try CommandLineRunner.run(["render", file, "--depth", "2", "-o", "-"])
        #expect(render.status == 0, "\(render.standardError)")
        #expect(render.standardOutput.hasPrefix("<svg") || render.standardOutput.hasPrefix("<?xml"))
    }
}
