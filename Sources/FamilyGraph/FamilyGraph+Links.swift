import GenealogyKit

extension FamilyGraph {
    /// The unions of a graph and what each edge says, found from the edges once the nodes are
    /// known to be people or connectors: the last rules of the table in docs/GRAPHVIZ-PLUGIN.md.
    ///
    /// Partners, children and edge roles hold node indices until ``edgeRoles(personIndex:)`` and
    /// ``unions(graph:people:)`` turn them into the genealogy's person indices.
    struct FamilyLinks {
        /// For each node: the union of a connector, -1 for a person.
        private(set) var unionOfConnector: [Int]
        /// For each union: its connector nodes, the union's own node first.
        private(set) var connectorsOfUnion: [[Int]] = []
        /// For each union: its partners' nodes, in the order the edges name them.
        private var partners: [[Int]] = []
        /// For each union: its children's nodes, in the order the edges name them.
        private var children: [[Int]] = []
        /// Each edge's role, with node indices where the final role has person indices.
        private var roles: [EdgeRole]
        /// Every (union, child node) pair already recorded, so a repeated edge adds no child twice.
        private var childPairs: Set<Int64> = []
        /// For a child of connector unions: those unions.
        private var connectorUnionsOfChild: [Int: [Int]] = [:]
        /// Visible same-rank edges between two people, in file order.
        private var marriageLines: [Int] = []
        /// Visible edges from a person to a person on another rank, in file order.
        private var directEdges: [Int] = []
        /// Each person's direct parents, in edge order: at most two (a third is an error).
        private var directParents: [(first: Int32, second: Int32)]
        /// For each node: whether it is a connector with an edge from or beside a partner.
        private var linksPartner: [Bool]

        /// Reads what each edge links.
        ///
        /// - Throws: ``FamilyGraphError/ownParent(person:)`` for a visible loop on a person,
        ///   ``FamilyGraphError/tooManyParents(child:parents:)`` for a third direct parent,
        ///   ``FamilyGraphError/tooManyPartners(connectors:partners:)``,
        ///   ``FamilyGraphError/unlinkedConnector(connectors:)``.
        init(graph: DOTGraph, isConnector: [Bool], rankClass: [Int32], work: inout Int) throws(FamilyGraphError) {
            let nodeCount = graph.nodes.count
            unionOfConnector = [Int](repeating: -1, count: nodeCount)
            directParents = [(Int32, Int32)](repeating: (-1, -1), count: nodeCount)
            linksPartner = [Bool](repeating: false, count: nodeCount)
            roles = [EdgeRole](repeating: .hint, count: graph.edges.count)
            groupConnectors(graph, isConnector: isConnector, work: &work)
            func shareRank(_ a: Int, _ b: Int) -> Bool { rankClass[a] >= 0 && rankClass[a] == rankClass[b] }
            for (index, edge) in graph.edges.enumerated() {
                work += 1
                let (tail, head) = (edge.tail, edge.head)
                let visible = !graph.isInvisible(edge: index)
                switch (isConnector[tail], isConnector[head]) {
                case (true, true):
                    roles[index] = tail == head ? .hint : .bus(union: unionOfConnector[tail])
                case (false, false) where visible:
                    if tail == head { throw .ownParent(person: graph.nodes[tail].name) }
                    if shareRank(tail, head) {
                        marriageLines.append(index)
                    } else {
                        try addDirectParent(tail, of: head, graph: graph)
                        directEdges.append(index)
                    }
                case (false, true) where visible:
                    addPartner(tail, connector: head, edge: index)
                case (true, false) where visible:
                    let union = unionOfConnector[tail]
                    if shareRank(tail, head) {
                        addPartner(head, connector: tail, edge: index)
                    } else {
                        addChild(head, union: union, edge: index)
                        connectorUnionsOfChild[head, default: []].append(union)
                    }
                default:
                    break  // an invisible edge touching a person: a layout hint
                }
            }
            for union in partners.indices {
                work += 1
                let names = connectorsOfUnion[union].map { graph.nodes[$0].name }
                if partners[union].count > 2 {
                    throw .tooManyPartners(connectors: names, partners: partners[union].map { graph.nodes[$0].name })
                }
                if partners[union].isEmpty && children[union].isEmpty { throw .unlinkedConnector(connectors: names) }
            }
        }

        /// Connectors joined by edges (visible or not) are one union, numbered by first node;
        /// within one, the first node linked to a partner is the union's own node.
        private mutating func groupConnectors(_ graph: DOTGraph, isConnector: [Bool], work: inout Int) {
            var parent = Array(graph.nodes.indices)
            func find(_ node: Int) -> Int {
                var root = node
                while parent[root] != root { root = parent[root] }
                var current = node
                while parent[current] != root { (parent[current], current) = (root, parent[current]) }
                return root
            }
            for edge in graph.edges where isConnector[edge.tail] && isConnector[edge.head] {
                work += 1
                let (a, b) = (find(edge.tail), find(edge.head))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
            var unionOfRoot = [Int](repeating: -1, count: graph.nodes.count)
            for node in graph.nodes.indices where isConnector[node] {
                work += 1
                let root = find(node)
                if unionOfRoot[root] < 0 {
                    unionOfRoot[root] = connectorsOfUnion.count
                    connectorsOfUnion.append([])
                }
                unionOfConnector[node] = unionOfRoot[root]
                connectorsOfUnion[unionOfRoot[root]].append(node)
            }
            partners = [[Int]](repeating: [], count: connectorsOfUnion.count)
            children = [[Int]](repeating: [], count: connectorsOfUnion.count)
        }

        private mutating func addPartner(_ person: Int, connector: Int, edge: Int) {
            let union = unionOfConnector[connector]
            linksPartner[connector] = true
            if !partners[union].contains(person) { partners[union].append(person) }
            roles[edge] = .partner(union: union, person: person)
        }

        private mutating func addChild(_ person: Int, union: Int, edge: Int) {
            if childPairs.insert(Int64(union) << 32 | Int64(person)).inserted { children[union].append(person) }
            roles[edge] = .child(union: union, person: person)
        }

        private mutating func addDirectParent(_ parent: Int, of child: Int, graph: DOTGraph) throws(FamilyGraphError) {
            let known = directParents[child]
            if known.first < 0 {
                directParents[child].first = Int32(parent)
            } else if Int(known.first) != parent && known.second < 0 {
                directParents[child].second = Int32(parent)
            } else if Int(known.first) != parent && Int(known.second) != parent {
                throw .tooManyParents(
                    child: graph.nodes[child].name,
                    parents: [Int(known.first), Int(known.second), parent].map { graph.nodes[$0].name })
            }
        }

        /// The unions drawn without a connector node: a marriage line's couple, and each set of
        /// one or two direct parents. A couple or single parent who already has a connector
        /// union is that union; a child already under a connector union whose partners include
        /// its direct parents keeps that one union (the direct edges draw the same link again).
        mutating func addUnionsWithoutConnectors(graph: DOTGraph, work: inout Int) throws(FamilyGraphError) {
            var unionOfParents: [Int64: Int] = [:]
            func key(_ a: Int, _ b: Int) -> Int64 { Int64(min(a, b)) << 32 | Int64(max(a, b)) }
            for union in partners.indices where !partners[union].isEmpty {
                work += 1
                let members = partners[union]
                let pair = key(members[0], members.count > 1 ? members[1] : members[0])
                if unionOfParents[pair] == nil { unionOfParents[pair] = union }
            }
            func union(of members: [Int]) -> Int {
                let pair = key(members[0], members.count > 1 ? members[1] : members[0])
                if let found = unionOfParents[pair] { return found }
                partners.append(members)
                children.append([])
                connectorsOfUnion.append([])
                unionOfParents[pair] = partners.count - 1
                return partners.count - 1
            }
            for edge in marriageLines {
                work += 1
                let (tail, head) = (graph.edges[edge].tail, graph.edges[edge].head)
                roles[edge] = .marriageLine(union: union(of: [tail, head]))
            }
            for edge in directEdges {
                work += 1
                let (parent, child) = (graph.edges[edge].tail, graph.edges[edge].head)
                let known = directParents[child]
                let members = known.second < 0 ? [Int(known.first)] : [Int(known.first), Int(known.second)]
                let existing = connectorUnionsOfChild[child]?.first { connectorUnion in
                    members.allSatisfy(partners[connectorUnion].contains)
                }
                let target = existing ?? union(of: members)
                if existing == nil, childPairs.insert(Int64(target) << 32 | Int64(child)).inserted {
                    children[target].append(child)
                }
                roles[edge] = .parentToChild(union: target, parent: parent, child: child)
            }
            // A union's own node: the first of its connectors linked to a partner.
            for union in connectorsOfUnion.indices where connectorsOfUnion[union].count > 1 {
                work += connectorsOfUnion[union].count
                if let linked = connectorsOfUnion[union].firstIndex(where: { linksPartner[$0] }), linked > 0 {
                    let own = connectorsOfUnion[union].remove(at: linked)
                    connectorsOfUnion[union].insert(own, at: 0)
                }
            }
        }

        /// Each edge's role with person indices.
        func edgeRoles(personIndex: [Int]) -> [EdgeRole] {
            roles.map { role in
                switch role {
                case .partner(let union, let person): .partner(union: union, person: personIndex[person])
                case .child(let union, let person): .child(union: union, person: personIndex[person])
                case .parentToChild(let union, let parent, let child):
                    .parentToChild(union: union, parent: personIndex[parent], child: personIndex[child])
                case .marriageLine, .bus, .hint: role
                }
            }
        }

        /// The unions for the genealogy, ids from their nodes.
        func unions(graph: DOTGraph, people personIndex: [Int]) -> [GenealogyUnion] {
            var taken: Set<String> = []
            return partners.indices.map { union in
                var id =
                    connectorsOfUnion[union].first.map { graph.nodes[$0].name }
                    ?? partners[union].map { graph.nodes[$0].name }.joined(separator: "+")
                if !taken.insert(id).inserted {
                    var number = 2
                    while !taken.insert("\(id) (\(number))").inserted { number += 1 }
                    id = "\(id) (\(number))"
                }
                return GenealogyUnion(
                    id: id, partners: partners[union].map { personIndex[$0] },
                    children: children[union].map { personIndex[$0] })
            }
        }
    }
}
