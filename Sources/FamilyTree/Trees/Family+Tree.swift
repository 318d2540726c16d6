extension Family {
    /// The family as a forest: one tree of unit nodes per root, in generation-0 order, children in
    /// `childrenIDs` order — so any ``Tree`` consumer can draw a family.
    ///
    /// - Complexity: O(n) for n units, with no recursion (a 100,000-generation chain is fine).
    public func trees() -> [Tree<UnitNode>] {
        roots.map { root in
            Tree(root: root) { Array(units[$0].children) }.map(unitNode)
        }
    }

    /// One unit as a tree node, its people read out.
    public func unitNode(_ unit: Int) -> UnitNode {
        let record = units[unit]
        return UnitNode(
            unit: unit, generation: Int(record.generation), blood: people[Int(record.blood)],
            spouse: record.isCouple ? people[Int(record.spouse)] : nil)
    }
}
