public import FamilyTree

/// The connector fork of a unit with children, as every TreeBench picture draws it and the
/// checker's metrics measure it: a drop from the anchor point down to a horizontal *bus*
/// halfway between the parents' row and the children's, the bus, and a drop from the bus to
/// each child's top centre (the child unit's blood relative).
///
/// The one definition that the metrics (``LayoutReport/Metrics``) and the pictures (TreeRender's
/// connectors) share, so that what is measured is what is drawn.
public struct UnitFork: Hashable, Sendable {
    /// The anchor's x: ``FamilyLayout/anchor(of:)``.
    public var anchorX: Double
    /// Where the first drop starts: for a couple on the line between the spouses' centres (the
    /// mean of their centre y), for a further union on its line (the partner's centre y), for a
    /// single parent at the bottom of the box.
    public var anchorY: Double
    /// The bus's y: halfway between the parents' lowest bottom edge and the children's highest
    /// top edge.
    public var busY: Double

    /// Creates a fork from its parts.
    public init(anchorX: Double, anchorY: Double, busY: Double) {
        self.anchorX = anchorX
        self.anchorY = anchorY
        self.busY = busY
    }

    /// The fork of `unit` in `layout`, or `nil` when the unit has no children.
    ///
    /// - Parameters:
    ///   - unit: A unit of `family`.
    ///   - family: The family; its units give the children.
    ///   - layout: One box per person of `family`, indexed like its people; its geometry places
    ///     the anchor (``FamilyLayout/anchor(of:)``).
    /// - Complexity: O(children of the unit).
    public init?(of unit: FamilyUnit, in family: Family, layout: FamilyLayout) {
        guard unit.hasChildren else { return nil }
        let boxes = layout.boxes
        let blood = boxes[Int(unit.blood)]
        var anchorY = blood.maxY
        var parentsBottom = blood.maxY
        if unit.isCouple {
            let spouse = boxes[Int(unit.spouse)]
            anchorY = (blood.centerY + spouse.centerY) / 2
            parentsBottom = max(parentsBottom, spouse.maxY)
        } else if unit.isFurtherUnion {
            let person = boxes[Int(unit.furtherUnionOf)]
            anchorY = (blood.centerY + person.centerY) / 2
            parentsBottom = max(parentsBottom, person.maxY)
        }
        var childrenTop = Double.infinity
        for child in unit.children where !family.units[child].isFurtherUnion {
            childrenTop = min(childrenTop, boxes[Int(family.units[child].blood)].y)
        }
        self.init(
            anchorX: layout.anchor(of: unit), anchorY: anchorY,
            busY: (parentsBottom + childrenTop) / 2)
    }
}

extension FamilyLayout {
    /// The connector fork of `unit`, or `nil` when it has no children; see ``UnitFork``.
    ///
    /// - Parameters:
    ///   - unit: A unit of `family`.
    ///   - family: The family this layout was made for.
    /// - Complexity: O(children of the unit).
    public func fork(of unit: FamilyUnit, in family: Family) -> UnitFork? {
        UnitFork(of: unit, in: family, layout: self)
    }
}
