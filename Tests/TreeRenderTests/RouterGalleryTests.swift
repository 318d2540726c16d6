import Foundation
import TestSupport
import Testing

@testable import TreeRender

/// Draws all 16 × 9 router cases in one SVG, a golden file a person can look at
/// (Data/golden/router-gallery.svg): one row per side pair, one column per relative position.
@Suite("Router gallery")
struct RouterGalleryTests {
    static func gallery() -> String {
        let cell = 110.0
        let labelWidth = 90.0
        let router = ConnectorRouter(cornerRadius: 8, stubLength: 16)
        let width = labelWidth + cell * Double(RelativePosition.allCases.count)
        let height = 20 + cell * 16
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))pt" height="\(Int(height))pt" \
            viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="9">
            <rect width="100%" height="100%" fill="#ffffff"/>

            """
        for (column, position) in RelativePosition.allCases.enumerated() {
            svg += "<text x=\"\(labelWidth + cell * Double(column) + 4)\" y=\"12\">\(position.rawValue)</text>\n"
        }
        var row = 0
        for exit in ConnectorSide.allCases {
            for entry in ConnectorSide.allCases {
                let top = 20 + cell * Double(row)
                svg += "<text x=\"4\" y=\"\(top + cell / 2)\">\(exit.rawValue) → \(entry.rawValue)</text>\n"
                for (column, position) in RelativePosition.allCases.enumerated() {
                    let left = labelWidth + cell * Double(column)
                    let start = PagePoint(x: left + cell / 2, y: top + cell / 2)
                    let end = RouteCase(exit: exit, entry: entry, position: position).end(from: start, dx: 30, dy: 22)
                    let path = router.route(from: start, exit: exit, to: end, entry: entry)
                    svg += "<rect x=\"\(left + 2)\" y=\"\(top + 2)\" width=\"\(cell - 4)\" height=\"\(cell - 4)\" "
                    svg += "fill=\"none\" stroke=\"#e0e0e0\"/>\n"
                    svg += "<path d=\"\(path.svgPathData)\" fill=\"none\" stroke=\"#333333\" stroke-width=\"1.5\"/>\n"
                    svg += "<circle cx=\"\(start.x)\" cy=\"\(start.y)\" r=\"3\" fill=\"#0072b2\"/>\n"
                    svg += "<circle cx=\"\(end.x)\" cy=\"\(end.y)\" r=\"2\" fill=\"#d55e00\"/>\n"
                }
                row += 1
            }
        }
        return svg + "</svg>\n"
    }

    @Test("the gallery of all 144 routes matches its golden file")
    func golden() throws {
        let svg = Self.gallery()
        try GoldenFile.expect(svg, matches: "Data/golden/router-gallery.svg")
        #expect(svg.components(separatedBy: "<path ").count - 1 == 144)
    }
}
