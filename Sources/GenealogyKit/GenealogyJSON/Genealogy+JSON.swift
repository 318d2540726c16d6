public import Foundation

extension Genealogy {
    /// Reads the genealogy JSON that topola reads (`{"indis": [...], "fams": [...]}`), so data its
    /// users already have loads as it is.
    ///
    /// A person's name is `firstName lastName`; `sex` `M`/`F` is male/female; `birth`/`death`
    /// dates become GEDCOM-style strings (`12 MAR 1819`). Links may be given on either side
    /// (`fams`/`famc` on people, `husb`/`wife`/`children` on unions), as in GEDCOM.
    ///
    /// The file is read by the same strict JSON byte scanner as family files: invalid UTF-8
    /// anywhere, keys included, is an error, a byte-order mark is allowed, and fields TreeBench
    /// does not draw are skipped.
    ///
    /// A file with faults that leave its family readable (an id that names nobody, two records
    /// with one id, a parent cycle) is refused here; ``GenealogySource/init(data:path:mode:keptWarningLimit:)``
    /// reads it leniently, with a ``GenealogyWarning`` for each.
    ///
    /// - Throws: ``GenealogyError/malformedJSON(reason:)`` naming the line, the column and the
    ///   path of the bad field (`indis[3].birth.date.year`), ``GenealogyError/refused(faults:leftOut:)``
    ///   listing every fault.
    /// - Complexity: O(n) in the size of the input, expected.
    public init(genealogyJSON data: Data) throws(GenealogyError) {
        self = try Self.read(genealogyJSON: data, mode: .strict).genealogy
    }

    /// Reads genealogy JSON; see ``init(genealogyJSON:)``.
    static func read(
        genealogyJSON data: Data, mode: GenealogyReadingMode,
        keptWarningLimit: Int = GenealogyWarningLog.defaultKeptLimit
    ) throws(GenealogyError) -> (
        genealogy: Genealogy, warnings: GenealogyWarningLog
    ) {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(GenealogyError) -> GenealogyJSON in
                var reader = GenealogyJSONReader(bytes: bytes)
                return try reader.readDocument()
            }
        }
        let document = try result.get()
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
        let assembled = try assembler.assemble(keptWarningLimit: keptWarningLimit)
        if mode == .strict && !assembled.warnings.isEmpty {
            throw .refused(faults: assembled.warnings.kept, leftOut: assembled.warnings.leftOutCount)
        }
        return assembled
    }

    /// Whether `data` looks like genealogy JSON (a top-level object with `indis`) rather than
    /// Family JSON v1 (`generations`).
    public static func looksLikeGenealogyJSON(_ data: Data) -> Bool {
        let head = data.prefix(GenealogyFormat.headByteCount)
        return head.range(of: Data("\"indis\"".utf8)) != nil && head.range(of: Data("\"generations\"".utf8)) == nil
    }
}
