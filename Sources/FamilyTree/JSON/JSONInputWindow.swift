/// The bytes a streamed JSON document is read through: one buffer, refilled from a source as the
/// reader moves on, so memory stays the size of the buffer however large the document is.
///
/// The buffer holds the record being read (from the scanner's mark) and what follows it; a record
/// larger than half the buffer doubles it. It starts small (a document of known size gets room for
/// just itself) and doubles at each refill up to its full capacity, so a 40-byte document costs a
/// small allocation, not the full window, and a large one reaches full size after a few refills.
/// A document given whole is read in place, without a buffer of its own.
struct JSONInputWindow {
    /// Reads the next bytes of the document into the buffer it is given; returns how many, 0 at the end.
    typealias Source = (UnsafeMutableRawBufferPointer) throws -> Int

    /// The size a streamed window starts at: large enough that a refill costs little, small
    /// enough to stay in the cache while it is read.
    static let initialCapacity = 256 << 10

    /// The size a window of unknown document size starts at, before it grows to its capacity.
    static let startingCapacity = 4 << 10

    private var buffer: UnsafeMutableRawBufferPointer?
    /// The size the window grows to by refilling (a larger record doubles it beyond).
    private let fullCapacity: Int
    private let source: Source?
    /// Whether the document's last byte is in the window.
    private(set) var isComplete: Bool

    /// A window over a whole document already in memory.
    init() {
        buffer = nil
        source = nil
        fullCapacity = 0
        isComplete = true
    }

    /// A window that reads the document from `source`.
    ///
    /// - Parameters:
    ///   - capacity: The size the window grows to as it refills (tests use tiny ones).
    ///   - byteCount: The document's size when known: the window starts with room for all of it
    ///     (and one byte to see its end) when that is less than `capacity`.
    init(source: @escaping Source, capacity: Int = initialCapacity, byteCount: Int? = nil) {
        let full = max(capacity, 16)
        fullCapacity = full
        // (Compared before adding 1, so a size as large as Int.max cannot overflow.)
        let start = byteCount.map { $0 < full ? $0 + 1 : full } ?? Self.startingCapacity
        buffer = .allocate(byteCount: max(min(start, full), 16), alignment: 16)
        self.source = source
        isComplete = false
    }

    /// The bytes of an empty window, before the first refill.
    var emptyWindow: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: buffer?.baseAddress, count: 0)
    }

    /// Frees the buffer.
    mutating func release() {
        buffer?.deallocate()
        buffer = nil
    }

    /// Moves `scanner`'s window on to its mark and reads more of the document after what it keeps,
    /// until the buffer is full or the document ends (then ``isComplete``).
    ///
    /// - Throws: What the source throws.
    /// - Complexity: O(the bytes kept and read).
    mutating func refill(_ scanner: inout JSONByteScanner) throws {
        guard !isComplete, let source, let current = buffer else {
            isComplete = true
            return
        }
        let kept = scanner.bytesFromMark
        var target = current
        if kept.count * 2 > current.count {
            target = .allocate(byteCount: current.count * 2, alignment: 16)
        } else if current.count < fullCapacity && scanner.end == current.count {
            // The document did not fit in the window so far: on towards the full size.
            target = .allocate(byteCount: min(current.count * 2, fullCapacity), alignment: 16)
        }
        // The scanner counts the dropped bytes' columns before they are overwritten.
        scanner.moveWindow(to: UnsafeRawBufferPointer(start: target.baseAddress, count: kept.count))
        if let from = kept.baseAddress, let to = target.baseAddress, kept.count > 0 {
            to.copyMemory(from: from, byteCount: kept.count)
        }
        if target.baseAddress != current.baseAddress {
            current.deallocate()
            buffer = target
        }
        var filled = kept.count
        while filled < target.count {
            let count = try source(UnsafeMutableRawBufferPointer(rebasing: target[filled...]))
            if count <= 0 {
                isComplete = true
                break
            }
            filled += count
        }
        scanner.extendWindow(to: UnsafeRawBufferPointer(start: target.baseAddress, count: filled))
    }
}
