import CGraphvizParse
import FamilyDOT
import FamilyTree
import Foundation
import FuzzOracle
import TreeLayout

/// The DOT export → Graphviz round trip: a valid family whose ids and names come from the input
/// is exported in both forms (`FamilyDOTExport.layoutForm`, `.pinnedForm`), and Graphviz's own
/// parser (cgraph's `agread`, as `dot FILE` reads) must read each without an error or warning,
/// with every person a node named exactly by their id, and every name intact in the layout form:
/// the label, decoded as Graphviz decodes labels, is the name (any line break as a line feed),
/// or, when the name is wrapped or shortened to its box, the tooltip is.
///
/// The input is fields split by the byte 0xFF (never in UTF-8), read as UTF-8 with repair: id,
/// name, id, name, … for up to 12 people (the first two a couple, the rest their children). A
/// field that starts with 0xFE n repeats the rest of the field n × 128 times, up to 65,536
/// bytes, so inputs of a few bytes reach strings beyond Graphviz's 16,383-byte lexer buffer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDOTRoundTrip(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let family = fuzzedFamily(FuzzOracle.bytes(start, count)) else { return 0 }
    if let dot = try? FamilyDOTExport.layoutForm(family) {
        let graph = GraphvizReading(dot)
        for person in family.people {
            let node = graph.node(person.id)
            FuzzOracle.require(node != nil, "the layout form lost the node of id \(person.id.debugDescription)")
            guard let node else { continue }
            let label = graph.decodedLabel(graph.attribute(node, "label") ?? "")
            let tooltip = graph.attribute(node, "tooltip").map(graph.decodedTooltip)
            let name = shownName(person.name)
            FuzzOracle.require(
                label == name || tooltip == name,
                "the name \(person.name.debugDescription) reads back as label \(label.debugDescription), "
                    + "tooltip \(tooltip.debugDescription)")
        }
        graph.close()
    }
    let layout = NativeLayout().layout(family, options: LayoutOptions())
    if let dot = try? FamilyDOTExport.pinnedForm(family, layout: layout) {
        let graph = GraphvizReading(dot)
        for person in family.people {
            FuzzOracle.require(
                graph.node(person.id) != nil, "the pinned form lost the node of id \(person.id.debugDescription)")
        }
        graph.close()
    }
    return 0
}

/// A name as labels and tooltips show it: every kind of line break (CR LF, CR, U+2028, …) a
/// centred line break, and every other control character but tab its Unicode control picture
/// (U+0001 as U+2401), since SVG and JSON cannot hold it.
private func shownName(_ name: String) -> String {
    var shown = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in name.unicodeScalars {
        defer { previous = scalar }
        switch scalar.value {
        case 0x0A where previous == "\r": continue
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: shown.append("\n")
        case 0x01...0x08, 0x0E...0x1F: shown.append(Unicode.Scalar(0x2400 + scalar.value)!)
        default: shown.append(scalar)
        }
    }
    return String(shown)
}

/// The longest field a repeat makes: 65,536 bytes, four times Graphviz 2.43's lexer buffer.
private let maximumFieldBytes = 1 << 16

/// The family the input describes, or nil when it does not validate (duplicate or empty ids).
private func fuzzedFamily(_ bytes: [UInt8]) -> Family? {
    var fields: [String] = []
    for field in bytes.split(separator: 0xFF, omittingEmptySubsequences: false).prefix(24) {
        if field.count >= 2, field[field.startIndex] == 0xFE {
            // Capped, so an input runs in milliseconds: four times the lexer's buffer is plenty.
            let piece = field.dropFirst(2)
            let length = min(Int(field[field.startIndex + 1]) * 128 * piece.count, maximumFieldBytes)
            // Whole pieces copied, not byte by byte through a flattened sequence, which took a
            // tenth of every execution.
            let content = [UInt8](unsafeUninitializedCapacity: length) { buffer, initialized in
                piece.withUnsafeBytes { source in
                    var offset = 0
                    while offset < length {
                        let part = min(source.count, length - offset)
                        UnsafeMutableRawPointer(buffer.baseAddress! + offset).copyMemory(
                            from: source.baseAddress!, byteCount: part)
                        offset += part
                    }
                }
                initialized = length
            }
            fields.append(String(decoding: content, as: UTF8.self))
        } else {
            fields.append(String(decoding: field, as: UTF8.self))
        }
    }
    let people = stride(from: 0, to: fields.count, by: 2).map { index in
        (id: fields[index], name: index + 1 < fields.count ? fields[index + 1] : "")
    }
    guard !people.isEmpty else { return nil }
    let childIDs = people.dropFirst(2).map(\.id)
    var parents = [Person(id: people[0].id, name: people[0].name, gender: "male", childrenIDs: childIDs)]
    if people.count >= 2 {
        parents[0].coupleID = people[1].id
        parents.append(
            Person(
                id: people[1].id, name: people[1].name, gender: "female", coupleID: people[0].id,
                childrenIDs: childIDs))
    }
    let children = people.dropFirst(2).map { Person(id: $0.id, name: $0.name) }
    let document = FamilyDocument(generations: children.isEmpty ? [parents] : [parents, children])
    return try? Family(validating: document)
}

/// Errors and warnings Graphviz reported while parsing (cgraph calls back without a context).
nonisolated(unsafe) private var graphvizMessages: [String] = []

/// One DOT text parsed by cgraph, which must report nothing.
private struct GraphvizReading {
    /// The parsed graph.
    let graph: UnsafeMutablePointer<Agraph_t>

    /// Parses `dot` as the `dot` command reads a file; stops the fuzzer on any error or warning.
    init(_ dot: String) {
        var bytes = Array(dot.utf8)
        FuzzOracle.require(memchr(bytes, 0, bytes.count) == nil, "the DOT text holds a NUL byte")
        graphvizMessages = []
        _ = agseterr(AGWARN)
        _ = agseterrf { message in
            graphvizMessages.append(message.map { String(cString: $0) } ?? "")
            return 0
        }
        let parsed: UnsafeMutablePointer<Agraph_t>? = bytes.withUnsafeMutableBytes { buffer in
            guard let stream = fmemopen(buffer.baseAddress, buffer.count, "r") else { return nil }
            defer { fclose(stream) }
            return agread(stream, nil)
        }
        FuzzOracle.require(
            parsed != nil && graphvizMessages.isEmpty,
            "Graphviz cannot read the export cleanly: \(graphvizMessages.joined(separator: " "))\n\(dot.prefix(2000))")
        graph = parsed!
    }

    /// The node named exactly `name`, if any.
    func node(_ name: String) -> UnsafeMutablePointer<Agnode_t>? {
        name.withCString { agnode(graph, UnsafeMutablePointer(mutating: $0), 0) }
    }

    /// An attribute of a node as cgraph holds it (after the lexer, before Graphviz's escapes).
    func attribute(_ node: UnsafeMutablePointer<Agnode_t>, _ name: String) -> String? {
        name.withCString { key in
            guard let value = agget(node, UnsafeMutablePointer(mutating: key)) else {
                return nil
            }
            return String(cString: value)
        }
    }

    /// A label (or tooltip) as Graphviz draws it: `&amp;` → `&`, `\n`, `\l`, `\r` → a line
    /// break, and any other backslash escape → the character after it (`\\` → `\`).
    ///
    /// Decoded scalar by scalar, as Graphviz decodes bytes: as Swift `Character`s, a combining
    /// mark after `;` or `\` joins it into one character that is neither, and `&amp;` followed
    /// by one was not decoded.
    func decodedLabel(_ value: String) -> String {
        var unescaped: [Unicode.Scalar] = []
        let scalars = Array(value.unicodeScalars)
        var index = 0
        while index < scalars.count {
            // The first scalar told apart before the escape is compared (a twentieth of every
            // execution when each scalar started a comparison).
            if scalars[index] == "&", scalars[index...].starts(with: "&amp;".unicodeScalars) {
                unescaped.append("&")
                index += 5
            } else {
                unescaped.append(scalars[index])
                index += 1
            }
        }
        var result = String.UnicodeScalarView()
        var escaped = false
        for scalar in unescaped {
            if escaped {
                switch scalar {
                case "n", "l", "r": result.append("\n")
                default: result.append(scalar)
                }
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// A tooltip as Graphviz shows it, which decodes a tooltip's escapes twice: four backslashes
    /// are one, `\n` a line break, `&amp;` an ampersand; any other backslash would be expanded
    /// (`\N` to the node's name), which the export must never leave. Scalar by scalar, as
    /// ``decodedLabel(_:)``.
    func decodedTooltip(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let rest = scalars[index...]
            let first = scalars[index]
            if first == "\\", rest.starts(with: #"\\\\"#.unicodeScalars) {
                result.append("\\")
                index += 4
            } else if first == "\\", rest.starts(with: "\\n".unicodeScalars) {
                result.append("\n")
                index += 2
            } else if first == "&", rest.starts(with: "&amp;".unicodeScalars) {
                result.append("&")
                index += 5
            } else {
                FuzzOracle.require(
                    scalars[index] != "\\",
                    "a tooltip holds a backslash Graphviz would expand: \(value.debugDescription)")
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// Frees the graph.
    func close() { agclose(graph) }
}
