import FamilyTree
import Foundation

extension SweepResults {
    /// The shards of one sweep (`treebench run --shard I/N`, I = 1 … N) joined into the results of
    /// the whole sweep: every case in the whole sweep's order, and the per-engine and per-size summaries
    /// (complexity fits included) computed again over all of them.
    ///
    /// The parts must be exactly shards 1 … N of one plan, run by the same build of TreeBench with
    /// the same Graphviz, Swift and peer engines; anything else would mix figures that do not
    /// belong together, so it is refused with the reason. The machine description is the first
    /// shard's (CI runners of one matrix are alike); the start is the earliest, the duration
    /// reaches to the latest end.
    ///
    /// - Parameter parts: Each shard's results and the path it was read from (named in errors).
    /// - Throws: ``SweepError/merge(_:)`` saying what differs or is missing, or naming a case
    ///   that two shards hold, that is not in the plan or not in its shard's part of it.
    /// - Complexity: O(c log c) for c cases in all.
    package static func merging(_ parts: [(path: String, results: SweepResults)]) throws(SweepError) -> SweepResults {
        guard let first = parts.first else { throw .merge("nothing to merge") }
        var seen: [Int: String] = [:]
        for (path, results) in parts {
            guard let shard = results.plan.shard else {
                throw .merge("\(path) is a whole sweep, not a shard (it ran without --shard)")
            }
            guard shard.count == first.results.plan.shard?.count else {
                throw .merge("\(path) is shard \(shard) but \(first.path) is shard \(first.results.plan.shard!)")
            }
            if let other = seen[shard.index] {
                throw .merge("\(path) and \(other) are both shard \(shard)")
            }
            seen[shard.index] = path
            var plan = results.plan
            plan.shard = nil
            var firstPlan = first.results.plan
            firstPlan.shard = nil
            if plan != firstPlan {
                throw .merge(
                    "\(path) ran another plan than \(first.path) (\(differingFields(plan, firstPlan).joined(separator: ", ")) differ)"
                )
            }
            let versions = differingVersions(results.machine, first.results.machine)
            if !versions.isEmpty {
                throw .merge("\(path) ran other versions than \(first.path): \(versions.joined(separator: "; "))")
            }
        }
        let count = first.results.plan.shard!.count
        let missing = (1...count).filter { seen[$0] == nil }
        if !missing.isEmpty {
            throw .merge(
                "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing"
            )
        }

        var plan = first.results.plan
        plan.shard = nil
        // The whole sweep's order: the grid smallest first, then the given families.
        let position = Dictionary(plan.cases.enumerated().map { ($0.element.id, $0.offset) }) { first, _ in first }
        // Each case once, and in the shard that measures it: a case twice would be counted twice.
        var caseShard: [String: String] = [:]
        for (path, results) in parts {
            for result in results.cases {
                guard let place = position[result.id] else {
                    throw .merge("\(path): case \(messageQuoted(result.id)) is not in the plan")
                }
                if let other = caseShard.updateValue(path, forKey: result.id) {
                    throw .merge("case \(messageQuoted(result.id)) is in both \(other) and \(path)")
                }
                if let shard = results.plan.shard, !shard.contains(position: place) {
                    throw .merge("\(path): case \(messageQuoted(result.id)) belongs to another shard than \(shard)")
                }
            }
        }
        let start = parts.map(\.results.startedAt).min()!
        let end = parts.map { $0.results.startedAt.addingTimeInterval($0.results.durationSeconds) }.max()!
        return SweepResults(
            plan: plan, machine: first.results.machine, startedAt: start,
            durationSeconds: end.timeIntervalSince(start), interrupted: parts.contains { $0.results.interrupted },
            cases: parts.flatMap(\.results.cases).sorted { (position[$0.id] ?? .max) < (position[$1.id] ?? .max) })
    }

    /// The names of the plan fields that differ between `a` and `b`.
    private static func differingFields(_ a: SweepPlan, _ b: SweepPlan) -> [String] {
        func fields(_ plan: SweepPlan) -> [String: Data] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let object = (try? JSONSerialization.jsonObject(with: encoder.encode(plan))) as? [String: Any] ?? [:]
            return object.compactMapValues {
                try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys, .fragmentsAllowed])
            }
        }
        let left = fields(a)
        let right = fields(b)
        return Set(left.keys).union(right.keys).filter { left[$0] != right[$0] }.sorted()
    }

    /// What differs between two machines' software: the TreeBench commit, Swift, Graphviz and the peers.
    private static func differingVersions(_ a: MachineInfo, _ b: MachineInfo) -> [String] {
        var differences: [String] = []
        func compare(_ name: String, _ left: String?, _ right: String?) {
            if left != right { differences.append("\(name) \(left ?? "none") vs \(right ?? "none")") }
        }
        compare("commit", a.gitCommit, b.gitCommit)
        compare("Swift", a.swiftVersion, b.swiftVersion)
        compare("Graphviz", a.graphvizVersion, b.graphvizVersion)
        let engines = Set((a.engineVersions ?? [:]).keys).union((b.engineVersions ?? [:]).keys).sorted()
        for engine in engines { compare(engine, a.engineVersions?[engine], b.engineVersions?[engine]) }
        return differences
    }
}
