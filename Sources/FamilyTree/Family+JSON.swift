public import Foundation

extension FamilyDocument {
    /// Decodes Family JSON v1 with a byte scanner (`FamilyJSONReader`), without Foundation's JSON
    /// machinery.
    ///
    /// Only `id` is required in a person; `name` defaults to `""`, `gender` to `"unknown"`, `age` to 0,
    /// `coupleID` to `""` and `childrenIDs` to `[]` (also when written as `null`). Unknown keys are skipped.
    ///
    /// - Throws: ``FamilyValidationFailure`` with one ``FamilyError/malformedDocument(reason:)`` that
    ///   gives the line and column where the JSON breaks and what was expected there, or the record
    ///   whose field has the wrong type.
    /// - Complexity: O(n) in the size of the data.
    public init(jsonData: Data) throws(FamilyValidationFailure) {
        self = try FamilyJSONReader.read(jsonData) { reader throws(FamilyError) in try reader.readDocument() }
    }

    /// The document as Family JSON v1, one person per line, every field written; see `FamilyJSONWriter`.
    ///
    /// Decoding the result with ``init(jsonData:)`` gives back an equal document.
    ///
    /// - Complexity: O(n) in the size of the output.
    public func jsonData() -> Data {
        var writer = FamilyJSONWriter()
        writer.writeDocument(self)
        return Data(writer.bytes)
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
