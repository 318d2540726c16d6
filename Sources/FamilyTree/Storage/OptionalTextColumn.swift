/// A text field most people may lack (a birth date, a death date), one entry per person: nothing
/// is stored until the first person has it.
package struct OptionalTextColumn: Hashable, Sendable {
    /// One string per person from the first who has the field on ("" for those without).
    private var texts = TextColumn()
    /// One bit per person in ``texts``: whether the person has the field.
    private var present: [UInt64] = []

    /// An empty column.
    package init() {}

    /// Whether anyone has the field.
    package var isEmpty: Bool { texts.count == 0 }

    /// Appends the field of person `person` (people are appended in order).
    ///
    /// - Parameters:
    ///   - text: The field's UTF-8, or nil when the person lacks it.
    ///   - person: The person's index; every earlier person has been appended.
    package mutating func append(_ text: UnsafeBufferPointer<UInt8>?, person: Int) {
        if texts.count == 0 {
            guard text != nil else { return }
            for _ in 0..<person { texts.append(UnsafeBufferPointer(start: nil, count: 0)) }
            present = [UInt64](repeating: 0, count: (person + 64) / 64)
        }
        if person % 64 == 0 && person / 64 >= present.count { present.append(0) }
        texts.append(text ?? UnsafeBufferPointer(start: nil, count: 0))
        if text != nil { present[person / 64] |= 1 << UInt64(person % 64) }
    }

    /// Whether person `person` has the field.
    package func isPresent(at person: Int) -> Bool {
        person < texts.count && present[person / 64] & (1 << UInt64(person % 64)) != 0
    }

    /// How many people have the field.
    package var presentCount: Int { present.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The field of person `person`, or nil.
    package func value(at person: Int) -> String? {
        isPresent(at: person) ? texts.string(at: person) : nil
    }

    /// ``withUTF8(at:_:)`` for a caller in another module: not generic, so it runs specialized
    /// (a `package` function is not inlined across modules, and an unspecialized generic one
    /// instantiates its metadata at every call).
    package func withUTF8View(at person: Int, _ body: (UnsafeBufferPointer<UInt8>?) -> Void) {
        withUTF8(at: person, body)
    }

    /// Calls `body` with the UTF-8 of the field of `person`, or nil.
    package func withUTF8<Result, Failure: Error>(
        at person: Int, _ body: (UnsafeBufferPointer<UInt8>?) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard isPresent(at: person) else { return try body(nil) }
        return try texts.withUTF8(at: person, body)
    }
}
