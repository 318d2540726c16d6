/// A Family JSON v1 document as written: people grouped by generation, not yet validated.
///
/// `generations[0]` holds the roots. Turn a document into a ``Family`` with
/// ``Family/init(validating:)``, which checks every rule of the format.
public struct FamilyDocument: Hashable, Sendable {
    /// The people of each generation, oldest first, in document order.
    public var generations: [[Person]]

    /// Creates a document from its generations.
    public init(generations: [[Person]]) {
        self.generations = generations
    }

    /// The number of people in all generations.
    public var personCount: Int { generations.reduce(0) { $0 + $1.count } }
}

// Not in the chart page's engine: Embedded Swift (ChartEngine/) has no Codable.
#if !hasFeature(Embedded)
    extension FamilyDocument: Codable {}
#endif
