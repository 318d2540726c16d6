/// Where ``FamilyJSONReader`` puts the people it reads: a ``PersonTable`` (on the way to a
/// ``Family``, with no `String` per field) or ``Person`` records (``FamilyDocumentBuilder``).
protocol FamilyRecordSink {
    /// A section of the document starts (`"generations"` or `"ancestors"`); it replaces any
    /// section of that side read before (a key given twice counts as its last value).
    ///
    /// - Returns: Whether the sink takes the section's people; if not, the reader still reads
    ///   and checks them, but hands none over.
    mutating func startSection(_ side: ChartSide) -> Bool
    /// The document's `"chart"` names its kind (read before the sections when written by TreeBench).
    mutating func chart(is kind: ChartKind)
    /// A new generation starts.
    mutating func startGeneration()
    /// The generation ends.
    mutating func endGeneration()
    /// The next person of the generation, with views of their fields valid during the call.
    mutating func append(_ fields: PersonFields, children: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>)
}

extension FamilyRecordSink {
    /// By default the kind changes nothing: the reader checks it against the sections.
    mutating func chart(is kind: ChartKind) {}
}

extension PersonTable: FamilyRecordSink {
    /// A family has only descendants: an `"ancestors"` section is read for its errors, and the
    /// document is refused once read (it is a chart). A second `"generations"` starts over.
    mutating func startSection(_ side: ChartSide) -> Bool {
        guard side == .descendants else { return false }
        if count > 0 || !generationPeople.isEmpty { restart() }
        return true
    }
}

/// Builds the ``Person`` records of a document's sections, as read.
struct FamilyDocumentBuilder: FamilyRecordSink {
    /// The descendant section (`"generations"`), if the document has one.
    private(set) var generations: [[Person]]?
    /// The ancestor section (`"ancestors"`), each person's parents in `childrenIDs`.
    private(set) var ancestors: [[Person]]?
    private var side = ChartSide.descendants

    mutating func startSection(_ side: ChartSide) -> Bool {
        self.side = side
        if side == .descendants { generations = [] } else { ancestors = [] }
        return true
    }

    mutating func startGeneration() {
        if side == .descendants { generations?.append([]) } else { ancestors?.append([]) }
    }

    mutating func endGeneration() {}

    mutating func append(_ fields: PersonFields, children: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) {
        func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        let person = Person(
            id: text(fields.id), name: text(fields.name), gender: text(fields.gender), age: fields.age,
            coupleID: text(fields.coupleID), childrenIDs: children.map(text), sameAs: fields.sameAs.map(text),
            born: fields.born.map(text), died: fields.died.map(text),
            facts: PersonFacts(
                givenName: fields.facts.givenName.map(text), surname: fields.facts.surname.map(text),
                birthPlace: fields.facts.birthPlace.map(text), deathPlace: fields.facts.deathPlace.map(text),
                christeningPlace: fields.facts.christeningPlace.map(text),
                burialPlace: fields.facts.burialPlace.map(text),
                married: fields.facts.married.map(text), marriagePlace: fields.facts.marriagePlace.map(text)))
        if side == .descendants {
            if let last = generations?.indices.last { generations?[last].append(person) }
        } else {
            if let last = ancestors?.indices.last { ancestors?[last].append(person) }
        }
    }
}
