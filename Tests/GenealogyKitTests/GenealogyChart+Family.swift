import FamilyTree
import GenealogyKit

extension GenealogyChart {
    /// A descendant chart's one family, for the tests that read its units and people; an ancestor
    /// chart or hourglass stops the test (they read `chart.sections`).
    var family: Family {
        guard let family = chart.descendantFamily else { preconditionFailure("not a descendant chart: \(kind)") }
        return family
    }

    /// A descendant chart's family as a Family JSON v1 document.
    var document: FamilyDocument { family.document }
}
