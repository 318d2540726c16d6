import Foundation
import TreeRender

/// Small self-contained SVG charts for the dashboard: no script, no fonts or files from elsewhere.
enum SVGChart {
    /// One engine's points on a chart.
    struct Series {
        var name: String
        var color: String
        var points: [(x: Double, y: Double)]
        var fit: ComplexityFit?
    }

    /// One group of bars (e.g. one size), one bar per series.
    struct BarGroup {
        var label: String
        var bars: [(name: String, color: String, value: Double)]
    }

    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"]

    private static let width = 640.0
    private static let height = 360.0
    private static let left = 70.0
    private static let right = 170.0
    private static let top = 20.0
    private static let bottom = 50.0

    /// Points on log–log axes, each series joined by a line, with its fitted power law dashed.
    static func logLog(title: String, series: [Series], xLabel: String, yLabel: String) -> String {
        let all = series.flatMap(\.points).filter { $0.x > 0 && $0.y > 0 }
        guard !all.isEmpty else { return emptyChart(title: title, message: "No finished measurements to plot.") }
        let xs = decades(all.map(\.x))
        let ys = decades(all.map(\.y))
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        func px(_ x: Double) -> Double {
            left + (log10(x) - xs.lowerBound) / (xs.upperBound - xs.lowerBound) * plotWidth
        }
        func py(_ y: Double) -> Double {
            top + plotHeight - (log10(y) - ys.lowerBound) / (ys.upperBound - ys.lowerBound) * plotHeight
        }
        var body = axes(title: title, xLabel: xLabel, yLabel: yLabel)
        for exponent in Int(xs.lowerBound)...Int(xs.upperBound) {
            let x = px(pow(10, Double(exponent)))
            body += line(x, top, x, top + plotHeight, stroke: "#ddd")
            body += text(x, top + plotHeight + 16, "\(powerLabel(exponent))", anchor: "middle")
        }
        for exponent in Int(ys.lowerBound)...Int(ys.upperBound) {
            let y = py(pow(10, Double(exponent)))
            body += line(left, y, left + plotWidth, y, stroke: "#ddd")
            body += text(left - 6, y + 4, ReportFormat.duration(pow(10, Double(exponent))), anchor: "end")
        }
        for (index, entry) in series.enumerated() {
            let points = entry.points.filter { $0.x > 0 && $0.y > 0 }.sorted { $0.x < $1.x }
            if points.count > 1 {
                let path = points.map { format(px($0.x)) + "," + format(py($0.y)) }.joined(separator: " ")
                body += "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(entry.color)\" stroke-width=\"1.5\"/>"
            }
            for point in points {
                body +=
                    "<circle cx=\"\(format(px(point.x)))\" cy=\"\(format(py(point.y)))\" r=\"3\" fill=\"\(entry.color)\"/>"
            }
            if let fit = entry.fit, let first = points.first, let last = points.last {
                let start = fit.seconds(at: first.x)
                let end = fit.seconds(at: last.x)
                body += line(
                    px(first.x), py(start), px(last.x), py(end), stroke: entry.color, extra: " stroke-dasharray=\"5,4\""
                )
            }
            let legendY = top + 14 + Double(index) * 34
            body += "<rect x=\"\(format(width - right + 12))\" y=\"\(format(legendY - 9))\" width=\"10\" height=\"10\" "
            body += "fill=\"\(entry.color)\"/>"
            body += text(width - right + 28, legendY, entry.name, anchor: "start")
            if let fit = entry.fit {
                body += text(
                    width - right + 28, legendY + 15, String(format: "slope %.2f, r² %.2f", fit.slope, fit.rSquared),
                    anchor: "start", size: 11)
            }
        }
        return svg(body, title: title)
    }

    /// Grouped bars on a linear axis from zero, with an optional dashed reference line (e.g. ratio 1).
    static func bars(
        title: String, groups: [BarGroup], yLabel: String, reference: Double? = nil, valueFormat: (Double) -> String
    )
        -> String
    {
        let values = groups.flatMap { $0.bars.map(\.value) }.filter(\.isFinite)
        guard !groups.isEmpty, !values.isEmpty else { return emptyChart(title: title, message: "Nothing to compare.") }
        let top = max(values.max() ?? 1, reference ?? 0, 1e-9) * 1.15
        let plotWidth = width - left - right
        let plotHeight = height - Self.top - bottom
        func py(_ value: Double) -> Double { Self.top + plotHeight - value / top * plotHeight }
        var body = axes(title: title, xLabel: "", yLabel: yLabel)
        for step in 0...4 {
            let value = top * Double(step) / 4
            body += line(left, py(value), left + plotWidth, py(value), stroke: "#ddd")
            body += text(left - 6, py(value) + 4, valueFormat(value), anchor: "end")
        }
        let groupWidth = plotWidth / Double(groups.count)
        var legend: [(String, String)] = []
        for (groupIndex, group) in groups.enumerated() {
            let barWidth = min(40, groupWidth * 0.8 / Double(max(group.bars.count, 1)))
            let start = left + Double(groupIndex) * groupWidth + (groupWidth - barWidth * Double(group.bars.count)) / 2
            for (barIndex, bar) in group.bars.enumerated() where bar.value.isFinite {
                let x = start + Double(barIndex) * barWidth
                body += "<rect x=\"\(format(x))\" y=\"\(format(py(bar.value)))\" width=\"\(format(barWidth - 2))\" "
                body += "height=\"\(format(py(0) - py(bar.value)))\" fill=\"\(bar.color)\">"
                body += "<title>\(escape("\(bar.name), \(group.label): \(valueFormat(bar.value))"))</title></rect>"
                if !legend.contains(where: { $0.0 == bar.name }) { legend.append((bar.name, bar.color)) }
            }
            body += text(
                left + (Double(groupIndex) + 0.5) * groupWidth, Self.top + plotHeight + 16, group.label,
                anchor: "middle")
        }
        if let reference {
            body += line(
                left, py(reference), left + plotWidth, py(reference), stroke: "#555", extra: " stroke-dasharray=\"4,3\""
            )
        }
        for (index, entry) in legend.enumerated() {
            let legendY = Self.top + 14 + Double(index) * 20
            body += "<rect x=\"\(format(width - right + 12))\" y=\"\(format(legendY - 9))\" width=\"10\" height=\"10\" "
            body += "fill=\"\(entry.1)\"/>"
            body += text(width - right + 28, legendY, entry.0, anchor: "start")
        }
        return svg(body, title: title)
    }

    // MARK: Pieces

    private static func emptyChart(title: String, message: String) -> String {
        svg(text(width / 2, height / 2, message, anchor: "middle"), title: title)
    }

    private static func svg(_ body: String, title: String) -> String {
        "<svg viewBox=\"0 0 \(Int(width)) \(Int(height))\" "
            + "width=\"\(Int(width))\" height=\"\(Int(height))\" role=\"img\" class=\"chart\">"
            + "<title>\(escape(title))</title>\(body)</svg>"
    }

    private static func axes(title: String, xLabel: String, yLabel: String) -> String {
        let plotBottom = height - bottom
        return line(left, top, left, plotBottom, stroke: "#333")
            + line(left, plotBottom, width - right, plotBottom, stroke: "#333")
            + text((left + width - right) / 2, height - 10, xLabel, anchor: "middle")
            + "<text x=\"14\" y=\"\(format((top + plotBottom) / 2))\" font-size=\"12\" text-anchor=\"middle\" "
            + "transform=\"rotate(-90 14 \(format((top + plotBottom) / 2)))\">\(escape(yLabel))</text>"
    }

    private static func line(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, extra: String = ""
    )
        -> String
    {
        "<line x1=\"\(format(x1))\" y1=\"\(format(y1))\" x2=\"\(format(x2))\" y2=\"\(format(y2))\" stroke=\"\(stroke)\"\(extra)/>"
    }

    private static func text(_ x: Double, _ y: Double, _ content: String, anchor: String, size: Int = 12) -> String {
        "<text x=\"\(format(x))\" y=\"\(format(y))\" font-size=\"\(size)\" text-anchor=\"\(anchor)\">\(escape(content))</text>"
    }

    /// Whole powers of ten around the values, at least one decade wide.
    private static func decades(_ values: [Double]) -> ClosedRange<Double> {
        let low = floor(log10(values.min() ?? 1))
        let high = max(ceil(log10(values.max() ?? 10)), low + 1)
        return low...high
    }

    private static func powerLabel(_ exponent: Int) -> String {
        exponent >= 0 && exponent <= 6 ? String(Int(pow(10, Double(exponent)))) : "1e\(exponent)"
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }

    /// Escapes text for XML content and attribute values (the one escaper, ``XMLText``).
    static func escape(_ text: String) -> String {
        XMLText.escaped(text)
    }
}
