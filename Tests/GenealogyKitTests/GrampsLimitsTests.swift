import Foundation
import Testing
import ZlibStreams

@testable import GenealogyKit

/// Gzip bombs and giant fields in Gramps XML are refused naming the limit (``GrampsXMLLimits``),
/// before they take the machine's memory: a 1.9 MB file holding a 2 GB name reached 3.8 GB, and
/// 4 GB of white space took 22 s.
@Suite("Gramps XML: bounded inflation and fields")
struct GrampsLimitsTests {
    /// A Gramps document of one person whose first name is `first`, with `padding` bytes of white
    /// space inside the root.
    static func document(first: String = "Ann", padding: Int = 0) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <database xmlns="http://gramps-project.org/xml/1.7.1/">
            <people>
            <person handle="_a" id="I1"><gender>F</gender><name><first>\(first)</first></name></person>
            </people>\(String(repeating: " ", count: padding))
            </database>

            """.utf8)
    }

    static func limit(of error: any Error) -> String? {
        guard case GenealogyError.exceedsLimit(let limit, _, _) = error else { return nil }
        return limit
    }

    @Test("white space that inflates 1,000-fold past the floor is refused at the ratio")
    func whitespaceBomb() throws {
        let bomb = try #require(Gzip.compressed(Self.document(padding: 40 << 20)))
        #expect(bomb.count < 100_000)
        #expect {
            try GrampsXMLFile(data: Data(bomb))
        } throws: { error in
            Self.limit(of: error)?.contains("100 times the compressed size") == true
                && "\(error)".contains("past the limit on inflated text")
        }
    }

    @Test("a gzipped GEDCOM file inflates within the same limit: a .ged.gz bomb is refused as a .gramps one")
    func gzippedGEDCOMBomb() throws {
        let text = "0 HEAD\n1 CHAR UTF-8\n" + String(repeating: "1 NOTE padding\n", count: (40 << 20) / 15) + "0 TRLR\n"
        let bomb = try #require(Gzip.compressed(Array(text.utf8)))
        #expect(bomb.count < 200_000)
        #expect {
            try GenealogySource(data: Data(bomb), path: "bomb.ged.gz")
        } throws: { error in
            Self.limit(of: error)?.contains("100 times the compressed size") == true
        }
        // Within the limit, it reads as GEDCOM.
        let small = try #require(Gzip.compressed(Array("0 HEAD\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Ann\n0 TRLR\n".utf8)))
        #expect(try GenealogySource(data: Data(small), path: "small.ged.gz").genealogy.people.count == 1)
    }

    @Test("past the absolute cap, whatever the ratio allows")
    func absoluteCap() throws {
        let file = try #require(Gzip.compressed(Self.document(padding: 2_000_000)))
        let limits = GrampsXMLLimits(inflationRatio: 1_000_000, inflationFloor: 0, inflatedBytes: 1_000_000)
        #expect {
            try GrampsXMLFile(data: Data(file), limits: limits)
        } throws: { error in Self.limit(of: error) == "inflated text: 1000000 bytes" }
    }

    @Test("a name longer than a field may be is refused, compressed or not, naming the record's line")
    func longField() throws {
        let plain = Self.document(first: String(repeating: "A", count: 2 << 20))
        for data in [Data(plain), Data(try #require(Gzip.compressed(plain)))] {
            #expect {
                try GrampsXMLFile(data: data)
            } throws: { error in
                Self.limit(of: error) == "a field's text: 1048576 bytes" && (error as? GenealogyError)?.line == 4
            }
        }
    }

    @Test("a file within the limits reads as before")
    func withinLimits() throws {
        let file = try #require(
            Gzip.compressed(Self.document(first: String(repeating: "A", count: 1000), padding: 1 << 20)))
        #expect(try GrampsXMLFile(data: Data(file)).genealogy.people.count == 1)
    }
}
