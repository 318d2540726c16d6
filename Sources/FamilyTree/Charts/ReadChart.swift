/// A chart document as read in one pass (``ChartDocument/read(jsonByteCount:readingFrom:)``).
public enum ReadChart: Sendable {
    /// A descendant chart (Family JSON v1), validated as it was read, with no record per person.
    case family(Family)
    /// An ancestor chart or hourglass, its sections as written: validate it with
    /// ``FamilyChart/init(validating:)``.
    case document(ChartDocument)
}
