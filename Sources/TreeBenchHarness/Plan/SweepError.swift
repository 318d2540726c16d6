/// Why a sweep, a worker or a comparison could not run.
package enum SweepError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The plan names an engine the catalog does not know.
    case unknownEngine(UnknownEngineError)
    /// The plan names a family shape the generator does not know.
    case unknownShape(String, known: [String])
    /// The plan has an empty axis or a non-positive count.
    case emptyPlan(String)
    /// The worker executable could not be started.
    case workerLaunch(String)
    /// A worker's answer could not be read.
    case workerProtocol(String)
    /// The generator could not make a case's family.
    case family(caseID: String, reason: String)
    /// A results file could not be read.
    case results(path: String, reason: String)
    /// Shard results that do not make one sweep together.
    case merge(String)

    /// A sentence naming the thing and the rule.
    package var description: String {
        switch self {
        case .unknownEngine(let error):
            return error.description
        case .unknownShape(let name, let known):
            return "unknown family shape '\(name)'; known shapes: \(known.joined(separator: ", "))"
        case .emptyPlan(let reason):
            return "empty sweep: \(reason)"
        case .workerLaunch(let reason):
            return "cannot start the worker process: \(reason)"
        case .workerProtocol(let reason):
            return "unreadable worker answer: \(reason)"
        case .family(let caseID, let reason):
            return "case \(caseID): cannot generate the family: \(reason)"
        case .results(let path, let reason):
            return "\(path): \(reason)"
        case .merge(let reason):
            return "cannot merge: \(reason)"
        }
    }
}
