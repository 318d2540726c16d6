import FamilyTree
import TreeLayout

/// An independent O(n²) reading of the definitions in ``LayoutReport``: every pair of boxes,
/// every couple against every box of its generation, every bus against every drop. It shares
/// no code with the checker, so agreement on many layouts means both read the rules alike.
struct BruteForceChecker {
    let family: Family
    let boxes: [PersonBox]
    let options: LayoutOptions
    let epsilon: Double

    init(_ family: Family, _ layout: FamilyLayout, options: LayoutOptions = LayoutOptions(), epsilon: Double = 0.01) {
        self.family = family
        self.boxes = layout.boxes
        self.options = options
        self.epsilon = epsilon
    }

    /// Errors and offenders of one rule.
    struct Tally {
        var errors: [Double] = []
        var offenders: Set<Int> = []
        var violations = 0

        mutating func add(_ error: Double, _ person: Int, epsilon: Double) {
            let error = error.isNaN ? Double.infinity : error
            errors.append(error)
            if error > epsilon {
                violations += 1
                offenders.insert(person)
            }
        }
    }

    func anchor(_ unit: FamilyUnit) -> Double {
        let blood = boxes[Int(unit.blood)]
        guard unit.isCouple else { return blood.x + blood.width / 2 }
        // docs/ARCHITECTURE.md: the midpoint of the gap between the two boxes — between the nearer right
        // edge and the further left edge, whichever side each spouse stands on.
        let spouse = boxes[Int(unit.spouse)]
        return (min(blood.x + blood.width, spouse.x + spouse.width) + max(blood.x, spouse.x)) / 2
    }

    func centre(_ person: Int) -> Double { boxes[person].x + boxes[person].width / 2 }

    func centred() -> Tally {
        var tally = Tally()
        for unit in family.units where unit.childCount > 0 {
            let first = centre(Int(family.units[Int(unit.firstChild)].blood))
            let last = centre(Int(family.units[Int(unit.firstChild + unit.childCount) - 1].blood))
            tally.add(abs(anchor(unit) - (first + last) / 2), Int(unit.blood), epsilon: epsilon)
        }
        return tally
    }

    func noOverlap() -> Tally {
        var tally = Tally()
        for (i, box) in boxes.enumerated() {
            var worst: Double?
            for (j, other) in boxes.enumerated() where other.x < box.x || (other.x == box.x && j < i) {
                guard box.width > 0, box.height > 0, other.width > 0, other.height > 0 else { continue }
                let across = min(box.x + box.width, other.x + other.width) - max(box.x, other.x)
                let down = min(box.y + box.height, other.y + other.height) - max(box.y, other.y)
                if across > 0 && down > 0 { worst = max(worst ?? 0, min(across, down)) }
            }
            if let worst { tally.add(worst, i, epsilon: epsilon) }
        }
        return tally
    }

    func couplesAdjacent() -> Tally {
        var tally = Tally()
        for unit in family.units where unit.isCouple {
            let blood = Int(unit.blood)
            let spouse = Int(unit.spouse)
            let expected = (boxes[blood].width + boxes[spouse].width) / 2 + options.geometry.coupleGap
            var error = max(abs(boxes[blood].y - boxes[spouse].y), abs(centre(spouse) - centre(blood) - expected))
            let left = min(centre(blood), centre(spouse))
            let right = max(centre(blood), centre(spouse))
            for person in family.generationPeople[Int(unit.generation)] {
                let c = centre(person)
                if left < c && c < right { error = max(error, min(c - left, right - c)) }
            }
            tally.add(error, blood, epsilon: epsilon)
        }
        return tally
    }

    func rows() -> Tally {
        var tally = Tally()
        var bottomAbove: Double?
        for range in family.generationPeople {
            var top = boxes[range.lowerBound].y
            var topCount = 0
            for person in range {
                let y = boxes[person].y
                let count = range.filter { boxes[$0].y == y }.count
                if count > topCount || (count == topCount && y < top) {
                    top = y
                    topCount = count
                }
            }
            for person in range { tally.add(abs(boxes[person].y - top), person, epsilon: epsilon) }
            if let bottomAbove { tally.add(max(0, bottomAbove - top), range.lowerBound, epsilon: epsilon) }
            bottomAbove = top + range.map { boxes[$0].height }.max()!
        }
        return tally
    }

    func order() -> Tally {
        var tally = Tally()
        for unit in family.units {
            let children = Array(unit.children)
            for (earlier, later) in zip(children, children.dropFirst()) {
                let blood = Int(family.units[later].blood)
                tally.add(
                    max(0, centre(Int(family.units[earlier].blood)) - centre(blood)), blood, epsilon: epsilon)
            }
        }
        let roots = Array(family.roots)
        for (earlier, later) in zip(roots, roots.dropFirst()) {
            tally.add(
                max(0, anchor(family.units[earlier]) - anchor(family.units[later])),
                Int(family.units[later].blood), epsilon: epsilon)
        }
        return tally
    }

    /// Minimum gap and close count: each box's right neighbour is the next in (left edge, index) order.
    func gaps() -> (minimum: Double?, close: Int) {
        var minimum: Double?
        var close = 0
        for range in family.generationPeople {
            for a in range {
                let after = range.filter { boxes[$0].x > boxes[a].x || (boxes[$0].x == boxes[a].x && $0 > a) }
                guard
                    let b = after.min(by: {
                        boxes[$0].x < boxes[$1].x || (boxes[$0].x == boxes[$1].x && $0 < $1)
                    })
                else { continue }
                let unit = family.units[Int(family.unitOfPerson[a])]
                if family.unitOfPerson[a] == family.unitOfPerson[b] && unit.isCouple { continue }
                let gap = boxes[b].x - (boxes[a].x + boxes[a].width)
                minimum = min(minimum ?? gap, gap)
                if gap < options.geometry.siblingGap - epsilon { close += 1 }
            }
        }
        return (minimum, close)
    }

    /// A family's connector: anchor point, bus height and ends, and its distinct drop positions.
    struct Connector {
        var generation: Int
        var busY: Double
        var left: Double
        var right: Double
        var drops: Set<Double>
        var length: Double
    }

    func connectors() -> [Connector] {
        family.units.filter(\.hasChildren).map { unit in
            let blood = boxes[Int(unit.blood)]
            var anchorY = blood.y + blood.height
            var parentBottom = anchorY
            if unit.isCouple {
                let spouse = boxes[Int(unit.spouse)]
                anchorY = (blood.y + blood.height / 2 + spouse.y + spouse.height / 2) / 2
                parentBottom = max(parentBottom, spouse.y + spouse.height)
            }
            let children = unit.children.map { Int(family.units[$0].blood) }
            let childTop = children.map { boxes[$0].y }.min()!
            let busY = (parentBottom + childTop) / 2
            let xs = [anchor(unit)] + children.map(centre)
            let length =
                abs(busY - anchorY) + xs.max()! - xs.min()! + children.map { abs(boxes[$0].y - busY) }.reduce(0, +)
            return Connector(
                generation: Int(unit.generation), busY: busY, left: xs.min()!, right: xs.max()!, drops: Set(xs),
                length: length)
        }
    }

    func crossingsAndBusOverlaps() -> (crossings: Int, busOverlaps: Int) {
        let all = connectors()
        var crossings = 0
        var overlaps = 0
        for (i, a) in all.enumerated() {
            for (j, b) in all.enumerated() where i != j && a.generation == b.generation {
                crossings += a.drops.filter { b.left < $0 && $0 < b.right }.count
                if i < j && a.left < a.right && b.left < b.right && a.left < b.right && b.left < a.right {
                    overlaps += 1
                }
            }
        }
        return (crossings, overlaps)
    }
}
