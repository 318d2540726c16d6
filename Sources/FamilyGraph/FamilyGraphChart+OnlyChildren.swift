extension FamilyGraphChart {
    /// Plans the meeting of a seat's two families (``Meetings/meet(_:_:)``), an only child's
    /// included.
    ///
    /// A seated partner who was an only child leaves their parents no run to centre over, and
    /// the parents stand wherever the packing puts them, off centre. Here the unit the child left
    /// stays in their parents' run as an *empty slot* (nobody's box, 2 pt wide, no union, no
    /// line): the couple's block is pinned last of its run and the slot first of the parents'
    /// run, up to where the two lines join, so the slot stands right after the seated child, and
    /// the child leads the parents' run of one. The parents' leading-child distance is then
    /// doubled (`FamilyGraphPlacement`'s layout options): centred over the run from the point
    /// that far left of the slot to the slot, they are centred over the child alone, right above
    /// the couple. Where the meeting's pins cannot be kept, or the other partner is an only child
    /// too (both pairs of parents cannot stand over one couple), the seat stays as it was.
    ///
    /// - Complexity: O(generations up to where the two lines join).
    static func meetSeat(_ seat: Seat, _ planned: inout [Planned], _ meetings: inout Meetings) {
        let parent = planned[seat.left].parent
        guard parent >= 0, planned[parent].children.isEmpty else {
            _ = meetings.meet(seat, planned)
            return
        }
        // Where the other partner is an only child too, both pairs of parents cannot stand over
        // the couple: the seat stays as it was.
        let run = planned[seat.couple].parent
        guard run >= 0, planned[run].children.count > 1 else { return }
        let left = planned[seat.left]
        planned[seat.left] = Planned(first: -1, union: -1, parent: parent)
        planned[parent].children = [seat.left]
        if !meetings.meet(seat, planned) {
            planned[seat.left] = left
            planned[parent].children = []
        }
    }

    /// The seat union `union` will take, drawn by one partner's unit and the other partner's
    /// leaf (units `a` and `b`, in either order), where the leaf is an only child and the other
    /// partner has brothers or sisters: the seat whose meeting ``meetSeat(_:_:_:)`` plans, which
    /// needs the two on one row. Nil for any other union. Where their trees put the two on
    /// different rows, ``meetingsWithTreesHung(_:_:_:)`` hangs the tree higher up lower when the
    /// meeting can then be planned, so the only child's parents stand right above the couple.
    static func onlyChildSeat(_ union: Int, _ a: Int, _ b: Int, _ planned: [Planned]) -> Seat? {
        let (drawing, leaf) = planned[a].union == union ? (a, b) : (b, a)
        let (run, parent) = (planned[drawing].parent, planned[leaf].parent)
        guard planned[drawing].union == union, planned[drawing].second < 0, planned[leaf].union < 0,
            planned[leaf].second < 0, planned[leaf].children.isEmpty, parent >= 0,
            planned[parent].children.count == 1, run >= 0, planned[run].children.count > 1
        else { return nil }
        return Seat(couple: drawing, left: leaf, union: union)
    }

    /// Whether unit `unit` of ``family`` stands for an only child seated away from their
    /// parents: its run is one empty slot and it has a leading child (``meetSeat(_:_:_:)``).
    func leadsOnlyChild(_ unit: Int) -> Bool {
        let record = family.units[unit]
        return leadingNodeOfUnit[unit] >= 0 && record.childCount == 1
            && nodeOfBox[Int(family.units[Int(record.firstChild)].blood)] < 0
    }
}
