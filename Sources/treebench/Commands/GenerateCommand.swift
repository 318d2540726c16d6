import ArgumentParser
import FamilyTree
import TreeBench

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

            EXAMPLES:
              treebench generate --generations 4 --members 30 --seed 1 -o family.json
              treebench generate --generations 12 --members 100000 --seed 7 --shape mixed -o big.json
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
        do {
            try generator.check()
        } catch {
            throw ValidationError(error.description.prefix(1).uppercased() + error.description.dropFirst() + ".")
        }
    }

    func run() throws {
        let document = try generator.generate()
        try OutputFile.write(document.jsonData(), to: output)
    }
}
