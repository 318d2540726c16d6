public import FamilyTree

/// A person as a user or an app names them: an id (`I104`), the id as GEDCOM writes it
/// (`@I104@`), or a name (`John Kennedy`, `Kennedy, John F`); in a chart, also a box's own id,
/// a repeat appearance's `I104~2` included. Every API of the library that takes a person takes
/// one, and a string literal is one (`genealogy.ancestorChart(of: "@I1@")`).
///
/// In a genealogy an id wins over a name, and a name is matched as ``Genealogy/person(matching:)``
/// says. In a chart a box's own id wins, then the reference names a home box (a person's first
/// box) as in a genealogy of the chart's people.
public struct PersonReference: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The reference as written.
    public var text: String

    /// A reference to the person `text` names.
    public init(_ text: String) {
        self.text = text
    }

    /// A reference written as a string literal.
    public init(stringLiteral text: String) {
        self.text = text
    }

    /// The reference as written.
    public var description: String { text }

    /// The person the reference names in `genealogy`, as an index into ``Genealogy/people``.
    ///
    /// - Throws: ``GenealogyError/unknownRoot(id:nearest:)`` when it names nobody,
    ///   ``GenealogyError/ambiguousRoot(query:candidates:count:)`` when it names several people.
    /// - Complexity: O(people) for a name; O(people) expected for an id.
    public func person(in genealogy: Genealogy) throws(GenealogyError) -> Int {
        try genealogy.person(matching: text)
    }

    /// The box the reference names in `chart`, as an index into `FamilyChart.people`: the box
    /// whose own id it is (a repeat appearance's too), else the home box of the person it names
    /// among the chart's people (``Genealogy/init(homesOf:)``).
    ///
    /// - Throws: What ``person(in:)`` throws, among the chart's people.
    /// - Complexity: O(boxes).
    public func box(in chart: FamilyChart) throws(GenealogyError) -> Int {
        if let box = chart.personIndex(of: text) { return box }
        return try box(in: chart, homes: Genealogy(homesOf: chart))
    }

    /// The box the reference names in `chart`, as ``box(in:)`` finds it, given the chart's home
    /// boxes as a genealogy (``Genealogy/init(homesOf:)`` of `chart`), made once for many
    /// references.
    ///
    /// - Throws: What ``person(in:)`` throws, among `homes`' people.
    /// - Complexity: O(boxes).
    public func box(in chart: FamilyChart, homes: Genealogy) throws(GenealogyError) -> Int {
        if let box = chart.personIndex(of: text) { return box }
        guard let box = chart.personIndex(of: homes.people.id(at: try person(in: homes))) else {
            throw .unknownRoot(id: text)
        }
        return box
    }
}
