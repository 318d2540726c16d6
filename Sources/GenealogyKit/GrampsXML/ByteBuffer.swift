/// A growable run of bytes at a stable address between appends: the scanner's held token and
/// scratch values, read through a pointer with no closure around each use.
final class ByteBuffer {
    /// The bytes' start; valid until the next append.
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<UInt8>
    /// The number of bytes in use; setting it lower drops the rest.
    @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Appends `count` bytes from `bytes`.
    func append(_ bytes: UnsafePointer<UInt8>, count added: Int) {
        reserve(count + added)
        (base + count).update(from: bytes, count: added)
        count += added
    }

    /// Appends one byte.
    func append(_ byte: UInt8) {
        reserve(count + 1)
        base[count] = byte
        count += 1
    }

    /// Drops the first `dropped` bytes, moving the rest to the start.
    func removeFirst(_ dropped: Int) {
        guard dropped > 0 else { return }
        base.update(from: base + dropped, count: count - dropped)
        count -= dropped
    }

    private func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let grown = max(needed, capacity * 2)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = grown
    }
}
