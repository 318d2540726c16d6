import FamilyTree

/// The handles of a Gramps XML file (`_a5af0eb6dd140de132c`), each numbered once by its bytes as
/// the reader meets it, in a record's `handle` or a link's `hlink`; then, as the records claim
/// them, which record of each kind has each handle.
///
/// A handle costs its bytes once, in one ``IDSlots`` (numbered handles such as `_P17` found by their
/// number, the rest by hashing), however many links name it: a record or a link keeps the handle's
/// number, and resolving a link is two array look-ups, with no `String` made and no string hashed a
/// second time.
struct GrampsHandles {
    /// The kinds of record a handle names.
    enum Kind: UInt8 { case person, family, event, place }

    private var slots = IDSlots(expectedIDs: 0)
    /// For each handle, the first record that claimed it, -1 for none, and that record's kind.
    private var owner: [Int32] = []
    private var ownerKind: [Kind] = []
    /// The records of a second kind that claimed a handle a record of another kind has (Gramps never
    /// writes one), by kind and handle.
    private var otherOwners: [Int64: Int32] = [:]

    /// The number of a handle given as its bytes (an `hlink`'s value may be empty), numbering it
    /// when it is new.
    ///
    /// - Complexity: O(the handle's length), expected.
    mutating func number(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        slots.slot(of: bytes.assumingMemoryBound(to: UInt8.self))
    }

    /// The handle numbered `handle`, for a warning or an id.
    func string(_ handle: Int32) -> String { slots.id(of: handle) }

    /// Gives `handle` to `record` of `kind` unless a record of that kind has it already.
    ///
    /// - Returns: The record of `kind` that had the handle first, or nil when `record` now has it.
    mutating func claim(_ handle: Int32, kind: Kind, record: Int32) -> Int32? {
        if owner.count < slots.count {
            let added = slots.count - owner.count
            owner.append(contentsOf: repeatElement(-1, count: added))
            ownerKind.append(contentsOf: repeatElement(.person, count: added))
        }
        let index = Int(handle)
        if owner[index] < 0 {
            owner[index] = record
            ownerKind[index] = kind
            return nil
        }
        if ownerKind[index] == kind { return owner[index] }
        let key = Self.key(handle, kind)
        if let first = otherOwners[key] { return first }
        otherOwners[key] = record
        return nil
    }

    /// The record of `kind` that claimed `handle`, if one did.
    ///
    /// - Complexity: O(1): an array look-up.
    func record(_ kind: Kind, of handle: Int32) -> Int32? {
        let index = Int(handle)
        guard index >= 0, index < owner.count, owner[index] >= 0 else { return nil }
        if ownerKind[index] == kind { return owner[index] }
        return otherOwners.isEmpty ? nil : otherOwners[Self.key(handle, kind)]
    }

    private static func key(_ handle: Int32, _ kind: Kind) -> Int64 { Int64(kind.rawValue) << 32 | Int64(handle) }
}
