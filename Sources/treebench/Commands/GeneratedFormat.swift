import ArgumentParser

/// What `generate` writes: a chart, or a genealogy in one of the formats `import` reads.
enum GeneratedFormat: String, CaseIterable, ExpressibleByArgument {
    /// Family JSON v1.
    case json
    /// GEDCOM 5.5.1 in UTF-8.
    case gedcom
    /// topola's genealogy JSON.
    case genealogyJSON = "genealogy-json"
    /// Gramps XML, gzip-compressed as Gramps saves `.gramps` files.
    case gramps
}
