public import Foundation

extension FamilyDocument {
    /// Decodes Family JSON v1.
    ///
    /// - Throws: ``FamilyValidationFailure`` with a ``FamilyError/malformedDocument(reason:)``
    ///   that says where the JSON breaks.
    public init(jsonData: Data) throws(FamilyValidationFailure) {
        do {
            self = try JSONDecoder().decode(FamilyDocument.self, from: jsonData)
        } catch {
            throw FamilyValidationFailure(problems: [.malformedDocument(reason: "\(error)")])
        }
    }

    /// The document as Family JSON v1, one person per line.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }
}

extension Family {
    /// Decodes and validates Family JSON v1.
    ///
    /// - Throws: ``FamilyValidationFailure`` with every problem found.
    public init(jsonData: Data) throws(FamilyValidationFailure) {
        try self.init(validating: FamilyDocument(jsonData: jsonData))
    }
}
