extension ConnectorPath {
    /// The route as SVG path data (`M … L … A …`), numbers rounded to 0.01 pt.
    public var svgPathData: String {
        var output = SVGOutput()
        appendPathData(to: &output)
        return output.string
    }

    /// Appends the route's SVG path data, starting with a move-to, to an output buffer.
    ///
    /// - Complexity: O(`segments.count`), no allocation beyond the buffer's growth.
    func appendPathData(to output: inout SVGOutput) {
        output.append("M")
        output.append(start)
        for segment in segments {
            switch segment {
            case .line(let from, let to):
                if from.y == to.y {
                    output.append("H")
                    output.append(to.x)
                } else if from.x == to.x {
                    output.append("V")
                    output.append(to.y)
                } else {
                    output.append("L")
                    output.append(to)
                }
            case .arc(_, let to, _, let radius, let clockwise):
                output.append("A")
                output.append(radius)
                output.append(" ")
                output.append(radius)
                output.append(clockwise ? " 0 0 1 " : " 0 0 0 ")
                output.append(to)
            }
        }
    }
}
