import FamilyTree

/// Makes the family of a sweep case with ``FamilyGenerator``.
///
/// The sweep and its workers call only ``family(for:)``, so both sides generate the same family
/// from the same parameters.
enum SweepFamilies {
    /// The family of `sweepCase`: exactly `members` people in exactly `generations` generations,
    /// of the case's shape (the generator's default when it names none).
    ///
    /// - Throws: ``SweepError/family(caseID:reason:)`` naming the case and the generator's reason.
    /// - Complexity: O(members).
    static func family(for sweepCase: SweepCase) throws(SweepError) -> Family {
        let shape = try self.shape(named: sweepCase.shape)
        let generator = FamilyGenerator(
            generations: sweepCase.generations, members: sweepCase.members, seed: sweepCase.seed, shape: shape)
        do {
            return try Family(validating: try generator.generate())
        } catch let error as FamilyGeneratorError {
            throw .family(caseID: sweepCase.id, reason: error.description)
        } catch {
            throw .family(caseID: sweepCase.id, reason: "\(error)")
        }
    }

    /// The shape called `name`, or the generator's default for `nil`.
    ///
    /// - Throws: ``SweepError/unknownShape(_:known:)``.
    static func shape(named name: String?) throws(SweepError) -> FamilyShape {
        guard let name else { return .balanced }
        guard let shape = FamilyShape(rawValue: name) else {
            throw .unknownShape(name, known: FamilyShape.allCases.map(\.rawValue))
        }
        return shape
    }
}
