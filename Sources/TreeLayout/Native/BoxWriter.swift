import CEngineIntrinsics

/// Writes the engine's boxes into the fresh output array, the last step of ``NativeLayout``.
///
/// The second walk visits units breadth-first, and in a family whose document lists people
/// generation by generation in the same order (as `FamilyTree/FamilyGenerator` does, and most
/// files do) the boxes land one after the other. Large outputs that do are written with
/// streaming stores, which fill whole cache lines without first reading them from memory: half
/// the memory traffic of writing the boxes (Benchmarks/README.md, "Measured design decisions").
/// A unit whose boxes do not follow the previous unit's is stored normally, so any order of
/// people is written correctly, only without the saving. Outputs that fit in the caches are
/// always stored normally: there the boxes are best left in cache for whoever reads them next.
///
/// When the walk's state lives in the array's tail (`ShadowBuffer`), unit `u`'s state begins
/// within box `u +` ``stateLead``: while the second walk is at unit `u`, a box of person `p`
/// falls on state already read when `p − u ≤ stateLead` (``leavesUnreadState(person:unit:)``).
/// It is streamed only when `p − u < stateLead`: it then ends a box or more before the state
/// still to be read, which starts on a 32-byte boundary, so it shares no cache line with it (a
/// line about to be read would be evicted by the streaming store and read back).
struct BoxWriter {
    /// The output array, uninitialized on entry.
    private let boxes: UnsafeMutablePointer<PersonBox>
    /// Whether the output is large enough for streaming stores.
    private let streams: Bool
    /// The index right after the last box written.
    private var next = 0
    /// How many boxes ahead of a unit's index its state begins, or `Int.max` when no state is in
    /// the array (any more).
    var stateLead = Int.max

    /// The least output, in bytes, worth streaming: well beyond what the per-core caches hold.
    static let streamingThreshold = 4 << 20

    /// A writer for `boxes`, which holds `count` uninitialized boxes.
    init(boxes: UnsafeMutablePointer<PersonBox>, count: Int) {
        assert(
            MemoryLayout<PersonBox>.offset(of: \PersonBox.y) == 8
                && MemoryLayout<PersonBox>.offset(of: \PersonBox.width) == 16
                && MemoryLayout<PersonBox>.offset(of: \PersonBox.height) == 24,
            "tb_stream_box writes x, y, width, height in this order")
        self.boxes = boxes
        // The streaming store writes 16 bytes at a time; Swift arrays align their elements to 16.
        streams =
            count * MemoryLayout<PersonBox>.stride >= Self.streamingThreshold
            && Int(bitPattern: boxes) % 16 == 0
    }

    /// Whether person `person`'s box falls on no state the second walk has yet to read, when it is
    /// at unit `unit`.
    @inline(__always)
    func leavesUnreadState(person: Int, unit: Int) -> Bool {
        person - unit <= stateLead
    }

    /// Initializes the boxes of one unit (see `UnitBoxes`: the spouse's first, then the blood
    /// relative's), while the second walk is at unit `unit`. The two are streamed when they follow
    /// the previous unit's, blood relative then spouse, and end before the state still to be read.
    @inline(__always)
    mutating func write(_ unit: UnitBoxes, unit index: Int) {
        let couple = unit.isCouple ? 1 : 0
        let follows = unit.bloodIndex == next && unit.spouseIndex == unit.bloodIndex + couple
        if streams && follows && unit.spouseIndex - index < stateLead {
            tb_stream_box(boxes + unit.spouseIndex, unit.spouse.x, unit.spouse.y, unit.spouse.width, unit.spouse.height)
            tb_stream_box(boxes + unit.bloodIndex, unit.blood.x, unit.blood.y, unit.blood.width, unit.blood.height)
        } else {
            (boxes + unit.spouseIndex).initialize(to: unit.spouse)
            (boxes + unit.bloodIndex).initialize(to: unit.blood)
        }
        next = unit.bloodIndex + 1 + couple
    }

    /// Makes the streamed boxes visible before the array is handed on; call once, after the last box.
    func finish() {
        if streams { tb_streaming_stores_fence() }
    }
}
