public import Foundation

/// A chart document as written, not yet validated: Family JSON v1, extended for ancestor charts
/// and hourglasses (docs/FAMILY-JSON.md, "Ancestor charts and hourglasses").
///
/// ```json
/// {"chart": "hourglass",
///  "generations": [[{"id": "R", "coupleID": "S", "childrenIDs": ["C"]}, …], …],
///  "ancestors": [[{"id": "R", "parentIDs": ["F", "M"]}], [{"id": "F", …}, {"id": "M", …}], …]}
/// ```
///
/// `"generations"` is the descendant section, as in every Family JSON v1 file; `"ancestors"` the
/// ancestor section, the person first, then each generation of ancestors, every person listing
/// their parents (father, then mother) in `parentIDs`. A descendant chart has only
/// `"generations"` and no `"chart"` (a Family JSON v1 file is one), an ancestor chart only
/// `"ancestors"`, an hourglass both. Turn it into a ``FamilyChart`` with ``FamilyChart/init(validating:)``.
public struct ChartDocument: Hashable, Sendable, Codable {
    /// What the chart shows.
    public var kind: ChartKind
    /// The descendant section (`"generations"`), for descendant charts and hourglasses.
    public var descendants: FamilyDocument?
    /// The ancestor section (`"ancestors"`), each person's `childrenIDs` holding their parents.
    public var ancestors: FamilyDocument?

    /// Creates a document.
    public init(kind: ChartKind, descendants: FamilyDocument?, ancestors: FamilyDocument?) {
        self.kind = kind
        self.descendants = descendants
        self.ancestors = ancestors
    }

    /// Decodes a chart document with the Family JSON byte scanner.
    ///
    /// - Throws: ``FamilyValidationFailure`` with one ``FamilyError/malformedDocument(reason:)``
    ///   giving the line and column where the JSON breaks, the record whose field has the wrong
    ///   type, or the section the kind lacks.
    /// - Complexity: O(n) in the size of the data.
    public init(jsonData: Data) throws(FamilyValidationFailure) {
        self = try FamilyJSONReader.read(jsonData) { reader throws(FamilyReadFailure) in try reader.readChart() }
    }

    /// The document as JSON: a descendant chart exactly as ``FamilyDocument/jsonData()`` writes
    /// it; otherwise `"chart"`, then the sections, one person per line.
    ///
    /// - Complexity: O(n) in the size of the output.
    public func jsonData() -> Data {
        var writer = FamilyJSONWriter()
        if kind == .descendants, let descendants {
            writer.writeDocument(descendants)
        } else {
            writer.writeChart(self)
        }
        return Data(writer.bytes)
    }
}

extension FamilyChart {
    /// Validates a chart document, as ``init(validatingAncestors:)`` and
    /// ``init(validatingHourglass:ancestors:)`` do for its kind; a descendant chart is
    /// `Family(validating:)`'s.
    ///
    /// - Throws: ``FamilyChartError``.
    /// - Complexity: O(people) expected.
    public init(validating document: ChartDocument) throws(FamilyChartError) {
        switch (document.kind, document.descendants, document.ancestors) {
        case (.descendants, let descendants?, _):
            do {
                self.init(descendants: try Family(validating: descendants))
            } catch {
                throw .invalidSection(side: .descendants, failure: error)
            }
        case (.ancestors, _, let ancestors?):
            try self.init(validatingAncestors: ancestors)
        case (.hourglass, let descendants?, let ancestors?):
            try self.init(validatingHourglass: descendants, ancestors: ancestors)
        default:
            throw .invalidSection(
                side: document.descendants == nil ? .descendants : .ancestors,
                failure: FamilyValidationFailure(problems: [
                    .emptyDocument(reason: "the \(document.kind.phrase) lacks a section")
                ]))
        }
    }

    /// Decodes and validates a chart document (Family JSON v1 for a descendant chart).
    ///
    /// - Throws: ``FamilyChartError``; a document that is not JSON of this form is an
    ///   ``FamilyChartError/invalidSection(side:failure:)`` of the descendant section.
    /// - Complexity: O(n) in the size of the data.
    public init(jsonData: Data) throws(FamilyChartError) {
        let document: ChartDocument
        do {
            document = try ChartDocument(jsonData: jsonData)
        } catch {
            throw .invalidSection(side: .descendants, failure: error)
        }
        try self.init(validating: document)
    }

    /// The chart as a document, each section as validated.
    public var document: ChartDocument {
        ChartDocument(
            kind: kind, descendants: descendantSection.map(\.family.document),
            ancestors: ancestorSection.map(\.family.document))
    }
}
