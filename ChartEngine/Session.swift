// The chart page's bridge to LayoutSession: compiled with the native engine's own files as
// Embedded Swift for WebAssembly by ChartEngine/build.sh, never by SwiftPM. The page hands it each
// section's units and box widths (a descendant chart has one section, an ancestor chart one, an
// hourglass two); a collapse or an expand then costs the path to the section's root
// (LayoutSession), and the page reads every box of the section back.

/// The open sessions, one per section of the page's chart; a session's handle is its place + 1.
nonisolated(unsafe) var sessions: [LayoutSession] = []
/// Where `tb_boxes` writes: x, y, width, height per person, NaN for the hidden.
nonisolated(unsafe) var boxes: UnsafeMutableBufferPointer<Double> = .init(start: nil, count: 0)
/// Where `tb_boxes` writes each unit's anchor (`tb_anchors`), NaN for the hidden.
nonisolated(unsafe) var anchors: UnsafeMutableBufferPointer<Double> = .init(start: nil, count: 0)

/// The session a handle names, or `nil`.
func session(_ handle: Int32) -> LayoutSession? {
    handle >= 1 && Int(handle) <= sessions.count ? sessions[Int(handle) - 1] : nil
}

/// Memory for the page to write the input into; freed by `tb_open`.
@_cdecl("tb_allocate")
func tbAllocate(_ bytes: Int32) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: Int(bytes), alignment: 8)
}

/// Opens a session on a section's family: `units` holds six Int32 per unit (blood, spouse, parent,
/// firstChild, childCount, generation, as `FamilyUnit`), `people` the count of people, `widths`
/// one box width per person; then the box height, the gaps and the sibling distribution's index
/// in `SiblingDistribution.allCases`. Returns the session's handle (from 1), or 0 for input that is
/// not a family's units.
@_cdecl("tb_open")
func tbOpen(
    _ units: UnsafeMutablePointer<Int32>, _ unitCount: Int32, _ people: Int32, _ widths: UnsafeMutablePointer<Double>,
    _ boxHeight: Double, _ coupleGap: Double, _ siblingGap: Double, _ levelGap: Double, _ distribution: Int32
) -> Int32 {
    defer {
        UnsafeMutableRawPointer(units).deallocate()
        UnsafeMutableRawPointer(widths).deallocate()
    }
    let personCount = Int(people)
    var familyUnits: [FamilyUnit] = []
    familyUnits.reserveCapacity(Int(unitCount))
    var unitOfPerson = [Int32](repeating: -1, count: personCount)
    for index in 0..<Int(unitCount) {
        let fields = units + 6 * index
        let unit = FamilyUnit(
            blood: fields[0], spouse: fields[1], parent: fields[2], firstChild: fields[3], childCount: fields[4],
            generation: fields[5])
        guard unit.blood >= 0, Int(unit.blood) < personCount, Int(unit.spouse) < personCount,
            unit.parent < Int32(index), unit.childCount >= 0, Int(unit.firstChild + unit.childCount) <= Int(unitCount)
        else { return 0 }
        unitOfPerson[Int(unit.blood)] = Int32(index)
        if unit.isCouple { unitOfPerson[Int(unit.spouse)] = Int32(index) }
        familyUnits.append(unit)
    }
    // The people's generations, as `Family` keeps them: runs of one generation, in order.
    var generationPeople: [Range<Int>] = []
    var generationUnits: [Range<Int>] = []
    var start = 0
    for index in familyUnits.indices
    where index + 1 == familyUnits.count
        || familyUnits[index + 1].generation != familyUnits[start].generation
    {
        generationUnits.append(start..<(index + 1))
        start = index + 1
    }
    var personStart = 0
    for range in generationUnits {
        var end = personStart
        for unit in familyUnits[range] { end = max(end, Int(max(unit.blood, unit.spouse)) + 1) }
        generationPeople.append(personStart..<end)
        personStart = end
    }
    // The engine reads no person's fields: the people are unnamed, one empty id each.
    var ids = TextColumn()
    for _ in 0..<personCount { ids.append("") }
    let people = FamilyPeople(
        ids: ids, names: ids, genderNames: TextColumn(),
        details: [PersonDetails](repeating: PersonDetails(gender: 0, age: 0), count: personCount), largeAges: [:],
        listsChildren: [UInt64](repeating: 0, count: (personCount + 63) / 64), sameAs: OptionalTextColumn(),
        born: OptionalTextColumn(), died: OptionalTextColumn(), facts: PersonFactColumns(), units: familyUnits,
        unitOfPerson: unitOfPerson)
    let family = Family(
        people: people, generationPeople: generationPeople,
        units: familyUnits, generationUnits: generationUnits, unitOfPerson: unitOfPerson)
    var options = LayoutOptions(
        geometry: LayoutGeometry(
            boxWidth: 50, boxHeight: boxHeight, coupleGap: coupleGap, siblingGap: siblingGap, levelGap: levelGap),
        boxWidths: .table(Array(UnsafeBufferPointer(start: widths, count: personCount))))
    let distributions = SiblingDistribution.allCases
    guard distribution >= 0, Int(distribution) < distributions.count else { return 0 }
    options.distribution = distributions[Int(distribution)]
    guard let opened = try? LayoutSession(family: family, options: options) else { return 0 }
    sessions.append(opened)
    if boxes.count < 4 * personCount {
        boxes.deallocate()
        boxes = .allocate(capacity: 4 * personCount)
    }
    if anchors.count < familyUnits.count {
        anchors.deallocate()
        anchors = .allocate(capacity: familyUnits.count)
    }
    return Int32(sessions.count)
}

/// Collapses (1) or expands (0) a unit of a session's section and lays out again the path to its root.
@_cdecl("tb_set_collapsed")
func tbSetCollapsed(_ handle: Int32, _ unit: Int32, _ collapsed: Int32) {
    guard let session = session(handle), unit >= 0, Int(unit) < session.family.units.count else { return }
    session.setCollapsed(collapsed != 0, unit: Int(unit))
}

/// How many people a unit of a session's section hides (0 when it shows its children or is hidden itself).
@_cdecl("tb_hidden_count")
func tbHiddenCount(_ handle: Int32, _ unit: Int32) -> Int32 {
    guard let session = session(handle), unit >= 0, Int(unit) < session.family.units.count else { return 0 }
    return Int32(session.hiddenCount(ofUnit: Int(unit)))
}

/// Writes every box of a session's section and returns where: x, y, width, height per person of
/// the section, NaN for the hidden; and every unit's anchor of the section, which `tb_anchors`
/// then returns.
@_cdecl("tb_boxes")
func tbBoxes(_ handle: Int32) -> UnsafeMutablePointer<Double>? {
    guard let session = session(handle) else { return nil }
    let placed = session.boxes()
    for (person, box) in placed.enumerated() {
        boxes[4 * person] = box?.x ?? .nan
        boxes[4 * person + 1] = box?.y ?? .nan
        boxes[4 * person + 2] = box?.width ?? .nan
        boxes[4 * person + 3] = box?.height ?? .nan
    }
    for (unit, anchor) in session.anchors(among: placed).enumerated() { anchors[unit] = anchor }
    return boxes.baseAddress
}

/// Where the last `tb_boxes` wrote each unit's anchor of its section (where its children's line
/// leaves it, `FamilyLayout.anchor(of:)`), NaN for the hidden; allocates nothing.
@_cdecl("tb_anchors")
func tbAnchors() -> UnsafeMutablePointer<Double>? {
    anchors.baseAddress
}
