public import ArgumentParser
import FamilyTree
import Foundation
import GenealogyKit
import TreeBenchHarness

extension FamilyShape: ExpressibleByArgument {}

/// `treebench generate`: a seeded family of exactly M people in exactly N generations.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a seeded family: exactly M people in exactly N generations.",
        discussion: """
            The same options and seed give the same file, byte for byte, on every platform. \
            A shape presets the knobs; --couple-rate, --children-per-unit, --childless-rate and --skew \
            override them. See docs/FAMILY-JSON.md for what each knob and shape does.
            --format gedcom, gramps (Gramps XML, gzip-compressed) or genealogy-json writes the family as a \
            genealogy, which \
            --remarriage-rate and --relative-marriage-rate rewire without changing who is in it: \
            second marriages with half-siblings, and spouses who are cousins or of another generation \
            (see docs/GEDCOM.md). Its chart (treebench import) has more boxes than people: the repeats.

            EXAMPLES:
              treebench generate --generations 4 --members 30 --seed 1 -o family.json
              treebench generate --generations 12 --members 100000 --seed 7 --shape mixed -o big.json
              treebench generate -n 6 -m 500 --format gedcom --remarriage-rate 0.2 -o family.ged
              treebench generate -n 20 -m 100000 --format gramps --remarriage-rate 0.1 -o big.gramps
            """
    )

    @Option(name: [.customShort("n"), .long], help: "The number of generations (at least 1).")
    var generations: Int

    @Option(name: [.customShort("m"), .long], help: "The number of people (at least the number of generations).")
    var members: Int

    @Option(name: .shortAndLong, help: "The seed of the random draws.")
    var seed: UInt64 = 1

    @Option(help: "The shape: \(FamilyShape.allValueStrings.joined(separator: ", ")).")
    var shape: FamilyShape = .balanced

    @Option(help: "The share of units that are couples, 0…1.")
    var coupleRate: Double?

    @Option(help: "The average number of children per unit, 0.01…100 (how fast generations widen).")
    var childrenPerUnit: Double?

    @Option(help: "The share of parent units with no children, 0…1.")
    var childlessRate: Double?

    @Option(help: "The share of each generation's children that go to one heir line, 0…1.")
    var skew: Double?

    @Option(help: "What to write: json (Family JSON v1), gedcom, gramps or genealogy-json.")
    var format: GeneratedFormat = .json

    @Option(help: "For a genealogy: the share of couples with two or more children who become two marriages, 0…1.")
    var remarriageRate: Double = 0

    @Option(help: "For a genealogy: the share of married-in spouses made relatives (cousins, other generations), 0…1.")
    var relativeMarriageRate: Double = 0

    @Option(name: .shortAndLong, help: "The output file, or - for standard output.")
    var output: String = "-"

    /// The generator the options describe.
    var generator: FamilyGenerator {
        var generator = FamilyGenerator(generations: generations, members: members, seed: seed, shape: shape)
        if let coupleRate { generator.coupleRate = coupleRate }
        if let childrenPerUnit { generator.childrenPerUnit = childrenPerUnit }
        if let childlessRate { generator.childlessRate = childlessRate }
        if let skew { generator.skew = skew }
        return generator
    }

    func validate() throws {
        for (name, rate) in [("--remarriage-rate", remarriageRate), ("--relative-marriage-rate", relativeMarriageRate)]
        where !(0...1).contains(rate) {
            throw ValidationError("\(name) must be between 0 and 1, not \(rate).")
        }
        if format == .json && (remarriageRate > 0 || relativeMarriageRate > 0) {
            throw ValidationError(
                "--remarriage-rate and --relative-marriage-rate shape a genealogy, which Family JSON v1 cannot hold: "
                    + "add --format gedcom, gramps or genealogy-json (treebench import charts the result).")
        }
        do {
            try generator.check()
        } catch {
            throw ValidationError(error.description.prefix(1).uppercased() + error.description.dropFirst() + ".")
        }
    }

    /// The most memory one generated person takes until the file is written, in bytes: 390 for
    /// Family JSON, 480 for GEDCOM and 540 for genealogy JSON measured (`/usr/bin/time -f %M
    /// treebench generate -n 12 -m 300000 --format F`, debug build), rounded up.
    var bytesPerPerson: Double { format == .json ? 400 : 600 }

    func run() throws {
        // Refused before the generator allocates: 100,000,000 people would take about 40 GB.
        try MemoryEstimate(
            work: "generating \(members) people", bytes: Double(members) * bytesPerPerson,
            basis: "\(Int(bytesPerPerson)) bytes a person"
        ).check()
        guard format != .json else {
            try OutputFile.write(try generator.generate().jsonData(), to: output)
            return
        }
        let genealogy = try GenealogyGenerator(
            family: generator, remarriageRate: remarriageRate, relativeMarriageRate: relativeMarriageRate
        ).generate()
        let data =
            switch format {
            case .gedcom: Data(genealogy.gedcomBytes())
            case .gramps: genealogy.grampsXMLData()
            case .genealogyJSON, .json: genealogy.genealogyJSONData()
            }
        try OutputFile.write(data, to: output)
    }
}
