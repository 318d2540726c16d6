public import Foundation

/// The kinds of file a genealogy is read from.
public enum GenealogyFormat: String, Sendable {
    /// GEDCOM 5.5–7.0 (`.ged`).
    case gedcom = "GEDCOM"
    /// Gramps XML (`.gramps`, gzip-compressed, or plain `.xml`).
    case grampsXML = "Gramps XML"
    /// topola's genealogy JSON (`{"indis": …, "fams": …}`).
    case genealogyJSON = "genealogy JSON"
    /// Family JSON v1, read as a genealogy.
    case familyJSON = "Family JSON v1"
    /// A family graph in DOT (Gramps' graph reports, graphs written by hand), read by the FamilyGraph
    /// module's `FamilyGraph` after Graphviz's parser: ``of(_:path:)`` never returns it, and
    /// ``GenealogySource/init(data:path:mode:keptWarningLimit:)`` cannot read it (``GenealogySource/init(format:genealogy:)``
    /// holds what FamilyGraph read).
    case dotGraph = "DOT family graph"

    /// How many of a file's first bytes ``of(_:path:)`` looks at.
    public static let headByteCount = 4096

    /// The format of a file: GEDCOM when it is gzip whose text starts as GEDCOM does (`family.ged.gz`,
    /// told from the first piece it inflates to); else Gramps XML by its content (gzip's magic
    /// number, or Gramps' namespace or document type in its first 4 KB:
    /// ``GrampsXMLFile/looksLikeGramps(_:)``) or by its extension (`.gramps`, `.xml`); else GEDCOM
    /// by its extension (`.ged`, `.gedcom`) or its first bytes (a GEDCOM file starts with `0 HEAD`,
    /// in any character set); else by its JSON keys.
    ///
    /// - Parameters:
    ///   - data: The file's bytes, or its first ``headByteCount`` at least.
    ///   - path: The file's path (`-` for standard input), for its extension.
    public static func of(_ data: Data, path: String) -> GenealogyFormat {
        if GzippedGEDCOM.holdsGEDCOM(data) { return .gedcom }
        let lowered = path.lowercased()
        if GrampsXMLFile.looksLikeGramps(data) || lowered.hasSuffix(".gramps") || lowered.hasSuffix(".xml") {
            return .grampsXML
        }
        if lowered.hasSuffix(".ged") || lowered.hasSuffix(".gedcom") { return .gedcom }
        var start = data.startIndex
        let bom: [[UInt8]] = [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF]]
        if let mark = bom.first(where: { data.starts(with: $0) }) { start += mark.count }
        while start < data.endIndex, [0x20, 0x09, 0x0A, 0x0D, 0x00].contains(data[start]) { start += 1 }
        if start < data.endIndex && data[start] == UInt8(ascii: "0") { return .gedcom }
        // Not JSON either (a Word document, a ZIP archive, a PDF): the GEDCOM reader's sniffer
        // names what it is, where a JSON reader could only say it is no JSON.
        if start < data.endIndex && data[start] != UInt8(ascii: "{") && data[start] != UInt8(ascii: "[") {
            return .gedcom
        }
        return Genealogy.looksLikeGenealogyJSON(data) ? .genealogyJSON : .familyJSON
    }
}
