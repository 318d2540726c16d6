/// Where ``FamilyJSONReader`` puts the people of a chart document read in one pass (see
/// ``ChartDocument/read(jsonByteCount:readingFrom:)``): a descendant chart's people go to a
/// ``PersonTable``, as a family's do, and the sections of an ancestor chart or hourglass become
/// ``Person`` records, to be validated as the chart's kind asks.
///
/// TreeBench writes `"chart"` before the sections, so the kind is known when a section starts; a
/// descendant section that went to the table before a later `"chart"` said otherwise is turned into
/// records at the end (``descendantRecords()``).
struct ChartRecordSink: FamilyRecordSink {
    /// The people of the descendant section of a descendant chart.
    private(set) var table: PersonTable
    /// The sections of an ancestor chart or hourglass.
    private(set) var records = FamilyDocumentBuilder()
    /// The kind `"chart"` gave, once read.
    private var kind: ChartKind?
    /// Whether the section being read goes to the table.
    private var toTable = false
    /// Whether the last descendant section went to the table.
    private var descendantsInTable = false

    /// A sink whose table makes room for `expectedPeople` people.
    init(expectedPeople: Int) {
        table = PersonTable(expectedPeople: expectedPeople)
    }

    mutating func chart(is kind: ChartKind) {
        self.kind = kind
    }

    mutating func startSection(_ side: ChartSide) -> Bool {
        toTable = side == .descendants && (kind ?? .descendants) == .descendants
        if toTable {
            descendantsInTable = true
            return table.startSection(side)
        }
        if side == .descendants && descendantsInTable {
            table.restart()
            descendantsInTable = false
        }
        return records.startSection(side)
    }

    mutating func startGeneration() {
        if toTable { table.startGeneration() } else { records.startGeneration() }
    }

    mutating func endGeneration() {
        if toTable { table.endGeneration() } else { records.endGeneration() }
    }

    mutating func append(_ fields: PersonFields, children: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) {
        if toTable { table.append(fields, children: children) } else { records.append(fields, children: children) }
    }

    /// The family of a descendant chart's table (``PersonTable/makeFamily()``): the table is
    /// spent afterwards.
    ///
    /// - Throws: ``FamilyValidationFailure`` with every problem found.
    mutating func makeFamily() throws(FamilyValidationFailure) -> Family {
        try table.makeFamily()
    }

    /// The descendant section as records, wherever it went; nil when the document has none.
    func descendantRecords() -> [[Person]]? {
        descendantsInTable ? table.records() : records.generations
    }
}

extension PersonTable {
    /// The people read, as the records they were read from.
    ///
    /// - Complexity: O(people and links).
    func records() -> [[Person]] {
        generationPeople.map { people in
            people.map { person in
                let details = details[person]
                let age = details.age == FamilyPeople.outOfRangeAge ? largeAges[Int32(person)] ?? 0 : Int(details.age)
                let sameAs = sameAsSlot.isEmpty || sameAsSlot[person] < 0 ? nil : text(ofSlot: sameAsSlot[person])
                return Person(
                    id: id(person), name: names.string(at: person),
                    gender: genders.texts.string(at: Int(details.gender)), age: age,
                    coupleID: text(ofSlot: links[person].couple),
                    childrenIDs: childRange(person).map { text(ofSlot: childSlots[$0]) }, sameAs: sameAs,
                    born: born.value(at: person), died: died.value(at: person), facts: facts.facts(at: person))
            }
        }
    }
}
