import Foundation

extension FamilyJSONReader<FamilyDocumentBuilder> {
    /// Reads `data` whole into ``Person`` records, `read` saying how (a family or a chart): the
    /// one way in for ``FamilyDocument/init(jsonData:)`` and ``ChartDocument/init(jsonData:)``, a
    /// reading error becoming a one-problem failure.
    static func read<Document>(
        _ data: Data, _ read: (inout Self) throws(FamilyReadFailure) -> Document
    ) throws(FamilyValidationFailure) -> Document {
        let result = data.withUnsafeBytes { bytes -> Result<Document, FamilyReadFailure> in
            var reader = Self(bytes: bytes, sink: FamilyDocumentBuilder())
            do throws(FamilyReadFailure) {
                return .success(try read(&reader))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let document): return document
        case .failure(let failure): throw failure.validationFailure
        }
    }

    /// Reads the whole input as a chart document (see ``readChartDocument()``).
    mutating func readChart() throws(FamilyReadFailure) -> ChartDocument {
        let kind = try readChartDocument()
        return ChartDocument(
            kind: kind, descendants: sink.generations.map(FamilyDocument.init(generations:)),
            ancestors: sink.ancestors.map(FamilyDocument.init(generations:)))
    }

    /// Reads the whole input as a family (see ``readDocument()``).
    mutating func readFamily() throws(FamilyReadFailure) -> FamilyDocument {
        try readDocument()
        return FamilyDocument(generations: sink.generations ?? [])
    }
}

extension ChartSide {
    /// The top-level key of a chart document that holds a section of this side.
    var key: String { self == .descendants ? "generations" : "ancestors" }
    /// The field in which a person of such a section lists their links in the section's tree.
    var linkKey: String { self == .descendants ? "childrenIDs" : "parentIDs" }

    /// A person of a section of this side, as messages name them: "person 2 of generation 1
    /// (generations[1][1])", "person 1 of ancestor generation 0 (ancestors[0][0])".
    func record(generation: Int, index: Int) -> String {
        "person \(index + 1) of \(self == .descendants ? "" : "ancestor ")generation \(generation) (\(key)[\(generation)][\(index)])"
    }
}
