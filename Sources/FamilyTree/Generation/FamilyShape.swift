/// A named family shape for ``FamilyGenerator``: a preset of its knobs, each picked to stress
/// layouts in one way.
///
/// | shape | couple rate | children per unit | childless rate | skew | what it stresses |
/// |---|---|---|---|---|---|
/// | `balanced` | 0.6 | 2 | 0.1 | 0 | the everyday case: rows double, children spread evenly |
/// | `wide` | 0.5 | 6 | 0.1 | 0 | very wide generations: the last row holds most people |
/// | `chain` | 0.5 | 1 | 0 | 0 | single-child chains through every generation |
/// | `lopsided` | 0.5 | 1.6 | 0.2 | 0.85 | one huge subtree beside tiny ones |
/// | `childlessCouples` | 0.95 | 2 | 0.5 | 0 | couples with no children, between ones with many |
/// | `manyRoots` | 0.4 | 0.35 | 0.3 | 0 | a very wide generation 0: many separate trees |
/// | `mixed` | one of the above, picked by the seed, knobs varied ±20% | | | | |
public enum FamilyShape: String, CaseIterable, Hashable, Sendable {
    /// Rows double; children spread evenly; a few childless units.
    case balanced
    /// Rows grow six-fold, so the last generation is very wide.
    case wide
    /// As many units in every generation, each with one child: chains through all generations.
    case chain
    /// Most children of every generation go to one heir line: one huge subtree beside tiny ones.
    case lopsided
    /// Nearly everyone married, half the couples childless.
    case childlessCouples = "childless-couples"
    /// Rows shrink, so generation 0 holds most trees.
    case manyRoots = "many-roots"
    /// One of the other shapes, chosen by the seed, with its knobs varied by the seed.
    case mixed

    /// The shape's knobs: couple rate, children per unit, childless rate, skew.
    func knobs(seed: UInt64) -> (coupleRate: Double, childrenPerUnit: Double, childlessRate: Double, skew: Double) {
        switch self {
        case .balanced: return (0.6, 2, 0.1, 0)
        case .wide: return (0.5, 6, 0.1, 0)
        case .chain: return (0.5, 1, 0, 0)
        case .lopsided: return (0.5, 1.6, 0.2, 0.85)
        case .childlessCouples: return (0.95, 2, 0.5, 0)
        case .manyRoots: return (0.4, 0.35, 0.3, 0)
        case .mixed:
            // A generator of its own, so the choice does not shift the family's draws.
            var random = SplitMix64(seed: seed ^ 0x6D69_7865_6420_7368)
            let base = FamilyShape.fixedShapes[random.bounded(FamilyShape.fixedShapes.count)]
            let knobs = base.knobs(seed: seed)
            // Each knob varied to 80%…120% in steps of 1%, kept in range.
            func vary(_ value: Double, limit: Double) -> Double {
                min(limit, value * Double(80 + random.bounded(41)) / 100)
            }
            return (
                vary(knobs.coupleRate, limit: 1), vary(knobs.childrenPerUnit, limit: 100),
                vary(knobs.childlessRate, limit: 1), vary(knobs.skew, limit: 1)
            )
        }
    }

    /// The shapes `mixed` chooses from.
    static let fixedShapes: [FamilyShape] = [.balanced, .wide, .chain, .lopsided, .childlessCouples, .manyRoots]
}
