import FamilyTree

/// Who may be living, and what a chart shows of them.
///
/// A person is taken to be living when the file records no death for them (no death event,
/// dated or not: `GenealogicalDate.undated` is a death) and they may have been born less than
/// ``years`` years before ``currentYear``. The latest year they can have been born is the least of:
/// their birth date's `GenealogicalDate.latestYear`; the latest year of a marriage of theirs
/// (nobody marries before they are born); a year after the death of one of their parents; the
/// latest birth year of any of their children less ``generationGap`` (so of their
/// grandchildren less twice that, and so on); and a partner's latest birth year plus
/// ``partnerGap``, followed along chains of parents and partners (a partner's parent's other
/// partner's parents, …) until nothing more falls. Someone of whom none of these is known is
/// living: the careful rule, as in Gramps' `probably_alive`, which takes a person nothing
/// shows to be dead as alive (it estimates from relatives as here, its parent-to-child gap also
/// being 13 years). A birth date with no upper bound (`AFT 1900`) says nothing.
public struct LivingPeople: Sendable, Hashable {
    /// What is shown of the living.
    public var shown: LivingPeopleShown
    /// How many years after their birth a person with no recorded death is still taken to be living.
    public var years: Int
    /// The year it is now.
    public var currentYear: Int

    /// The fewest years between a parent's birth and their child's.
    public static let generationGap = 13

    /// The most years between two partners' births: someone whose partner was born more than
    /// ``years`` + 50 years ago is not living, whatever else the file leaves out.
    public static let partnerGap = 50

    /// The name a hidden person's box shows.
    public static let hiddenName = "Living"

    /// A rule; by default everything is shown, and people are living for 110 years.
    public init(shown: LivingPeopleShown = .full, years: Int = 110, currentYear: Int) {
        self.shown = shown
        self.years = years
        self.currentYear = currentYear
    }

    /// The latest birth year of someone no longer living.
    var latestDeadBirthYear: Int { currentYear - years }

    /// What a chart shows of `person`, who is living.
    func shown(_ person: GenealogyPerson) -> GenealogyPerson {
        var person = person
        person.born = nil
        person.died = nil
        person.birthPlace = nil
        person.deathPlace = nil
        person.christeningPlace = nil
        person.burialPlace = nil
        switch shown {
        case .full: return person
        case .names: break
        case .initials:
            person.name = Self.initials(of: person.name)
            person.givenName = person.givenName.map(Self.initials(of:))
            person.surname = person.surname.map(Self.initials(of:))
        case .hidden:
            person.name = Self.hiddenName
            person.givenName = nil
            person.surname = nil
        }
        return person
    }

    /// `J. F. K.` for `John Fitzgerald Kennedy`: the first letter of each word, each with a full stop.
    static func initials(of name: String) -> String {
        name.split(separator: " ").compactMap { word in word.first { $0.isLetter }.map { "\($0)." } }
            .joined(separator: " ")
    }
}

extension Genealogy {
    /// For each person, whether ``LivingPeople`` takes them to be living under `rule`.
    ///
    /// - Complexity: O(people + links + the dates' length).
    public func living(by rule: LivingPeople) -> [Bool] {
        let latest = latestBirthYears()
        return people.indices.map { person in
            !people.hasDied(at: person) && (latest[person].map { $0 > rule.latestDeadBirthYear } ?? true)
        }
    }

    /// For each person, the latest year they can have been born (``LivingPeople``), or nil.
    ///
    /// A fixpoint over chains of parents and partners, in rounds: each round settles children
    /// before their parents (Kahn's order over the links to parents, no recursion), each child's
    /// year carried to their parents less ``LivingPeople/generationGap``, then carries each
    /// partner's year to the other plus ``LivingPeople/partnerGap``; rounds go on while a partner's
    /// year falls, so a partner's parent's other partner, and their parents, are reached. At most
    /// ``partnerRounds`` rounds: the bound keeps the work linear, and ends a file whose partner
    /// links loop back down four generations or more (someone married to their
    /// great-great-grandparent), where the years would fall for ever. Every round only lowers
    /// years, so stopping early takes more people to be living, never fewer.
    ///
    /// - Complexity: O(people + links + the dates' length).
    func latestBirthYears() -> [Int?] {
        let deathYears = people.indices.map { people.died(at: $0).flatMap(GenealogicalDate.latestYear(of:)) }
        var latest = people.indices.map { people.born(at: $0).flatMap(GenealogicalDate.latestYear(of:)) }
        func lower(_ person: Int, to year: Int) {
            if latest[person].map({ year < $0 }) ?? true { latest[person] = year }
        }
        // Each partner of a dated marriage was born by then: a spouse with no dates of their own
        // (Mary Stewart's third husband, married in 1567) is not taken to be living.
        for union in unions {
            guard let year = union.married.flatMap(GenealogicalDate.latestYear(of:)) else { continue }
            for partner in union.partners { lower(partner, to: year) }
        }
        // Every child's year carried to their parents, children settled first (Kahn's order).
        func carryToParents() {
            var pendingChildren = [Int](repeating: 0, count: people.count)
            for union in unions { for partner in union.partners { pendingChildren[partner] += union.children.count } }
            var settled = people.indices.filter { pendingChildren[$0] == 0 }
            while let child = settled.popLast() {
                for union in parentUnions(of: child) {
                    for parent in unions[Int(union)].partners {
                        if let death = deathYears[parent] { lower(child, to: death + 1) }
                    }
                }
                for union in parentUnions(of: child) {
                    for parent in unions[Int(union)].partners {
                        if let year = latest[child] { lower(parent, to: year - LivingPeople.generationGap) }
                        pendingChildren[parent] -= 1
                        if pendingChildren[parent] == 0 { settled.append(parent) }
                    }
                }
            }
        }
        // A partner was born at most ``LivingPeople/partnerGap`` years after the other. Whether a
        // year fell.
        func carryToPartners() -> Bool {
            var changed = false
            for union in unions where union.partners.count == 2 {
                for (person, partner) in [
                    (union.partners[0], union.partners[1]), (union.partners[1], union.partners[0]),
                ] {
                    guard let year = latest[partner],
                        latest[person].map({ year + LivingPeople.partnerGap < $0 }) ?? true
                    else { continue }
                    latest[person] = year + LivingPeople.partnerGap
                    changed = true
                }
            }
            return changed
        }
        var rounds = 0
        repeat {
            carryToParents()
            rounds += 1
        } while rounds <= Self.partnerRounds && carryToPartners()
        return latest
    }

    /// The most rounds of ``latestBirthYears()`` that carry years between partners.
    static let partnerRounds = 8

    /// The genealogy with the living shown as `rule` says: the same people and unions, each living
    /// person's name and dates replaced (`LivingPeople.shown(_:)`). Everything drawn from it —
    /// charts, titles, tooltips, labels, the chart page's data and search — then holds nothing
    /// more of them. Resolve names given for people (``person(matching:)``) before.
    ///
    /// - Returns: the genealogy and how many people are living.
    /// - Complexity: O(people + links + the dates' length).
    public func showingLiving(_ rule: LivingPeople) throws(GenealogyError) -> (genealogy: Genealogy, living: Int) {
        guard rule.shown != .full else { return (self, living(by: rule).count { $0 }) }
        let living = living(by: rule)
        var people = Array(people)
        for person in people.indices where living[person] { people[person] = rule.shown(people[person]) }
        // A marriage with a living partner dates (and places) them too.
        var unions = unions
        for union in unions.indices where unions[union].partners.contains(where: { living[$0] }) {
            unions[union].married = nil
            unions[union].marriagePlace = nil
        }
        var genealogy = try Genealogy(people: people, unions: unions)
        genealogy.isKnownAcyclic = isKnownAcyclic
        genealogy.hasDistinctIDs = hasDistinctIDs
        return (genealogy, living.count { $0 })
    }
}

extension GenealogySource {
    /// The source with its genealogy replaced (``Genealogy/showingLiving(_:)``), its format, file
    /// details and warnings kept.
    public func replacing(genealogy: Genealogy) -> GenealogySource {
        GenealogySource(self, genealogy: genealogy)
    }

    private init(_ source: GenealogySource, genealogy: Genealogy) {
        format = source.format
        self.genealogy = genealogy
        gedcom = source.gedcom
        gramps = source.gramps
        warningLog = source.warningLog
    }
}
