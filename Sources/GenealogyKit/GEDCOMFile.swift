/// A GEDCOM file read into a ``Genealogy``, with what the reader saw on the way.
///
/// Reads GEDCOM 5.5, 5.5.1, 5.5.5 and 7.0 in UTF-8 (with or without a byte-order mark), UTF-16
/// (with a byte-order mark), ANSEL, ASCII and ANSI (Windows-1252); see ``GEDCOMCharacterSet`` for
/// how the character set is told and `GEDCOMReader` for what is read and what is skipped.
public struct GEDCOMFile: Sendable {
    /// The people and unions of the file.
    public let genealogy: Genealogy
    /// The character set the file was written in.
    public let characterSet: GEDCOMCharacterSet
    /// Level-0 records skipped because they are not people or unions (`SOUR`, `NOTE`, `OBJE`, …), by tag.
    public let skippedRecords: [String: Int]
    /// Extension tags (`_UID`, `_MARNM`, …) skipped anywhere in the file, by tag.
    public let extensionTags: [String: Int]
    /// The number of lines read.
    public let lineCount: Int

    /// Reads a GEDCOM file.
    ///
    /// - Parameter bytes: The file's bytes, as stored.
    /// - Throws: ``GenealogyError`` naming the line (and column where it applies) and the rule:
    ///   bytes that break the character set, a malformed line, a level jump, a dangling pointer,
    ///   a duplicate id, a union with three partners, a file cut before its `0 TRLR`.
    /// - Complexity: O(n) in the size of the file, expected.
    public init(bytes: [UInt8]) throws(GenealogyError) {
        let text = try GEDCOMText(raw: bytes)
        var reader = GEDCOMReader(text: text)
        try reader.read()
        genealogy = try reader.assembler.assemble()
        characterSet = text.characterSet
        skippedRecords = reader.skippedRecords
        extensionTags = reader.extensionTags
        lineCount = reader.lineCount
    }

    /// The number of skipped level-0 records and extension tags, for summaries.
    public var skippedCount: Int {
        skippedRecords.values.reduce(0, +) + extensionTags.values.reduce(0, +)
    }
}
