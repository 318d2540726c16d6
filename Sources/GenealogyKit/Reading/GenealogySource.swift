import FamilyTree
public import Foundation

/// A genealogy read from a file of any of the ``GenealogyFormat``s.
public struct GenealogySource: Sendable {
    /// The format the file was read as.
    public let format: GenealogyFormat
    /// The people and unions.
    public let genealogy: Genealogy
    /// For GEDCOM: the character set and what was skipped.
    public let gedcom: GEDCOMFile?
    /// For Gramps XML: the schema version, the program, and what was skipped.
    public let gramps: GrampsXMLFile?
    /// Every fault the reader repaired (see ``GenealogyWarning``), counted by kind, the first of
    /// them kept in line order; empty for a file that follows its format, and always empty when
    /// read ``GenealogyReadingMode/strict``.
    public let warningLog: GenealogyWarningLog
    /// The faults ``warningLog`` kept, in line order: every one, unless there were more than its
    /// ``GenealogyWarningLog/keptLimit``.
    public var warnings: [GenealogyWarning] { warningLog.kept }

    /// Reads a file as a genealogy.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path, for its extension (see ``GenealogyFormat/of(_:path:)``).
    ///   - mode: Whether faults that leave the family readable are ``warnings`` (lenient, the
    ///     default) or refuse the file (strict).
    ///   - keptWarningLimit: How many warnings are kept; the rest are only counted
    ///     (``GenealogyWarningLog``): ``GenealogyWarningLog/unlimited`` keeps every one.
    /// - Throws: ``GenealogyError`` naming the line (for GEDCOM) and the rule; a Family JSON v1
    ///   file that is not JSON gives ``GenealogyError/malformedJSON(reason:)``; in strict mode,
    ///   ``GenealogyError/refused(faults:leftOut:)`` with every fault.
    /// - Complexity: O(n) in the size of the file, expected.
    public init(
        data: Data, path: String, mode: GenealogyReadingMode = .lenient,
        keptWarningLimit: Int = GenealogyWarningLog.defaultKeptLimit
    ) throws(GenealogyError) {
        let format = GenealogyFormat.of(data, path: path)
        let packed = format == .grampsXML ? try GzippedGEDCOM.inflated(data) : try GEDZipArchive.gedcom(in: data)
        if let text = packed {
            // A gzip-compressed GEDCOM file (family.ged.gz) or a GEDZIP archive (.gdz), read as the
            // GEDCOM it holds.
            let file = try GEDCOMFile(bytes: text, mode: mode, keptWarningLimit: keptWarningLimit)
            self.format = .gedcom
            gedcom = file
            gramps = nil
            genealogy = file.genealogy
            warningLog = file.warningLog
            return
        }
        self.format = format
        switch format {
        case .gedcom:
            let file = try GEDCOMFile(bytes: [UInt8](data), mode: mode, keptWarningLimit: keptWarningLimit)
            gedcom = file
            gramps = nil
            genealogy = file.genealogy
            warningLog = file.warningLog
        case .grampsXML:
            let file = try GrampsXMLFile(data: data, mode: mode, keptWarningLimit: keptWarningLimit)
            gedcom = nil
            gramps = file
            genealogy = file.genealogy
            warningLog = file.warningLog
        case .genealogyJSON:
            gedcom = nil
            gramps = nil
            (genealogy, warningLog) = try Genealogy.read(
                genealogyJSON: data, mode: mode, keptWarningLimit: keptWarningLimit)
        case .familyJSON:
            gedcom = nil
            gramps = nil
            warningLog = GenealogyWarningLog()
            let document: FamilyDocument
            do {
                document = try FamilyDocument(jsonData: data)
            } catch {
                throw .malformedJSON(reason: error.problems.map(\.description).joined(separator: "; "))
            }
            genealogy = try Genealogy(chartDocument: document)
        case .dotGraph:
            // ``GenealogyFormat/of(_:path:)`` never says DOT: reading a graph takes Graphviz.
            throw .empty(reason: "a DOT graph is read by the FamilyGraph module, not here")
        }
    }

    /// A genealogy read elsewhere (a DOT family graph, read by FamilyGraph), with its format.
    public init(format: GenealogyFormat, genealogy: Genealogy) {
        self.format = format
        self.genealogy = genealogy
        gedcom = nil
        gramps = nil
        warningLog = GenealogyWarningLog()
    }
}
