import Testing

@testable import GenealogyKit

/// The header scan splits an ASCII line byte by byte: the same level, tag and value as splitting
/// it character by character, which it still does for a line that is not ASCII.
@Suite("GEDCOM header scan")
struct GEDCOMHeaderScanTests {
    @Test(
        "an ASCII line splits byte by byte as it does character by character",
        arguments: [
            "0 HEAD", "1 CHAR UTF-8", "  1   CHAR   ANSEL  \t", "\t2 VERS 7.0", "+1 CHAR x", "-0 HEAD",
            "01 CHAR a  b ", "1 @X@ CHAR y", "1 @X@CHAR", "1 @ CHAR", "1 @X@", "1 @X@   ", "1", "1 ", "1 CHAR",
            "1 CHAR ", "1 CHAR \t", "1\tCHAR x", "x CHAR y", "999999999999999999999 CHAR z", "1 CHAR\tUTF-8",
        ])
    func asciiLinesSplitAlike(line: String) {
        let bytes = Array(line.utf8)[...]
        let byBytes = GEDCOMHeaderScan.fields(bytes)
        let byCharacters = GEDCOMHeaderScan.fields(characters: bytes)
        #expect(byBytes?.0 == byCharacters?.0)
        #expect(byBytes.map { Array($0.1) } == byCharacters.map { Array($0.1.utf8) })
        #expect(byBytes.map { Array($0.2) } == byCharacters.map { Array($0.2.utf8) })
    }

    @Test("a header's character set and version are read from ASCII and from other lines")
    func readsCharacterSetAndVersion() {
        let header = "0 HEAD\n1 GEDC\n2 VERS 7.0.1\n1 CHAR  ANSEL \n1 NOTE caf\u{E9}\n0 TRLR\n"
        let scan = GEDCOMHeaderScan(Array(header.utf8))
        #expect(scan.characterSet?.text == "ANSEL" && scan.characterSet?.line == 4)
        #expect(scan.isVersion7 && scan.versionLine == 3)
    }
}
