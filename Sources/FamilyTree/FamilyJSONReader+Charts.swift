import Foundation

extension FamilyJSONReader {
    /// Runs `read` on a reader of `data`: the one way in for ``FamilyDocument/init(jsonData:)`` and
    /// ``ChartDocument/init(jsonData:)``, a reading error becoming a one-problem failure.
    static func read<Document>(
        _ data: Data, _ read: (inout FamilyJSONReader) throws(FamilyError) -> Document
    ) throws(FamilyValidationFailure) -> Document {
        let result = data.withUnsafeBytes { bytes -> Result<Document, FamilyError> in
            var reader = FamilyJSONReader(bytes: bytes)
            do throws(FamilyError) {
                return .success(try read(&reader))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let document): return document
        case .failure(let problem): throw FamilyValidationFailure(problems: [problem])
        }
    }

    /// Reads the whole input as a chart document: `"chart"` (the kind, `descendants` when absent),
    /// `"generations"` (the descendant section, Family JSON v1) and `"ancestors"` (the ancestor
    /// section, each person's `parentIDs` naming their parents); other keys are skipped.
    ///
    /// - Throws: ``FamilyError/malformedDocument(reason:)`` naming the line, column and what was
    ///   expected, or a section the kind does not have or lacks.
    /// - Complexity: O(n) in the input size, with no recursion.
    mutating func readChartDocument() throws(FamilyError) -> ChartDocument {
        scanner.skipByteOrderMark()
        skipWhitespace()
        guard peek() == UInt8(ascii: "{") else { throw failure(expected: "'{' to open the document") }
        scanner.offset += 1
        var generations: [[Person]]?
        var ancestors: [[Person]]?
        var kind = ChartKind.descendants
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            scanner.offset += 1
        } else {
            while true {
                switch try readKey() {
                case .generations:
                    section = .descendants
                    generations = try readGenerations()
                case .ancestors:
                    section = .ancestors
                    ancestors = try readGenerations()
                case .chart:
                    let start = scanner.offset
                    let name = peek() == UInt8(ascii: "\"") ? try readString() : nil
                    guard let name, let named = ChartKind(rawValue: name) else {
                        throw failure(
                            expected: "a \"chart\" of \(ChartKind.allCases.map(\.rawValue).joined(separator: ", "))",
                            at: start)
                    }
                    kind = named
                default:
                    try skipValue()
                }
                place = .document
                skipWhitespace()
                if try !continueContainer(closer: UInt8(ascii: "}")) { break }
                skipWhitespace()
            }
        }
        guard scanner.isAtEnd() else {
            throw failure(expected: "the end of the document after the top-level object")
        }
        if kind == .descendants && generations == nil && ancestors == nil {
            throw .malformedDocument(reason: "the top-level object has no \"generations\" array")
        }
        let needsGenerations = kind != .ancestors
        let needsAncestors = kind != .descendants
        if needsGenerations != (generations != nil) || needsAncestors != (ancestors != nil) {
            let wanted =
                switch kind {
                case .descendants: "a \"generations\" array and no \"ancestors\""
                case .ancestors: "an \"ancestors\" array and no \"generations\""
                case .hourglass: "both a \"generations\" and an \"ancestors\" array"
                }
            throw .malformedDocument(reason: "the top-level object of a \(kind.phrase) has \(wanted)")
        }
        return ChartDocument(
            kind: kind, descendants: generations.map(FamilyDocument.init(generations:)),
            ancestors: ancestors.map(FamilyDocument.init(generations:)))
    }
}

extension ChartSide {
    /// The top-level key of a chart document that holds a section of this side.
    var key: String { self == .descendants ? "generations" : "ancestors" }
    /// The field in which a person of such a section lists their links in the section's tree.
    var linkKey: String { self == .descendants ? "childrenIDs" : "parentIDs" }
}
