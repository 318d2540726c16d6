package import FamilyTree

/// A graph in TreeBench's genealogy idiom, read back into a validated ``FamilyTree/Family``:
/// what the `family` layout plugin sees in the graph Graphviz hands it.
///
/// The idiom (docs/DOT-IDIOM.md): every node is a person, except union nodes (`shape=point`);
/// a visible edge person → union makes the person a parent in that union (one person, or a
/// couple in edge order), a visible edge union → person makes the person a child of the union;
/// a visible edge person → person makes the head a child of a single parent. Invisible edges
/// (`style=invis`) are dot's layout hints and carry no meaning here. Node order is document
/// order, edge order is child order, so an exported family reads back as the same family.
package struct FamilyIdiomGraph {
    /// A node as the reader needs it.
    package struct Node {
        /// The node's name (a person id, or a union node's name).
        package var name: String
        /// Whether it is a union node (`shape=point`).
        package var isUnion: Bool

        package init(name: String, isUnion: Bool) {
            self.name = name
            self.isUnion = isUnion
        }
    }

    /// An edge as the reader needs it: node indices.
    package struct Edge {
        package var tail: Int
        package var head: Int
        /// `style=invis`: a layout hint, not a family link.
        package var isHint: Bool

        package init(tail: Int, head: Int, isHint: Bool) {
            self.tail = tail
            self.head = head
            self.isHint = isHint
        }
    }

    /// What an edge stands for in the family, for routing it.
    package enum EdgeRole: Equatable {
        /// A parent's edge into the union node of unit `unit`.
        case parentToUnion(unit: Int)
        /// A union node's edge to the child `child` (person index) of unit `unit`.
        case unionToChild(unit: Int, child: Int)
        /// A single parent's direct edge to the child `child` of unit `unit`.
        case parentToChild(unit: Int, child: Int)
        /// A layout hint or any other edge: drawn straight between the node centres.
        case hint
    }

    /// The family read from the graph.
    package let family: Family
    /// For each node, its person index in ``family``, or -1 for a union node.
    package let personOfNode: [Int]
    /// For each node, the index of its unit in ``family``'s units: the person's unit, or the
    /// unit a union node joins.
    package let unitOfNode: [Int]
    /// For each edge, what it stands for.
    package let edgeRoles: [EdgeRole]

    /// Reads a family from `nodes` and `edges`.
    ///
    /// - Throws: ``FamilyGraphError`` naming the first node that breaks the idiom, or every
    ///   Family JSON v1 rule the people break.
    /// - Complexity: O(nodes + edges); parent chains are followed iteratively, so depth is unlimited.
    package init(nodes: [Node], edges: [Edge]) throws(FamilyGraphError) {
        let nodeCount = nodes.count
        // For a union: its parents and children (node indices, edge order).
        var parents = [[Int]](repeating: [], count: nodeCount)
        var children = [[Int]](repeating: [], count: nodeCount)
        // For a person: the union they are a parent in, and the node (union or person) they are a child of.
        var parentUnion = [Int](repeating: -1, count: nodeCount)
        var parentNode = [Int](repeating: -1, count: nodeCount)

        for edge in edges where !edge.isHint {
            let tail = nodes[edge.tail]
            let head = nodes[edge.head]
            if tail.isUnion && head.isUnion { throw .unionLinkedToUnion(tail: tail.name, head: head.name) }
            if head.isUnion {
                if parentUnion[edge.tail] >= 0, parentUnion[edge.tail] != edge.head {
                    throw .parentInTwoUnions(
                        person: tail.name, firstUnion: nodes[parentUnion[edge.tail]].name, secondUnion: head.name)
                }
                parentUnion[edge.tail] = edge.head
                parents[edge.head].append(edge.tail)
            } else {
                if parentNode[edge.head] >= 0 {
                    throw .childOfTwoParents(
                        child: head.name, firstParent: nodes[parentNode[edge.head]].name, secondParent: tail.name)
                }
                parentNode[edge.head] = edge.tail
                children[edge.tail].append(edge.head)
            }
        }
        for (index, node) in nodes.enumerated() {
            if node.isUnion {
                let joined = parents[index]
                if joined.isEmpty { throw .unionWithoutParents(union: node.name) }
                if joined.count > 2 || (joined.count == 2 && joined[0] == joined[1]) {
                    throw .unionWithTooManyParents(union: node.name, parents: joined.map { nodes[$0].name })
                }
            } else if parentUnion[index] >= 0, !children[index].isEmpty {
                throw .mixedParenthood(person: node.name, union: nodes[parentUnion[index]].name)
            }
        }

        // The spouse of each person, through their couple's union node.
        var spouse = [Int](repeating: -1, count: nodeCount)
        for (index, node) in nodes.enumerated() where node.isUnion && parents[index].count == 2 {
            spouse[parents[index][0]] = parents[index][1]
            spouse[parents[index][1]] = parents[index][0]
        }
        let generation = try Self.generations(
            nodes: nodes, parentNode: parentNode, parents: parents, spouse: spouse)

        // The document: people by generation, node order within one.
        var rows: [[Int]] = []
        for (index, node) in nodes.enumerated() where !node.isUnion {
            let row = generation[index]
            while rows.count <= row { rows.append([]) }
            rows[row].append(index)
        }
        var document = FamilyDocument(generations: [])
        var personOfNode = [Int](repeating: -1, count: nodeCount)
        var personIndex = 0
        for row in rows {
            var people: [Person] = []
            people.reserveCapacity(row.count)
            for index in row {
                let childNodes = parentUnion[index] >= 0 ? children[parentUnion[index]] : children[index]
                people.append(
                    Person(
                        id: nodes[index].name, name: nodes[index].name,
                        coupleID: spouse[index] >= 0 ? nodes[spouse[index]].name : "",
                        childrenIDs: childNodes.map { nodes[$0].name }))
                personOfNode[index] = personIndex
                personIndex += 1
            }
            document.generations.append(people)
        }
        let family: Family
        do {
            family = try Family(validating: document)
        } catch {
            throw .invalidFamily(error)
        }

        var unitOfNode = [Int](repeating: -1, count: nodeCount)
        for index in 0..<nodeCount {
            let member = nodes[index].isUnion ? parents[index][0] : index
            unitOfNode[index] = Int(family.unitOfPerson[personOfNode[member]])
        }
        var roles: [EdgeRole] = []
        roles.reserveCapacity(edges.count)
        for edge in edges {
            if edge.isHint {
                roles.append(.hint)
            } else if nodes[edge.head].isUnion {
                roles.append(.parentToUnion(unit: unitOfNode[edge.head]))
            } else if nodes[edge.tail].isUnion {
                roles.append(.unionToChild(unit: unitOfNode[edge.tail], child: personOfNode[edge.head]))
            } else {
                roles.append(.parentToChild(unit: unitOfNode[edge.tail], child: personOfNode[edge.head]))
            }
        }
        self.family = family
        self.personOfNode = personOfNode
        self.unitOfNode = unitOfNode
        self.edgeRoles = roles
    }

    /// Each person's generation: one below their parents, or their spouse's when they married in.
    ///
    /// Walks up parent links with an explicit stack, so a long line costs no recursion and a
    /// line that returns to a person on the stack is a cycle.
    private static func generations(
        nodes: [Node], parentNode: [Int], parents: [[Int]], spouse: [Int]
    ) throws(FamilyGraphError) -> [Int] {
        // The person a person's row follows, and how many rows below it they stand.
        func anchor(_ person: Int) -> (person: Int, step: Int)? {
            let parent = parentNode[person]
            if parent >= 0 { return (nodes[parent].isUnion ? parents[parent][0] : parent, 1) }
            let partner = spouse[person]
            if partner >= 0, parentNode[partner] >= 0 { return (partner, 0) }
            return nil
        }
        let unknown = -1
        let onStack = -2
        var generation = [Int](repeating: unknown, count: nodes.count)
        var stack: [Int] = []
        for start in nodes.indices where !nodes[start].isUnion && generation[start] == unknown {
            var person = start
            var base = 0
            while true {
                if generation[person] == onStack { throw .cycle(person: nodes[person].name) }
                if generation[person] >= 0 {
                    base = generation[person]
                    break
                }
                guard let up = anchor(person) else {
                    generation[person] = 0
                    base = 0
                    break
                }
                generation[person] = onStack
                stack.append(person)
                person = up.person
            }
            while let below = stack.popLast() {
                base += anchor(below)!.step
                generation[below] = base
            }
        }
        return generation
    }
}
