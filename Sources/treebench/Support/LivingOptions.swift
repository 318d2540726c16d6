public import ArgumentParser
import Foundation
public import GenealogyKit

/// `--living full|names|initials|hidden` and `--living-years N`: what a chart shows of the people
/// who may be living (`LivingPeople`: no death recorded and born less than N years ago, by their
/// birth date or, without one, by their parents' deaths, their children's births, their marriages
/// and their partners' births), so that a chart can be published. Part of
/// ``ReadingOptions``, since the genealogy is changed as it is read, before anything is drawn.
struct LivingOptions: ParsableArguments {
    @Option(
        name: .customLong("living"),
        help: ArgumentHelp(
            "What is shown of people who may be living: full, names (no dates), initials (no dates), "
                + "or hidden (a box labelled Living).",
            valueName: "full|names|initials|hidden"))
    var shown = LivingPeopleShown.full

    @Option(
        name: .customLong("living-years"),
        help: ArgumentHelp(
            "Someone with no recorded death is living when born less than this many years ago (without a "
                + "birth year: unless a parent's death, a child's birth, a marriage or a partner's birth says "
                + "otherwise; docs/GEDCOM.md).",
            valueName: "n"))
    var years = 110

    mutating func validate() throws {
        guard years >= 0 else { throw ValidationError("--living-years must be 0 or more, not \(years).") }
    }

    /// The rule, for this year.
    var rule: LivingPeople {
        LivingPeople(
            shown: shown, years: years, currentYear: Calendar(identifier: .gregorian).component(.year, from: Date()))
    }

    /// Whether the living are shown in full (nothing to change).
    var showsEverything: Bool { shown == .full }

    /// With `--living` other than `full`, how many of `genealogy`'s people it takes to be living
    /// and why, for standard error: a file with few dates (the Bible's) makes most people living
    /// by the careful rule, which the picture alone does not explain. Nil when nobody is.
    func note(on genealogy: Genealogy) -> String? {
        guard !showsEverything else { return nil }
        let living = genealogy.living(by: rule).count { $0 }
        guard living > 0 else { return nil }
        return "note: \(living) of \(genealogy.people.count) people taken to be living (no death recorded, and nothing "
            + "in the file dates their birth more than \(years) years ago), shown as --living \(shown.rawValue) says"
    }
}

extension LivingPeopleShown: ExpressibleByArgument {}
