import CAllocationCounter
import Foundation
import Testing

@testable import GenealogyKit

/// A Gramps file with an internal DTD: read without keeping anything of the DTD (libxml2's parser
/// once leaked 13 KB and every entity's text per read), and an entity it declares but uses refused
/// as what it is, not as "not declared".
@Suite("Gramps XML with an internal DTD")
struct GrampsInternalDTDTests {
    /// A Gramps file whose internal DTD declares `entity` with `text`, and whose one person's
    /// first name is `first`.
    static func file(entityText: String, first: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE database [
            <!ENTITY big "\(entityText)">
            <!ELEMENT database ANY>
            ]>
            <database xmlns="http://gramps-project.org/xml/1.7.1/">
            <people>
            <person handle="_a" id="I1"><gender>M</gender><name type="Birth Name"><first>\(first)</first></name></person>
            </people>
            </database>

            """.utf8)
    }

    @Test("reading a file with an internal DTD 40 times keeps nothing of it")
    func noLeak() throws {
        let data = Self.file(entityText: String(repeating: "x", count: 200_000), first: "Ann")
        tb_allocation_counting_start()
        _ = try GrampsXMLFile(data: data)
        let once = tb_allocation_counting_stop()
        try #require(once >= 0, "allocations are not counted here")
        tb_allocation_counting_start()
        for _ in 0..<40 { _ = try GrampsXMLFile(data: data) }
        let forty = tb_allocation_counting_stop()
        // A leak of the DTD's document would hold 40 × 200 KB of entity text: 8 MB more.
        #expect(forty < 2 * once + 1_000_000, "one read held at most \(once) bytes, forty \(forty)")
    }

    @Test("an entity the DTD declares is refused as unexpanded, not as undefined")
    func declaredEntity() {
        #expect {
            try GrampsXMLFile(data: Self.file(entityText: "Bob", first: "&big;"))
        } throws: { error in
            guard case GenealogyError.malformedXML(_, _, let reason) = error else { return false }
            return reason.contains("&big; is declared in the file's DTD") && !reason.contains("not declared")
        }
    }
}
