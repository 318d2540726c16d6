import FamilyTree

extension FamilyUnit {
    /// The last step of the native engine, shared by ``NativeLayout`` and ``LayoutSession``: the
    /// unit's boxes from its attach point. The blood relative's box is centred on the attach
    /// point, the spouse's stands the couple gap to its right, both on the unit's generation's
    /// row (``LayoutOptions/rowTop(_:)``), ``LayoutOptions/boxHeight`` high.
    ///
    /// - Parameters:
    ///   - attach: The attach point: the blood relative's centre x.
    ///   - widths: Every person's box width.
    ///   - options: The couple gap, the box height and the rows.
    ///   - place: Called with each box and the index of its person: the blood relative first,
    ///     then the spouse of a couple.
    /// - Complexity: O(1).
    @inline(__always)
    func placeBoxes(
        attachPoint attach: Double, widths: PersonWidths, options: LayoutOptions,
        _ place: (_ box: PersonBox, _ person: Int) -> Void
    ) {
        let top = options.rowTop(Int(generation))
        let bloodWidth = widths[blood]
        place(PersonBox(x: attach - bloodWidth / 2, y: top, width: bloodWidth, height: options.boxHeight), Int(blood))
        if isCouple {
            place(
                PersonBox(
                    x: attach + bloodWidth / 2 + options.coupleGap, y: top, width: widths[spouse],
                    height: options.boxHeight),
                Int(spouse))
        }
    }
}
