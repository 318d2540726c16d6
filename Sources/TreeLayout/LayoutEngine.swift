public import FamilyTree

/// Something that lays out a family: the native engine, Graphviz's dot, or any engine added later.
///
/// Every engine returns the same ``FamilyLayout``, so one checker scores them all.
public protocol LayoutEngine: Sendable {
    /// The engine's name in reports and on the command line (`native`, `dot`, …).
    var name: String { get }

    /// Lays out a validated family.
    ///
    /// - Parameters:
    ///   - family: The family to lay out.
    ///   - options: Box sizes, gaps and strategy.
    /// - Returns: A box for every person.
    /// - Throws: An engine-specific error when the engine fails (the native engine never does).
    func layout(_ family: Family, options: LayoutOptions) throws -> FamilyLayout
}
