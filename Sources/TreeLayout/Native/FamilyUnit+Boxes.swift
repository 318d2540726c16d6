import FamilyTree

/// One unit's boxes, the last step of the native engine (shared by ``NativeLayout`` and
/// ``LayoutSession``).
///
/// For a single person, ``spouse`` is a throwaway box at the blood relative's index: writing
/// ``spouse`` first and ``blood`` second leaves every person's box right whether or not the unit
/// is a couple, so the engine's hot loop needs no branch on it (whether a unit is a couple is as
/// good as random to a branch predictor).
struct UnitBoxes {
    /// The blood relative's box, centred on the attach point.
    var blood: PersonBox
    /// The blood relative's index in `FamilyTree/Family/people`.
    var bloodIndex: Int
    /// The spouse's box, the couple gap right of the blood relative's; a throwaway for a single.
    var spouse: PersonBox
    /// The spouse's index, or the blood relative's for a single person.
    var spouseIndex: Int
    /// Whether the unit is a couple.
    var isCouple: Bool
}

extension FamilyUnit {
    /// The unit's boxes from its attach point: the blood relative's box centred on the attach
    /// point, the spouse's the couple gap to its right, both on the unit's generation's row
    /// (``LayoutOptions/rowTop(_:)``), ``LayoutGeometry/boxHeight`` high.
    ///
    /// - Parameters:
    ///   - attach: The attach point: the blood relative's centre x.
    ///   - widths: Every person's box width.
    ///   - options: The couple gap, the box height and the rows.
    /// - Complexity: O(1).
    @inline(__always)
    func boxes(attachPoint attach: Double, widths: PersonWidths, options: LayoutOptions) -> UnitBoxes {
        let top = options.rowTop(Int(generation))
        let bloodWidth = widths[blood]
        let spouseIndex = isCouple ? spouse : blood
        return UnitBoxes(
            blood: PersonBox(x: attach - bloodWidth / 2, y: top, width: bloodWidth, height: options.geometry.boxHeight),
            bloodIndex: Int(blood),
            spouse: PersonBox(
                x: attach + bloodWidth / 2 + options.geometry.coupleGap, y: top, width: widths[spouseIndex],
                height: options.geometry.boxHeight),
            spouseIndex: Int(spouseIndex), isCouple: isCouple)
    }
}
