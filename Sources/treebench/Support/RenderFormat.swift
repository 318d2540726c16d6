import ArgumentParser

/// What `treebench render` writes: TreeBench's own SVG, Graphviz's PNG or PDF of the same
/// page, or the interactive chart page.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case svg, png, pdf, html

    /// The format `--output` names by its extension; standard output is SVG.
    ///
    /// - Throws: `ValidationError` (a usage error, exit 64) for an extension that names none.
    static func inferred(fromOutput path: String) throws -> RenderFormat {
        if path == "-" { return .svg }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let known = allCases.map(\.rawValue).joined(separator: ", ")
        guard parts.count > 1, let suffix = parts.last?.lowercased(), !suffix.isEmpty else {
            throw ValidationError("\(path) has no extension to tell the format by; give --format \(known).")
        }
        if suffix == "htm" { return .html }
        guard let format = RenderFormat(rawValue: suffix) else {
            throw ValidationError(
                "Unknown picture format \".\(suffix)\" in \(path); give --format \(known), or use one of those extensions."
            )
        }
        return format
    }
}
