import Foundation
import GenealogyKit
import Testing

/// A reading keeps the first ``GenealogyWarningLog/defaultKeptLimit`` warnings and counts the
/// rest, unless asked for all; strict reading lists the kept ones and counts the rest.
@Suite("Warnings kept up to a limit")
struct GenealogyWarningLogTests {
    /// A GEDCOM file of one person with `count` pointers to unions that do not exist: one
    /// `dangling-pointer` warning each, on lines 3, 4, ….
    static func danglingPointers(_ count: Int) -> [UInt8] {
        var text = "0 HEAD\n0 @I1@ INDI\n"
        for index in 0..<count { text += "1 FAMS @F\(index)@\n" }
        return Array((text + "0 TRLR\n").utf8)
    }

    @Test("past the limit, warnings are counted by kind, not kept; the first are kept in line order")
    func capped() throws {
        let count = GenealogyWarningLog.defaultKeptLimit + 2_500
        let file = try GEDCOMFile(bytes: Self.danglingPointers(count))
        #expect(file.warnings.count == GenealogyWarningLog.defaultKeptLimit)
        #expect(file.warningLog.count == count)
        #expect(file.warningLog.leftOutCount == 2_500)
        #expect(file.warningLog.countsByKind.map(\.kind) == [.danglingPointer])
        #expect(file.warningLog.countsByKind.map(\.count) == [count])
        #expect(file.warnings.map(\.line) == (0..<GenealogyWarningLog.defaultKeptLimit).map { $0 + 3 })
        #expect(file.genealogy.people.count == 1, "the family is read as without the limit")
    }

    @Test("asked for all, every warning is kept, the same as the limited reading keeps")
    func unlimited() throws {
        let count = GenealogyWarningLog.defaultKeptLimit + 2_500
        let bytes = Self.danglingPointers(count)
        let all = try GenealogySource(
            data: Data(bytes), path: "f.ged", keptWarningLimit: GenealogyWarningLog.unlimited)
        let limited = try GenealogySource(data: Data(bytes), path: "f.ged")
        #expect(all.warnings.count == count)
        #expect(all.warningLog.leftOutCount == 0)
        #expect(Array(all.warnings.prefix(limited.warnings.count)) == limited.warnings)
        let small = try GEDCOMFile(bytes: Self.danglingPointers(50), keptWarningLimit: 10)
        #expect(small.warnings.count == 10)
        #expect(small.warningLog.count == 50)
    }

    @Test("strict reading refuses a file of many faults listing the kept ones and counting the rest")
    func strict() throws {
        let bytes = Self.danglingPointers(30)
        let lenient = try GEDCOMFile(bytes: bytes, keptWarningLimit: 12)
        #expect(throws: GenealogyError.refused(faults: lenient.warnings, leftOut: 18)) {
            try GEDCOMFile(bytes: bytes, mode: .strict, keptWarningLimit: 12)
        }
        let error = GenealogyError.refused(faults: lenient.warnings, leftOut: 18)
        #expect(error.description.hasPrefix("strict reading refuses the file for its 30 faults:\n"))
        #expect(error.description.hasSuffix("\n  … and 18 more, counted but not kept"))
    }

    @Test("Gramps XML keeps the first warnings and counts the rest too")
    func gramps() throws {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <database xmlns="http://gramps-project.org/xml/1.7.1/"><people>

            """
        for index in 0..<40 { xml += "<person id=\"I\(index)\"><gender>U</gender></person>\n" }
        xml += "</people></database>\n"
        let file = try GrampsXMLFile(data: Data(xml.utf8), keptWarningLimit: 15)
        let all = try GrampsXMLFile(data: Data(xml.utf8), keptWarningLimit: GenealogyWarningLog.unlimited)
        #expect(all.warnings.count >= 40, "a missing-handle warning per person")
        #expect(file.warnings.count == 15)
        #expect(file.warningLog.count == all.warnings.count)
        #expect(file.warningLog.countsByKind.map(\.kind) == all.warnings.countsByKind.map(\.kind))
        #expect(file.warnings == Array(all.warnings.prefix(15)))
    }
}
