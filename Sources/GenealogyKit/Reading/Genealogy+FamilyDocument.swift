public import FamilyTree

extension Genealogy {
    /// Reads a Family JSON v1 document as a genealogy, so a file that breaks a chart-only rule
    /// (a couple joining two blood lines, a spouse in another generation) can be charted instead
    /// of rejected.
    ///
    /// Each record is a person, except repeat appearances (`sameAs`), which are the person they
    /// repeat: a chart TreeBench derived reads back as the genealogy it came from. Each couple, and
    /// each single person with children, is a union; its children are the `childrenIDs` of
    /// whichever partner lists them, except further-union repeats listed beside their own home
    /// (reference lines, not parentage). A repeat listed as a child without its home beside it
    /// (the reference line of an adopted, foster or step child) is a child of the union by a
    /// tie other than birth (`ChildRelation.other`, FamilyTree), so the chart derived again homes the
    /// person where the chart did.
    ///
    /// - Throws: ``GenealogyError/danglingPointer(line:record:tag:pointer:)`` for a `coupleID`,
    ///   `childrenIDs` entry or `sameAs` that names nobody, ``GenealogyError/duplicateID(line:id:firstLine:)``.
    /// - Complexity: O(n) in the number of people and links, expected.
    public init(chartDocument document: FamilyDocument) throws(GenealogyError) {
        let records = document.generations.flatMap { $0 }
        guard !records.isEmpty else { throw .empty(reason: "the document has no people") }
        var recordIndex: [String: Int] = [:]
        recordIndex.reserveCapacity(records.count)
        for (index, record) in records.enumerated() where recordIndex.updateValue(index, forKey: record.id) != nil {
            throw .duplicateID(line: nil, id: record.id, firstLine: nil)
        }
        // Repeats are their home's person.
        var personOfRecord = [Int](repeating: -1, count: records.count)
        var people: [GenealogyPerson] = []
        for (index, record) in records.enumerated() where record.sameAs == nil {
            personOfRecord[index] = people.count
            var person = GenealogyPerson(
                id: record.id, name: record.name, sex: record.gender, born: record.born, died: record.died)
            person.givenName = record.facts.givenName
            person.surname = record.facts.surname
            person.birthPlace = record.facts.birthPlace
            person.deathPlace = record.facts.deathPlace
            person.christeningPlace = record.facts.christeningPlace
            person.burialPlace = record.facts.burialPlace
            people.append(person)
        }
        for (index, record) in records.enumerated() {
            guard let sameAs = record.sameAs else { continue }
            guard let home = recordIndex[sameAs], records[home].sameAs == nil else {
                throw .danglingPointer(line: nil, record: record.id, tag: "sameAs", pointer: sameAs)
            }
            personOfRecord[index] = personOfRecord[home]
        }
        func resolve(_ id: String, from record: Person, tag: String) throws(GenealogyError) -> Int {
            guard let index = recordIndex[id] else {
                throw .danglingPointer(line: nil, record: record.id, tag: tag, pointer: id)
            }
            return index
        }
        var unions: [GenealogyUnion] = []
        for (index, record) in records.enumerated() {
            var partnerRecord: Int?
            if record.isMarried {
                let spouse = try resolve(record.coupleID, from: record, tag: "coupleID")
                // Each couple once: from its first record.
                if spouse < index && records[spouse].coupleID == record.id { continue }
                partnerRecord = spouse
            }
            let listed =
                record.childrenIDs.isEmpty ? (partnerRecord.map { records[$0].childrenIDs } ?? []) : record.childrenIDs
            if partnerRecord == nil && listed.isEmpty { continue }
            var childRecords: [Int] = []
            for child in listed { childRecords.append(try resolve(child, from: record, tag: "childrenIDs")) }
            let listedPeople = Set(childRecords.filter { records[$0].sameAs == nil }.map { personOfRecord[$0] })
            var children: [Int] = []
            var relations: [ChildRelation] = []
            for child in childRecords {
                let person = personOfRecord[child]
                // A repeat listed beside its home under the same unit is a further union's reference line.
                if records[child].sameAs != nil && listedPeople.contains(person) { continue }
                if !children.contains(person) {
                    children.append(person)
                    relations.append(records[child].sameAs == nil ? .birth : .other)
                }
            }
            if relations.allSatisfy(\.isBirth) { relations = [] }
            var partners = [personOfRecord[index]]
            if let partnerRecord, personOfRecord[partnerRecord] != partners[0] {
                partners.append(personOfRecord[partnerRecord])
            }
            let id = partnerRecord.map { "\(record.id)+\(records[$0].id)" } ?? record.id
            var union = GenealogyUnion(id: id, partners: partners, children: children, childRelations: relations)
            let partnerFacts = partnerRecord.map { records[$0].facts }
            union.married = record.facts.married ?? partnerFacts?.married
            union.marriagePlace = record.facts.marriagePlace ?? partnerFacts?.marriagePlace
            unions.append(union)
        }
        try self.init(people: people, unions: unions)
    }
}
