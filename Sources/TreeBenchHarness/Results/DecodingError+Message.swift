import FamilyTree
import Foundation

extension DecodingError {
    /// What is wrong and where, as a reader of the file would say it: the field's path
    /// (`cases[2].measurements[0].time.median`, with the case's id when the JSON names one) and
    /// the problem (`missing`, `not a number`, `not valid JSON: …`), instead of Foundation's
    /// coding-path dump.
    ///
    /// - Parameter json: The document that failed to decode, to name the case by its id.
    /// - Complexity: O(size of `json`) when the path runs through a case, to find its id; else O(path).
    func fieldMessage(in json: Data) -> String {
        let (context, problem): (Context, String) =
            switch self {
            case .typeMismatch(let type, let context): (context, "not \(Self.typeName(type))")
            case .valueNotFound(let type, let context): (context, "null, not \(Self.typeName(type))")
            case .keyNotFound(let key, let context):
                (
                    Context(codingPath: context.codingPath + [key], debugDescription: context.debugDescription),
                    "missing"
                )
            case .dataCorrupted(let context) where context.codingPath.isEmpty: (context, Self.unplaced(json))
            case .dataCorrupted(let context): (context, Self.corruption(context.debugDescription))
            @unknown default: (Context(codingPath: [], debugDescription: ""), "\(self)")
            }
        var path = ""
        for key in context.codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += (path.isEmpty ? "" : ".") + key.stringValue
            }
        }
        if context.codingPath.count >= 2, context.codingPath[0].stringValue == "cases",
            let index = context.codingPath[1].intValue, let id = Self.caseID(at: index, in: json)
        {
            path = "case \(messageQuoted(String(id.prefix(120)))) (\(path))"
        }
        return path.isEmpty || problem.hasPrefix("case ") ? problem : "\(path): \(problem)"
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Int32.Type, is UInt64.Type: "a whole number in range"
        case is Double.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Date.Type: "an ISO 8601 date"
        default: "the schema's object or array"
        }
    }

    /// Foundation's reason for corrupt data, in a few words.
    private static func corruption(_ reason: String) -> String {
        if reason.contains("not valid JSON") { return "not valid JSON" }
        if reason.contains("ISO8601") { return "not an ISO 8601 date" }
        if reason.contains("Cannot initialize") { return "not one of the schema's values" }
        if reason.contains("not representable") || reason.contains("does not fit") { return "a number out of range" }
        return reason.isEmpty ? "malformed" : reason
    }

    /// Foundation's decoder names no field when a number does not fit one (a fraction or 1e30
    /// in a whole-number field) or the text is not JSON: this finds which, and the case and
    /// engine, by reading the JSON alone and then each case and measurement alone.
    private static func unplaced(_ json: Data) -> String {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: json)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return "not valid JSON" + (reason.map { ": \($0)" } ?? "")
        }
        let problem = "a number does not fit its field (a whole number with a fraction, or beyond ±2^63)"
        let cases = (root as? [String: Any])?["cases"] as? [Any] ?? []
        func fails<T: Decodable>(_ type: T.Type, _ value: Any) -> Bool {
            guard let data = try? JSONSerialization.data(withJSONObject: value) else { return true }
            return (try? JSONDecoder().decode(type, from: data)) == nil
        }
        for (index, value) in cases.enumerated() where fails(CaseResult.self, value) {
            let id = (value as? [String: Any])?["id"] as? String ?? ""
            var place = "case \(messageQuoted(String(id.prefix(120)))) (cases[\(index)])"
            let measurements = (value as? [String: Any])?["measurements"] as? [Any] ?? []
            if let failing = measurements.first(where: { fails(EngineMeasurement.self, $0) }),
                let engine = (failing as? [String: Any])?["engine"] as? String
            {
                place += ", engine \(messageQuoted(String(engine.prefix(120))))"
            }
            return "\(place): \(problem)"
        }
        return problem
    }

    /// The `id` of `cases[index]` in `json`, when it has one.
    private static func caseID(at index: Int, in json: Data) -> String? {
        guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
            let cases = root["cases"] as? [Any], cases.indices.contains(index)
        else { return nil }
        return (cases[index] as? [String: Any])?["id"] as? String
    }
}
