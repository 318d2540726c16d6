import FamilyTree
public import Foundation
import ZlibStreams

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
        switch format {
        case .gedcom:
            // A gzip-compressed GEDCOM file (family.ged.gz) or a GEDZIP archive (.gdz) is read as
            // the GEDCOM it holds.
            var packed = try GzippedGEDCOM.inflated(data)
            if packed == nil { packed = try GEDZipArchive.gedcom(in: data) }
            self.init(try GEDCOMFile(bytes: packed ?? [UInt8](data), mode: mode, keptWarningLimit: keptWarningLimit))
        case .grampsXML:
            let file = try GrampsXMLFile(data: data, mode: mode, keptWarningLimit: keptWarningLimit)
            self.init(format: format, genealogy: file.genealogy, gramps: file, warningLog: file.warningLog)
        case .genealogyJSON:
            let (genealogy, warningLog) = try Genealogy.read(
                genealogyJSON: data, mode: mode, keptWarningLimit: keptWarningLimit)
            self.init(format: format, genealogy: genealogy, warningLog: warningLog)
        case .familyJSON:
            let document: FamilyDocument
            do {
                document = try FamilyDocument(jsonData: data)
            } catch {
                throw .malformedJSON(reason: error.problems.map(\.description).joined(separator: "; "))
            }
            self.init(format: format, genealogy: try Genealogy(chartDocument: document))
        case .dotGraph:
            // ``GenealogyFormat/of(_:path:)`` never says DOT: reading a graph takes Graphviz.
            throw .empty(reason: "a DOT graph is read by the FamilyGraph module, not here")
        }
    }

    /// Reads a file as a genealogy, as ``init(data:path:mode:keptWarningLimit:)`` does; a plain
    /// GEDCOM file is read from `bytes` where they are, with no copy of the file made first, and
    /// they are let go before its records are assembled.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - path: The file's path, for its extension (see ``GenealogyFormat/of(_:path:)``).
    ///   - mode: Whether faults that leave the family readable are ``warnings`` (lenient, the
    ///     default) or refuse the file (strict).
    ///   - keptWarningLimit: How many warnings are kept; the rest are only counted.
    /// - Throws: As ``init(data:path:mode:keptWarningLimit:)``.
    /// - Complexity: O(n) in the size of the file, expected.
    public init(
        bytes: consuming [UInt8], path: String, mode: GenealogyReadingMode = .lenient,
        keptWarningLimit: Int = GenealogyWarningLog.defaultKeptLimit
    ) throws(GenealogyError) {
        let head = bytes.withUnsafeBufferPointer {
            Data(UnsafeBufferPointer(rebasing: $0.prefix(GenealogyFormat.headByteCount)))
        }
        let packed = head.starts(with: ZlibInflater.gzipMagic) || head.starts(with: GEDZipArchive.magic)
        guard !packed && GenealogyFormat.of(head, path: path) == .gedcom else {
            try self.init(data: Data(bytes), path: path, mode: mode, keptWarningLimit: keptWarningLimit)
            return
        }
        self.init(try GEDCOMFile(bytes: consume bytes, mode: mode, keptWarningLimit: keptWarningLimit))
    }

    /// A GEDCOM file's genealogy and what its reading found.
    private init(_ file: GEDCOMFile) {
        self.init(format: .gedcom, genealogy: file.genealogy, gedcom: file, warningLog: file.warningLog)
    }

    /// A genealogy read as `format`, with what its reading found.
    private init(
        format: GenealogyFormat, genealogy: Genealogy, gedcom: GEDCOMFile? = nil, gramps: GrampsXMLFile? = nil,
        warningLog: GenealogyWarningLog
    ) {
        self.format = format
        self.genealogy = genealogy
        self.gedcom = gedcom
        self.gramps = gramps
        self.warningLog = warningLog
    }

    /// A genealogy read elsewhere (a DOT family graph, read by FamilyGraph), with its format.
    public init(format: GenealogyFormat, genealogy: Genealogy) {
        self.init(format: format, genealogy: genealogy, warningLog: GenealogyWarningLog())
    }
}
