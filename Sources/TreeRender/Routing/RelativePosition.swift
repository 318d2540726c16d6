import TreeLayout

/// Where a connector's end lies relative to its start: the nine cases of the router.
public enum RelativePosition: String, Hashable, Sendable, CaseIterable {
    /// The end is the start.
    case samePoint
    /// Same x, end above the start.
    case above
    /// Same x, end below the start.
    case below
    /// Same y, end left of the start.
    case leftOf
    /// Same y, end right of the start.
    case rightOf
    /// End above and left of the start.
    case aboveLeft
    /// End above and right of the start.
    case aboveRight
    /// End below and left of the start.
    case belowLeft
    /// End below and right of the start.
    case belowRight

    /// Classifies `end` relative to `start` by exact comparison of coordinates.
    public init(of end: PagePoint, from start: PagePoint) {
        switch (end.x == start.x, end.y == start.y) {
        case (true, true): self = .samePoint
        case (true, false): self = end.y < start.y ? .above : .below
        case (false, true): self = end.x < start.x ? .leftOf : .rightOf
        case (false, false):
            switch (end.y < start.y, end.x < start.x) {
            case (true, true): self = .aboveLeft
            case (true, false): self = .aboveRight
            case (false, true): self = .belowLeft
            case (false, false): self = .belowRight
            }
        }
    }
}
