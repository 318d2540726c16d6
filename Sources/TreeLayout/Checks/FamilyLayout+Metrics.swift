extension LayoutInspection {
    /// The metrics of ``LayoutReport/Metrics``, as defined there.
    ///
    /// - Complexity: O(n log n): a pass over each row by left edge for the gaps, and per
    ///   generation a sort of its buses' ends, with a binary search per drop.
    func measure(bounds: PersonBox, worstCentringError: Double) -> LayoutReport.Metrics {
        var metrics = LayoutReport.Metrics(
            width: bounds.width, height: bounds.height, area: bounds.width * bounds.height,
            worstCentringError: worstCentringError)
        measureGaps(into: &metrics)
        measureConnectors(into: &metrics)
        measurePartnerGroups(into: &metrics)
        return metrics
    }

    /// Minimum gap between neighbours of a row that are not one couple, and how many are too close.
    private func measureGaps(into metrics: inout LayoutReport.Metrics) {
        var minimum = Double.infinity
        var close = 0
        for row in rowsByLeftEdge where row.count > 1 {
            for index in 1..<row.count {
                let left = Int(row[index - 1])
                let right = Int(row[index])
                let unit = family.unitOfPerson[left]
                if unit == family.unitOfPerson[right] && family.units[Int(unit)].isCouple { continue }
                // A later partner beside the group's previous box is a couple's gap apart, not siblings'.
                let rightUnit = family.unitOfPerson[right]
                if family.units[Int(rightUnit)].isFurtherUnion && unit == rightUnit - 1 { continue }
                let gap = boxes[right].x - boxes[left].maxX
                minimum = min(minimum, gap)
                if gap < options.geometry.siblingGap - epsilon { close += 1 }
            }
        }
        metrics.minimumRowGap = minimum.isFinite ? minimum : nil
        metrics.closeNeighbourCount = close
    }

    /// Connector length, crossings and bus overlaps; see ``LayoutReport/Metrics``.
    private func measureConnectors(into metrics: inout LayoutReport.Metrics) {
        var length = 0.0
        var crossings = 0
        var busOverlaps = 0
        // Per generation: each family's bus ends and the distinct x of its drops.
        var busLeft: [Double] = []
        var busRight: [Double] = []
        var dropX: [Double] = []
        var dropOwner: [Int32] = []
        var familyDrops: [Double] = []
        for range in family.generationUnits {
            busLeft.removeAll(keepingCapacity: true)
            busRight.removeAll(keepingCapacity: true)
            dropX.removeAll(keepingCapacity: true)
            dropOwner.removeAll(keepingCapacity: true)
            for unit in family.units[range] {
                guard let fork = UnitFork(of: unit, in: family, layout: layout) else { continue }
                length += abs(fork.busY - fork.anchorY)
                familyDrops.removeAll(keepingCapacity: true)
                familyDrops.append(fork.anchorX)
                for child in unit.children where !family.units[child].isFurtherUnion {
                    let box = boxes[Int(family.units[child].blood)]
                    length += abs(box.y - fork.busY)
                    familyDrops.append(box.centerX)
                }
                familyDrops.sort()
                let left = familyDrops[0]
                let right = familyDrops[familyDrops.count - 1]
                length += right - left
                let owner = Int32(busLeft.count)
                var previous = Double.nan
                for x in familyDrops where x != previous {
                    dropX.append(x)
                    dropOwner.append(owner)
                    previous = x
                }
                busLeft.append(left)
                busRight.append(right)
            }
            crossings += countCrossings(left: busLeft, right: busRight, dropX: dropX, dropOwner: dropOwner)
            busOverlaps += countOverlappingBuses(left: busLeft, right: busRight)
        }
        metrics.connectorLength = length
        metrics.connectorCrossings = crossings
        metrics.busOverlaps = busOverlaps
    }

    /// Pairs (drop, bus of another family) with the drop strictly between the bus's ends.
    private func countCrossings(left: [Double], right: [Double], dropX: [Double], dropOwner: [Int32]) -> Int {
        // Only buses of positive length have an inside; for those, l < x < r counts as
        // #(l < x) − #(r ≤ x), because r ≤ x implies l < x.
        var lefts: [Double] = []
        var rights: [Double] = []
        for index in left.indices where left[index] < right[index] {
            lefts.append(left[index])
            rights.append(right[index])
        }
        if lefts.isEmpty { return 0 }
        lefts.sort()
        rights.sort()
        var count = 0
        for (x, owner) in zip(dropX, dropOwner) {
            count += lefts.countLess(than: x) - rights.countLessOrEqual(to: x)
            if left[Int(owner)] < x && x < right[Int(owner)] { count -= 1 }
        }
        return count
    }

    /// Pairs of buses of positive length whose insides overlap.
    private func countOverlappingBuses(left: [Double], right: [Double]) -> Int {
        var buses: [(left: Double, right: Double)] = []
        for index in left.indices where left[index] < right[index] {
            buses.append((left[index], right[index]))
        }
        if buses.count < 2 { return 0 }
        buses.sort { $0.left < $1.left }
        var rights = buses.map(\.right)
        rights.sort()
        // Bus j overlaps every earlier bus except those ending at or before its left end; those
        // are all earlier, since a bus ending there starts strictly before it.
        var count = 0
        for (index, bus) in buses.enumerated() {
            count += index - rights.countLessOrEqual(to: bus.left)
        }
        return count
    }
}
