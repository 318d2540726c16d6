/// Makes seeded families of an exact size and a chosen shape, for tests and benchmarks.
///
/// The family has exactly ``members`` people in exactly ``generations`` generations, and is
/// always valid Family JSON v1. The same knobs and ``seed`` give the same family, byte for byte,
/// on every platform: draws come from ``SplitMix64``, and no step depends on hashing order or on
/// formatting a floating-point number.
///
/// How it works, generation by generation:
/// 1. The number of people per generation follows ``childrenPerUnit`` (each row about that many
///    times the row above), scaled so the rows add up to exactly ``members``, at least one each.
/// 2. In each row, ``coupleRate`` of the units are couples (a blood relative and a married-in spouse;
///    in generation 0, two roots); which ones is drawn.
/// 3. A row's units are the children of the row above: ``skew`` of them go to one heir unit (the
///    first child of the previous heir), ``childlessRate`` of the other parents get none, and the
///    rest are spread evenly, the remainder to parents drawn at random.
///
/// Ids are `p1` … `pM` in document order; names come from a small built-in list (English and
/// Chinese); genders are `male` and `female` (a spouse has the other one); ages are plausible for
/// the generation (the youngest row 1…20, each older row 25 years more, capped near 110).
///
/// - Complexity: O(m) time and memory for m members.
public struct FamilyGenerator: Sendable {
    /// The number of generations (rows), at least 1.
    public var generations: Int
    /// The number of people, at least ``generations`` and at most ``maximumMembers``.
    public var members: Int
    /// The seed of the random draws.
    public var seed: UInt64
    /// The shape the knobs were preset from.
    public let shape: FamilyShape
    /// The share of units that are couples, 0…1. 0: all single; 1: every unit a couple where the
    /// row's size allows.
    public var coupleRate: Double
    /// How many children a unit has on average, 0.01…100: each generation has about this many times
    /// as many units as the one above (before scaling to ``members``). Below 1 the rows shrink, so
    /// generation 0 holds many trees; exactly 1 keeps the number of units equal in every row, so
    /// every unit has exactly one child (chains) unless ``childlessRate`` or ``skew`` say otherwise.
    public var childrenPerUnit: Double
    /// The share of parent units (above the last row) that get no children, 0…1. At least one unit
    /// per row always has children, so every generation is reached.
    public var childlessRate: Double
    /// The share of each row's children that go to one heir unit, 0…1: 0 spreads children evenly,
    /// 1 hangs them all under the heir line, making one subtree much larger than the others.
    public var skew: Double

    /// The most people the generator makes.
    public static let maximumMembers = 100_000_000

    /// Creates a generator with the knobs of `shape`; change any knob afterwards.
    ///
    /// - Parameters:
    ///   - generations: The number of generations, at least 1.
    ///   - members: The number of people, at least `generations`.
    ///   - seed: The seed; equal seeds give equal families.
    ///   - shape: The preset for the knobs (``FamilyShape/mixed`` picks one by the seed).
    public init(generations: Int, members: Int, seed: UInt64, shape: FamilyShape = .balanced) {
        self.generations = generations
        self.members = members
        self.seed = seed
        self.shape = shape
        (coupleRate, childrenPerUnit, childlessRate, skew) = shape.knobs(seed: seed)
    }

    /// Checks the sizes and knobs without generating.
    ///
    /// - Throws: ``FamilyGeneratorError`` saying which size or knob is out of range.
    public func check() throws(FamilyGeneratorError) {
        guard generations >= 1 else { throw .noGenerations(generations: generations) }
        guard members >= generations else { throw .tooFewMembers(generations: generations, members: members) }
        guard members <= Self.maximumMembers else {
            throw .tooManyMembers(members: members, limit: Self.maximumMembers)
        }
        for (knob, value) in [("coupleRate", coupleRate), ("childlessRate", childlessRate), ("skew", skew)]
        where !(0...1).contains(value) {
            throw .knobOutOfRange(knob: knob, value: value, range: "0…1")
        }
        guard (0.01...100).contains(childrenPerUnit) else {
            throw .knobOutOfRange(knob: "childrenPerUnit", value: childrenPerUnit, range: "0.01…100")
        }
    }

    /// Generates the family.
    ///
    /// - Throws: ``FamilyGeneratorError`` when the sizes or knobs are out of range (see ``check()``).
    /// - Complexity: O(m) for m members.
    public func generate() throws(FamilyGeneratorError) -> FamilyDocument {
        try check()
        var builder = FamilyBuilder(generator: self)
        return builder.build()
    }

    /// A knob as a whole number of thousandths, so no later step does floating-point arithmetic.
    static func permille(_ value: Double) -> Int {
        Int((value * 1000).rounded())
    }
}
