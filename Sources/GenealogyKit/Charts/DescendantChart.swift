public import FamilyTree

/// A chart derived from a ``Genealogy``: a Family JSON v1 document in which a person may stand
/// more than once, plus what the derivation counted.
///
/// The first box of a person is their *home*, with the person's id; any other is a *repeat
/// appearance* with id `ID~k` and `Person.sameAs` naming the home. Build one with
/// ``Genealogy/descendantChart(roots:)``.
public struct DescendantChart: Sendable {
    /// The chart, validated by `Family(validating:)` like any Family JSON v1 file.
    public let family: Family

    /// The chart as a Family JSON v1 document.
    public var document: FamilyDocument { family.document }
    /// The people the chart starts from, as indices into ``Genealogy/people``, in chart order.
    public let roots: [Int]
    /// The number of repeat appearances (boxes with `sameAs`).
    public let repeatCount: Int
    /// The number of unions drawn (each exactly once).
    public let drawnUnionCount: Int
    /// The number of people with a home in the chart.
    public let chartedPeopleCount: Int
    /// People of the genealogy that no root reaches (only with explicit roots; 0 otherwise).
    public let leftOutCount: Int
    /// The derivation's inner steps (boxes made, unions and children visited): at most a small
    /// constant times people + unions + links, which tests hold it to.
    public let work: Int

    /// For each unit of ``family`` (in `Family.units` order), the index in the genealogy's unions
    /// of the union it draws, or -1 for a unit that draws none (a person without a union with
    /// children, a repeat appearance as a leaf).
    public let unitUnions: [Int]

    /// How each box drawn under parents it was not born to belongs to them (adopted, foster,
    /// step), by box id; for `FamilyChart.childTies`.
    public let childTies: [String: ChildRelation]

    /// The number of boxes: homes plus repeats.
    public var boxCount: Int { family.personCount }
}
