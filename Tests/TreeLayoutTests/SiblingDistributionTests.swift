import FamilyTree
import Testing
import TreeLayout

/// Property tests of every ``SiblingDistribution``: the invariants, and what each mode promises.
@Suite("Sibling distributions")
struct SiblingDistributionTests {
    #if DEBUG
        static let familyCount: UInt64 = 150
    #else
        static let familyCount: UInt64 = 3000
    #endif

    /// A small random family, with random box widths for odd seeds.
    static func sample(_ seed: UInt64, maxPeople: Int = 60) -> (Family, LayoutOptions) {
        var random = RandomFamilies(seed: seed)
        let family = random.family(people: 2 + random.below(maxPeople), generations: 1 + random.below(7))
        var options = LayoutOptions()
        if seed % 2 == 1 { options.boxWidths = .table(random.widths(for: family)) }
        return (family, options)
    }

    @Test("Every mode keeps every invariant, with and without collapsed units", arguments: SiblingDistribution.allCases)
    func invariants(distribution: SiblingDistribution) throws {
        for seed in 0..<Self.familyCount {
            var (family, options) = Self.sample(seed)
            options.distribution = distribution
            var random = RandomFamilies(seed: seed ^ 0xC0FF_EE)
            var visibility = Visibility()
            if seed % 3 != 0 {
                // Collapse a few random people, and sometimes cut the depth.
                for _ in 0..<(1 + random.below(3)) {
                    visibility.collapsed.insert(family.people[random.below(family.personCount)].id)
                }
                if seed % 3 == 2 { visibility.maxGenerations = 1 + random.below(family.generationCount) }
            }
            let (visible, layout) = try NativeLayout().layoutVisible(family, options: options, visibility: visibility)
            let problems = bruteForceViolations(of: layout, family: visible.family, options: visible.options(options))
            #expect(problems.isEmpty, "seed \(seed), \(distribution): \(problems.prefix(3))")
            // The second walk finds the left edge from each row's first unit alone; a wrong edge
            // would move the drawing by at least a box.
            #expect(abs(layout.bounds.x) < 1e-9, "seed \(seed), \(distribution): starts at \(layout.bounds.x)")
        }
    }

    @Test("Compact is never wider than fill, and the fill modes are never narrower than fill")
    func widths() {
        for seed in 0..<Self.familyCount {
            let (family, options) = Self.sample(seed, maxPeople: 80)
            func width(_ distribution: SiblingDistribution) -> Double {
                NativeLayout(distribution: distribution).layout(family, options: options).bounds.width
            }
            let fill = width(.fill)
            #expect(width(.compact) <= fill + 0.01, "seed \(seed)")
            #expect(width(.fillEqually) >= fill - 0.01, "seed \(seed)")
            #expect(width(.fillProportionally) >= fill - 0.01, "seed \(seed)")
        }
    }

    @Test("equalCentering: the children's anchors are equally spaced")
    func equalCentering() {
        for seed in 0..<Self.familyCount {
            let (family, options) = Self.sample(seed)
            let layout = NativeLayout(distribution: .equalCentering).layout(family, options: options)
            for group in SiblingGroups(family) where group.count > 2 {
                let centres = group.map { layout.boxes[Int(family.units[$0].blood)].centerX }
                let step = centres[1] - centres[0]
                for (left, right) in zip(centres, centres.dropFirst()) {
                    #expect(abs(right - left - step) <= 0.01, "seed \(seed)")
                }
            }
        }
    }

    @Test("equalSpacing: every subtree stands the same distance from its left siblings, at least the gap")
    func equalSpacing() {
        for seed in 0..<Self.familyCount {
            let (family, options) = Self.sample(seed)
            let layout = NativeLayout(distribution: .equalSpacing).layout(family, options: options)
            let rows = SubtreeRows(family: family, layout: layout)
            for group in SiblingGroups(family) where group.count > 1 {
                let distances = group.dropFirst().map { rows.closestDistance(of: $0, toSiblingsFrom: group.lowerBound) }
                for distance in distances {
                    #expect(distance >= options.geometry.siblingGap - 0.01, "seed \(seed)")
                    #expect(abs(distance - distances[0]) <= 0.01, "seed \(seed): \(distances)")
                }
            }
        }
    }

    @Test("fillEqually: every sibling's slot is as wide, slots a gap apart, each subtree centred in its slot")
    func fillEqually() {
        for seed in 0..<Self.familyCount {
            let (family, options) = Self.sample(seed)
            let layout = NativeLayout(distribution: .fillEqually).layout(family, options: options)
            // A subtree's extent: its own boxes' span joined with its children's slots, bottom up.
            var extent = family.units.map { unit -> (Double, Double) in
                let blood = layout.boxes[Int(unit.blood)]
                return (blood.x, unit.isCouple ? layout.boxes[Int(unit.spouse)].maxX : blood.maxX)
            }
            for index in family.units.indices.reversed() where family.units[index].hasChildren {
                let children = family.units[index].children
                let slot = children.map { extent[$0].1 - extent[$0].0 }.max()!
                let centres = children.map { (extent[$0].0 + extent[$0].1) / 2 }
                for (left, right) in zip(centres, centres.dropFirst()) {
                    #expect(abs(right - left - slot - options.geometry.siblingGap) <= 0.01, "seed \(seed)")
                }
                extent[index].0 = min(extent[index].0, centres.first! - slot / 2)
                extent[index].1 = max(extent[index].1, centres.last! + slot / 2)
            }
        }
    }
}

/// The children of each unit with children, as ranges of unit indices, plus the roots.
struct SiblingGroups: Sequence {
    let family: Family
    init(_ family: Family) { self.family = family }

    func makeIterator() -> IndexingIterator<[Range<Int>]> {
        ([family.roots] + family.units.filter(\.hasChildren).map(\.children)).makeIterator()
    }
}

/// Each unit's subtree as the span of its boxes on each row, for brute-force distance checks.
struct SubtreeRows {
    /// Per unit: per row below and including its own, (left edge, right edge) of its subtree.
    var spans: [[(Double, Double)]]

    init(family: Family, layout: FamilyLayout) {
        spans = family.units.map { unit in
            let blood = layout.boxes[Int(unit.blood)]
            return [(blood.x, unit.isCouple ? layout.boxes[Int(unit.spouse)].maxX : blood.maxX)]
        }
        for index in family.units.indices.reversed() {
            for child in family.units[index].children {
                for (depth, span) in spans[child].enumerated() {
                    if depth + 1 < spans[index].count {
                        spans[index][depth + 1].0 = min(spans[index][depth + 1].0, span.0)
                        spans[index][depth + 1].1 = max(spans[index][depth + 1].1, span.1)
                    } else {
                        spans[index].append(span)
                    }
                }
            }
        }
    }

    /// The least horizontal distance between `unit`'s subtree and the union of the subtrees of
    /// its left siblings `first ..< unit`, over the rows they share.
    func closestDistance(of unit: Int, toSiblingsFrom first: Int) -> Double {
        var distance = Double.infinity
        for (depth, span) in spans[unit].enumerated() {
            let leftEdge = (first..<unit).compactMap { depth < spans[$0].count ? spans[$0][depth].1 : nil }.max()
            if let leftEdge { distance = min(distance, span.0 - leftEdge) }
        }
        return distance
    }
}
