/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014):
/// a tiny seeded generator whose output is the same on every platform and every Swift version.
///
/// The generator uses it instead of `SystemRandomNumberGenerator` so that a seed names one family
/// forever. Its own ``bounded(_:)`` is used instead of the standard library's `random(in:using:)`,
/// whose way of turning bits into a range is not promised to stay the same.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The running state; each draw adds the golden-ratio increment.
    private var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0 ..< bound` (Lemire's multiply-high mapping; the bias is below 2⁻³² for the
    /// bounds a family needs). `bound` must be positive.
    public mutating func bounded(_ bound: Int) -> Int {
        precondition(bound > 0, "bounded(_:) needs a positive bound")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// True with probability `permille / 1000`.
    public mutating func chance(permille: Int) -> Bool {
        bounded(1000) < permille
    }
}
