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

    /// Lays out a chart (a descendant chart, an ancestor chart or an hourglass) in the
    /// direction ``LayoutOptions/direction`` says.
    ///
    /// The default lays out each section with ``layout(_:options:)-(Family,_)`` and joins them
    /// (``FamilyTree/FamilyChart/layoutBySections(options:engine:_:)``); an engine that draws a
    /// whole chart at once (dot) implements it itself.
    ///
    /// - Parameters:
    ///   - chart: The chart to lay out.
    ///   - options: Box sizes (page widths and heights), gaps, strategy and direction.
    /// - Returns: A box for every person of the chart, indexed like `FamilyChart/people`, on the page.
    /// - Throws: An engine-specific error when the engine fails.
    func layout(_ chart: FamilyChart, options: LayoutOptions) throws -> FamilyLayout
}

extension LayoutEngine {
    /// Lays out each section of the chart with ``layout(_:options:)-(Family,_)`` and joins them on
    /// the page; see ``FamilyTree/FamilyChart/layoutBySections(options:engine:_:)``.
    public func layout(_ chart: FamilyChart, options: LayoutOptions) throws -> FamilyLayout {
        try chart.layoutBySections(options: options, engine: name) { family, sectionOptions in
            try layout(family, options: sectionOptions)
        }
    }
}
