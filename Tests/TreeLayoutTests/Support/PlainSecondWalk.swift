import FamilyTree

/// SECONDWALK of Buchheim, Jünger & Leipert (2002) as the paper writes it, with nothing tuned:
/// `SECONDWALK(v, m)` sets `x(v) = prelim(v) + m` and calls `SECONDWALK(w, m + mod(v))` for each
/// child `w`, starting at each root with `m = 0` (the virtual root of the forest has mod 0); the
/// drawing is then moved to start at x = 0 in a pass of its own. The recursion is an explicit
/// stack, so a deep chain cannot overflow the test's thread; it reads each unit's parent's sum,
/// where the engine's `SecondWalk` hands it on in the child's dead contour links and finds the
/// left edge from each row's first unit before it starts.
///
/// The tests hold the engine's walk to this one, number for number (`SecondWalkTests`).
enum PlainSecondWalk {
    /// Every unit's attach point, translated so the least left box edge is 0, from the first
    /// walk's `prelim` and `mod` and each unit's reach left of its attach point.
    static func attachPoints(units: [FamilyUnit], prelim: [Double], mod: [Double], left: [Double]) -> [Double] {
        var x = [Double](repeating: 0, count: units.count)
        var stack: [(unit: Int, m: Double)] = units.indices.filter { units[$0].parent < 0 }.map { ($0, 0) }
        while let (unit, m) = stack.popLast() {
            x[unit] = prelim[unit] + m
            for child in units[unit].children { stack.append((child, mod[unit] + m)) }
        }
        let edge = units.indices.map { x[$0] - left[$0] }.min() ?? 0
        return x.map { $0 - edge }
    }
}
