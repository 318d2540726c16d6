import FamilyTree
import Foundation
import TestSupport
import Testing

@testable import GenealogyKit

/// The ancestor-chart derivation writes its section straight into the table `Family(validating:)`
/// fills (`AncestorChartDerivation.family()`), with no `Person` made per box: that family is the
/// one the derivation's document (`document()`, which hourglasses still validate) validates to,
/// person for person and unit for unit, for every person of three corpus files with pedigree
/// collapse and marriages.
@Suite("Ancestor chart derivation")
struct AncestorChartDerivationTests {
    @Test(
        "the family written box by box is the family its document validates to",
        arguments: [
            "royalty--English_Tudor_Royal_Family.ged", "religion--Bible_Family_Tree.ged",
            "royalty--Hawaiian_Kings.ged",
        ])
    func writtenFamilyIsTheDocumentsFamily(file: String) throws {
        let url = PackageRoot.url.appendingPathComponent("Data/corpus/gedcom").appendingPathComponent(file)
        let genealogy = try GenealogySource(data: try Data(contentsOf: url), path: file).genealogy
        var collapsed = 0
        var married = 0
        for person in genealogy.people.indices {
            var derivation = AncestorChartDerivation(genealogy: genealogy)
            derivation.build(root: person, generations: nil)
            let written = try derivation.family()
            let validated = try Family(validating: derivation.document())
            #expect(written.people == validated.people, "\(file) \(genealogy.people[person].id)")
            #expect(written.units == validated.units, "\(file) \(genealogy.people[person].id)")
            #expect(written.generationPeople == validated.generationPeople)
            #expect(written.generationUnits == validated.generationUnits)
            #expect(written.unitOfPerson == validated.unitOfPerson)
            if derivation.repeatCount > 0 { collapsed += 1 }
            if written.people.contains(where: { $0.facts.married != nil }) { married += 1 }
        }
        // Each file holds what the comparison is for: repeat appearances, and marriages carried
        // by pairs of parents.
        #expect(collapsed > 0 && married > 0, "\(file): \(collapsed) charts with repeats, \(married) with marriages")
    }
}
