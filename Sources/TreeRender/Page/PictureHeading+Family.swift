public import FamilyTree

extension PictureHeading {
    /// The heading of a chart of `family`: a title naming the chart by its kind and its
    /// founders (“Descendants of Veit Bach”), a subtitle with the people, the generations and the
    /// source file, and the legend of what `panels` draw.
    ///
    /// - Parameters:
    ///   - family: The chart.
    ///   - panels: What the picture draws of it.
    ///   - kind: What the chart shows of its founders: `Descendants`.
    ///   - source: The file the chart was read from, as the user named it; its last path
    ///     component is shown.
    /// - Complexity: O(people + units + marks).
    public init(chartOf family: Family, panels: [RenderPanel], kind: String = "Descendants", source: String? = nil) {
        self.init(chartOf: FamilyChart(descendants: family), panels: panels, kind: kind, source: source)
    }

    /// The heading of a chart of any kind: the title names it by its kind and the person it is
    /// drawn for (“Ancestors of Henry Tudor”, “Ancestors and descendants of Henry Tudor”), or for
    /// a descendant chart its founders; the subtitle and legend as for a family.
    ///
    /// - Parameters:
    ///   - chart: The chart.
    ///   - panels: What the picture draws of it.
    ///   - kind: The title's first word for a descendant chart: `Descendants`.
    ///   - source: The file the chart was read from, as the user named it.
    /// - Complexity: O(people + units + marks).
    public init(chartOf chart: FamilyChart, panels: [RenderPanel], kind: String = "Descendants", source: String? = nil)
    {
        var subtitle = [chart.peopleDescription]
        let generations = chart.rowCount
        subtitle.append("\(generations) generation\(generations == 1 ? "" : "s")")
        if let source, let name = source.split(separator: "/").last, source != "-" { subtitle.append(String(name)) }
        let title: String
        if let family = chart.descendantFamily {
            title = "\(kind) of \(Self.founders(of: family))"
        } else {
            let root = chart.rootPerson.map { chart.people[$0] }
            let name = root.map { $0.name.isEmpty ? $0.id : $0.name } ?? "nobody"
            title = chart.kind == .ancestors ? "Ancestors of \(name)" : "Ancestors and descendants of \(name)"
        }
        self.init(
            title: title, subtitle: subtitle.joined(separator: " · "), legend: Self.legend(for: chart, panels: panels))
    }

    /// The founders a title names: one root's person (and spouse; only the person when they have
    /// several partners), two or three roots' people, or the first and how many more. A root's
    /// later partners (further unions) found nothing of their own, and a root that is a repeat
    /// appearance of a founder already named (a Gramps graph's hourglass can start a person's
    /// lines from three boxes of theirs) is not named again: a title never names one person twice.
    static func founders(of family: Family) -> String {
        func name(_ person: Int32) -> String {
            let record = family.people[Int(person)]
            return record.name.isEmpty ? record.id : record.name
        }
        // A person is their home box's id, whichever box stands for them.
        func identity(_ person: Int32) -> String {
            family.people.sameAs(at: Int(person)) ?? family.people.id(at: Int(person))
        }
        let groups = family.roots.map { family.units[$0] }
        var named = Set<String>()
        let roots = groups.filter { unit in
            guard !unit.isFurtherUnion, named.insert(identity(unit.blood)).inserted else { return false }
            if unit.isCouple { named.insert(identity(unit.spouse)) }
            return true
        }
        switch roots.count {
        case 0: return "nobody"
        case 1:
            let root = roots[0]
            if let further = groups.first(where: \.isFurtherUnion) { return name(further.furtherUnionOf) }
            return root.isCouple ? "\(name(root.blood)) and \(name(root.spouse))" : name(root.blood)
        case 2, 3:
            let names = roots.map { name($0.blood) }
            return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        default:
            return "\(name(roots[0].blood)) and \(roots.count - 1) other founders"
        }
    }

    /// What the legend of a picture of `panels` explains: the genders its boxes show, repeat
    /// appearances and reference lines when the chart has them, "+N" badges when a panel hides
    /// people, red outlines when a panel marks a violation; nothing it does not draw.
    ///
    /// - Complexity: O(people + units).
    public static func legend(for family: Family, panels: [RenderPanel]) -> [LegendEntry] {
        legend(for: FamilyChart(descendants: family), panels: panels)
    }

    /// What the legend of a picture of `panels` of a chart explains, as for a family; reference
    /// lines only come with descendant sections.
    ///
    /// - Complexity: O(people + units).
    public static func legend(for chart: FamilyChart, panels: [RenderPanel]) -> [LegendEntry] {
        var genders = Set<String>()
        for person in chart.people { genders.insert("\(GenderPalette.styleClass(for: person.gender))") }
        var entries: [LegendEntry] = []
        if genders.contains("male") { entries.append(.male) }
        if genders.contains("female") { entries.append(.female) }
        if genders.contains("other") { entries.append(.unknownSex) }
        if chart.people.contains(where: \.isRepeat) {
            entries.append(chart.kind == .hourglass ? .repeatInHourglass : .repeatAppearance)
        }
        // A line to a child by adoption, fostering or a step-parent is drawn as that tie, not as a reference.
        var ties = Set<ChildRelation>()
        var references = false
        for (index, section) in chart.sections.enumerated() where section.side == .descendants {
            for unit in section.family.units.indices {
                let tie = chart.childTie(ofUnit: unit, inSection: index)
                if !tie.isBirth {
                    ties.insert(tie)
                } else if section.family.isReferenceUnit(unit) {
                    references = true
                }
            }
        }
        if references { entries.append(.referenceLine) }
        for tie in ChildRelation.allCases where ties.contains(tie) {
            if let stroke = ChildTieStroke.forTie(tie) { entries.append(stroke.legendEntry) }
        }
        let hiding = Set(panels.flatMap { chart.unitsHidingPeople($0.hiddenCounts).map(\.section.side) })
        if hiding.contains(.descendants) { entries.append(.hiddenPeople) }
        if hiding.contains(.ancestors) { entries.append(.hiddenAncestors) }
        if panels.contains(where: { !$0.marks.isEmpty }) { entries.append(.violation) }
        return entries
    }
}
