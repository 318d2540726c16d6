import CEngineIntrinsics

extension Double {
    /// `condition ? whenTrue : whenFalse`, chosen on the bit patterns so that it compiles to a
    /// conditional move rather than a branch. (On x86-64 a selection between two doubles
    /// otherwise becomes a branch, and the engine's conditions — whether a unit has children, is
    /// a couple, starts a group of siblings — are as good as random to a branch predictor: each
    /// misprediction costs about as much as a dozen instructions.) The result is exactly one of
    /// the two values, bit for bit.
    @inline(__always)
    static func select(_ condition: Bool, _ whenTrue: Double, _ whenFalse: Double) -> Double {
        Double(bitPattern: tb_select_unpredictable(condition, whenTrue.bitPattern, whenFalse.bitPattern))
    }
}
