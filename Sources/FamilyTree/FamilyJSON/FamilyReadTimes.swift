/// How long the two steps of reading a Family JSON document took.
package struct FamilyReadTimes: Sendable {
    /// The bytes, the JSON and each person's own rules.
    package var read: Duration = .zero
    /// The rules that need every person, and linking the units.
    package var validate: Duration = .zero

    package init(read: Duration = .zero, validate: Duration = .zero) {
        self.read = read
        self.validate = validate
    }
}
