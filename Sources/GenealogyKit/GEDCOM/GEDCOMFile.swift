/// A GEDCOM file read into a ``Genealogy``, with what the reader saw on the way.
///
/// Reads GEDCOM 5.5, 5.5.1, 5.5.5 and 7.0 in UTF-8 (with or without a byte-order mark), UTF-16
/// (with a byte-order mark or without), ANSEL, ASCII, Windows-1252 (`ANSI`, `IBM WINDOWS`),
/// IBM code page 437 (`IBMPC`) and Mac OS Roman (`MACINTOSH`); see ``GEDCOMCharacterSet`` for how
/// the character set is told.
///
/// Reading takes three steps, each its own type: the character set is decoded (`GEDCOMText`), the
/// text split into lines (`GEDCOMLineLexer`) whose records are read (`GEDCOMReader`), and the
/// records' pointers resolved (`GenealogyAssembler`). Faults that leave the family readable are
/// ``warnings`` (see ``GenealogyWarning`` for each kind and what is done about it), or, read
/// ``GenealogyReadingMode/strict``, one error listing them all.
public struct GEDCOMFile: Sendable {
    /// The people and unions of the file.
    public let genealogy: Genealogy
    /// The character set the file was read in.
    public let characterSet: GEDCOMCharacterSet
    /// `HEAD.CHAR` as the file wrote it (`IBM WINDOWS`), if it has one.
    public let declaredCharacterSet: String?
    /// Level-0 records skipped because they are not people or unions (`SOUR`, `NOTE`, `OBJE`, …), by tag.
    public let skippedRecords: [String: Int]
    /// Extension tags (`_UID`, `_MARNM`, …) skipped anywhere in the file, by tag.
    public let extensionTags: [String: Int]
    /// The number of lines read.
    public let lineCount: Int
    /// Every fault the reader repaired, counted by kind, the first of them kept in line order:
    /// empty for a file that follows the standard.
    public let warningLog: GenealogyWarningLog
    /// The faults ``warningLog`` kept, in line order: every one, unless there were more than its
    /// ``GenealogyWarningLog/keptLimit``.
    public var warnings: [GenealogyWarning] { warningLog.kept }

    /// Reads a GEDCOM file.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes, as stored.
    ///   - mode: ``GenealogyReadingMode/lenient`` (the default) reads a file with faults and lists
    ///     them in ``warnings``; ``GenealogyReadingMode/strict`` refuses it.
    ///   - keptWarningLimit: How many warnings are kept; the rest are only counted
    ///     (``GenealogyWarningLog``).
    /// - Throws: ``GenealogyError/notGEDCOM(looksLike:)`` for a file that is something else (an
    ///   HTML page, a ZIP archive), ``GenealogyError/empty(reason:)`` for one without lines, and in
    ///   strict mode ``GenealogyError/refused(faults:leftOut:)`` with every fault.
    /// - Complexity: O(n) in the size of the file, expected.
    public init(
        bytes: consuming [UInt8], mode: GenealogyReadingMode = .lenient,
        keptWarningLimit: Int = GenealogyWarningLog.defaultKeptLimit
    ) throws(GenealogyError) {
        if let looksLike = GEDCOMFileSniffer.notGEDCOM(bytes) { throw .notGEDCOM(looksLike: looksLike) }
        var reader = GEDCOMReader(text: GEDCOMText(raw: consume bytes), keptWarningLimit: keptWarningLimit)
        try reader.read()
        // The text is let go before the records are assembled: its bytes are the file's size.
        let text = reader.releasingText()
        let (genealogy, assemblyWarnings) = try reader.assemble(keptWarningLimit: keptWarningLimit)
        var textWarnings = GenealogyWarningLog(keptLimit: keptWarningLimit)
        textWarnings.append(contentsOf: text.warnings)
        let warnings = GenealogyWarningLog(
            merging: [textWarnings, reader.warnings, assemblyWarnings], keptLimit: keptWarningLimit)
        if mode == .strict && !warnings.isEmpty {
            throw .refused(faults: warnings.kept, leftOut: warnings.leftOutCount)
        }
        self.genealogy = genealogy
        warningLog = warnings
        characterSet = text.characterSet
        declaredCharacterSet = text.declaredCharacterSet
        skippedRecords = reader.skippedRecords
        extensionTags = reader.extensionTags
        lineCount = reader.lineCount
    }

    /// The number of skipped level-0 records and extension tags, for summaries.
    public var skippedCount: Int {
        skippedRecords.values.reduce(0, +) + extensionTags.values.reduce(0, +)
    }
}
