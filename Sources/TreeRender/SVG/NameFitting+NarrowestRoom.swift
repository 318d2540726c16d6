extension NameFitting {
    /// The least room (text width) in which ``lines(for:)`` draws the whole of `name` on at most
    /// `lines` lines, without cutting it. A word is never split, so the room is at least the
    /// widest word.
    ///
    /// The clusters are measured once; the room is then found by bisection over the greedy wrap
    /// of ``lines(for:)``, each probe one pass over the measured widths that lands on a room the
    /// wrap can need: a probe that fits lowers the upper bound to the widest line it drew, one
    /// that does not raises the lower bound to the least room at which one of its lines would
    /// change. The sums are the wrap's own, added in the same order, so the room found is
    /// exactly one ``lines(for:)`` fits the name in.
    ///
    /// - Complexity: O(b) for a name of b bytes, whatever its number of words or the length of
    ///   its clusters: one measuring pass and at most 64 probes, each O(clusters) (the bounds
    ///   halve at every probe; 30 or so suffice for the longest names).
    func narrowestRoom(for name: String, lines: Int) -> Double {
        let measured = MeasuredText(self, Self.droppingLeadingSpaces(Self.drawnText(of: name)))
        guard lines > 1, measured.hasBreak else { return measured.total }
        var low = measured.widestWord
        var high = measured.total
        while low < high {
            let middle = low + (high - low) / 2
            let probe = middle > low && middle < high ? middle : low
            let wrap = measured.wrap(in: probe, lines: lines)
            if wrap.fits {
                high = wrap.widestLine
            } else {
                low = wrap.nextChange
            }
        }
        return high
    }
}

/// A text's clusters measured once, for the probes of ``NameFitting/narrowestRoom(for:lines:)``.
private struct MeasuredText {
    /// Each cluster's width, in order.
    var widths: [Double] = []
    /// Whether each cluster is a lone space.
    var isSpace: [Bool] = []
    /// The width of the whole text.
    var total = 0.0
    /// The width of the widest run of clusters between spaces, each summed from its start.
    var widestWord = 0.0
    /// Whether a space stands between two other clusters, so the text can be wrapped.
    var hasBreak = false

    init(_ fitting: NameFitting, _ text: Substring) {
        var word = 0.0
        var spaceAfterWord = false
        NameFitting.forEachCluster(of: text) { cluster in
            let width = fitting.width(ofClusterStartingWith: text.unicodeScalars[cluster.start])
            widths.append(width)
            isSpace.append(cluster.isSpace)
            total += width
            if cluster.isSpace {
                spaceAfterWord = true
                word = 0
            } else {
                if spaceAfterWord { hasBreak = true }
                word += width
                widestWord = max(widestWord, word)
            }
            return true
        }
    }

    /// What the greedy wrap of ``NameFitting/lines(for:)`` does in `room`.
    struct Wrap {
        /// Whether the text fits on at most the lines asked for.
        var fits: Bool
        /// When it fits, the widest line drawn: the least room in which the wrap is the same.
        var widestLine: Double
        /// When it does not, the least room above `room` at which a line drawn would change.
        var nextChange: Double
    }

    /// The greedy wrap in `room` on at most `lines` lines, as ``NameFitting/lines(for:)`` draws
    /// it: leading spaces dropped, each line the longest run up to a space that fits, the last
    /// the whole rest (its trailing spaces too).
    ///
    /// - Complexity: O(clusters): a line's scan runs at most one word past its cut, which the
    ///   next line scans again.
    func wrap(in room: Double, lines: Int) -> Wrap {
        let count = widths.count
        var start = 0
        var drawn = 0
        var widestLine = 0.0
        var nextChange = Double.infinity
        while true {
            while start < count && isSpace[start] { start += 1 }
            if start == count { return Wrap(fits: true, widestLine: widestLine, nextChange: nextChange) }
            drawn += 1
            var used = 0.0
            var lastSpace: Int?
            var usedBeforeLastSpace = 0.0
            var end = start
            while end < count {
                if isSpace[end] {
                    lastSpace = end
                    usedBeforeLastSpace = used
                }
                used += widths[end]
                if used > room { break }
                end += 1
            }
            TextMeasureWork.count(end - start + 1)
            if end == count {
                return Wrap(fits: true, widestLine: max(widestLine, used), nextChange: nextChange)
            }
            if drawn == lines {
                // The last line is the whole rest, trailing spaces too: it fits once the room holds it.
                var rest = used
                for next in end + 1..<count { rest += widths[next] }
                TextMeasureWork.count(count - end)
                return Wrap(fits: false, widestLine: widestLine, nextChange: min(nextChange, rest))
            }
            // The line would take the next word once the room holds the run to that word's end.
            var change = used
            var next = end + 1
            while next < count && !isSpace[next] {
                change += widths[next]
                next += 1
            }
            TextMeasureWork.count(next - end)
            nextChange = min(nextChange, change)
            guard let lastSpace else { return Wrap(fits: false, widestLine: widestLine, nextChange: nextChange) }
            widestLine = max(widestLine, usedBeforeLastSpace)
            start = lastSpace + 1
        }
    }
}
