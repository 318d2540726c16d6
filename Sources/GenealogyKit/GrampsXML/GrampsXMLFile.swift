public import Foundation
import ZlibStreams

/// A Gramps XML file (`.gramps`, gzip-compressed as Gramps saves it, or plain XML) read into a
/// ``Genealogy``, with what the reader saw on the way.
///
/// Gramps XML is the format Gramps (gramps-project.org) keeps and exchanges family trees in: the
/// Gramps 5 schema (`grampsxml.dtd` and `grampsxml.rng`, namespace
/// `http://gramps-project.org/xml/1.7.1/`) and the versions before it. People, families with their
/// children in order, names, birth and death dates (as GEDCOM date text: `GrampsDate`) and how
/// each child belongs to a family (`childref`'s `mrel` and `frel`: FamilyTree's `ChildRelation`) are read;
/// see `GrampsXMLReader` for every element.
///
/// Reading is a stream: the system's zlib inflates the file piece by piece into `XMLByteScanner`,
/// a scanner written for the XML Gramps writes, whose events the reader turns into records, numbering each handle once as it meets it
/// (`GrampsHandles`), so links resolve by number; `GenealogyAssembler` then builds the genealogy. Faults that leave the family readable (a link to no record, a record without a handle,
/// a Gramps id used twice) are ``warnings``, or, read ``GenealogyReadingMode/strict``, one error
/// listing them all; a file that is not well-formed XML or not Gramps XML is an error naming the line.
public struct GrampsXMLFile: Sendable {
    /// The people and families of the file.
    public let genealogy: Genealogy
    /// The schema version the file's namespace names (`1.7.1`), if it names one.
    public let version: String?
    /// The version of Gramps that wrote the file (`5.1.0`), if its header says.
    public let programVersion: String?
    /// Whether the file was gzip-compressed.
    public let isCompressed: Bool
    /// Records a chart does not need (citations, sources, places, media objects, repositories,
    /// notes, …), by element name.
    public let skippedRecords: [String: Int]
    /// Every fault the reader repaired, counted by kind, the first of them kept in line order:
    /// empty for a file that Gramps wrote.
    public let warningLog: GenealogyWarningLog
    /// The faults ``warningLog`` kept, in line order: every one, unless there were more than its
    /// ``GenealogyWarningLog/keptLimit``.
    public var warnings: [GenealogyWarning] { warningLog.kept }

    /// Reads a Gramps XML file.
    ///
    /// - Parameters:
    ///   - data: The file's bytes: gzip-compressed (they start with gzip's magic number) or XML.
    ///   - mode: ``GenealogyReadingMode/lenient`` (the default) reads a file with faults and lists
    ///     them in ``warnings``; ``GenealogyReadingMode/strict`` refuses it.
    ///   - limits: How much text a compressed file may inflate to and how long a field may be.
    ///   - keptWarningLimit: How many warnings are kept; the rest are only counted
    ///     (``GenealogyWarningLog``).
    /// - Throws: ``GenealogyError/malformedXML(line:column:reason:)`` for a file that is not
    ///   well-formed XML, ``GenealogyError/notGrampsXML(line:reason:)`` for XML of another kind,
    ///   ``GenealogyError/corruptGzip(reason:)`` for a damaged or truncated gzip stream,
    ///   ``GenealogyError/exceedsLimit(limit:line:detail:)`` for a file past one of `limits`, and in
    ///   strict mode ``GenealogyError/refused(faults:leftOut:)`` with every fault.
    /// - Complexity: O(n) in the size of the file (and of its text, inflated), expected.
    public init(
        data: Data, mode: GenealogyReadingMode = .lenient, limits: GrampsXMLLimits = GrampsXMLLimits(),
        keptWarningLimit: Int = GenealogyWarningLog.defaultKeptLimit
    ) throws(GenealogyError) {
        let reader = GrampsXMLReader(fieldByteLimit: limits.fieldBytes, keptWarningLimit: keptWarningLimit)
        let parser = XMLByteScanner(handler: reader)
        let compressed = data.starts(with: ZlibInflater.gzipMagic)
        let allowance = limits.inflationAllowance(compressedBytes: data.count)
        let result: Result<Void, GenealogyError> = data.withUnsafeBytes { bytes in
            do throws(GenealogyError) {
                if compressed {
                    let refusal = { (error: ZlibError) -> GenealogyError in
                        guard case .exceedsLimit = error else { return GenealogyError(gzip: error) }
                        return .exceedsLimit(
                            limit: allowance.limit, line: nil,
                            detail: "the \(data.count)-byte compressed file inflates to more than "
                                + "\(allowance.bytes) bytes of text")
                    }
                    try ZlibInflater.gzip().inflate(bytes, limit: allowance.bytes, failure: refusal) {
                        piece throws(GenealogyError) in try parser.push(piece)
                    }
                } else {
                    try parser.push(bytes)
                }
                try parser.finish()
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        if case .failure(let error) = result {
            guard case .malformedXML(let line, _, _) = error else { throw error }
            if reader.version == nil && !reader.sawRoot {
                // No root element: nothing, or text that is no XML at all (inside a gzip file too).
                if !compressed && data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
                    throw .empty(reason: "the file is empty")
                }
                if compressed && line <= 1 { throw .corruptGzip(reason: "its text is not Gramps XML (\(error))") }
            }
            if case .malformedXML(_, _, let reason) = error,
                reason.hasPrefix(XMLByteScanner<GrampsXMLReader>.endsInsidePrefix),
                reader.recordLine > 0
            {
                // Where the last record began says where the file was cut.
                throw .malformedXML(
                    line: line, column: 0,
                    reason: reason.replacingOccurrences(
                        of: ": it is cut short",
                        with: " (the last record began on line \(reader.recordLine)): it is cut short"))
            }
            throw error
        }
        let (genealogy, warnings) = try reader.assemble()
        if mode == .strict && !warnings.isEmpty {
            throw .refused(faults: warnings.kept, leftOut: warnings.leftOutCount)
        }
        self.genealogy = genealogy
        warningLog = warnings
        version = reader.version
        programVersion = reader.programVersion
        isCompressed = compressed
        skippedRecords = reader.skipped
    }

    /// Whether `data` looks like Gramps XML: gzip's magic number (Gramps' `.gramps`), or, in its
    /// first 4 KB, Gramps' namespace or document type.
    ///
    /// - Complexity: O(1): it reads the first 4 KB at most.
    public static func looksLikeGramps(_ data: Data) -> Bool {
        if data.starts(with: ZlibInflater.gzipMagic) { return true }
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        return head.contains("gramps-project.org/xml") || head.contains("//Gramps//DTD")
    }
}
