public import FamilyTree
public import GenealogyKit

/// What ``FamilyFileReader`` read: the chart to draw and, when it was charted from a genealogy,
/// the genealogy as read (its reading report) and what the derivation counted.
public struct FamilyFileChart: Sendable {
    /// The chart: a chart file as written, or the chart derived from a genealogy.
    public var chart: FamilyChart
    /// The genealogy as read, with its format, its warnings and, for GEDCOM and Gramps XML, what
    /// was skipped (`GenealogySource.readingReport(file:)` writes it as JSON); nil for a chart
    /// file drawn as written.
    public var source: GenealogySource?
    /// The chart derived from the genealogy, of any kind, with what the derivation counted
    /// (before ``chart`` was cut to the generations asked for); nil for a chart file.
    public var derived: GenealogyChart?
    /// The id of the person an ancestor chart or hourglass is drawn for, when it was chosen here
    /// (the file's first person) because no root was given.
    public var chosenRoot: String?
    /// For a DOT family graph that is one person's hourglass, charted as descendants because no
    /// other chart was asked for: that person's id (`dot -Kfamily` draws the graph as their hourglass).
    public var hourglassCentre: String?

    /// A chart with what reading it found.
    public init(
        chart: FamilyChart, source: GenealogySource? = nil, derived: GenealogyChart? = nil,
        chosenRoot: String? = nil, hourglassCentre: String? = nil
    ) {
        self.chart = chart
        self.source = source
        self.derived = derived
        self.chosenRoot = chosenRoot
        self.hourglassCentre = hourglassCentre
    }
}
