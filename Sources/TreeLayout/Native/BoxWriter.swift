import CStreamingStores

/// Writes the engine's boxes into the fresh output array, the last step of ``NativeLayout``.
///
/// The second walk visits units breadth-first, and in a family whose document lists people
/// generation by generation in the same order (as `FamilyTree/FamilyGenerator` does, and most
/// files do) the boxes land one after the other. Large outputs that do are written with
/// streaming stores, which fill whole cache lines without first reading them from memory: half
/// the memory traffic of writing the boxes (Benchmarks/README.md, "Measured design decisions").
/// A box that does not follow the previous one is stored normally, so any order of people is
/// written correctly, only without the saving. Outputs that fit in the caches are always stored
/// normally: there the boxes are best left in cache for whoever reads them next.
struct BoxWriter {
    /// The output array, uninitialized on entry.
    private let boxes: UnsafeMutablePointer<PersonBox>
    /// Whether the output is large enough for streaming stores.
    private let streams: Bool
    /// The index right after the last box written.
    private var next = 0

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

    /// Initializes the box of person `index`.
    @inline(__always)
    mutating func write(_ box: PersonBox, at index: Int) {
        if streams && index == next {
            tb_stream_box(boxes + index, box.x, box.y, box.width, box.height)
        } else {
            (boxes + index).initialize(to: box)
        }
        next = index + 1
    }

    /// Makes the streamed boxes visible before the array is handed on; call once, after the last box.
    func finish() {
        if streams { tb_streaming_stores_fence() }
    }
}
