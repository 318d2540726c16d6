import Foundation
import TreeLayout

/// How `results.json` schema version 1 kept the checker's verdict (a measurement's `score`),
/// read only to turn a version 1 file into version 2, so `treebench compare` reads baselines
/// written before version 2.
///
/// Version 1 held the rules as an object by rule name and made `closeNeighbourCount`,
/// `connectorLength`, `connectorCrossings` and `busOverlaps` optional; an absent one reads as 0.
/// Nothing else differs between the versions.
struct SchemaV1Score: Decodable {
    struct Rule: Decodable {
        var violations: Int
        var worstError: Double
        var firstOffenders: [String]?
    }

    struct Metrics: Decodable {
        var width: Double
        var height: Double
        var area: Double
        var worstCentringError: Double
        var minimumRowGap: Double?
        var connectorLength: Double?
        var connectorCrossings: Int?
        var closeNeighbourCount: Int?
        var busOverlaps: Int?
    }

    /// A rule name the checker does not have.
    struct UnknownRule: Error, CustomStringConvertible {
        var name: String
        var description: String { "unknown invariant \"\(name)\" in a version 1 score" }
    }

    var rules: [String: Rule]
    var metrics: Metrics

    /// A version 1 `results.json` rewritten as version 2: every measurement's `score` becomes a
    /// `report` (the measurement's engine, `epsilon`, the rules in the checker's order).
    ///
    /// - Throws: When the file is not JSON of the results' shape, or a score is malformed or
    ///   names a rule the checker does not have.
    /// - Complexity: O(size of the file).
    static func migrate(_ data: Data, epsilon: Double) throws -> Data {
        guard var root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            var cases = root["cases"] as? [[String: Any]]
        else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no cases")) }
        for caseIndex in cases.indices {
            guard var measurements = cases[caseIndex]["measurements"] as? [[String: Any]] else { continue }
            for index in measurements.indices {
                guard let score = measurements[index].removeValue(forKey: "score") else { continue }
                let engine = measurements[index]["engine"] as? String ?? ""
                let decoded = try JSONDecoder().decode(
                    SchemaV1Score.self, from: JSONSerialization.data(withJSONObject: score))
                let report = try decoded.report(engine: engine, epsilon: epsilon)
                measurements[index]["report"] = try JSONSerialization.jsonObject(
                    with: JSONEncoder().encode(report))
            }
            cases[caseIndex]["measurements"] = measurements
        }
        root["cases"] = cases
        root["schemaVersion"] = 2
        return try JSONSerialization.data(withJSONObject: root)
    }

    /// The score as the checker's report.
    ///
    /// - Throws: ``UnknownRule`` when a rule name is not one of ``TreeLayout/LayoutReport/Rule``'s.
    func report(engine: String, epsilon: Double) throws -> LayoutReport {
        var results: [LayoutReport.RuleResult] = []
        for (name, rule) in rules {
            guard let known = LayoutReport.Rule(rawValue: name) else { throw UnknownRule(name: name) }
            results.append(
                LayoutReport.RuleResult(
                    rule: known, violations: rule.violations, worstError: rule.worstError,
                    firstOffenders: rule.firstOffenders ?? []))
        }
        let order = LayoutReport.Rule.allCases
        results.sort { order.firstIndex(of: $0.rule)! < order.firstIndex(of: $1.rule)! }
        return LayoutReport(
            engine: engine, epsilon: epsilon, rules: results,
            metrics: LayoutReport.Metrics(
                width: metrics.width, height: metrics.height, area: metrics.area,
                worstCentringError: metrics.worstCentringError, minimumRowGap: metrics.minimumRowGap,
                closeNeighbourCount: metrics.closeNeighbourCount ?? 0, connectorLength: metrics.connectorLength ?? 0,
                connectorCrossings: metrics.connectorCrossings ?? 0, busOverlaps: metrics.busOverlaps ?? 0))
    }
}
