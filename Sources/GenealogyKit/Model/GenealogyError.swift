import FamilyTree

/// One way a genealogy (a GEDCOM file, a Gramps XML file, a genealogy JSON file, or the people and
/// unions given in code) cannot be read or charted.
///
/// Every case names the rule and, for text formats, the line (1-based) where the problem is, so
/// ``description`` reads like a compiler message: `line 12: …`.
///
/// A fault that leaves a file's family readable is not an error but a ``GenealogyWarning``; only
/// ``GenealogyReadingMode/strict`` reading turns them into one error, ``refused(faults:leftOut:)``.
public enum GenealogyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not GEDCOM at all; `looksLike` says what it seems to be (`an HTML page`).
    case notGEDCOM(looksLike: String)
    /// The file is not well-formed XML (the rule it breaks, at its line; `column` is 0 where it is
    /// not given), so no Gramps XML reader can read it.
    case malformedXML(line: Int, column: Int, reason: String)
    /// The file is XML, but not Gramps XML: `reason` says what its root element is instead.
    case notGrampsXML(line: Int, reason: String)
    /// A gzip-compressed file (Gramps' `.gramps`) whose compressed data is damaged or cut short,
    /// or whose text is not Gramps XML.
    case corruptGzip(reason: String)
    /// Strict reading met faults that lenient reading would have repaired: every one of them, in
    /// line order, or the first ``GenealogyWarningLog/keptLimit`` and how many more there were
    /// (`leftOut`).
    case refused(faults: [GenealogyWarning], leftOut: Int = 0)
    /// A pointer (`@I9@`, or an id in JSON) names no record of the right kind.
    case danglingPointer(line: Int?, record: String, tag: String, pointer: String)
    /// Two records of one kind share an id.
    case duplicateID(line: Int?, id: String, firstLine: Int?)
    /// A union names more than two partners.
    case tooManyPartners(line: Int?, union: String)
    /// A JSON input is not the expected shape.
    case malformedJSON(reason: String)
    /// Someone is their own ancestor; the ids are the people on the cycle, in descent order.
    case parentCycle(ids: [String])
    /// People no root reaches (only possible with a parent cycle above them, or bad roots).
    case unreachable(ids: [String], count: Int)
    /// A `--root` names nobody in the genealogy: it is neither an id (`I1`, `@I1@`) nor a name.
    /// `nearest` lists the people whose names are nearest to it (``Genealogy/nearestNames(to:limit:)``),
    /// as `Name (ID, born – died)`, nearest first; the message offers them.
    case unknownRoot(id: String, nearest: [String] = [])
    /// A `--root` name matches several people: up to ten of them, as `Name (ID, born – died)`,
    /// and how many there are.
    case ambiguousRoot(query: String, candidates: [String], count: Int)
    /// The input holds no people.
    case empty(reason: String)
    /// A link given in code points outside the people, or repeats itself.
    case invalidLink(reason: String)
    /// The derived chart breaks a rule of Family JSON v1 (`Family(validating:)`
    /// checks every chart): a defect of the derivation, reported rather than drawn.
    case invalidChart(reason: String)
    /// A person's text (`id`, `name`, `sex`, `born`, `died`) holds the NUL character, U+0000,
    /// which no chart can carry (Family JSON v1's rule `nul-character`).
    case nulCharacter(line: Int?, id: String, field: String)
    /// The file is past one of the limits it is read within (``GrampsXMLLimits``): `limit`
    /// names it, `detail` says what the file holds.
    case exceedsLimit(limit: String, line: Int?, detail: String)
    /// A chart asked for fewer than one generation: it draws at least the person's own.
    case invalidGenerations(count: Int)

    /// A short name of the rule, stable for scripts.
    public var rule: String {
        switch self {
        case .notGEDCOM: "not-gedcom"
        case .malformedXML: "malformed-xml"
        case .notGrampsXML: "not-gramps-xml"
        case .corruptGzip: "corrupt-gzip"
        case .refused: "strict"
        case .danglingPointer: "dangling-pointer"
        case .duplicateID: "duplicate-id"
        case .tooManyPartners: "too-many-partners"
        case .malformedJSON: "malformed-json"
        case .parentCycle: "parent-cycle"
        case .unreachable: "unreachable"
        case .unknownRoot: "unknown-root"
        case .ambiguousRoot: "ambiguous-root"
        case .empty: "empty"
        case .invalidLink: "invalid-link"
        case .invalidChart: "invalid-chart"
        case .nulCharacter: "nul-character"
        case .exceedsLimit: "limit"
        case .invalidGenerations: "invalid-generations"
        }
    }

    /// The line the problem is on, for text formats.
    public var line: Int? {
        switch self {
        case .refused(let faults, _):
            faults.first?.line
        case .malformedXML(let line, _, _), .notGrampsXML(let line, _):
            line > 0 ? line : nil
        case .danglingPointer(let line, _, _, _), .duplicateID(let line, _, _), .tooManyPartners(let line, _),
            .nulCharacter(let line, _, _), .exceedsLimit(_, let line, _):
            line
        case .notGEDCOM, .corruptGzip, .malformedJSON, .parentCycle, .unreachable, .unknownRoot, .ambiguousRoot, .empty,
            .invalidLink, .invalidChart, .invalidGenerations:
            nil
        }
    }

    /// The problem in words: where, what, and the rule it breaks.
    public var description: String {
        let place = line.map { "line \($0): " } ?? ""
        switch self {
        case .notGEDCOM(let looksLike):
            return "\(looksLike), not a GEDCOM file (a GEDCOM file starts with the line 0 HEAD)"
        case .malformedXML(_, let column, let reason):
            let at = column > 0 ? "column \(column): " : ""
            return "\(place)\(at)\(messageEscaped(reason)) (the file is not well-formed XML)"
        case .notGrampsXML(_, let reason):
            return "\(place)\(messageEscaped(reason)); Gramps XML's root element is "
                + "<database xmlns=\"http://gramps-project.org/xml/…\">"
        case .corruptGzip(let reason):
            return "the gzip-compressed file cannot be read: \(messageEscaped(reason))"
        case .refused(let faults, let leftOut):
            let count = faults.count + leftOut
            return "strict reading refuses the file for its \(count) fault\(count == 1 ? "" : "s"):\n"
                + faults.map {
                    "  \($0.kind.rawValue): \($0.line.map { "line \($0): " } ?? "")"
                        + "\($0.record.map { "\(messageEscaped($0)): " } ?? "")\($0.problem)"
                }.joined(separator: "\n") + (leftOut > 0 ? "\n  … and \(leftOut) more, counted but not kept" : "")
        case .danglingPointer(_, let record, let tag, let pointer):
            return
                "\(place)\(messageEscaped(record)): \(messageEscaped(tag)) points to \(messageEscaped(pointer)), which is not a record of the file"
        case .duplicateID(_, let id, let firstLine):
            let first = firstLine.map { " (first on line \($0))" } ?? ""
            return "\(place)the id \(messageEscaped(id)) is used by two records\(first); ids must be unique"
        case .tooManyPartners(_, let union):
            return "\(place)union \(messageEscaped(union)) has more than two partners; a union has at most two"
        case .malformedJSON(let reason):
            return "genealogy JSON: \(messageEscaped(reason))"
        case .parentCycle(let ids):
            // A cycle through 100,000 people is named by its first ten.
            let shown = ids.prefix(10).map(messageEscaped).joined(separator: " → ")
            let rest = ids.count > 10 ? " → … (\(ids.count - 10) more)" : ""
            return
                "parent cycle: \(shown)\(rest) → \(messageEscaped(ids.first ?? "")); nobody can be their own ancestor"
        case .unreachable(let ids, let count):
            let more = count > ids.count ? " and \(count - ids.count) more" : ""
            return "\(count) people are reached from no root: \(ids.map(messageEscaped).joined(separator: ", "))\(more)"
        case .unknownRoot(let id, let nearest):
            return "root \(messageEscaped(id)) is not a person of the genealogy (neither an id nor a name)"
                + Self.nearestNamesText(nearest)
        case .ambiguousRoot(let query, let candidates, let count):
            let more = count > candidates.count ? "\n  … and \(count - candidates.count) more" : ""
            return "root \(messageQuoted(query)) names \(count) people; give one of their ids:\n"
                + candidates.map { "  " + messageEscaped($0) }.joined(separator: "\n") + more
        case .empty(let reason):
            return "empty genealogy: \(reason)"
        case .invalidLink(let reason):
            return "invalid link: \(reason)"
        case .invalidChart(let reason):
            return "the derived chart breaks a rule of Family JSON v1 (a TreeBench defect; please report it "
                + "with the file): \(reason)"
        case .nulCharacter(_, let id, let field):
            return "\(place)person \(messageQuoted(id)): \(field) contains the NUL character (U+0000), "
                + "which DOT and SVG cannot carry"
        case .exceedsLimit(let limit, _, let detail):
            return "\(place)\(detail), past the limit on \(limit); the file is refused"
        case .invalidGenerations(let count):
            return "a chart draws at least one generation, the person's own; \(count) draws none"
        }
    }
}

extension GenealogyError {
    /// The offer of the nearest names that ends the message of ``unknownRoot(id:nearest:)``
    /// (`; the nearest names: John KENNEDY (I62, …); …`), empty for none: the command line words
    /// `--collapse`'s failure with the same offer.
    package static func nearestNamesText(_ nearest: [String]) -> String {
        nearest.isEmpty ? "" : "; the nearest names: " + nearest.map(messageEscaped).joined(separator: "; ")
    }
}
