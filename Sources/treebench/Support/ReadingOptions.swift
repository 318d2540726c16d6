import ArgumentParser
import FamilyTree
import GenealogyKit

/// `--strict` and `--warnings N|all|none`: how a command meets the faults of a genealogy file
/// that leave its family readable (a pointer to a missing record, a reused id, a missing
/// `0 TRLR`, …; see `GenealogyWarning`). Every command that reads a family takes them.
struct ReadingOptions: ParsableArguments {
    @Flag(
        name: .customLong("strict"),
        help: "Refuse a genealogy file with any fault that lenient reading repairs, listing every one (exit 65).")
    var strict = false

    @Option(
        name: .customLong("warnings"),
        help: ArgumentHelp(
            "How many of a genealogy file's warnings to print after their count by kind: a number, all or none.",
            valueName: "n|all|none"))
    var warnings = WarningLimit.count(5)

    /// `--living` and `--living-years`: what is shown of the living, applied as the genealogy is read.
    @OptionGroup var living: LivingOptions

    /// How the file is read.
    var mode: GenealogyReadingMode { strict ? .strict : .lenient }

    /// The lines that report the warnings `log` holds of `file`: their count by kind (unless a
    /// summary has said it: `counted`), then the first of them as ``warnings`` allows, then how
    /// many more there are; none when there are no warnings or `--warnings none`. Past the log's
    /// ``GenealogyKit/GenealogyWarningLog/keptLimit`` warnings are counted, not kept, and the last
    /// line says so.
    func report(_ log: GenealogyWarningLog, of file: String, counted: Bool = false) -> [String] {
        guard !log.isEmpty, self.warnings != .none else { return [] }
        var lines = counted ? [] : ["\(displayName(file)): read with \(Self.count(log)); --strict refuses it"]
        let shown = self.warnings.shown(of: log.kept.count)
        lines += log.kept.prefix(shown).map { "warning: \($0)" }
        if shown < log.count {
            lines.append(
                log.leftOutCount == 0
                    ? "… and \(log.count - shown) more (--warnings all prints them; import --report FILE.json lists them)"
                    : "… and \(log.count - shown) more (--warnings all prints the first \(log.keptLimit), "
                        + "the rest are counted, not kept; import --report FILE.json lists them all)")
        }
        return lines
    }

    /// `3 warnings (2 dangling-pointer, 1 duplicate-id)`.
    static func count(_ log: GenealogyWarningLog) -> String {
        let kinds = log.countsByKind.map { "\($0.count) \($0.kind.rawValue)" }.joined(separator: ", ")
        return "\(log.count) warning\(log.count == 1 ? "" : "s") (\(kinds))"
    }

    /// The lines of a strict refusal: the count by kind, then every fault kept (and how many more
    /// there were, `leftOut`).
    static func refusal(_ faults: [GenealogyWarning], leftOut: Int) -> [String] {
        let total = faults.count + leftOut
        let kinds = faults.countsByKind.map { "\($0.count) \($0.kind.rawValue)" }.joined(separator: ", ")
        let place = { (fault: GenealogyWarning) in
            (fault.line.map { "line \($0): " } ?? "") + (fault.record.map { "\(messageEscaped($0)): " } ?? "")
        }
        let heading =
            leftOut == 0
            ? "--strict refuses \(total) fault\(total == 1 ? "" : "s") (\(kinds)):"
            : "--strict refuses \(total) faults, the first \(faults.count) of them (\(kinds)) listed:"
        return [heading] + faults.map { "error: \(place($0))\($0.problem)" }
            + (leftOut > 0 ? ["… and \(leftOut) more, counted but not kept"] : [])
    }
}

/// `--warnings`: a number, `all` or `none`.
enum WarningLimit: ExpressibleByArgument, Equatable {
    case count(Int)
    case all
    case none

    init?(argument: String) {
        switch argument.lowercased() {
        case "all": self = .all
        case "none": self = .none
        default:
            guard let count = Int(argument), count >= 0 else { return nil }
            self = count == 0 ? .none : .count(count)
        }
    }

    var defaultValueDescription: String {
        switch self {
        case .count(let count): String(count)
        case .all: "all"
        case .none: "none"
        }
    }

    /// How many of `total` warnings are printed.
    func shown(of total: Int) -> Int {
        switch self {
        case .count(let count): min(count, total)
        case .all: total
        case .none: 0
        }
    }
}
