extension DOTGraph {
    /// The text node `node` shows: its `label` with Graphviz's escapes resolved (`\N` the node's
    /// name, `\G` the graph's, `\n`, `\l`, `\r` line breaks), entities decoded (`&amp;`), an
    /// HTML-like label's markup dropped (`<BR/>` a line break), each line trimmed of surrounding
    /// white space and empty lines at the ends dropped. Without a `label`, the node's name, as
    /// Graphviz draws it.
    ///
    /// - Complexity: O(the label's length).
    public func text(ofNode node: Int) -> String {
        guard let label = value("label", ofNode: node) else { return nodes[node].name }
        let text =
            nodes[node].hasHTMLLabel && nodes[node].attributes["label"] != nil
            ? Self.textOfHTML(label) : Self.textOfEscapedLabel(label, node: nodes[node].name, graph: name)
        return Self.trimmedLines(Self.decodingEntities(text))
    }

    /// Whether node `node` has an explicit label with no text (`label=""`, spaces, `<>`).
    func hasEmptyLabel(_ node: Int) -> Bool {
        guard value("label", ofNode: node) != nil else { return false }
        return text(ofNode: node).isEmpty
    }

    /// A plain label with Graphviz's backslash escapes resolved.
    static func textOfEscapedLabel(_ label: String, node: String, graph: String) -> String {
        guard label.utf8.contains(UInt8(ascii: "\\")) else { return label }
        var result = ""
        var escaping = false
        for character in label {
            if escaping {
                escaping = false
                switch character {
                case "N": result += node
                case "G": result += graph
                case "n", "l", "r": result += "\n"
                case "E", "T", "H", "L": break  // edge and object names: nothing on a node
                default: result.append(character)
                }
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// An HTML-like label's text: tags dropped, `<BR/>` (any case, with attributes) a line break.
    static func textOfHTML(_ label: String) -> String {
        var result = ""
        var tag = ""
        var inTag = false
        for character in label {
            if inTag {
                if character == ">" {
                    inTag = false
                    let name = tag.lowercased().drop { $0 == "/" || $0 == " " }.prefix { $0.isLetter }
                    if name == "br" { result += "\n" }
                } else {
                    tag.append(character)
                }
            } else if character == "<" {
                inTag = true
                tag = ""
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `text` with HTML entities decoded: the five XML ones, `&nbsp;`, and numeric ones
    /// (`&#233;`, `&#xE9;`); any other `&…;` is kept as written.
    static func decodingEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let entity = rest[ampersand...]
            if let semicolon = entity.prefix(12).firstIndex(of: ";"),
                let decoded = decodedEntity(entity[entity.index(after: ampersand)..<semicolon])
            {
                result.append(decoded)
                rest = entity[entity.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = entity.dropFirst()
            }
        }
        return result + rest
    }

    private static func decodedEntity(_ name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        default:
            guard name.first == "#" else { return nil }
            let digits = name.dropFirst()
            let value =
                digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }

    /// Each line trimmed of white space, empty lines at both ends dropped.
    static func trimmedLines(_ text: String) -> String {
        // Most labels are one line with nothing to trim.
        let bytes = text.utf8
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0xA0 || $0 == 0xC2 }
        if let first = bytes.first, let last = bytes.last, !blank(first), !blank(last), !bytes.contains(0x0A) {
            return text
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)
        guard let first = lines.firstIndex(where: { !$0.isEmpty }) else { return "" }
        let last = lines.lastIndex { !$0.isEmpty }!
        return lines[first...last].joined(separator: "\n")
    }

    /// `line` without spaces, tabs and no-break spaces at either end.
    private static func trimmed(_ line: Substring) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{A0}" }
        guard let start = line.firstIndex(where: { !isBlank($0) }) else { return "" }
        let end = line.lastIndex { !isBlank($0) }!
        return String(line[start...end])
    }
}
