public import FamilyTree

/// The result of any layout engine: a box for every person of one family.
///
/// Boxes are indexed like `Family/people`; a unit's anchor (the centre of a single person,
/// the midpoint between a couple's boxes, half the couple gap before a later partner) is
/// derived from them and the ``geometry`` the layout was made with, so engines cannot disagree
/// with their own boxes and no reader supplies a gap. The checker reads nothing else, so every
/// engine is scored alike.
public struct FamilyLayout: Sendable {
    /// The engine that produced the layout (`native`, `native:boundingBox`, `dot`, …).
    public var engine: String
    /// One box per person, indexed like `Family/people`.
    public var boxes: [PersonBox]
    /// The box size and gaps the layout was made with (``LayoutOptions/geometry``): its
    /// ``LayoutGeometry/coupleGap`` places a further union's anchor (``anchor(of:)``). Written
    /// to layout JSON and read back; a file without it was made with the defaults.
    public var geometry: LayoutGeometry
    /// How long the engine's phases took, when it measured them.
    public var timings: LayoutTimings
    /// Which way the chart runs on the page: the direction the layout was made in, which the
    /// checker reads the rules in. An engine laying out one family works top-down.
    public var direction: LayoutDirection

    /// Creates a layout.
    ///
    /// - Parameters:
    ///   - engine: The engine's name.
    ///   - boxes: One box per person.
    ///   - geometry: The geometry the engine was asked for, which defines the anchors.
    ///   - timings: The engine's phases.
    ///   - direction: Which way the chart runs.
    public init(
        engine: String, boxes: [PersonBox], geometry: LayoutGeometry, timings: LayoutTimings = LayoutTimings(),
        direction: LayoutDirection = .topDown
    ) {
        self.engine = engine
        self.boxes = boxes
        self.geometry = geometry
        self.timings = timings
        self.direction = direction
    }

    /// The smallest rectangle holding every box, as a box; zero-sized at the origin when empty.
    public var bounds: PersonBox { Self.bounds(of: boxes) }

    /// The smallest rectangle holding every one of `boxes`; zero-sized at the origin when empty.
    package static func bounds(of boxes: [PersonBox]) -> PersonBox {
        guard let first = boxes.first else { return PersonBox(x: 0, y: 0, width: 0, height: 0) }
        var minX = first.x
        var minY = first.y
        var maxX = first.maxX
        var maxY = first.maxY
        for box in boxes.dropFirst() {
            minX = min(minX, box.x)
            minY = min(minY, box.y)
            maxX = max(maxX, box.maxX)
            maxY = max(maxY, box.maxY)
        }
        return PersonBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The box of the person with id `personID`, or `nil` when `family` has nobody with that id.
    ///
    /// A layout holds boxes by index (like `Family/people`), not ids; the family it was made
    /// for gives the index. After collapsing or a depth limit, that is the `VisibleFamily`'s
    /// family, and a hidden person has no box.
    ///
    /// - Parameters:
    ///   - personID: A person's id.
    ///   - family: The family this layout was made for; ``boxes`` are indexed like its people.
    /// - Complexity: O(n): `Family/personIndex(of:)` scans the people.
    public func box(of personID: String, in family: Family) -> PersonBox? {
        precondition(boxes.count == family.personCount, "the layout must have one box per person of the family")
        return family.personIndex(of: personID).map { boxes[$0] }
    }

    /// The anchor of a unit, where its children's line leaves it: the person's centre x, or the
    /// midpoint between the couple's boxes; for a further union (a person's later partner,
    /// `FamilyTree/FamilyUnit/isFurtherUnion`), the point on the union's line half the layout's
    /// couple gap (``geometry``) left of the partner's box, which is the middle of the gap when
    /// the partner stands the couple gap beside the group's previous box.
    ///
    /// The one definition the engines' readers, the pictures and the checker share.
    public func anchor(of unit: FamilyUnit) -> Double {
        geometry.anchor(
            of: unit, blood: boxes[Int(unit.blood)], spouse: unit.isCouple ? boxes[Int(unit.spouse)] : nil)
    }

    /// The layout moved so that its bounds start at the origin.
    public func translatedToOrigin() -> FamilyLayout {
        let origin = bounds
        var moved = self
        for index in moved.boxes.indices {
            moved.boxes[index].x -= origin.x
            moved.boxes[index].y -= origin.y
        }
        return moved
    }
}
