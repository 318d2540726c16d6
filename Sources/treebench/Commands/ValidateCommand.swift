import ArgumentParser
import FamilyTree
import TreeBench

/// `treebench validate FILE`: checks a Family JSON v1 file and summarises it, or lists every problem.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a Family JSON v1 file and summarise it, or list every problem.",
        discussion: "Exits 65 when the file breaks a rule of the format, naming each record and rule."
    )

    @Argument(help: "The Family JSON v1 file, or - for standard input.")
    var file: String

    func run() throws {
        let family = try loadFamily(file)
        print(
            """
            \(file): valid Family JSON v1
              people:            \(family.personCount)
              generations:       \(family.generationCount)
              couples:           \(family.coupleCount)
              trees:             \(family.roots.count)
              widest generation: \(family.widestGeneration)
            """)
    }
}
