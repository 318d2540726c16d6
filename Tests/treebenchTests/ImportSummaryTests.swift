import Foundation
import Testing

/// `import`'s summary stays a few lines whatever the file: a million distinct extension tags
/// once made an 11.9 MB line.
@Suite("Import summary")
struct ImportSummaryTests {
    @Test("thousands of distinct extension tags: the twelve most frequent listed, the rest counted")
    func distinctTags() throws {
        var gedcom = "0 HEAD\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Ann /Lee/\n1 _COMMON x\n1 _COMMON y\n"
        for index in 0..<5_000 { gedcom += "1 _T\(index) x\n" }
        gedcom += "0 TRLR\n"
        let result = try CommandLineRunner.run(["import", "-", "-o", "/dev/null"], input: Data(gedcom.utf8))
        #expect(result.status == 0, "\(result.standardError)")
        let line = try #require(result.standardError.split(separator: "\n").first { $0.contains("extension tag") })
        #expect(line.contains("5002 extension tags (_COMMON 2, _T0 1, "), "\(line)")
        #expect(line.hasSuffix(", and 4989 other kinds)"), "\(line)")
        #expect(line.count < 300)
    }
}
