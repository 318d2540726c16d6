import FamilyTree
import Foundation
import TreeRender

/// Small self-contained SVG charts for the dashboard: no script, no fonts or files from elsewhere.
///
/// Every chart draws its title, labels both axes, puts ticks at round values (1, 2 or 5 × 10^k)
/// and names in its legend what each colour and each dashed line is. Labels are placed by an
/// estimate of their width that errs wide (``textWidth(_:size:)``), rotated when they would
/// not fit side by side, and the legend grows the chart rather than overflow it; the browser
/// check (`scripts/dashboard-check.sh`) measures the drawn text and fails on any overlap.
/// Nothing depends on which engines ran: series and bars come with their own names and colours.
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

    /// The frame of one chart: the plot area inside margins that leave room for the title, the
    /// axis labels, rotated category labels and the legend.
    struct Frame {
        var width = 640.0
        var height = 360.0
        var left = 78.0
        var right = 170.0
        var top = 34.0
        var bottom = 52.0

        var plotWidth: Double { width - left - right }
        var plotHeight: Double { height - top - bottom }
        var plotBottom: Double { height - bottom }
        var legendX: Double { width - right + 14 }

        /// A frame whose legend column fits `entries` (name widths at 12 pt, lines per entry) and
        /// whose left margin fits the widest of `tickLabels` beside the turned axis label.
        init(legend entries: [(text: String, lines: Int)], extraBottom: Double = 0, tickLabels: [String] = []) {
            let widest = entries.map { SVGChart.textWidth($0.text, size: 12) }.max() ?? 0
            right = min(max(150, widest + 44), 260)
            // The axis label is centred at x = 14 and 12 pt tall; a tick label ends 6 pt left of the axis.
            let widestTick = tickLabels.map { SVGChart.textWidth($0, size: 12) }.max() ?? 0
            left = max(left, widestTick + 34)
            bottom += extraBottom
            let legendHeight = entries.reduce(0.0) { $0 + 6 + 16 * Double($1.lines) }
            height = max(height, top + legendHeight + 20 + bottom - 30)
        }
    }

    /// Points on log–log axes, each series joined by a line, with its fitted power law dashed.
    static func logLog(title: String, series: [Series], xLabel: String, yLabel: String) -> String {
        let all = series.flatMap(\.points).filter { $0.x > 0 && $0.y > 0 }
        guard !all.isEmpty else { return emptyChart(title: title, message: "No finished measurements to plot.") }
        let xs = decades(all.map(\.x))
        let ys = decades(all.map(\.y))
        var legend = series.map { (text: $0.name, lines: $0.fit == nil ? 1 : 2) }
        legend.append((text: "fitted power law", lines: 2))
        let frame = Frame(legend: legend, tickLabels: logTicks(decades: ys).map(durationLabel))
        func px(_ x: Double) -> Double {
            frame.left + (log10(x) - xs.lowerBound) / (xs.upperBound - xs.lowerBound) * frame.plotWidth
        }
        func py(_ y: Double) -> Double {
            frame.top + frame.plotHeight - (log10(y) - ys.lowerBound) / (ys.upperBound - ys.lowerBound)
                * frame.plotHeight
        }
        var body = axes(frame, title: title, xLabel: xLabel, yLabel: yLabel)
        for tick in logTicks(decades: xs) {
            let isDecade = isPowerOfTen(tick)
            body += line(px(tick), frame.top, px(tick), frame.plotBottom, stroke: isDecade ? "#ddd" : "#f0f0f0")
            body += text(px(tick), frame.plotBottom + 20, roundLabel(tick), anchor: "middle")
        }
        for tick in logTicks(decades: ys) {
            let isDecade = isPowerOfTen(tick)
            body += line(
                frame.left, py(tick), frame.width - frame.right, py(tick), stroke: isDecade ? "#ddd" : "#f0f0f0")
            body += text(frame.left - 6, py(tick) + 4, durationLabel(tick), anchor: "end")
        }
        var legendY = frame.top + 4
        // Lines that coincide (native and native:boundingBox) stay visible: each series is drawn
        // over the ones before it, thinner than them, with a marker shape of its own.
        let widths = series.indices.map { max(1.5, 1.5 + 2.0 * Double(series.count - 1 - $0)) }
        for (index, entry) in series.enumerated() {
            let points = entry.points.filter { $0.x > 0 && $0.y > 0 }.sorted { $0.x < $1.x }
            if points.count > 1 {
                let path = points.map { format(px($0.x)) + "," + format(py($0.y)) }.joined(separator: " ")
                body += "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(entry.color)\" "
                body += "stroke-width=\"\(format(widths[index]))\" stroke-opacity=\"0.85\"/>"
            }
            for point in points {
                body += marker(index, x: px(point.x), y: py(point.y), color: entry.color, size: 3 + widths[index] / 2)
            }
            if let fit = entry.fit, let first = points.first, let last = points.last {
                body += line(
                    px(first.x), py(fit.seconds(at: first.x)), px(last.x), py(fit.seconds(at: last.x)),
                    stroke: entry.color, extra: " stroke-dasharray=\"5,4\"")
            }
            body += marker(index, x: frame.legendX + 5, y: legendY + 6, color: entry.color, size: 4.5)
            body += text(frame.legendX + 16, legendY + 10, entry.name, anchor: "start")
            legendY += 16
            if let fit = entry.fit {
                body += text(
                    frame.legendX + 16, legendY + 10, String(format: "slope %.2f, r² %.2f", fit.slope, fit.rSquared),
                    anchor: "start", size: 11)
                legendY += 16
            }
            legendY += 6
        }
        body += line(frame.legendX, legendY + 6, frame.legendX + 12, legendY + 6, stroke: "#555", extra: dashed)
        body += text(frame.legendX + 16, legendY + 10, "dashed: fitted", anchor: "start", size: 11)
        body += text(frame.legendX + 16, legendY + 26, "power law a·n^slope", anchor: "start", size: 11)
        return svg(body, frame: frame, title: title)
    }

    /// How ``bars(title:groups:xLabel:yLabel:scale:valueFormat:)`` maps values to heights.
    enum BarScale {
        /// From zero, round ticks.
        case linear
        /// Logarithmic around `reference` (drawn dashed and named in the legend as
        /// `referenceName`): each bar runs from the reference up or down to its value.
        case logarithmic(reference: Double, referenceName: String)
    }

    /// Grouped bars with a labelled axis, round ticks and a legend.
    static func bars(
        title: String, groups: [BarGroup], xLabel: String, yLabel: String, scale: BarScale = .linear,
        valueFormat: (Double) -> String
    ) -> String {
        let values = groups.flatMap { $0.bars.map(\.value) }.filter { $0.isFinite && $0 >= 0 }
        guard !groups.isEmpty, !values.isEmpty else { return emptyChart(title: title, message: "Nothing to compare.") }
        var names: [(String, String)] = []
        for group in groups {
            for bar in group.bars where !names.contains(where: { $0.0 == bar.name }) {
                names.append((bar.name, bar.color))
            }
        }
        var legend = names.map { (text: $0.0, lines: 1) }
        if case .logarithmic(_, let referenceName) = scale { legend.append((text: referenceName, lines: 1)) }
        let ticks: [Double]
        let base: Double
        // The value axis as a share of the plot's height, from 0 at the bottom to 1 at the top.
        let share: (Double) -> Double
        switch scale {
        case .linear:
            ticks = linearTicks(upTo: values.max() ?? 1)
            let top = ticks.last ?? 1
            share = { $0 / top }
            base = 0
        case .logarithmic(let reference, _):
            let positive = values.filter { $0 > 0 } + [reference]
            let range = decades(positive)
            ticks = logTicks(decades: range)
            share = { (log10(max($0, 1e-300)) - range.lowerBound) / (range.upperBound - range.lowerBound) }
            base = reference
        }
        // Category labels side by side when they fit their group, else turned 40°.
        let tickLabels = ticks.map(valueFormat)
        var frame = Frame(legend: legend, tickLabels: tickLabels)
        let groupWidth = frame.plotWidth / Double(groups.count)
        let widest = groups.map { textWidth($0.label, size: 12) }.max() ?? 0
        let turned = widest > groupWidth - 8
        if turned {
            frame = Frame(legend: legend, extraBottom: widest * sin(40 * .pi / 180) + 10, tickLabels: tickLabels)
        }
        let plot = frame
        let py: (Double) -> Double = { plot.top + plot.plotHeight - share($0) * plot.plotHeight }
        var body = axes(frame, title: title, xLabel: xLabel, yLabel: yLabel)
        for tick in ticks {
            body += line(frame.left, py(tick), frame.width - frame.right, py(tick), stroke: "#ddd")
            body += text(frame.left - 6, py(tick) + 4, valueFormat(tick), anchor: "end")
        }
        for (groupIndex, group) in groups.enumerated() {
            let barWidth = min(40, groupWidth * 0.8 / Double(max(group.bars.count, 1)))
            let start =
                frame.left + Double(groupIndex) * groupWidth + (groupWidth - barWidth * Double(group.bars.count)) / 2
            for (barIndex, bar) in group.bars.enumerated() where bar.value.isFinite && bar.value >= 0 {
                let x = start + Double(barIndex) * barWidth
                let (y0, y1) = (py(base), py(max(bar.value, 1e-300)))
                body += "<rect x=\"\(format(x))\" y=\"\(format(min(y0, y1)))\" width=\"\(format(barWidth - 2))\" "
                body += "height=\"\(format(max(abs(y1 - y0), 0.5)))\" fill=\"\(bar.color)\">"
                body += "<title>\(escape("\(bar.name), \(group.label): \(valueFormat(bar.value))"))</title></rect>"
            }
            let centre = frame.left + (Double(groupIndex) + 0.5) * groupWidth
            if turned {
                let y = frame.plotBottom + 20  // clear of the lowest tick label beside the axis
                body += "<text x=\"\(format(centre))\" y=\"\(format(y))\" font-size=\"12\" text-anchor=\"end\" "
                body += "transform=\"rotate(-40 \(format(centre)) \(format(y)))\">\(escape(group.label))</text>"
            } else {
                body += text(centre, frame.plotBottom + 20, group.label, anchor: "middle")
            }
        }
        var legendY = frame.top + 4
        for (name, color) in names {
            body += swatch(frame.legendX, legendY, color: color)
            body += text(frame.legendX + 16, legendY + 10, name, anchor: "start")
            legendY += 22
        }
        if case .logarithmic(let reference, let referenceName) = scale {
            body += line(
                frame.left, py(reference), frame.width - frame.right, py(reference), stroke: "#555", extra: dashed)
            body += line(frame.legendX, legendY + 6, frame.legendX + 12, legendY + 6, stroke: "#555", extra: dashed)
            body += text(frame.legendX + 16, legendY + 10, referenceName, anchor: "start")
        }
        return svg(body, frame: frame, title: title)
    }

    // MARK: Pieces

    private static let dashed = " stroke-dasharray=\"4,3\" stroke-width=\"1.5\""

    private static func isPowerOfTen(_ value: Double) -> Bool {
        let exponent = log10(value)
        return abs(exponent - exponent.rounded()) < 1e-9
    }

    private static func emptyChart(title: String, message: String) -> String {
        let frame = Frame(legend: [])
        return svg(
            text(frame.width / 2, 18, title, anchor: "middle", size: 13, bold: true)
                + text(frame.width / 2, frame.height / 2, message, anchor: "middle"), frame: frame, title: title)
    }

    private static func svg(_ body: String, frame: Frame, title: String) -> String {
        "<svg viewBox=\"0 0 \(Int(frame.width)) \(Int(frame.height))\" "
            + "width=\"\(Int(frame.width))\" height=\"\(Int(frame.height))\" role=\"img\" class=\"chart\" "
            + "font-family=\"system-ui, DejaVu Sans, sans-serif\">"
            + "<title>\(escape(title))</title>\(body)</svg>"
    }

    private static func axes(_ frame: Frame, title: String, xLabel: String, yLabel: String) -> String {
        let middle = (frame.top + frame.plotBottom) / 2
        return text(frame.left, 18, title, anchor: "start", size: 13, bold: true)
            + line(frame.left, frame.top, frame.left, frame.plotBottom, stroke: "#333")
            + line(frame.left, frame.plotBottom, frame.width - frame.right, frame.plotBottom, stroke: "#333")
            + "<text class=\"axis-label\" x=\"\(format(frame.left + frame.plotWidth / 2))\" "
            + "y=\"\(format(frame.height - 10))\" font-size=\"12\" text-anchor=\"middle\">\(escape(xLabel))</text>"
            + "<text class=\"axis-label\" x=\"14\" y=\"\(format(middle))\" font-size=\"12\" text-anchor=\"middle\" "
            + "transform=\"rotate(-90 14 \(format(middle)))\">\(escape(yLabel))</text>"
    }

    /// The marker of series `index` at (`x`, `y`): a circle, square, triangle, diamond, then the
    /// same again hollow, so every series is told apart by shape as well as colour.
    static func marker(_ index: Int, x: Double, y: Double, color: String, size: Double) -> String {
        let hollow = (index / 4) % 2 == 1
        let paint = hollow ? "fill=\"#ffffff\" stroke=\"\(color)\" stroke-width=\"1.5\"" : "fill=\"\(color)\""
        let (cx, cy, r) = (format(x), format(y), format(size))
        switch index % 4 {
        case 0: return "<circle class=\"marker\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(r)\" \(paint)/>"
        case 1:
            return
                "<rect class=\"marker\" x=\"\(format(x - size))\" y=\"\(format(y - size))\" width=\"\(format(2 * size))\" "
                + "height=\"\(format(2 * size))\" \(paint)/>"
        case 2:
            let points = [(x, y - size * 1.2), (x - size * 1.1, y + size * 0.8), (x + size * 1.1, y + size * 0.8)]
            return
                "<polygon class=\"marker\" points=\"\(points.map { format($0.0) + "," + format($0.1) }.joined(separator: " "))\" \(paint)/>"
        default:
            let points = [(x, y - size * 1.3), (x + size * 1.1, y), (x, y + size * 1.3), (x - size * 1.1, y)]
            return
                "<polygon class=\"marker\" points=\"\(points.map { format($0.0) + "," + format($0.1) }.joined(separator: " "))\" \(paint)/>"
        }
    }

    private static func swatch(_ x: Double, _ y: Double, color: String) -> String {
        "<rect x=\"\(format(x))\" y=\"\(format(y + 1))\" width=\"10\" height=\"10\" fill=\"\(color)\"/>"
    }

    private static func line(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, extra: String = ""
    ) -> String {
        "<line x1=\"\(format(x1))\" y1=\"\(format(y1))\" x2=\"\(format(x2))\" y2=\"\(format(y2))\" stroke=\"\(stroke)\"\(extra)/>"
    }

    private static func text(
        _ x: Double, _ y: Double, _ content: String, anchor: String, size: Int = 12, bold: Bool = false
    ) -> String {
        "<text x=\"\(format(x))\" y=\"\(format(y))\" font-size=\"\(size)\" text-anchor=\"\(anchor)\""
            + (bold ? " font-weight=\"bold\"" : "") + ">\(escape(content))</text>"
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }

    /// Escapes text for XML content and attribute values (the one escaper, ``XMLText``).
    static func escape(_ text: String) -> String {
        XMLText.escaped(text)
    }
}
