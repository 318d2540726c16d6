import FamilyTree
import TreeLayout

/// How far a layout is from the invariants (docs/ARCHITECTURE.md), counted the way docs/DOT-IDIOM.md reports
/// them: per unit and per generation, and telling a split couple (someone between the spouses, or
/// another row) from a couple that only stands at another distance, which the checker's
/// couples-adjacent rule (`LayoutReport`) counts as one kind of violation. The harness and every
/// report use the checker; this is the idiom study's finer breakdown.
struct IdiomScore: CustomStringConvertible {
    var couples = 0
    /// Couples with another person between the spouses, or spouses on different rows.
    var splitCouples = 0
    /// Couples not exactly W + coupleGap apart (centre to centre).
    var coupleGapOff = 0
    var parents = 0
    /// Units with children whose anchor is more than 0.01 pt from the children's midpoint.
    var offCentre = 0
    var worstCentringError = 0.0
    /// Units whose children are not strictly left to right in `childrenIDs` order.
    var orderViolations = 0
    /// Generations whose boxes do not share one top y.
    var rowViolations = 0

    init() {}

    init(_ layout: FamilyLayout, _ family: Family, _ options: LayoutOptions) {
        let boxes = layout.boxes
        for generation in family.generationPeople {
            let tops = Set(generation.map { boxes[$0].y })
            if tops.count > 1 { rowViolations += 1 }
        }
        // People of each row sorted by x, to find who stands between two spouses.
        var rank = [Int](repeating: 0, count: boxes.count)
        for generation in family.generationPeople {
            let sorted = generation.sorted { boxes[$0].centerX < boxes[$1].centerX }
            for (position, person) in sorted.enumerated() { rank[person] = position }
        }
        for unit in family.units {
            if unit.isCouple {
                couples += 1
                let blood = Int(unit.blood)
                let spouse = Int(unit.spouse)
                if boxes[blood].y != boxes[spouse].y || abs(rank[blood] - rank[spouse]) != 1 { splitCouples += 1 }
                let distance = abs(boxes[spouse].centerX - boxes[blood].centerX)
                if abs(distance - (options.geometry.boxWidth + options.geometry.coupleGap)) > 0.01 { coupleGapOff += 1 }
            }
            guard unit.hasChildren else { continue }
            parents += 1
            let first = boxes[Int(family.units[unit.children.lowerBound].blood)].centerX
            let last = boxes[Int(family.units[unit.children.upperBound - 1].blood)].centerX
            let error = abs(layout.anchor(of: unit) - (first + last) / 2)
            worstCentringError = max(worstCentringError, error)
            if error > 0.01 { offCentre += 1 }
            let xs = unit.children.map { boxes[Int(family.units[$0].blood)].centerX }
            if zip(xs, xs.dropFirst()).contains(where: { $0 >= $1 }) { orderViolations += 1 }
        }
    }

    static func + (lhs: IdiomScore, rhs: IdiomScore) -> IdiomScore {
        var sum = lhs
        sum.couples += rhs.couples
        sum.splitCouples += rhs.splitCouples
        sum.coupleGapOff += rhs.coupleGapOff
        sum.parents += rhs.parents
        sum.offCentre += rhs.offCentre
        sum.worstCentringError = max(lhs.worstCentringError, rhs.worstCentringError)
        sum.orderViolations += rhs.orderViolations
        sum.rowViolations += rhs.rowViolations
        return sum
    }

    var splitPercent: Double { 100 * Double(splitCouples) / Double(max(couples, 1)) }
    var offCentrePercent: Double { 100 * Double(offCentre) / Double(max(parents, 1)) }
    var orderPercent: Double { 100 * Double(orderViolations) / Double(max(parents, 1)) }
    var gapOffPercent: Double { 100 * Double(coupleGapOff) / Double(max(couples, 1)) }

    var description: String {
        func percent(_ value: Double) -> String { String(Double(Int(value * 10)) / 10) + "%" }
        return
            "couples split \(percent(splitPercent)) (gap off \(percent(gapOffPercent))) | parents off-centre \(percent(offCentrePercent)), worst \(Int(worstCentringError.rounded())) pt | sibling order broken \(percent(orderPercent)) | rows broken \(rowViolations)"
    }
}
