extension SectionFrame {
    /// Turns the boxes of a section laid out in this frame onto the page where they lie, and
    /// moves them so that their bounds start at the origin: what ``pageBox(_:depth:)`` and
    /// ``FamilyLayout/translatedToOrigin()`` give box by box, number for number, without a second
    /// array or a third pass.
    ///
    /// The layout of a chart of one section (an ancestor chart, or a descendant chart in another
    /// direction) is its section's layout turned, so its boxes stay in the array the engine made.
    ///
    /// - Parameters:
    ///   - boxes: The section's boxes in its frame; on return, its page boxes.
    ///   - depths: Each box's extent along the growth on the page (its page width when rows are
    ///     columns), indexed like `boxes`; `nil` for each box's own height in the frame.
    /// - Complexity: O(boxes), two passes: one that turns each box once, in place, and finds the
    ///   page bounds' corner, one that shifts the boxes by it.
    func turnOntoPage(_ boxes: inout [PersonBox], depths: [Double]?) {
        guard !boxes.isEmpty else { return }
        // One loop per growth, each with its frame a constant, so the turn's switch is decided
        // once for the section rather than once a box.
        switch growth {
        case .down: SectionFrame(growth: .down).turnOntoPage(&boxes, depths: depths, turning: ())
        case .up: SectionFrame(growth: .up).turnOntoPage(&boxes, depths: depths, turning: ())
        case .right: SectionFrame(growth: .right).turnOntoPage(&boxes, depths: depths, turning: ())
        case .left: SectionFrame(growth: .left).turnOntoPage(&boxes, depths: depths, turning: ())
        }
    }

    /// ``turnOntoPage(_:depths:)`` in a frame the caller made a constant.
    @inline(__always)
    private func turnOntoPage(_ boxes: inout [PersonBox], depths: [Double]?, turning: Void) {
        if let depths {
            precondition(depths.count == boxes.count, "one depth per box")
            depths.withUnsafeBufferPointer { depths in
                turnOntoPage(&boxes) { pageBox($0, depth: depths[$1]) }
            }
        } else {
            turnOntoPage(&boxes) { box, _ in pageBox(box) }
        }
    }

    /// Turns `boxes` by `turned` (a box and its index to its page box) and moves them to the origin:
    /// each box is turned once, in place, while the page bounds' corner is found, then shifted.
    @inline(__always)
    private func turnOntoPage(_ boxes: inout [PersonBox], _ turned: (PersonBox, Int) -> PersonBox) {
        boxes.withUnsafeMutableBufferPointer { boxes in
            // The page bounds' corner, the minima taken in the order FamilyLayout.bounds takes
            // them, so the same zero is subtracted.
            let first = turned(boxes[0], 0)
            boxes[0] = first
            var minX = first.x
            var minY = first.y
            for index in 1..<boxes.count {
                let page = turned(boxes[index], index)
                boxes[index] = page
                minX = min(minX, page.x)
                minY = min(minY, page.y)
            }
            for index in 0..<boxes.count {
                boxes[index].x -= minX
                boxes[index].y -= minY
            }
        }
    }
}
