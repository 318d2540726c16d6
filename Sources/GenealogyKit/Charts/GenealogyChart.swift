public import FamilyTree

/// An ancestor chart or an hourglass derived from a ``Genealogy``, and what the derivation counted.
///
/// Build one with ``Genealogy/ancestorChart(of:generations:)`` or
/// ``Genealogy/hourglassChart(of:ancestorGenerations:descendantGenerations:)``; a descendant
/// chart is a ``DescendantChart``.
public struct GenealogyChart: Sendable {
    /// The chart, every section validated by `Family(validating:)` like any Family JSON v1 file.
    public let chart: FamilyChart
    /// The person the chart is drawn for, as an index into ``Genealogy/people``.
    public let root: Int
    /// The number of people with a home box.
    public let chartedPeopleCount: Int
    /// The derivation's inner steps (boxes made, parent unions and children visited): at most a
    /// small constant times the boxes plus the unions visited, which tests hold it to.
    public let work: Int

    /// What the chart shows.
    public var kind: ChartKind { chart.kind }
    /// The number of boxes: homes plus repeats.
    public var boxCount: Int { chart.personCount }
    /// The number of repeat appearances (boxes with `sameAs`).
    public var repeatCount: Int { chart.repeatCount }
}
