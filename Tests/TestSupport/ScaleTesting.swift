import Foundation
public import Testing

/// The tests that prove behaviour at scale (a million people laid out, a 3,000,000-person
/// `generate` stopped by an address-space limit, tens of thousands of people derived, every person
/// of several files charted): minutes in a debug build, so `make test` leaves them out and
/// `make test-scale` runs them, as CI does: `TREEBENCH_SCALE_TESTS=1 swift test --skip-build
/// --filter AtScale`, each test type keeping its scale tests in a nested `AtScale` suite.
public enum ScaleTesting {
    /// Whether this run includes the scale tests: `TREEBENCH_SCALE_TESTS` is set.
    public static let areEnabled = ProcessInfo.processInfo.environment["TREEBENCH_SCALE_TESTS"] != nil
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only in `make test-scale` (see ``ScaleTesting``).
    public static var scale: Self {
        .enabled(if: ScaleTesting.areEnabled, "a scale test: make test-scale runs it (TREEBENCH_SCALE_TESTS=1)")
    }
}
