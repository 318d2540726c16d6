import ArgumentParser
import Foundation
import Testing

@testable import treebench

@Suite("treebench render")
struct RenderCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(
        "--engine both writes two panels of Data/xiaoming.json, each captioned with its engine",
        arguments: ["native", "both"])
    func renders(_ engine: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(engine)-\(getpid()).svg")
        defer { try? FileManager.default.removeItem(at: output) }
        let command = try RenderCommand.parse([
            Self.root.appendingPathComponent("Data/xiaoming.json").path, "--engine", engine, "-o", output.path,
        ])
        try command.run()
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.components(separatedBy: "<g class=\"panel\"").count - 1 == (engine == "both" ? 2 : 1))
        #expect(svg.contains("<text class=\"title\""))
        #expect(svg.contains(">native</text>") == (engine == "both"))
        #expect(svg.contains(">dot</text>") == (engine == "both"))
    }

    @Test(
        "the format follows the output's extension, --format overrides it",
        arguments: [
            ("tree.png", nil, [0x89, 0x50, 0x4E, 0x47] as [UInt8]), ("tree.PDF", nil, Array("%PDF-".utf8)),
            ("tree.svg", nil, Array("<?xml".utf8)), ("tree.out", "png", [0x89, 0x50, 0x4E, 0x47]),
            ("tree.svg", "pdf", Array("%PDF-".utf8)), ("tree.html", nil, Array("<!DOCTYPE html>".utf8)),
            ("tree.HTM", nil, Array("<!DOCTYPE html>".utf8)),
        ] as [(String, String?, [UInt8])])
    func formats(_ name: String, _ format: String?, _ magic: [UInt8]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent(name)
        var arguments = [Self.root.appendingPathComponent("Data/xiaoming.json").path, "-o", output.path]
        if let format { arguments += ["--format", format] }
        try RenderCommand.parse(arguments).run()
        let data = try Data(contentsOf: output)
        #expect(data.starts(with: magic))
    }

    @Test("an extension that names no format is a usage error", arguments: ["tree.jpg", "tree", "out/tree."])
    func unknownExtension(_ name: String) {
        #expect(throws: (any Error).self) {
            _ = try RenderCommand.parse(["Data/xiaoming.json", "-o", name])
        }
        #expect(RenderCommand.exitCode(for: ValidationError("x")) == ExitCode(64))
    }

    @Test("geometry options reach the picture: wider boxes make a wider page")
    func geometry() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-geometry-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var widths: [String] = []
        for width in ["50", "80"] {
            let output = folder.appendingPathComponent("\(width).svg")
            try RenderCommand.parse([
                Self.root.appendingPathComponent("Data/xiaoming.json").path, "--box-width", width, "--sibling-gap",
                "30",
                "-o", output.path,
            ]).run()
            let svg = try String(contentsOf: output, encoding: .utf8)
            widths.append(String(svg.split(separator: "width=\"")[1].prefix { $0 != "\"" }))
        }
        #expect(widths[0] != widths[1])
        #expect((Double(widths[1].dropLast(2)) ?? 0) > (Double(widths[0].dropLast(2)) ?? 0))
    }

    @Test(
        "a picture has a title, a subtitle and a legend; --title, --no-title, --no-legend and --caption stats change them"
    )
    func heading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "render-heading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func svg(_ arguments: [String]) throws -> String {
            let output = folder.appendingPathComponent("out.svg")
            try RenderCommand.parse(
                [Self.root.appendingPathComponent("Data/genealogy/stone-family.ged").path, "-o", output.path]
                    + arguments
            ).run()
            return try String(contentsOf: output, encoding: .utf8)
        }
        let plain = try svg([])
        #expect(plain.contains("<text class=\"title\"") && plain.contains(">Descendants of "))
        #expect(plain.contains("generations · stone-family.ged</text>"))
        #expect(plain.contains("drawn again: “see N · gen. G”") && plain.contains(">adopted by</text>"))
        // stone-family.ged's adopted child (PEDI adopted) is drawn as adopted, not as a further marriage.
        #expect(plain.contains("class=\"descent tie adopted\"") && !plain.contains("line to a further marriage"))
        #expect(plain.contains(">see 1 · gen. 2</text>"))
        #expect(!plain.contains("laid out in"), "no benchmark caption by default")
        #expect(try svg(["--caption", "stats"]).contains("laid out in"))
        #expect(try svg(["--title", "The Ash family"]).contains(">The Ash family</text>"))
        let bare = try svg(["--no-title", "--no-legend"])
        #expect(
            !bare.contains("class=\"title\"") && !bare.contains("class=\"subtitle\"")
                && !bare.contains("class=\"legend\""))
        #expect(throws: (any Error).self) { try RenderCommand.parse(["x.ged", "--title", "T", "--no-title"]) }
    }

    @Test("print options: --dpi for PNG, --page, --orientation and --one-page for PDF, ranges checked")
    func printOptions() throws {
        let family = "Data/corpus/gedcom/royalty--English_Tudor_Royal_Family.ged"
        for arguments in [
            ["--page", "A4", "-o", "x.svg"], ["--dpi", "150", "-o", "x.pdf"], ["--dpi", "5", "-o", "x.png"],
            ["--orientation", "landscape", "-o", "x.pdf"], ["--page", "B7", "-o", "x.pdf"],
            ["--one-page", "-o", "x.html"],
        ] {
            let run = try CommandLineRunner.run(["render", family] + arguments)
            #expect(run.status == 64, "\(arguments): \(run.standardError)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-print-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The Tudors on one A4 sheet print their names far too small: a warning says what to do.
        let onePage = try CommandLineRunner.run(
            ["render", family, "--page", "A4", "--one-page", "-o", folder.appendingPathComponent("one.pdf").path])
        #expect(onePage.status == 0 && onePage.standardError.contains("too small to read"), "\(onePage.standardError)")
        #expect(onePage.standardError.contains("Leave out --one-page"))
        let tiled = try CommandLineRunner.run(
            ["render", family, "--page", "A4", "-o", folder.appendingPathComponent("tiles.pdf").path])
        #expect(tiled.status == 0 && tiled.standardError.isEmpty, "\(tiled.standardError)")
        // A PNG too dense to read says so and suggests SVG, PDF or --depth; a legible one says nothing.
        let dense = try CommandLineRunner.run(
            ["render", family, "--dpi", "20", "-o", folder.appendingPathComponent("dense.png").path])
        #expect(dense.status == 0 && dense.standardError.contains("too small to read"), "\(dense.standardError)")
        #expect(dense.standardError.contains("--depth") && dense.standardError.contains("SVG or PDF"))
        let screen = try CommandLineRunner.run(
            ["render", "Data/xiaoming.json", "-o", folder.appendingPathComponent("x.png").path])
        #expect(screen.status == 0 && screen.standardError.isEmpty)
    }

    @Test("an hourglass's chart page embeds data that is JSON, with where each home row is, up or down")
    func hourglassPageData() throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent(
            "render-hourglass-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let run = try CommandLineRunner.run(
            [
                "render", "Data/corpus/gedcom/royalty--English_Tudor_Royal_Family.ged", "--chart", "hourglass",
                "--root",
                "I159", "-o", page.path,
            ])
        #expect(run.status == 0, "\(run.standardError)")
        let html = String(decoding: try Data(contentsOf: page), as: UTF8.self)
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"chart-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try #require(
            try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
        )
        let people = try #require(data["people"] as? [String: Any])
        let places = try #require(people["generationPlace"] as? [String])
        #expect(places.contains { $0.hasSuffix("gen. up") })
    }
}

@Suite("treebench render: blank sheets")
struct BlankSheetCommandTests {
    /// The number of sheets of a PDF: its page tree's `/Count`, read from the last `/Count`.
    static func sheetCount(_ url: URL) throws -> Int {
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let counts = text.matches(of: #/\/Count (\d+)/#).compactMap { Int($0.1) }
        return try #require(counts.last)
    }

    @Test("a tiled PDF leaves out blank sheets unless --blank-sheets keeps them")
    func blankSheets() throws {
        let family = "Data/corpus/gedcom/religion--Bible_Family_Tree.ged"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blank-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (kept, all) = (folder.appendingPathComponent("kept.pdf"), folder.appendingPathComponent("all.pdf"))
        #expect(try CommandLineRunner.run(["render", family, "--page", "A3", "-o", kept.path]).status == 0)
        #expect(
            try CommandLineRunner.run(["render", family, "--page", "A3", "--blank-sheets", "-o", all.path]).status == 0)
        let (keptSheets, allSheets) = (try Self.sheetCount(kept), try Self.sheetCount(all))
        #expect(allSheets == 1 + 64, "the assembly map, then the grid of sheets the Bible's tree needs on A3")
        #expect(keptSheets < allSheets * 2 / 3, "\(keptSheets) of \(allSheets) sheets kept")
        // The assembly map shows every place of the grid: the kept sheets by page, the others as blank.
        let map = String(decoding: try Data(contentsOf: kept), as: UTF8.self)
        let blank = allSheets - keptSheets
        #expect(map.contains("(Assembly map: \(keptSheets - 1) sheets, "))
        #expect(map.contains("; \(blank) blank left out"))
        #expect(map.matches(of: #/\(blank\) Tj/#).count == blank)
        let usage = try CommandLineRunner.run(["render", family, "--blank-sheets", "-o", "x.svg"])
        #expect(usage.status == 64)
    }
}

@Suite("treebench render: a PDF beyond 200 inches")
struct LargePDFCommandTests {
    @Test("an untiled PDF wider than 200 in gets a /UserUnit that brings it within, and a warning saying how")
    func userUnit() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("wide-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CommandLineRunner.run(["render", "Data/corpus/gramps/example.gramps", "-o", output.path])
        #expect(run.status == 0)
        #expect(run.standardError.contains("beyond the 200 in a side that Acrobat accepts"), "\(run.standardError)")
        #expect(run.standardError.contains("/UserUnit 5") && run.standardError.contains("--page A0"))
        let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        #expect(text.contains("/UserUnit 5"))
        let boxes = text.matches(of: #/\/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\]/#).compactMap { Double($0.1) }
        #expect(boxes.last.map { $0 <= 14_400 } == true, "\(boxes)")
        let small = try CommandLineRunner.run(["render", "Data/xiaoming.json", "-o", output.path])
        #expect(small.standardError.isEmpty)
        #expect(!String(decoding: try Data(contentsOf: output), as: UTF8.self).contains("/UserUnit"))
    }
}
