import FamilyGraph
import TreeLayout

/// ``FamilyGraphScore`` as `treebench check --json` writes it.
struct GraphScoreJSON: Encodable {
    var people: Int
    var placedPeople: Int
    var overlappingBoxes: Int
    var couples: Int
    var couplesSideBySide: Int
    var couplesTogether: Int
    var families: Int
    var familiesCentred: Int
    var splitCouples: [String]
    var offCentreFamilies: [String]
    /// Every family off centre, by the reason the checker finds (``FamilyGraphScore/OffCentreReason``).
    var offCentreByReason: [String: [String]]
    var tolerance: Double
    var report: LayoutReport

    init(_ score: FamilyGraphScore) {
        people = score.people
        placedPeople = score.placedPeople
        overlappingBoxes = score.report[.noOverlap].violations
        couples = score.couples
        couplesSideBySide = score.couplesSideBySide
        couplesTogether = score.couplesTogether
        families = score.families
        familiesCentred = score.familiesCentred
        splitCouples = score.splitCouples
        offCentreFamilies = score.offCentreFamilies
        offCentreByReason = Dictionary(uniqueKeysWithValues: score.offCentreReasons.map { ($0.rawValue, $1) })
        tolerance = score.tolerance
        report = score.report
    }
}
