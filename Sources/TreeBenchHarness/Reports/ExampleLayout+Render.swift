import FamilyTree
import TreeLayout
import TreeRender

extension ExampleLayout {
    /// One picture with every engine's layout of `family` side by side at one scale, each
    /// captioned with its engine and size, as SVG and as an interactive chart page.
    ///
    /// - Complexity: O(people × layouts).
    init(sideBySide layouts: [(engine: String, layout: FamilyLayout)], of family: FamilyChart, caseID: String) {
        let drawable = layouts.filter { $0.layout.boxes.count == family.personCount }
        let panels = drawable.map { engine, layout in
            let bounds = layout.bounds
            return RenderPanel(
                layout: layout.translatedToOrigin(),
                caption: [engine, "\(Int(bounds.width.rounded())) × \(Int(bounds.height.rounded())) pt"])
        }
        var output = SVGOutput(reservingCapacity: 512 + family.personCount * 400 * max(panels.count, 1))
        // A buffer without a sink never throws.
        try? FamilySVGWriter().write(family, panels: panels, to: &output)
        let title = "TreeBench example \(caseID): " + drawable.map(\.engine).joined(separator: " and ")
        self.init(
            engine: drawable.map(\.engine).joined(separator: " | "), caseID: caseID, svg: output.string,
            chartPage: String(
                decoding: FamilyChartPage().page(family, panels: panels, heading: PictureHeading(title: title)),
                as: UTF8.self))
    }
}
