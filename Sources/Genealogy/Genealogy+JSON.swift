public import Foundation

extension Genealogy {
    /// Reads the genealogy JSON that topola reads (`{"indis": [...], "fams": [...]}`), so data its
    /// users already have loads as it is.
    ///
    /// A person's name is `firstName lastName`; `sex` `M`/`F` is male/female; `birth`/`death`
    /// dates become GEDCOM-style strings (`12 MAR 1819`). Links may be given on either side
    /// (`fams`/`famc` on people, `husb`/`wife`/`children` on unions), as in GEDCOM.
    ///
    /// - Throws: ``GenealogyError/malformedJSON(reason:)`` naming the path of the bad field,
    ///   ``GenealogyError/danglingPointer(line:record:tag:pointer:)`` for an id that names nobody,
    ///   ``GenealogyError/duplicateID(line:id:firstLine:)``.
    /// - Complexity: O(n) in the size of the input, expected.
    public init(genealogyJSON data: Data) throws(GenealogyError) {
        let document: GenealogyJSON
        do {
            document = try JSONDecoder().decode(GenealogyJSON.self, from: data)
        } catch let error as DecodingError {
            throw .malformedJSON(reason: Self.describe(error))
        } catch {
            throw .malformedJSON(reason: "\(error)")
        }
        var assembler = GenealogyAssembler()
        for (position, individual) in document.indis.enumerated() {
            // An empty id would read as "no spouse" in the chart's coupleID.
            guard !individual.id.isEmpty else { throw .malformedJSON(reason: "indis[\(position)].id is empty") }
            let name = [individual.firstName, individual.lastName].compactMap { $0 }.filter { !$0.isEmpty }
                .joined(separator: " ")
            let sex =
                switch individual.sex?.uppercased() {
                case "M": "male"
                case "F": "female"
                default: "unknown"
                }
            let person = assembler.addPerson(
                GenealogyPerson(
                    id: individual.id, name: name, sex: sex, born: individual.birth?.text,
                    died: individual.death?.text))
            if let famc = individual.famc { assembler.link(.childOf, from: person, to: famc) }
            for fams in individual.fams ?? [] { assembler.link(.partnerOf, from: person, to: fams) }
        }
        for family in document.fams ?? [] {
            let union = assembler.addUnion(id: family.id)
            if let husb = family.husb { assembler.link(.husband, from: union, to: husb) }
            if let wife = family.wife { assembler.link(.wife, from: union, to: wife) }
            for child in family.children ?? [] { assembler.link(.child, from: union, to: child) }
        }
        self = try assembler.assemble()
    }

    /// Whether `data` looks like genealogy JSON (a top-level object with `indis`) rather than
    /// Family JSON v1 (`generations`).
    public static func looksLikeGenealogyJSON(_ data: Data) -> Bool {
        let head = data.prefix(4096)
        return head.range(of: Data("\"indis\"".utf8)) != nil && head.range(of: Data("\"generations\"".utf8)) == nil
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath)): the field \"\(key.stringValue)\" is missing"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(type), \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(type), found null"
        case .dataCorrupted(let context):
            let underlying = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
            return "\(path(context.codingPath)): \(context.debugDescription)\(underlying)"
        @unknown default:
            return "\(error)"
        }
    }
}
