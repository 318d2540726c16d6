/// The map between a section frame (rows down from generation 0, x along the rows) and the page,
/// for a section growing in one ``AxisDirection``. It only swaps and negates coordinates, so it
/// is exact in floating point and its own way back.
///
/// Along a row, the section frame's x is the page's x (vertical growth) or y (horizontal
/// growth). A box keeps its size; when rows are columns a box's page width is its depth in the
/// section frame, and a box narrower than its column stands at the column's edge nearer the
/// section's generation 0.
public struct SectionFrame: Hashable, Sendable {
    /// Where the section's rows go on the page.
    public let growth: AxisDirection

    /// The frame of a section growing in `growth`.
    public init(growth: AxisDirection) {
        self.growth = growth
    }

    /// The page box of a box of the section frame.
    ///
    /// - Parameters:
    ///   - box: The box in the section frame.
    ///   - depth: The box's extent along the growth on the page (its page width when rows are
    ///     columns); `nil` for the box's own height in the frame.
    @inlinable public func pageBox(_ box: PersonBox, depth: Double? = nil) -> PersonBox {
        let extent = depth ?? box.height
        switch growth {
        case .down: return box
        case .up: return PersonBox(x: box.x, y: -(box.y + box.height), width: box.width, height: box.height)
        case .right: return PersonBox(x: box.y, y: box.x, width: extent, height: box.width)
        case .left: return PersonBox(x: -(box.y + extent), y: box.x, width: extent, height: box.width)
        }
    }

    /// The section-frame box of a page box: the inverse of ``pageBox(_:depth:)``.
    @inlinable public func sectionBox(_ box: PersonBox) -> PersonBox {
        switch growth {
        case .down: return box
        case .up: return PersonBox(x: box.x, y: -(box.y + box.height), width: box.width, height: box.height)
        case .right: return PersonBox(x: box.y, y: box.x, width: box.height, height: box.width)
        case .left: return PersonBox(x: box.y, y: -(box.x + box.width), width: box.height, height: box.width)
        }
    }

    /// A page point of the section frame's point (`along` the row, `across` at a depth).
    @inlinable public func pagePoint(along: Double, depth: Double) -> (x: Double, y: Double) {
        switch growth {
        case .down: (along, depth)
        case .up: (along, -depth)
        case .right: (depth, along)
        case .left: (-depth, along)
        }
    }
}
