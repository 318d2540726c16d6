import Foundation
import TestSupport

/// The part of JSON Schema that docs/results.schema.json uses: type, const, enum, required,
/// properties, additionalProperties, items, minItems, minimum, exclusiveMinimum, maximum and local `$ref`s. Returns every
/// problem with its JSON path, so a failing test says where the file breaks the schema.
struct JSONSchemaCheck {
    let root: [String: Any]

    /// Every problem of `document` (parsed JSON) against docs/results.schema.json.
    static func resultsSchemaProblems(of document: Any) throws -> [String] {
        let schemaURL = PackageRoot.url.appendingPathComponent("docs/results.schema.json")
        guard let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any] else {
            return ["docs/results.schema.json is not a JSON object"]
        }
        return JSONSchemaCheck(root: schema).problems(document, schema: schema)
    }

    func problems(_ value: Any, schema: [String: Any], path: String = "$") -> [String] {
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard let definitions = root["$defs"] as? [String: Any], let target = definitions[name] as? [String: Any]
            else { return ["\(path): unresolved \(reference)"] }
            return problems(value, schema: target, path: path)
        }
        var found: [String] = []
        if let constant = schema["const"], !Self.equal(constant, value) {
            found.append("\(path): expected \(constant)")
        }
        if let choices = schema["enum"] as? [Any], !choices.contains(where: { Self.equal($0, value) }) {
            found.append("\(path): \(value) is not one of \(choices)")
        }
        if let type = schema["type"] {
            let types = (type as? [String]) ?? [type as? String ?? ""]
            if !types.contains(where: { Self.isOfType(value, $0) }) {
                return found + ["\(path): expected \(types.joined(separator: " or ")), got \(value)"]
            }
        }
        if let minimum = schema["minimum"] as? Double, let number = value as? NSNumber, number.doubleValue < minimum {
            found.append("\(path): \(number) is below \(minimum)")
        }
        if let minimum = schema["exclusiveMinimum"] as? Double, let number = value as? NSNumber,
            number.doubleValue <= minimum
        {
            found.append("\(path): \(number) is not above \(minimum)")
        }
        if let maximum = schema["maximum"] as? Double, let number = value as? NSNumber, number.doubleValue > maximum {
            found.append("\(path): \(number) is above \(maximum)")
        }
        if let object = value as? [String: Any] {
            for key in (schema["required"] as? [String]) ?? [] where object[key] == nil {
                found.append("\(path): missing required \"\(key)\"")
            }
            let properties = (schema["properties"] as? [String: Any]) ?? [:]
            for (key, member) in object {
                if let property = properties[key] as? [String: Any] {
                    found += problems(member, schema: property, path: "\(path).\(key)")
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    found += problems(member, schema: additional, path: "\(path).\(key)")
                } else if let allowed = schema["additionalProperties"] as? Bool, !allowed {
                    found.append("\(path): unexpected property \"\(key)\"")
                }
            }
        }
        if let array = value as? [Any] {
            if let minItems = schema["minItems"] as? Int, array.count < minItems {
                found.append("\(path): fewer than \(minItems) items")
            }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() {
                    found += problems(item, schema: items, path: "\(path)[\(index)]")
                }
            }
        }
        return found
    }

    private static func isBoolean(_ value: Any) -> Bool {
        // JSONSerialization returns booleans as a boolean subclass of NSNumber.
        String(describing: type(of: value)).contains("Boolean")
    }

    private static func isOfType(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "boolean": return isBoolean(value)
        case "null": return value is NSNull
        case "number": return value is NSNumber && !isBoolean(value)
        case "integer":
            guard let number = value as? NSNumber, !isBoolean(value) else { return false }
            return number.doubleValue == number.doubleValue.rounded()
        default: return false
        }
    }

    private static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        if let left = lhs as? String, let right = rhs as? String { return left == right }
        if let left = lhs as? NSNumber, let right = rhs as? NSNumber { return left == right }
        return false
    }
}
