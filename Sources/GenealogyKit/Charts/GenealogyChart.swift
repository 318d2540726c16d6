public import FamilyTree

/// A chart derived from a ``Genealogy`` — a descendant chart, an ancestor chart or an hourglass —
/// and what the derivation counted: the one result of every derivation.
///
/// The chart is a `FamilyChart` of one or two sections, in which a person may stand
/// more than once: the first box of a person is their *home*, with the person's id; any other is
/// a *repeat appearance* with id `ID~k` and `Person.sameAs` naming the home. Every kind is laid
/// out, checked and drawn through ``chart`` alike.
///
/// Build one with ``Genealogy/descendantChart(roots:)``, ``Genealogy/ancestorChart(of:generations:)``
/// or ``Genealogy/hourglassChart(of:ancestorGenerations:descendantGenerations:)``.
public struct GenealogyChart: Sendable {
    /// The chart, every section validated by `Family(validating:)` like any Family JSON v1 file,
    /// with the ties of children drawn under parents they were not born to (`FamilyChart.childTies`).
    public let chart: FamilyChart
    /// The people the chart starts from, as indices into ``Genealogy/people``: a descendant
    /// chart's roots in chart order; the one person an ancestor chart or hourglass is drawn for.
    public let roots: [Int]
    /// The number of people with a home box.
    public let chartedPeopleCount: Int
    /// People of the genealogy that the chart leaves out: in a descendant chart drawn from roots
    /// given, those no root reaches (0 with the default roots, which reach everyone); 0 in an
    /// ancestor chart or hourglass, which draws one person's lines only.
    public let leftOutCount: Int
    /// The number of unions drawn as a couple over their children (each at most once): those of
    /// the descendant section (an hourglass's descendants included, before a generation cut);
    /// 0 in an ancestor chart, whose parents stand as two single units.
    public let drawnUnionCount: Int
    /// The derivation's inner steps (boxes made, unions and children visited): at most a small
    /// constant times people + unions + links, which tests hold it to.
    public let work: Int
    /// For each unit of a descendant chart's family (in `Family.units` order), the index in the
    /// genealogy's unions of the union it draws, or -1 for a unit that draws none (a person
    /// without a union with children, a repeat appearance as a leaf); empty for an ancestor chart
    /// or hourglass.
    public let unitUnions: [Int]

    /// What the chart shows.
    public var kind: ChartKind { chart.kind }
    /// The number of boxes: homes plus repeats.
    public var boxCount: Int { chart.personCount }
    /// The number of repeat appearances (boxes with `sameAs`).
    public var repeatCount: Int { chart.repeatCount }
    /// The person an ancestor chart or hourglass is drawn for, as an index into
    /// ``Genealogy/people``; `nil` for a descendant chart, which may start from many.
    public var root: Int? { kind == .descendants ? nil : roots.first }

    /// A derived chart with what its derivation counted.
    init(
        chart: FamilyChart, roots: [Int], chartedPeopleCount: Int, leftOutCount: Int = 0,
        drawnUnionCount: Int, work: Int, unitUnions: [Int] = []
    ) {
        self.chart = chart
        self.roots = roots
        self.chartedPeopleCount = chartedPeopleCount
        self.leftOutCount = leftOutCount
        self.drawnUnionCount = drawnUnionCount
        self.work = work
        self.unitUnions = unitUnions
    }
}
