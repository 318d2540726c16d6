import FamilyTree

/// Reads Gramps XML's elements (the Gramps 5 schema, `grampsxml.dtd`/`grampsxml.rng` 1.7.1 and the
/// versions before it) into people, families and events as ``XMLStreamReader`` meets them; its
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
    private(set) var skipped: [String: Int] = [:]
    /// Faults the reader met itself (records without a handle); the rest come from the assembly.
    private(set) var warnings: GenealogyWarningLog
    private(set) var stopError: GenealogyError?
    /// The number of elements open where the reader is, and the line the last record began on:
    /// for a file that ends too soon.
    var openElements: Int { depth }
    private(set) var recordLine = 0
    /// Whether the root element has begun.
    private(set) var sawRoot = false

    // The records, in file order.
    private(set) var people: [GenealogyPerson] = []
    private(set) var personHandles: [String] = []
    private(set) var personLines: [Int32] = []
    private(set) var familyIDs: [String] = []
    private(set) var familyHandles: [String] = []
    private(set) var familyLines: [Int32] = []
    private(set) var eventHandles: [String] = []
    private(set) var eventKinds: [EventKind] = []
    private(set) var eventDates: [String?] = []
    /// The handle of each event's place, if it names one.
    private(set) var eventPlaces: [String?] = []
    private(set) var placeHandles: [String] = []
    /// Each place's `ptitle`, first `pname` and the place it lies in (the first `placeref`).
    private(set) var placeTitles: [String?] = []
    private(set) var placeNames: [String?] = []
    private(set) var placeParents: [String?] = []
    private(set) var familyEventReferences: [(family: Int32, handle: String, line: Int32)] = []
    /// Links as written, by handle, resolved once every record is read.
    private(set) var links:
        [(kind: GenealogyAssembler.LinkKind, owner: Int32, handle: String, line: Int32, relation: ChildRelation)] = []
    private(set) var eventReferences: [(person: Int32, handle: String, line: Int32)] = []

    // Where the reader is.
    private var depth = 0
    private var section = Section.other
    private var record = RecordKind.none
    private var name = NameParts()
    private var nameState = NameState.waiting
    private var field = TextField.none
    private var text: [UInt8] = []
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

    /// The parts of the name being read.
    private struct NameParts {
        var first = ""
        var surnames: [(prefix: String, surname: String, connector: String)] = []
        var suffix = ""
        var prefix = ""
        var connector = ""

        /// The surnames, each after its prefix and before its connector.
        var surname: String {
            var text = ""
            for word in surnames.flatMap({ [$0.prefix, $0.surname, $0.connector] }) where !word.isEmpty {
                text += text.isEmpty ? word : " " + word
            }
            return text
        }

        /// `first surnames suffix`: each surname after its prefix and before its connector.
        var fullName: String {
            // As Gramps joins surnames (gen/lib/name.py, _raw_full_surname): prefix, surname, connector.
            var name = first
            func add(_ word: String) {
                guard !word.isEmpty else { return }
                if !name.isEmpty { name += " " }
                name += word
            }
            for part in surnames {
                add(part.prefix)
                add(part.surname)
                add(part.connector)
            }
            add(suffix)
            return name
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
            people[people.count - 1].name = name.fullName
            // The parts are known when a surname is marked, as GEDCOM's slashes mark one.
            let surname = name.surname
            people[people.count - 1].givenName = surname.isEmpty || name.first.isEmpty ? nil : name.first
            people[people.count - 1].surname = surname.isEmpty ? nil : surname
            nameState = .taken
        case 3:
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
            let handle = handle(attributes, kind: "person", line: line)
            people.append(GenealogyPerson(id: Self.id(attributes, handle: handle, line: line)))
            personHandles.append(handle)
            personLines.append(Int32(truncatingIfNeeded: line))
        case .families where element == "family":
            record = .family
            let handle = handle(attributes, kind: "family", line: line)
            familyIDs.append(Self.id(attributes, handle: handle, line: line))
            familyHandles.append(handle)
            familyLines.append(Int32(truncatingIfNeeded: line))
        case .events where element == "event":
            record = .event
            eventHandles.append(handle(attributes, kind: "event", line: line))
            eventKinds.append(.other)
            eventDates.append(nil)
            eventPlaces.append(nil)
        case .header where element == "created":
            programVersion = attributes.string("version")
        case .records:
            skipped[element.string, default: 0] += 1
            if element == "placeobj" {
                record = .place
                placeHandles.append(attributes.string("handle") ?? "")
                placeTitles.append(nil)
                placeNames.append(nil)
                placeParents.append(nil)
            }
        default:
            break
        }
    }

    /// A record's handle, or "" (which no link names) for a record without one, with a warning.
    private func handle(_ attributes: XMLAttributes, kind: String, line: Int) -> String {
        if let handle = attributes.string("handle"), !handle.isEmpty { return handle }
        warnings.append(
            GenealogyWarning(
                .missingHandle, line: line, record: attributes.string("id"),
                problem: "the \(kind) has no handle, so no link can name it", action: .readOn))
        return ""
    }

    /// A record's id: its Gramps id (`I0001`), else its handle, else `line-N`.
    private static func id(_ attributes: XMLAttributes, handle: String, line: Int) -> String {
        if let id = attributes.string("id"), !id.isEmpty { return id }
        return handle.isEmpty ? "line-\(line)" : handle
    }

    private func startField(_ element: XMLName, attributes: XMLAttributes, line: Int) {
        switch record {
        case .person:
            let person = Int32(people.count - 1)
            if element == "gender" {
                startText(.gender)
            } else if element == "name" {
                guard nameState == .waiting, !attributes.value("alt", is: "1") else { return }
                nameState = .reading
                name = NameParts()
            } else if element == "eventref" {
                let role = attributes.bytes("role")
                guard role == nil || attributes.value("role", is: "Primary"), let handle = attributes.string("hlink")
                else { return }
                eventReferences.append((person, handle, Int32(truncatingIfNeeded: line)))
            } else if element == "childof" {
                link(.childOf, owner: person, attributes, line: line)
            } else if element == "parentin" {
                link(.partnerOf, owner: person, attributes, line: line)
            }
        case .family:
            let family = Int32(familyIDs.count - 1)
            if element == "father" {
                link(.husband, owner: family, attributes, line: line)
            } else if element == "mother" {
                link(.wife, owner: family, attributes, line: line)
            } else if element == "childref" {
                link(.child, owner: family, attributes, line: line, relation: Self.relation(attributes))
            } else if element == "eventref", let handle = attributes.string("hlink") {
                familyEventReferences.append((family, handle, Int32(truncatingIfNeeded: line)))
            }
        case .event:
            if element == "type" {
                startText(.eventType)
            } else if element == "place" {
                eventPlaces[eventPlaces.count - 1] = attributes.string("hlink")
            } else if let date = GrampsDate.text(element, attributes: attributes) {
                eventDates[eventDates.count - 1] = date
            }
        case .place:
            let place = placeHandles.count - 1
            if element == "ptitle" {
                startText(.placeTitle)
            } else if element == "pname" {
                placeNames[place] = placeNames[place] ?? attributes.string("value")
            } else if element == "placeref" {
                placeParents[place] = placeParents[place] ?? attributes.string("hlink")
            }
        case .none:
            break
        }
    }

    private func startNamePart(_ element: XMLName, attributes: XMLAttributes) {
        if element == "first" {
            startText(.first)
        } else if element == "surname" || element == "last" {
            name.prefix = attributes.string("prefix") ?? ""
            name.connector = attributes.string("connector") ?? ""
            startText(.surname)
        } else if element == "suffix" {
            startText(.suffix)
        }
    }

    private func link(
        _ kind: GenealogyAssembler.LinkKind, owner: Int32, _ attributes: XMLAttributes, line: Int,
        relation: ChildRelation = .birth
    ) {
        guard let handle = attributes.string("hlink") else { return }
        links.append((kind, owner, handle, Int32(truncatingIfNeeded: line), relation))
    }

    /// How a `childref`'s child belongs to the family: by birth to both (`mrel`, `frel` absent or
    /// `Birth`), else the tie to the father (`frel`) if it is not birth, else to the mother (`mrel`).
    static func relation(_ attributes: XMLAttributes) -> ChildRelation {
        for key in ["frel", "mrel"] as [StaticString] {
            guard let value = attributes.bytes(key) else { continue }
            let text = String(decoding: value, as: UTF8.self)
            switch text {
            case "Birth", "": continue
            case "Adopted": return .adopted
            case "Foster": return .foster
            case "Stepchild": return .step
            default: return .other
            }
        }
        return .birth
    }

    // MARK: Text

    private func startText(_ target: TextField) {
        field = target
        text.removeAll(keepingCapacity: true)
    }

    private func endText() {
        let value = Self.trimmedString(text)
        switch field {
        case .gender:
            people[people.count - 1].sex =
                switch value {
                case "M": "male"
                case "F": "female"
                case "X": "other"
                default: "unknown"
                }
        case .first: name.first = value
        case .surname: name.surnames.append((name.prefix, value, name.connector))
        case .suffix: name.suffix = value
        case .eventType:
            eventKinds[eventKinds.count - 1] =
                switch value {
                case "Birth": .birth
                case "Death": .death
                case "Baptism", "Christening": .christening
                case "Burial": .burial
                case "Marriage": .marriage
                default: .other
                }
        case .placeTitle: placeTitles[placeTitles.count - 1] = value.isEmpty ? nil : value
        case .none: break
        }
        field = .none
    }
}

extension GrampsXMLReader {
    /// UTF-8 text without XML's white space (space, tab, line feed, carriage return) at either end.
    static func trimmedString(_ bytes: [UInt8]) -> String {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
