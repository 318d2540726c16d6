public import FamilyTree
import Foundation
public import TreeLayout

extension LayoutMark {
    /// Marks for the violations in a checker's report, ready to draw on the layout it checked.
    ///
    /// Off-centre parents are found again here for every unit with children, so each one is
    /// outlined with its own error in points (the report keeps only the worst error). Other
    /// rules outline the offenders the report names — a split couple as the couple's unit — and
    /// add one caption mark for any it did not name; a report made with
    /// `check(_:options:epsilon:offenderLimit: .max)` names them all.
    ///
    /// A split couple is labelled by what is wrong, in proportion: `couple split` when someone
    /// stands between the spouses, `couple on two rows` when they are not on one row, and
    /// `couple gap off 0.38 pt` when only the gap between them is off (as dot's often is, by
    /// less than a point).
    ///
    /// - Parameters:
    ///   - report: The checker's report for `layout`.
    ///   - family: The family that was laid out.
    ///   - layout: The layout the report is about; the gap between spouses is held to its
    ///     geometry's couple gap.
    /// - Complexity: O(people), and O(row) more per split couple.
    public static func marks(for report: LayoutReport, family: Family, layout: FamilyLayout) -> [LayoutMark] {
        var marks: [LayoutMark] = []
        if report[.centred].violations > 0 {
            for (index, unit) in family.units.enumerated() where unit.hasChildren {
                let first = layout.boxes[Int(family.units[unit.children.lowerBound].blood)]
                let last = layout.boxes[Int(family.units[unit.children.upperBound - 1].blood)]
                let error = abs(layout.anchor(of: unit) - (first.centerX + last.centerX) / 2)
                if error > report.epsilon || error.isNaN {
                    marks.append(LayoutMark(units: [index], label: "off-centre \(points(error)) pt"))
                }
            }
        }
        marks += offenderMarks(for: report, people: family.people) { person, label in
            let unit = Int(family.unitOfPerson[person])
            return LayoutMark(
                units: [unit],
                label: coupleLabel(family.units[unit], family: family, layout: layout) ?? label)
        }
        return marks
    }

    /// What is wrong with a couple the checker found not adjacent, or `nil` when it is not a couple.
    static func coupleLabel(_ couple: FamilyUnit, family: Family, layout: FamilyLayout) -> String? {
        guard couple.isCouple else { return nil }
        let blood = layout.boxes[Int(couple.blood)]
        let spouse = layout.boxes[Int(couple.spouse)]
        let (left, right) = (min(blood.centerX, spouse.centerX), max(blood.centerX, spouse.centerX))
        let row = family.generationPeople[Int(couple.generation)]
        let between = row.contains { person in
            person != Int(couple.blood) && person != Int(couple.spouse) && layout.boxes[person].centerX > left
                && layout.boxes[person].centerX < right
        }
        if between { return "couple split" }
        if abs(blood.y - spouse.y) > 0.005 { return "couple on two rows, \(points(abs(blood.y - spouse.y))) pt apart" }
        let expected = (blood.width + spouse.width) / 2 + layout.geometry.coupleGap
        return "couple gap off \(points(abs(spouse.centerX - blood.centerX - expected))) pt"
    }

    /// Marks for the offenders the report names under every rule but centring, and a caption mark
    /// for any it did not name: each offender outlined alone, except a split couple, which
    /// `coupleMark` outlines (given the offender's index in `people` and the label).
    ///
    /// - Complexity: O(people + offenders).
    private static func offenderMarks<People: RandomAccessCollection<Person>>(
        for report: LayoutReport, people: People, coupleMark: (Int, String) -> LayoutMark
    ) -> [LayoutMark] where People.Index == Int {
        let otherRules: [(LayoutReport.Rule, String)] = [
            (.noOverlap, "overlap"), (.couplesAdjacent, "couple split"), (.rows, "off row"), (.order, "out of order"),
        ]
        let violated = otherRules.filter { report[$0.0].violations > 0 }
        guard !violated.isEmpty else { return [] }
        var marks: [LayoutMark] = []
        var personOfID: [String: Int] = [:]
        personOfID.reserveCapacity(people.count)
        for (index, person) in people.enumerated() { personOfID[person.id] = index }
        for (rule, label) in violated {
            let result = report[rule]
            for id in result.firstOffenders {
                guard let person = personOfID[id] else { continue }
                marks.append(
                    rule == .couplesAdjacent ? coupleMark(person, label) : LayoutMark(people: [person], label: label))
            }
            let leftOver = result.violations - result.firstOffenders.count
            if leftOver > 0 {
                marks.append(LayoutMark(label: "\(leftOver) more \(rule.rawValue) violations not outlined"))
            }
        }
        return marks
    }

    /// A caption for a checked layout: the engine, its size, then its violations or “all invariants hold”.
    ///
    /// - Parameters:
    ///   - report: The checker's report.
    ///   - layoutSeconds: How long the engine took, when known.
    public static func caption(for report: LayoutReport, layoutSeconds: Double? = nil) -> [String] {
        let metrics = report.metrics
        var size = "\(points(metrics.width)) × \(points(metrics.height)) pt"
        if let layoutSeconds { size += String(format: ", laid out in %.2f ms", layoutSeconds * 1e3) }
        size += ", connectors \(points(metrics.connectorLength)) pt, \(metrics.connectorCrossings) crossings"
        let violations =
            report.holdsEveryInvariant
            ? "all invariants hold (ε \(points(report.epsilon)) pt)"
            : report.rules.filter { $0.violations > 0 }.map {
                "\($0.rule.rawValue): \($0.violations) (worst \(points($0.worstError)) pt)"
            }.joined(separator: ", ")
        return [report.engine, size, violations]
    }

    /// A length in points: at most two decimals, none when whole.
    static func points(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : "∞" }
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

extension LayoutMark {
    /// Marks for the violations in a checker's report on a layout of a chart, in the layout's
    /// direction: as ``marks(for:family:layout:)`` marks a family's, every mark naming people
    /// (each section's units are read in the section's frame). An off-centre unit outlines its
    /// people; a split couple its two spouses, and in an ancestor section a pair of parents with
    /// someone between them the two parents.
    ///
    /// - Complexity: O(people).
    public static func marks(for report: LayoutReport, chart: FamilyChart, layout: FamilyLayout) -> [LayoutMark] {
        if let family = chart.descendantFamily, layout.direction == .topDown {
            return marks(for: report, family: family, layout: layout)
        }
        var marks: [LayoutMark] = []
        // Where each chart person stands: their section and their unit in it.
        var place = [(section: Int, unit: Int)](repeating: (0, 0), count: chart.personCount)
        for (sectionIndex, section) in chart.sections.enumerated() {
            let family = section.family
            for person in 0..<family.personCount where section.draws(person) {
                place[section.chartPerson(person)] = (sectionIndex, Int(family.unitOfPerson[person]))
            }
        }
        func people(of unit: FamilyUnit, in section: FamilyChart.Section, parents: Bool = false) -> [Int] {
            if parents {
                return unit.children.map { section.chartPerson(Int(section.family.units[$0].blood)) }
            }
            var people = [section.chartPerson(Int(unit.blood))]
            if unit.isCouple { people.append(section.chartPerson(Int(unit.spouse))) }
            return people
        }
        if report[.centred].violations > 0 {
            for section in chart.sections {
                let frame = SectionFrame(growth: layout.direction.growth(of: section.side))
                let sectionLayout = layout.sectionLayout(section, frame: frame)
                let boxes = sectionLayout.boxes
                let units = section.family.units
                for unit in units where unit.hasChildren {
                    let first = boxes[Int(units[unit.children.lowerBound].blood)]
                    let last = boxes[Int(units[unit.children.upperBound - 1].blood)]
                    let error = abs(sectionLayout.anchor(of: unit) - (first.centerX + last.centerX) / 2)
                    if error > report.epsilon || error.isNaN {
                        marks.append(
                            LayoutMark(people: people(of: unit, in: section), label: "off-centre \(points(error)) pt"))
                    }
                }
            }
        }
        marks += offenderMarks(for: report, people: chart.people) { person, label in
            let (sectionIndex, unitIndex) = place[person]
            let section = chart.sections[sectionIndex]
            let parents = section.side == .ancestors
            return LayoutMark(
                people: people(of: section.family.units[unitIndex], in: section, parents: parents),
                label: parents ? "parents apart" : label)
        }
        return marks
    }
}
