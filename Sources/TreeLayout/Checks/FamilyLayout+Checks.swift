public import FamilyTree

extension FamilyLayout {
    /// Checks the invariants (docs/ARCHITECTURE.md, "Invariants and geometry") and measures the layout.
    ///
    /// Reads only the boxes, the family and the options, so any engine's layout — native, dot,
    /// or one read back from layout JSON — is scored by the same code. Each rule of
    /// ``LayoutReport/Rule`` says what one item is, what its error is, and who is named as the
    /// offender; an item is a violation when its error is above `epsilon`. Errors are
    /// distances in points and are never rounded; a NaN coordinate counts as an infinite error.
    ///
    /// - Parameters:
    ///   - family: The family the layout was made for; ``boxes`` must be indexed like its people.
    ///   - options: The gaps the layout was asked for (couple gap, sibling gap); the anchors are
    ///     the layout's own (``anchor(of:)``, from its ``geometry``).
    ///   - epsilon: The tolerance in points; `treebench` uses 0.01 for every engine.
    ///   - offenderLimit: How many offenders each rule names; a picture that outlines every
    ///     violation asks for `Int.max`.
    /// - Returns: The violations per rule and the metrics.
    /// - Complexity: O(n log n) for n people: each generation is sorted once by left edge and
    ///   once by centre; every other step is a linear pass or a binary search. When rows are
    ///   broken (a generation's tops or heights differ, or rows overlap vertically), the overlap
    ///   rule compares boxes within each band of vertically overlapping boxes instead, which
    ///   costs O(k · a) in a band of k boxes where a boxes at once span one x.
    public func check(
        _ family: Family, options: LayoutOptions = LayoutOptions(), epsilon: Double = 0.01,
        offenderLimit: Int = LayoutReport.offenderLimit
    )
        -> LayoutReport
    {
        precondition(boxes.count == family.personCount, "the layout must have one box per person of the family")
        let inspection = LayoutInspection(family: family, layout: self, options: options, epsilon: epsilon)
        let rows = inspection.checkRows()
        let rules = [
            inspection.checkCentring(),
            inspection.checkOverlap(rowsAreStraight: rows.areStraight),
            inspection.checkCouples(),
            rows.tally,
            inspection.checkOrder(),
        ]
        let results = zip(LayoutReport.Rule.allCases, rules).map { rule, tally in
            tally.result(for: rule, people: family.people, limit: offenderLimit)
        }
        let metrics = inspection.measure(bounds: bounds, worstCentringError: results[0].worstError)
        return LayoutReport(engine: engine, epsilon: epsilon, rules: results, metrics: metrics)
    }
}

/// The errors of one rule as the checker finds them.
struct RuleTally {
    let epsilon: Double
    var violations = 0
    var worstError = 0.0
    /// Person indices of offenders, in the order found.
    var offenders: [Int32] = []

    init(epsilon: Double) {
        self.epsilon = epsilon
    }

    /// Notes one item's error, naming `person` if it is a violation.
    mutating func record(_ error: Double, person: Int32) {
        let error = error.isNaN ? .infinity : error
        worstError = max(worstError, error)
        if error > epsilon {
            violations += 1
            offenders.append(person)
        }
    }

    /// The result with the first offenders in document order.
    func result<People: RandomAccessCollection<Person>>(
        for rule: LayoutReport.Rule, people: People, limit: Int
    ) -> LayoutReport.RuleResult where People.Index == Int {
        var first: [String] = []
        var previous: Int32 = -1
        for person in offenders.sorted() where person != previous {
            previous = person
            first.append(people[Int(person)].id)
            if first.count == limit { break }
        }
        return LayoutReport.RuleResult(
            rule: rule, violations: violations, worstError: worstError, firstOffenders: first)
    }
}

/// The rows rule's tally, and whether the rows are straight enough for the fast overlap check.
struct RowsCheck {
    var tally: RuleTally
    /// Every generation's boxes share one top and one height, and each row starts at or below
    /// the bottom of the row above: then boxes of different generations cannot overlap.
    var areStraight: Bool
}

/// One check of one layout: the inputs and the orders of each row, shared by the rules and metrics.
struct LayoutInspection {
    let family: Family
    /// The layout checked (a section's, in its frame, for a chart): its anchors.
    let layout: FamilyLayout
    /// The layout's boxes.
    let boxes: [PersonBox]
    let options: LayoutOptions
    let epsilon: Double
    /// Whether the family's tree runs from parents to children or, in an ancestor chart's
    /// section, from a person to their parents (then its units are single people and a unit's
    /// children are the person's father and mother).
    let side: ChartSide
    /// For each generation, its people's indices ordered by left edge, then document order.
    let rowsByLeftEdge: [[Int32]]

    init(
        family: Family, layout: FamilyLayout, options: LayoutOptions, epsilon: Double, side: ChartSide = .descendants
    ) {
        self.family = family
        self.layout = layout
        let boxes = layout.boxes
        self.boxes = boxes
        self.options = options
        self.epsilon = epsilon
        self.side = side
        rowsByLeftEdge = family.generationPeople.map { range in
            var row = range.map { Int32($0) }
            row.sort { boxes[Int($0)].x < boxes[Int($1)].x || (boxes[Int($0)].x == boxes[Int($1)].x && $0 < $1) }
            return row
        }
    }

    /// The anchor x of a unit, as ``FamilyLayout/anchor(of:)`` defines it.
    func anchor(of unit: FamilyUnit) -> Double {
        layout.anchor(of: unit)
    }

    /// Rule ``LayoutReport/Rule/centred``: one item per unit with children (each union of a
    /// person with several partners is a unit: "each union centred"), its run starting at its
    /// leading child where ``LayoutOptions/leadingChildDistances`` gives one.
    func checkCentring() -> RuleTally {
        var tally = RuleTally(epsilon: epsilon)
        let leads = options.leadingChildDistances ?? []
        for (index, unit) in family.units.enumerated() where unit.hasChildren {
            // A leading child (LayoutOptions.leadingChildDistances) starts the run further left.
            let lead = index < leads.count ? leads[index] : 0
            let first = boxes[Int(family.units[Int(unit.firstChild)].blood)].centerX - lead
            let last = boxes[Int(family.units[family.lastOwnChild(of: unit)].blood)].centerX
            tally.record(abs(anchor(of: unit) - (first + last) / 2), person: unit.blood)
        }
        return tally
    }

    /// Rule ``LayoutReport/Rule/couplesAdjacent`` ("partners together"): one item per couple and
    /// per further union, or in an ancestor section per pair of parents (``checkParentPairs()``).
    func checkCouples() -> RuleTally {
        if side == .ancestors { return checkParentPairs() }
        var tally = RuleTally(epsilon: epsilon)
        for (generation, range) in family.generationUnits.enumerated() {
            let couples = family.units[range].lazy.filter { $0.isCouple || $0.isFurtherUnion }
            if couples.isEmpty { continue }
            var centres = family.generationPeople[generation].map { boxes[$0].centerX }
            centres.sort()
            for (offset, couple) in zip(range, family.units[range]) where couple.isFurtherUnion {
                // The later partner on the row, right of the group's previous box, at least the
                // couple gap from it, nobody between them.
                let partner = boxes[Int(couple.blood)]
                let previous = rightmostBox(of: family.units[offset - 1])
                let shortfall = max(0, options.geometry.coupleGap - (partner.x - previous.maxX))
                tally.record(
                    max(
                        abs(partner.y - boxes[Int(couple.furtherUnionOf)].y), shortfall,
                        intruderDepth(centres, left: previous.centerX, right: partner.centerX)),
                    person: couple.blood)
            }
            for couple in couples where couple.isCouple {
                let blood = boxes[Int(couple.blood)]
                let spouse = boxes[Int(couple.spouse)]
                let expected = (blood.width + spouse.width) / 2 + options.geometry.coupleGap
                let spacing = abs(spouse.centerX - blood.centerX - expected)
                let left = min(blood.centerX, spouse.centerX)
                let right = max(blood.centerX, spouse.centerX)
                tally.record(
                    max(abs(blood.y - spouse.y), spacing, intruderDepth(centres, left: left, right: right)),
                    person: couple.blood)
            }
        }
        return tally
    }

    /// The box of `unit` that stands furthest right: the blood relative's or the spouse's.
    func rightmostBox(of unit: FamilyUnit) -> PersonBox {
        let blood = boxes[Int(unit.blood)]
        guard unit.isCouple else { return blood }
        let spouse = boxes[Int(unit.spouse)]
        return spouse.maxX > blood.maxX ? spouse : blood
    }

    /// How deep the centre nearest the middle of `left ..< right` stands strictly inside it, or 0.
    func intruderDepth(_ centres: [Double], left: Double, right: Double) -> Double {
        guard left < right else { return 0 }
        let middle = (left + right) / 2
        let above = centres.countLess(than: middle)
        var depth = 0.0
        for index in [above - 1, above] where centres.indices.contains(index) {
            let centre = centres[index]
            if left < centre && centre < right { depth = max(depth, min(centre - left, right - centre)) }
        }
        return depth
    }

    /// Rule ``LayoutReport/Rule/rows``: one item per box, and one per generation below the first.
    func checkRows() -> RowsCheck {
        var tally = RuleTally(epsilon: epsilon)
        var areStraight = true
        var bottomAbove = -Double.infinity
        for range in family.generationPeople {
            let top = commonTop(of: range)
            var tallest = 0.0
            let height = boxes[range.lowerBound].height
            for person in range {
                let box = boxes[person]
                tally.record(abs(box.y - top), person: Int32(person))
                tallest = max(tallest, box.height)
                if box.y != top || box.height != height { areStraight = false }
            }
            if bottomAbove > -Double.infinity {
                tally.record(max(0, bottomAbove - top), person: Int32(range.lowerBound))
                if top < bottomAbove { areStraight = false }
            }
            bottomAbove = top + tallest
        }
        return RowsCheck(tally: tally, areStraight: areStraight)
    }

    /// The top most boxes of the generation share; on a tie, the highest of them.
    private func commonTop(of range: Range<Int>) -> Double {
        let first = boxes[range.lowerBound].y
        if range.allSatisfy({ boxes[$0].y == first }) { return first }
        var tops = range.map { boxes[$0].y }
        tops.sort()
        var best = tops[0]
        var bestCount = 0
        var start = 0
        while start < tops.count {
            var end = start + 1
            while end < tops.count && tops[end] == tops[start] { end += 1 }
            if end - start > bestCount {
                best = tops[start]
                bestCount = end - start
            }
            start = end
        }
        return best
    }

    /// Rule ``LayoutReport/Rule/order``: one item per pair of neighbouring siblings and of neighbouring roots.
    func checkOrder() -> RuleTally {
        var tally = RuleTally(epsilon: epsilon)
        for unit in family.units where unit.childCount > 1 {
            let children = unit.children
            var previous = boxes[Int(family.units[children.lowerBound].blood)].centerX
            // A child's later partners (further unions) are held to order by the couples rule.
            for child in children.dropFirst() where !family.units[child].isFurtherUnion {
                let blood = family.units[child].blood
                let centre = boxes[Int(blood)].centerX
                tally.record(max(0, previous - centre), person: blood)
                previous = centre
            }
        }
        let roots = family.roots
        if roots.count > 1 {
            var previous = anchor(of: family.units[roots.lowerBound])
            for root in roots.dropFirst() where !family.units[root].isFurtherUnion {
                let current = anchor(of: family.units[root])
                tally.record(max(0, previous - current), person: family.units[root].blood)
                previous = current
            }
        }
        return tally
    }
}

extension Array where Element == Double {
    /// In an ascending array, how many elements are less than `value`.
    func countLess(than value: Double) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// In an ascending array, how many elements are at most `value`.
    func countLessOrEqual(to value: Double) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
