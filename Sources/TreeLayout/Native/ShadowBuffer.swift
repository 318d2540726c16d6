/// The engine's per-unit state: one `ShadowUnit` per unit, and the ``ExtentsTable`` they point
/// into; freed when the walk ends.
///
/// The state lives in a buffer of its own (``init(count:uniformWidth:coupleGap:siblingGap:)``), or in the
/// tail of the box array the engine is about to fill (``init(count:inTailOf:boxCount:uniformWidth:coupleGap:siblingGap:)``):
/// a `ShadowUnit` is as large as a `PersonBox`, and there are no more units than people, so the
/// array holds it, and the layout takes no fresh memory for its state. At ten million people
/// that spares the kernel zeroing 200 MB of pages, and the caches as much traffic
/// (Benchmarks/README.md, "Measured design decisions").
struct ShadowBuffer: ~Copyable {
    let units: UnsafeMutableBufferPointer<ShadowUnit>
    let extents: ExtentsTable
    /// The buffer's own memory, or `nil` when the state is in a box array.
    private let owned: UnsafeMutableRawPointer?

    /// Allocates the state of `count` units, 64-byte aligned; with `uniformWidth`, every box is
    /// that wide and the extents table holds three entries (a single person, a couple, a further
    /// union) rather than one per unit.
    init(count: Int, uniformWidth: Double?, coupleGap: Double, siblingGap: Double) {
        let byteCount = max(count, 1) * MemoryLayout<ShadowUnit>.stride
        let raw = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 64)
        LargeBuffer.adviseHugePages(raw, byteCount: byteCount)
        owned = raw
        units = UnsafeMutableBufferPointer(start: raw.bindMemory(to: ShadowUnit.self, capacity: count), count: count)
        extents = ExtentsTable(
            unitCount: count, uniformWidth: uniformWidth, coupleGap: coupleGap, siblingGap: siblingGap)
    }

    /// Places the state of `count` units at the end of the uninitialized box array `boxes`, which
    /// has room for `boxCount + 1` boxes, with `boxCount` at least `count`; each unit's state is
    /// 32-byte aligned (so within one cache line), which the extra box makes room for.
    ///
    /// The memory is bound to `ShadowUnit` until the caller binds it back to `PersonBox`.
    init(
        count: Int, inTailOf boxes: UnsafeMutablePointer<PersonBox>, boxCount: Int, uniformWidth: Double?,
        coupleGap: Double, siblingGap: Double
    ) {
        precondition(
            count <= boxCount && MemoryLayout<ShadowUnit>.stride == MemoryLayout<PersonBox>.stride,
            "the state of a unit takes the room of one box, and there are no more units than people")
        let tail = UnsafeMutableRawPointer(boxes + (boxCount - count))
        let stride = MemoryLayout<ShadowUnit>.stride
        let start = tail + (stride - Int(bitPattern: tail) % stride) % stride
        owned = nil
        units = UnsafeMutableBufferPointer(start: start.bindMemory(to: ShadowUnit.self, capacity: count), count: count)
        extents = ExtentsTable(
            unitCount: count, uniformWidth: uniformWidth, coupleGap: coupleGap, siblingGap: siblingGap)
    }

    deinit {
        owned?.deallocate()
        extents.deallocate()
    }
}
