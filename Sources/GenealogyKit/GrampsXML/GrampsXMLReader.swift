import FamilyTree

/// Reads Gramps XML's elements (the Gramps 5 schema, `grampsxml.dtd`/`grampsxml.rng` 1.7.1 and the
/// versions before it) into people, families and events as ``XMLByteScanner`` meets them; its
/// ``assembler()`` then resolves their handles into a genealogy.
///
/// What it takes, by element (every other element is skipped; whole records of other kinds —
/// citations, sources, places, media objects, repositories, notes — are counted in ``skipped``):
///
/// | element | read as |
/// |---|---|
/// | `database` (the root, namespace `http://gramps-project.org/xml/VERSION/`) | the schema's ``version`` |
/// | `header/created@version` | the Gramps version that wrote the file |
/// | `person@id`, `@handle` | a person: their Gramps id (the handle when there is none), linked by handle |
/// | `person/gender` | `M` male, `F` female, `X` other, else unknown |
/// | `person/name` (the first that is not `alt="1"`) | the name: `first`, each `surname` with its `prefix` and `connector` (older files' `last`), `suffix` |
/// | `person/eventref` (role `Primary` or none) to an `event` of `type` `Birth`, `Death` | born, died: the first of each, dates as GEDCOM writes them (``GrampsDate``), and their `place`; the place of the first `Baptism` or `Christening` as the christening place, of the first `Burial` as the burial place |
/// | `placeobj` (counted as skipped) | a place: its `ptitle`, else its `pname` and those of the places it lies in (`placeref`), comma-separated |
/// | `family/eventref` to an `event` of `type` `Marriage` | the marriage's date and place (the first) |
/// | `person/childof`, `person/parentin` | a child of, a partner in a family (GEDCOM's `FAMC`, `FAMS`) |
/// | `family@id`, `@handle`; `father`, `mother`; `childref` in order | a union: partners, children |
/// | `childref@mrel`, `@frel` | how the child belongs: `Birth` (or none), `Adopted`, `Foster`, `Stepchild`, else other |
///
/// Links are by handle (`hlink`). A link written on one side only counts, a link written on both
/// counts once (``GenealogyAssembler``).
final class GrampsXMLReader: XMLStreamHandler {
    /// The schema version the root's namespace names (`1.7.1`), if it names one.
    private(set) var version: String?
    /// The version of Gramps that wrote the file (`header/created@version`).
    private(set) var programVersion: String?
    /// Records of the kinds a chart does not need, by element name (`citation`, `place`, …).
    var skipped: [String: Int] {
        var counts: [String: Int] = [:]
        for index in skippedCounts.indices { counts[skippedNames.texts.string(at: index)] = skippedCounts[index] }
        return counts
    }
    /// The element names of skipped records, each once, and how many records each names.
    private var skippedNames = TextInterner(triedFirst: 8)
    private var skippedCounts: [Int] = []
    /// Faults the reader met itself (records without a handle); the rest come from the assembly.
    private(set) var warnings: GenealogyWarningLog
    private(set) var stopError: GenealogyError?
    /// The line the last record began on: for a file that ends too soon.
    private(set) var recordLine = 0
    /// Whether the root element has begun.
    private(set) var sawRoot = false

    // The records and the reader's place are marked `@exclusivity(unchecked)`: only the reader's
    // own methods touch them, one event at a time, and the run-time check of each access showed
    // in the profile of a large file.

    // The records, in file order; a handle is its number in `handles`, -1 for none.
    @exclusivity(unchecked) var handles = GrampsHandles()
    @exclusivity(unchecked) var people = GrampsPeople()
    @exclusivity(unchecked) var personHandles: [Int32] = []
    @exclusivity(unchecked) var personLines: [Int32] = []
    @exclusivity(unchecked) var familyIDs = TextColumn()
    @exclusivity(unchecked) var familyHandles: [Int32] = []
    @exclusivity(unchecked) var familyLines: [Int32] = []
    @exclusivity(unchecked) var eventHandles: [Int32] = []
    @exclusivity(unchecked) var eventKinds: [EventKind] = []
    @exclusivity(unchecked) var eventDates: [String?] = []
    /// The handle of each event's place, -1 when it names none.
    @exclusivity(unchecked) var eventPlaces: [Int32] = []
    @exclusivity(unchecked) var placeHandles: [Int32] = []
    /// Each place's `ptitle`, first `pname` and the place it lies in (the first `placeref`, -1 for none).
    @exclusivity(unchecked) var placeTitles: [String?] = []
    @exclusivity(unchecked) var placeNames: [String?] = []
    @exclusivity(unchecked) var placeParents: [Int32] = []
    @exclusivity(unchecked) var familyEventReferences: [(family: Int32, handle: Int32, line: Int32)] = []
    /// Links as written, their targets the handles they name (the number in ``handles``), each
    /// resolved to its record, in place, once every record is read.
    @exclusivity(unchecked) var links: [GenealogyAssembler.Link] = []
    @exclusivity(unchecked) var eventReferences: [(person: Int32, handle: Int32, line: Int32)] = []

    // Where the reader is.
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var section = Section.other
    @exclusivity(unchecked) private var record = RecordKind.none
    /// The id and sex of the person being read, who joins ``people`` when their record ends.
    @exclusivity(unchecked) private var personID: [UInt8] = []
    @exclusivity(unchecked) private var personSex: UInt8 = 0
    /// Where a family's id is put together.
    @exclusivity(unchecked) private var familyID: [UInt8] = []
    @exclusivity(unchecked) private var name = NameParts()
    @exclusivity(unchecked) private var nameState = NameState.waiting
    @exclusivity(unchecked) private var field = TextField.none
    @exclusivity(unchecked) private var text: [UInt8] = []
    /// The longest text of one field kept (``GrampsXMLLimits/fieldBytes``).
    private let fieldByteLimit: Int

    /// A reader that keeps fields of up to `fieldByteLimit` bytes and refuses a longer one.
    init(
        fieldByteLimit: Int = GrampsXMLLimits().fieldBytes, keptWarningLimit: Int = GenealogyWarningLog.defaultKeptLimit
    ) {
        self.fieldByteLimit = fieldByteLimit
        warnings = GenealogyWarningLog(keptLimit: keptWarningLimit)
    }

    private enum Section { case header, people, families, events, records, other }
    private enum RecordKind { case none, person, family, event, place }
    enum EventKind: UInt8 { case birth, death, christening, burial, marriage, other }
    private enum NameState { case waiting, reading, taken }
    private enum TextField { case none, gender, first, surname, suffix, eventType, placeTitle }

    /// The parts of the name being read, as UTF-8: no string is made until the name ends.
    private struct NameParts {
        var first: [UInt8] = []
        /// The surnames' words (each surname after its prefix and before its connector), joined
        /// by spaces, the empty ones left out: as Gramps joins them (gen/lib/name.py,
        /// `_raw_full_surname`).
        var surname: [UInt8] = []
        var suffix: [UInt8] = []
        /// The `prefix` and `connector` of the surname being read.
        var prefix: [UInt8] = []
        var connector: [UInt8] = []
        /// Where the whole name is joined.
        var full: [UInt8] = []

        /// Empties every part, keeping the arrays' room for the next name.
        mutating func reset() {
            first.removeAll(keepingCapacity: true)
            surname.removeAll(keepingCapacity: true)
            suffix.removeAll(keepingCapacity: true)
            prefix.removeAll(keepingCapacity: true)
            connector.removeAll(keepingCapacity: true)
        }

        /// Adds a word to `words` after a space, unless it is empty.
        static func add(_ word: some Collection<UInt8>, to words: inout [UInt8]) {
            guard !word.isEmpty else { return }
            if !words.isEmpty { words.append(0x20) }
            words.append(contentsOf: word)
        }

        /// Joins `first surnames suffix` in ``full``, the empty parts left out.
        mutating func joinFullName() {
            full.removeAll(keepingCapacity: true)
            Self.add(first, to: &full)
            Self.add(surname, to: &full)
            Self.add(suffix, to: &full)
        }
    }

    // MARK: Elements

    func startElement(_ element: XMLName, namespace: XMLName?, attributes: XMLAttributes, line: Int) -> Bool {
        depth += 1
        switch depth {
        case 1: return startDatabase(element, namespace: namespace, line: line)
        case 2: section = Self.section(element)
        case 3: startRecord(element, attributes: attributes, line: line)
        case 4: startField(element, attributes: attributes, line: line)
        case 5 where nameState == .reading: startNamePart(element, attributes: attributes)
        default: break
        }
        return true
    }

    func endElement(_ element: XMLName) {
        if field != .none { endText() }
        switch depth {
        case 4 where nameState == .reading && element == "name":
            name.joinFullName()
            nameState = .taken
        case 3:
            if record == .person { endPerson() }
            record = .none
        default: break
        }
        depth -= 1
    }

    func text(_ bytes: UnsafeRawBufferPointer) {
        guard field != .none, stopError == nil else { return }
        guard text.count + bytes.count <= fieldByteLimit else {
            stopError = .exceedsLimit(
                limit: "a field's text: \(fieldByteLimit) bytes", line: recordLine > 0 ? recordLine : nil,
                detail: "a field of the record that begins here is longer than \(fieldByteLimit) bytes")
            return
        }
        text.append(contentsOf: bytes)
    }

    /// Checks the root element: `database`, in Gramps' namespace (or none, in the oldest files).
    private func startDatabase(_ element: XMLName, namespace: XMLName?, line: Int) -> Bool {
        sawRoot = true
        let isGramps = namespace.map { $0.hasPrefix("http://gramps-project.org/xml/") } ?? true
        guard element == "database", isGramps else {
            let space = namespace.map { " in the namespace \"\($0.string)\"" } ?? ""
            stopError = .notGrampsXML(line: line, reason: "the root element is <\(element.string)>\(space)")
            return false
        }
        if let namespace {
            version = namespace.string.split(separator: "/").last.map(String.init)
        }
        return true
    }

    private static func section(_ element: XMLName) -> Section {
        if element == "people" { return .people }
        if element == "families" { return .families }
        if element == "events" { return .events }
        if element == "header" { return .header }
        if element == "name-formats" { return .other }
        return .records
    }

    private func startRecord(_ element: XMLName, attributes: XMLAttributes, line: Int) {
        recordLine = line
        switch section {
        case .people where element == "person":
            record = .person
            nameState = .waiting
            let handle = recordHandle(attributes, kind: "person", line: line)
            personID.removeAll(keepingCapacity: true)
            appendID(attributes, handle: handle, line: line, to: &personID)
            personSex = 0
            personHandles.append(handle)
            personLines.append(Int32(truncatingIfNeeded: line))
        case .families where element == "family":
            record = .family
            let handle = recordHandle(attributes, kind: "family", line: line)
            familyID.removeAll(keepingCapacity: true)
            appendID(attributes, handle: handle, line: line, to: &familyID)
            familyID.withUnsafeBufferPointer { familyIDs.append($0) }
            familyHandles.append(handle)
            familyLines.append(Int32(truncatingIfNeeded: line))
        case .events where element == "event":
            record = .event
            eventHandles.append(recordHandle(attributes, kind: "event", line: line))
            eventKinds.append(.other)
            eventDates.append(nil)
            eventPlaces.append(-1)
        case .header where element == "created":
            programVersion = attributes.string("version")
        case .records:
            let (kind, isNew) = skippedNames.index(of: element.utf8)
            if isNew { skippedCounts.append(0) }
            skippedCounts[Int(kind)] += 1
            if element == "placeobj" {
                record = .place
                placeHandles.append(attributes.bytes("handle").flatMap { $0.isEmpty ? nil : handles.number($0) } ?? -1)
                placeTitles.append(nil)
                placeNames.append(nil)
                placeParents.append(-1)
            }
        default:
            break
        }
    }

    /// A record's handle, or -1 for a record without one (which no link can name), with a warning.
    private func recordHandle(_ attributes: XMLAttributes, kind: String, line: Int) -> Int32 {
        if let handle = attributes.bytes("handle"), !handle.isEmpty { return handles.number(handle) }
        warnings.append(
            GenealogyWarning(
                .missingHandle, line: line, record: attributes.string("id"),
                problem: "the \(kind) has no handle, so no link can name it", action: .readOn))
        return -1
    }

    /// Appends a record's id to `bytes`: its Gramps id (`I0001`), else its handle, else `line-N`.
    private func appendID(_ attributes: XMLAttributes, handle: Int32, line: Int, to bytes: inout [UInt8]) {
        if let id = attributes.bytes("id"), !id.isEmpty {
            bytes.append(contentsOf: id)
        } else {
            bytes.append(contentsOf: (handle < 0 ? "line-\(line)" : handles.string(handle)).utf8)
        }
    }

    /// The person being read joins ``people``, with the name they were given.
    private func endPerson() {
        let hasName = nameState == .taken
        // The parts are known when a surname is marked, as GEDCOM's slashes mark one.
        let hasSurname = hasName && !name.surname.isEmpty
        let hasGivenName = hasSurname && !name.first.isEmpty
        personID.withUnsafeBufferPointer { id in
            name.full.withUnsafeBufferPointer { full in
                // The full name begins with the given name, the surname after it (``NameParts``).
                people.append(
                    id: id, name: hasName ? full : UnsafeBufferPointer(start: nil, count: 0), sex: personSex,
                    givenNameLength: hasGivenName ? name.first.count : nil,
                    surnameLength: hasSurname ? name.surname.count : nil)
            }
        }
    }

    /// The number of the handle a link's `hlink` names, or nil when it has none.
    private func linkHandle(_ attributes: XMLAttributes) -> Int32? {
        attributes.bytes("hlink").map { handles.number($0) }
    }

    private func startField(_ element: XMLName, attributes: XMLAttributes, line: Int) {
        switch record {
        case .person:
            // The person's number by an array's count: `people.count` copied the columns (retaining
            // each of their arrays) at every field, which showed in the profile of a large file.
            let person = Int32(personHandles.count - 1)
            if element == "gender" {
                startText(.gender)
            } else if element == "name" {
                guard nameState == .waiting, !attributes.value("alt", is: "1") else { return }
                nameState = .reading
                name.reset()
            } else if element == "eventref" {
                let role = attributes.bytes("role")
                guard role == nil || attributes.value("role", is: "Primary"), let handle = linkHandle(attributes)
                else { return }
                eventReferences.append((person, handle, Int32(truncatingIfNeeded: line)))
            } else if element == "childof" {
                link(.childOf, owner: person, attributes, line: line)
            } else if element == "parentin" {
                link(.partnerOf, owner: person, attributes, line: line)
            }
        case .family:
            let family = Int32(familyHandles.count - 1)
            if element == "father" {
                link(.husband, owner: family, attributes, line: line)
            } else if element == "mother" {
                link(.wife, owner: family, attributes, line: line)
            } else if element == "childref" {
                link(.child, owner: family, attributes, line: line, relation: Self.relation(attributes))
            } else if element == "eventref", let handle = linkHandle(attributes) {
                familyEventReferences.append((family, handle, Int32(truncatingIfNeeded: line)))
            }
        case .event:
            if element == "type" {
                startText(.eventType)
            } else if element == "place" {
                eventPlaces[eventPlaces.count - 1] = linkHandle(attributes) ?? -1
            } else if let date = GrampsDate.text(element, attributes: attributes) {
                eventDates[eventDates.count - 1] = date
            }
        case .place:
            let place = placeHandles.count - 1
            if element == "ptitle" {
                startText(.placeTitle)
            } else if element == "pname" {
                placeNames[place] = placeNames[place] ?? attributes.string("value")
            } else if element == "placeref", placeParents[place] < 0 {
                placeParents[place] = linkHandle(attributes) ?? -1
            }
        case .none:
            break
        }
    }

    private func startNamePart(_ element: XMLName, attributes: XMLAttributes) {
        if element == "first" {
            startText(.first)
        } else if element == "surname" || element == "last" {
            name.prefix.removeAll(keepingCapacity: true)
            name.connector.removeAll(keepingCapacity: true)
            if let prefix = attributes.bytes("prefix") { name.prefix.append(contentsOf: prefix) }
            if let connector = attributes.bytes("connector") { name.connector.append(contentsOf: connector) }
            startText(.surname)
        } else if element == "suffix" {
            startText(.suffix)
        }
    }

    private func link(
        _ kind: GenealogyAssembler.LinkKind, owner: Int32, _ attributes: XMLAttributes, line: Int,
        relation: ChildRelation = .birth
    ) {
        guard let handle = linkHandle(attributes) else { return }
        links.append(
            GenealogyAssembler.Link(
                kind: kind, relation: relation, owner: owner, line: Int32(truncatingIfNeeded: line), target: handle))
    }

    /// How a `childref`'s child belongs to the family: by birth to both (`mrel`, `frel` absent or
    /// `Birth`), else the tie to the father (`frel`) if it is not birth, else to the mother (`mrel`).
    static func relation(_ attributes: XMLAttributes) -> ChildRelation {
        relation(attributes, "frel") ?? relation(attributes, "mrel") ?? .birth
    }

    /// The tie the attribute `key` (`frel`, `mrel`) names, or nil when it is absent, empty or `Birth`.
    private static func relation(_ attributes: XMLAttributes, _ key: StaticString) -> ChildRelation? {
        guard let value = attributes.bytes(key), !value.isEmpty, !attributes.value(key, is: "Birth") else {
            return nil
        }
        if attributes.value(key, is: "Adopted") { return .adopted }
        if attributes.value(key, is: "Foster") { return .foster }
        if attributes.value(key, is: "Stepchild") { return .step }
        return .other
    }

    // MARK: Text

    private func startText(_ target: TextField) {
        field = target
        text.removeAll(keepingCapacity: true)
    }

    private func endText() {
        text.withUnsafeBufferPointer { text in
            let value = Self.trimmed(text)
            switch field {
            case .gender:
                personSex = GrampsPeople.sexCode(value)
            case .first:
                name.first.removeAll(keepingCapacity: true)
                name.first.append(contentsOf: value)
            case .surname:
                NameParts.add(name.prefix, to: &name.surname)
                NameParts.add(value, to: &name.surname)
                NameParts.add(name.connector, to: &name.surname)
            case .suffix:
                name.suffix.removeAll(keepingCapacity: true)
                name.suffix.append(contentsOf: value)
            case .eventType: eventKinds[eventKinds.count - 1] = Self.eventKind(value)
            case .placeTitle:
                placeTitles[placeTitles.count - 1] = value.isEmpty ? nil : String(decoding: value, as: UTF8.self)
            case .none: break
            }
        }
        field = .none
    }

    /// The kind of event a `type` names.
    private static func eventKind(_ type: UnsafeBufferPointer<UInt8>.SubSequence) -> EventKind {
        if type.elementsEqual("Birth".utf8) { return .birth }
        if type.elementsEqual("Death".utf8) { return .death }
        if type.elementsEqual("Baptism".utf8) || type.elementsEqual("Christening".utf8) { return .christening }
        if type.elementsEqual("Burial".utf8) { return .burial }
        if type.elementsEqual("Marriage".utf8) { return .marriage }
        return .other
    }
}

extension GrampsXMLReader {
    /// UTF-8 text without XML's white space (space, tab, line feed, carriage return) at either end.
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>.SubSequence {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return bytes[0..<0] }
        return bytes[first...last]
    }
}
