extension LayoutInspection {
    /// Rule ``LayoutReport/Rule/noOverlap``: one item per box that intersects a box before it
    /// in (left edge, document order).
    ///
    /// When the rows are straight, only boxes of one generation can meet, and in a row of equal
    /// tops and heights a box meets an earlier one exactly when its left edge is left of the
    /// furthest right edge so far: one pass per row. Otherwise boxes are grouped into bands of
    /// vertically overlapping boxes (sorted by top) and each band is swept by left edge.
    ///
    /// - Complexity: O(n log n) when `rowsAreStraight`; otherwise O(n log n) plus O(k · a) for a
    ///   band of k boxes with at most a of them spanning one x.
    func checkOverlap(rowsAreStraight: Bool) -> RuleTally {
        let sweep = BoxOverlapSweep(boxes: boxes)
        var tally = RuleTally(epsilon: epsilon)
        if rowsAreStraight {
            for row in rowsByLeftEdge { sweep.sweepEvenRow(row, into: &tally) }
            return tally
        }
        sweep.sweepBands(into: &tally)
        return tally
    }
}

/// The no-overlap rule's sweeps over any boxes, in a frame where rows are horizontal.
struct BoxOverlapSweep {
    let boxes: [PersonBox]

    /// Groups the boxes into bands of vertically overlapping boxes (sorted by top) and sweeps
    /// each band by left edge.
    ///
    /// - Complexity: O(n log n) plus O(k · a) for a band of k boxes with at most a of them
    ///   spanning one x.
    func sweepBands(into tally: inout RuleTally) {
        var byTop = boxes.indices.map { Int32($0) }
        byTop.sort { boxes[Int($0)].y < boxes[Int($1)].y || (boxes[Int($0)].y == boxes[Int($1)].y && $0 < $1) }
        var start = 0
        while start < byTop.count {
            var end = start + 1
            var bottom = boxes[Int(byTop[start])].maxY
            while end < byTop.count && boxes[Int(byTop[end])].y < bottom {
                bottom = max(bottom, boxes[Int(byTop[end])].maxY)
                end += 1
            }
            if end - start > 1 {
                var band = Array(byTop[start..<end])
                band.sort {
                    boxes[Int($0)].x < boxes[Int($1)].x || (boxes[Int($0)].x == boxes[Int($1)].x && $0 < $1)
                }
                let first = boxes[Int(band[0])]
                if band.allSatisfy({ boxes[Int($0)].y == first.y && boxes[Int($0)].height == first.height }) {
                    sweepEvenRow(band, into: &tally)
                } else {
                    sweepUnevenBand(band, into: &tally)
                }
            }
            start = end
        }
    }

    /// Boxes ordered by left edge that all share one top and one height.
    func sweepEvenRow(_ row: [Int32], into tally: inout RuleTally) {
        var furthestRight = -Double.infinity
        for person in row {
            let box = boxes[Int(person)]
            guard box.width > 0 && box.height > 0 else { continue }
            if box.x < furthestRight {
                tally.record(min(min(box.maxX, furthestRight) - box.x, box.height), person: person)
            }
            furthestRight = max(furthestRight, box.maxX)
        }
    }

    /// Boxes ordered by left edge whose tops or heights differ: each is compared with the
    /// earlier boxes that still reach past its left edge.
    private func sweepUnevenBand(_ band: [Int32], into tally: inout RuleTally) {
        var reaching: [Int32] = []
        for person in band {
            let box = boxes[Int(person)]
            guard box.width > 0 && box.height > 0 else { continue }
            reaching.removeAll { boxes[Int($0)].maxX <= box.x }
            var worst = -1.0
            for earlier in reaching {
                let other = boxes[Int(earlier)]
                guard other.y < box.maxY && box.y < other.maxY else { continue }
                let across = min(box.maxX, other.maxX) - box.x
                let down = min(box.maxY, other.maxY) - max(box.y, other.y)
                worst = max(worst, min(across, down))
            }
            if worst >= 0 { tally.record(worst, person: person) }
            reaching.append(person)
        }
    }
}
