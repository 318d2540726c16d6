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

    /// Reads a file as a genealogy.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path, for its extension (see ``GenealogyFormat/of(_:path:)``).
    /// - Throws: ``GenealogyError`` naming the line (for GEDCOM) and the rule; a Family JSON v1
    ///   file that is not JSON gives ``GenealogyError/malformedJSON(reason:)``.
    /// - Complexity: O(n) in the size of the file, expected.
    public init(data: Data, path: String) throws(GenealogyError) {
        format = GenealogyFormat.of(data, path: path)
        switch format {
        case .gedcom:
            let file = try GEDCOMFile(bytes: [UInt8](data))
            gedcom = file
            genealogy = file.genealogy
        case .genealogyJSON:
            gedcom = nil
            genealogy = try Genealogy(genealogyJSON: data)
        case .familyJSON:
            gedcom = nil
            let document: FamilyDocument
            do {
                document = try FamilyDocument(jsonData: data)
            } catch {
                throw .malformedJSON(reason: error.problems.map(\.description).joined(separator: "; "))
            }
            genealogy = try Genealogy(chartDocument: document)
        }
    }
}
